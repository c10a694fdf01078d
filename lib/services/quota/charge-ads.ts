import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { resetUsageIfNewMonth } from "@/lib/services/usage/reset-period";

export const QUOTA_EXCEEDED = "Límite de anuncios excedido";

/** Ads the user may still receive this month (after the lazy monthly reset). */
export async function remainingAds(userId: string): Promise<number> {
  await resetUsageIfNewMonth(userId);
  const u = await db.user.findUnique({ where: { id: userId }, select: { adsFetched: true, plan: { select: { adsLimit: true } } } });
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  return Math.max(0, u.plan.adsLimit - u.adsFetched);
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
