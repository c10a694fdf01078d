import ipaddr from "ipaddr.js";

/**
 * The client address, read the way the README documents for each deployment:
 * - served directly (`npm start` / `npm run local`, TRUSTED_PROXY_HOPS=0): scripts/serve.mjs replaces
 *   `X-Forwarded-For` with the TCP peer's address before Next sees the request, so the one entry is the
 *   socket's and nothing the client sent survives;
 * - behind proxies that append to `X-Forwarded-For` (TRUSTED_PROXY_HOPS=N ≥ 1): everything left of
 *   what our proxies added is whatever the client chose to send, so only the entry the outermost
 *   trusted proxy wrote counts: the right-most one with a single proxy, further left with a chain.
 */
export function clientIpFrom(headers: Headers, trustedHops = 0): string | null {
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (forwarded && forwarded.length > 0) return forwarded[Math.max(0, forwarded.length - Math.max(1, trustedHops))];
  return headers.get("x-real-ip")?.trim() || null;
}

/**
 * The bucket an address is counted in: IPv4 as is (an IPv4-mapped IPv6 address too), IPv6 by its /64,
 * the smallest block a subscriber is usually given: one host can rotate through a whole /64 for free.
 */
export function addressBucket(ip: string | null): string {
  if (!ip) return "unknown";
  if (!ipaddr.isValid(ip)) return ip.toLowerCase();
  const addr = ipaddr.process(ip);
  if (addr.kind() === "ipv4") return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}
