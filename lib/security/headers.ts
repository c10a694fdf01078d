/**
 * The security headers of every response. Pages get a Content-Security-Policy with a fresh nonce from
 * proxy.ts (Next reads it from the request's CSP and puts it on its own scripts); everything else is
 * static and set in next.config.ts. No `server-only`: next.config.ts imports this file too.
 */

/** Sent on every response, pages, API and static files alike. */
export const STATIC_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Nothing in the product uses these; refusing them also covers any third-party code loaded later.
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
];

/** Only over https (behind a TLS-terminating proxy): browsers ignore it on plain http anyway. */
export const HSTS_HEADER = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/** JSON and images load nothing and are never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A page's policy. Scripts: only those carrying this response's nonce, and what they load
 * (`strict-dynamic`, how Next loads its chunks); `unsafe-eval` only in development, where React's
 * debugging needs it. Styles allow inline ones: React renders `style` attributes on the server and
 * sonner injects its stylesheet at run time; style injection cannot run code. Images are same-origin
 * (ad creatives come through /api/proxy-image, demo files from /demo) plus data:/blob: URLs.
 */
export function pageCsp({ nonce, dev = false, https = false }: { nonce: string; dev?: boolean; https?: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** A nonce of 128 random bits, base64 (what CSP and Next's nonce parser expect). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
