import "server-only";
import { db } from "@/lib/db";
import { remainingAds } from "@/lib/services/billing/charge-ads";

const HOUR_MS = 3_600_000;
/** The shortest frequency: every watched query is fetched at most once per slot of this many hours. */
export const WINDOW_HOURS = 6;

/** The 6-hour UTC slot `at` falls in, e.g. "2026-11-26T18": the shared fetch's and each run's identity. */
export function watchWindow(at: Date): string {
  const start = windowStart(at);
  return `${start.toISOString().slice(0, 13)}`;
}

export function windowStart(at: Date): Date {
  const slot = WINDOW_HOURS * HOUR_MS;
  return new Date(Math.floor(at.getTime() / slot) * slot);
}

/** The start of a window named by `watchWindow` ("2026-11-26T18" → 18:00 UTC that day). */
export function windowStartOf(window: string): Date {
  return new Date(`${window}:00:00.000Z`);
}

/** When a watch that ran in `at`'s slot is due again: its frequency after the slot began, so it does not drift. */
export function nextRunAfter(at: Date, frequencyHours: number): Date {
  return new Date(windowStart(at).getTime() + frequencyHours * HOUR_MS);
}

export type DueQuery = { queryKey: string; watchIds: string[] };

/** The active watches due at `at`, grouped by their query: one upstream fetch per group. */
export async function dueQueries(at: Date): Promise<DueQuery[]> {
  const rows = await db.$queryRaw<{ queryKey: string; watchIds: string[] }[]>`
    SELECT "queryKey", array_agg("id" ORDER BY "id") AS "watchIds"
    FROM "Watch"
    WHERE "status" = 'active' AND "nextRunAt" <= ${at.toISOString()}::timestamp(3)
    GROUP BY "queryKey"
    ORDER BY "queryKey"`;
  return rows.map((r) => ({ queryKey: r.queryKey, watchIds: r.watchIds }));
}

/**
 * Watches the quota paused come back once their user has quota again: after the monthly reset (which
 * remainingAds applies lazily) or a bigger plan. Returns how many resumed.
 */
export async function resumeQuotaPaused(at: Date): Promise<number> {
  const users = await db.watch.findMany({ where: { status: "paused_quota" }, distinct: ["userId"], select: { userId: true } });
  const back: string[] = [];
  for (const { userId } of users) {
    if ((await remainingAds(userId, at)) > 0) back.push(userId);
  }
  if (back.length === 0) return 0;
  const { count } = await db.watch.updateMany({
    where: { status: "paused_quota", userId: { in: back } },
    data: { status: "active", nextRunAt: at },
  });
  return count;
}
