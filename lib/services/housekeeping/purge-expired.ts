import "server-only";
import { db } from "@/lib/db";
import { DEDUPE_DAYS } from "@/lib/services/watches/deliver-watch";

/**
 * Rate-limit counters are kept an hour past their expiry, as rate-limiter-flexible's own clean-up does:
 * a counter read just as it expires is never deleted under the reader.
 */
export const RATE_LIMIT_GRACE_MS = 60 * 60_000;

/** How long a deleted watch's last run is kept for the same search watched again. */
const WATCH_PACE_KEEP_MS = 7 * 86_400_000;

/**
 * The daily clean-up of rows nothing reads any more: sign-in counters that have expired (the limiter's
 * own timer is off, since a serverless host keeps no process alive to run it), search-cache pages past
 * their TTL (a search only reads unexpired pages and rewrites the page it refetches) and the watches'
 * per-user delivery stamps older than the 7-day rule they exist for (whether an ad was ever charged is
 * AdDelivery's, which stays), the quota's monthly ledger before last month (only the current month
 * decides a charge; last month's stays for a user who asks what they were charged), and lapsed image-fetch
 * leases (a node died mid-fetch): adradar_take_image_slot drops those of the user taking a slot, so a
 * user who never loads another image would keep theirs for ever; and deleted watches' last runs past a week.
 */
export async function purgeExpired(now: Date = new Date()): Promise<{
  rateLimits: number;
  searchCache: number;
  watchUserDeliveries: number;
  monthlyAdDeliveries: number;
  imageFetchLeases: number;
  watchPaces: number;
}> {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const [rateLimits, searchCache, watchUserDeliveries, monthlyAdDeliveries, imageFetchLeases, watchPaces] = await Promise.all([
    db.rateLimit.deleteMany({ where: { expire: { lt: BigInt(now.getTime() - RATE_LIMIT_GRACE_MS) } } }),
    db.searchCache.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.watchUserDelivery.deleteMany({ where: { deliveredAt: { lt: new Date(now.getTime() - DEDUPE_DAYS * 86_400_000) } } }),
    db.monthlyAdDelivery.deleteMany({ where: { period: { lt: lastMonth } } }),
    // Lapsed as the slot function reads them: at its expiry, no fetch holds it any more.
    db.imageFetchLease.deleteMany({ where: { expiresAt: { lte: now } } }),
    // A deleted watch's pace matters for the plan's longest interval at most (a day): a week is ample.
    db.watchPace.deleteMany({ where: { at: { lt: new Date(now.getTime() - WATCH_PACE_KEEP_MS) } } }),
  ]);
  return {
    rateLimits: rateLimits.count,
    searchCache: searchCache.count,
    watchUserDeliveries: watchUserDeliveries.count,
    monthlyAdDeliveries: monthlyAdDeliveries.count,
    imageFetchLeases: imageFetchLeases.count,
    watchPaces: watchPaces.count,
  };
}
