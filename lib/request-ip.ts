/**
 * The client address behind our own proxy. `X-Forwarded-For` is a list each proxy appends to, and
 * everything left of what our proxy added is whatever the client chose to send, so only the entry our
 * proxy wrote counts: the right-most one with a single proxy (Vercel, one nginx), or further left with
 * TRUSTED_PROXY_HOPS proxies in a chain.
 */
export function clientIpFrom(headers: Headers, trustedHops = 1): string | null {
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (forwarded && forwarded.length > 0) return forwarded[Math.max(0, forwarded.length - trustedHops)];
  return headers.get("x-real-ip")?.trim() || null;
}
