import "server-only";
import { db, type Prisma } from "@/lib/db";

export type UsageKind =
  | "search"
  | "search_cached"
  // Reloading a saved complete search: its ads under the month's rule (free when already received).
  | "saved_search"
  | "advertiser_stats"
  | "scrape_advertiser"
  | "multiple_pages"
  | "tracking_check"
  | "tracking_snapshot"
  // A watch: the shared fetch (no user, its credits) and each delivery (the user, the ads charged).
  | "watch"
  // 'Analizar con IA': one per model run charged to the user (cached: a stored analysis, free).
  | "ai_analysis"
  // A video transcript from the provider, recorded only when one came back (its credit).
  | "transcript";

/**
 * Appends to the usage ledger and, when upstream credits were spent on the user's behalf,
 * adds them to the user's month and all-time counters (the admin credit figures).
 */
export async function recordUsage(
  userId: string | null,
  kind: UsageKind,
  opts: { ads?: number; credits?: number; cached?: boolean },
  tx?: Prisma.TransactionClient,
) {
  const credits = opts.credits ?? 0;
  if (tx) {
    // Inside the caller's transaction: the row commits with what it records (a search's charge).
    await tx.usageEvent.create({ data: { userId, kind, ads: opts.ads ?? 0, credits, cached: opts.cached ?? false } });
    if (userId && credits > 0) {
      await tx.user.update({ where: { id: userId }, data: { creditsMonth: { increment: credits }, creditsTotal: { increment: credits } } });
    }
    return;
  }
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
