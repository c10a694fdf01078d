/** Request header in which proxy.ts hands the visited path (with its query) to server components. */
export const ORIGIN_HEADER = "x-adradar-origin";

/** The /auth URL that brings the visitor back to `origin` after signing in ("/" needs no callback). */
export function authUrlFor(origin: string | null | undefined): string {
  // Only same-site paths: "//host" or a full URL would turn the callback into an open redirect.
  if (!origin || origin === "/" || !origin.startsWith("/") || origin.startsWith("//")) return "/auth";
  return `/auth?callbackUrl=${encodeURIComponent(origin)}`;
}
