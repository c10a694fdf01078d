import "server-only";
import { db, Prisma, type RawQueryable } from "@/lib/db";
import { effectivePlanTypeSql } from "@/lib/services/billing/effective-plan";

/**
 * Which of a user's watches the plan lets run, when an admin lowered the plan, the user moved to a
 * smaller one or a paid plan expired: the oldest `maxWatches` of the watches the user has not paused
 * run; the newer ones wait as `paused_plan` and come back by themselves when the limit allows (a bigger
 * plan, or the user pausing or deleting another). Watches the user paused do not count.
 *
 * One statement over every user's watches (the hourly tick) or one user's (a watch's own run).
 */
function allowanceCte(at: Date, userId: string | null): Prisma.Sql {
  return Prisma.sql`
    SELECT w."id", w."status", w."userId",
      row_number() OVER (PARTITION BY w."userId" ORDER BY w."createdAt", w."id") AS "rank",
      p."maxWatches", p."watchMinIntervalHours"
    FROM "Watch" w
    JOIN "User" u ON u."id" = w."userId"
    JOIN "Plan" p ON p."type" = ${effectivePlanTypeSql(at)}
    WHERE w."status" <> 'paused' ${userId === null ? Prisma.empty : Prisma.sql`AND w."userId" = ${userId}`}`;
}

export type PlanAllowance = { allowed: boolean; maxWatches: number; minIntervalHours: number };

/**
 * Puts every watch where the plan wants it: beyond the limit to `paused_plan` (from active or
 * paused_quota), back within it to `active` (due now), and a frequency faster than the plan's
 * fastest pushed back to the plan's pace. Returns how many were paused and resumed.
 */
export async function applyPlanLimits(at: Date, client: RawQueryable = db): Promise<{ paused: number; resumed: number }> {
  const changed = await client.$queryRaw<{ status: string }[]>`
    WITH a AS (${allowanceCte(at, null)})
    UPDATE "Watch" w
    SET "status" = CASE WHEN a."rank" > a."maxWatches" THEN 'paused_plan' ELSE 'active' END,
        "nextRunAt" = CASE WHEN a."rank" > a."maxWatches" THEN w."nextRunAt" ELSE ${at.toISOString()}::timestamp(3) END,
        "updatedAt" = now()
    FROM a
    WHERE w."id" = a."id"
      AND ((a."rank" > a."maxWatches" AND w."status" IN ('active', 'paused_quota'))
        OR (a."rank" <= a."maxWatches" AND w."status" = 'paused_plan'))
    RETURNING w."status"`;
  // A watch set faster than the plan now allows runs at the plan's pace: its next run is the plan's
  // interval after the window of its last completed run (nextRunAfter's rule), never earlier.
  await client.$executeRaw`
    WITH a AS (${allowanceCte(at, null)})
    UPDATE "Watch" w
    SET "nextRunAt" = (w."lastWindow" || ':00:00')::timestamp(3) + make_interval(hours => a."watchMinIntervalHours")
    FROM a
    WHERE w."id" = a."id" AND w."status" = 'active' AND w."lastWindow" IS NOT NULL
      AND w."frequencyHours" < a."watchMinIntervalHours"
      AND w."nextRunAt" < (w."lastWindow" || ':00:00')::timestamp(3) + make_interval(hours => a."watchMinIntervalHours")`;
  const paused = changed.filter((r) => r.status === "paused_plan").length;
  return { paused, resumed: changed.length - paused };
}

/** Whether the plan lets this watch run now, and the plan's watch limits (inside the run's transaction). */
export async function planAllowance(client: RawQueryable, userId: string, watchId: string, at: Date): Promise<PlanAllowance> {
  const rows = await client.$queryRaw<{ rank: bigint; maxWatches: number; watchMinIntervalHours: number }[]>`
    WITH a AS (${allowanceCte(at, userId)})
    SELECT "rank", "maxWatches", "watchMinIntervalHours" FROM a WHERE "id" = ${watchId}`;
  const row = rows[0];
  if (!row) return { allowed: false, maxWatches: 0, minIntervalHours: 24 };
  return { allowed: Number(row.rank) <= row.maxWatches, maxWatches: row.maxWatches, minIntervalHours: row.watchMinIntervalHours };
}

/** The user's watches the plan would run besides `exceptId` (resuming one must leave room for it). */
export async function runningWatchCount(client: RawQueryable, userId: string, exceptId: string): Promise<number> {
  const rows = await client.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS "n" FROM "Watch" WHERE "userId" = ${userId} AND "status" <> 'paused' AND "id" <> ${exceptId}`;
  return Number(rows[0]?.n ?? 0);
}
