import "server-only";
import { db } from "@/lib/db";

/**
 * Rate-limit counters are kept an hour past their expiry, as rate-limiter-flexible's own clean-up does:
 * a counter read just as it expires is never deleted under the reader.
 */
export const RATE_LIMIT_GRACE_MS = 60 * 60_000;

/**
 * The daily clean-up of rows nothing reads any more: sign-in counters that have expired (the limiter's
 * own timer is off, since a serverless host keeps no process alive to run it) and search-cache pages past
 * their TTL (a search only reads unexpired pages and rewrites the page it refetches).
 */
export async function purgeExpired(now: Date = new Date()): Promise<{ rateLimits: number; searchCache: number }> {
  const [rateLimits, searchCache] = await Promise.all([
    db.rateLimit.deleteMany({ where: { expire: { lt: BigInt(now.getTime() - RATE_LIMIT_GRACE_MS) } } }),
    db.searchCache.deleteMany({ where: { expiresAt: { lt: now } } }),
  ]);
  return { rateLimits: rateLimits.count, searchCache: searchCache.count };
}
