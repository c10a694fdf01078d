import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { monthStart, resetUsageIfNewMonth } from "@/lib/services/usage/reset-period";

export const QUOTA_EXCEEDED = "Límite de anuncios excedido";

/**
 * Ads the user may still receive this month. One joined read on every search; the lazy monthly reset
 * writes only when the stored period is from an earlier month.
 */
export async function remainingAds(userId: string, now = new Date()): Promise<number> {
  const rows = await db.$queryRaw<{ adsFetched: number; adsLimit: number; stale: boolean }[]>`
    SELECT u."adsFetched", p."adsLimit", u."usagePeriodStart" < ${monthStart(now).toISOString()}::timestamp(3) AS stale
    FROM "User" u JOIN "Plan" p ON p.type = u."planType"
    WHERE u.id = ${userId}`;
  const u = rows[0];
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  if (u.stale) {
    await resetUsageIfNewMonth(userId, now);
    return Math.max(0, u.adsLimit);
  }
  return Math.max(0, u.adsLimit - u.adsFetched);
}

export function quotaExceeded(): AppError {
  return new AppError("QUOTA_EXCEEDED", QUOTA_EXCEEDED);
}

/**
 * Charges up to `wanted` ads to the user's month and returns how many were granted. The row lock and
 * the re-read under it make concurrent searches queue here, so together they never pass the plan's limit.
 */
export async function chargeAds(userId: string, wanted: number, opts: { countSearch: boolean }): Promise<number> {
  if (wanted <= 0) {
    // A search that found nothing is still a search the user performed (and sees in the history).
    if (opts.countSearch) await db.user.update({ where: { id: userId }, data: { searchesPerformed: { increment: 1 } } });
    return 0;
  }
  const rows = await db.$queryRaw<{ granted: number }[]>`
    WITH cur AS (
      SELECT u.id, LEAST(${wanted}::int, p."adsLimit" - u."adsFetched") AS granted
      FROM "User" u JOIN "Plan" p ON p.type = u."planType"
      WHERE u.id = ${userId}
      FOR UPDATE OF u
    )
    UPDATE "User" u
    SET "adsFetched" = u."adsFetched" + cur.granted,
        "searchesPerformed" = u."searchesPerformed" + ${opts.countSearch ? 1 : 0}::int
    FROM cur
    WHERE u.id = cur.id AND cur.granted > 0
    RETURNING cur.granted`;
  return rows[0]?.granted ?? 0;
}
