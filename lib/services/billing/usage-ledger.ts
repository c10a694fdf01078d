import "server-only";
import { db } from "@/lib/db";

export type UsageKind =
  "search" | "search_cached" | "advertiser_stats" | "scrape_advertiser" | "multiple_pages" | "tracking_check" | "tracking_snapshot";

/**
 * Appends to the usage ledger and, when upstream credits were spent on the user's behalf,
 * adds them to the user's month and all-time counters (the admin credit figures).
 */
export async function recordUsage(userId: string | null, kind: UsageKind, opts: { ads?: number; credits?: number; cached?: boolean }) {
  const credits = opts.credits ?? 0;
  const event = db.usageEvent.create({ data: { userId, kind, ads: opts.ads ?? 0, credits, cached: opts.cached ?? false } });
  if (!userId || credits === 0) {
    // Nothing else to keep consistent with, so no transaction (a cache hit writes only this row).
    await event;
    return;
  }
  await db.$transaction([
    event,
    db.user.update({ where: { id: userId }, data: { creditsMonth: { increment: credits }, creditsTotal: { increment: credits } } }),
  ]);
}
