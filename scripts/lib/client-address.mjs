// What scripts/serve.mjs does to each request before Next sees it. Kept apart so a test can run it
// inside a plain node:http server.

/** Headers a client may send to claim another address, host or scheme. */
const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];

/**
 * Served directly (no trusted proxy), a request's `X-Forwarded-*` headers are the client's own words.
 * `next start` only fills `X-Forwarded-For` when it is absent, so a client could choose its address:
 * here they are dropped and `X-Forwarded-For` is set to the TCP peer's address. Behind trusted proxies
 * (`trustedHops` ≥ 1) the headers are theirs and pass untouched (lib/request-ip.ts reads them).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} trustedHops
 */
export function trustSocketAddress(req, trustedHops) {
  if (trustedHops > 0) return;
  for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
}

/** TRUSTED_PROXY_HOPS as lib/env.ts reads it (0 when unset). */
export function trustedHopsFromEnv(env = process.env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS || 0);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number ≥ 0, got "${env.TRUSTED_PROXY_HOPS}"`);
  return hops;
}
