import "server-only";
import { db, Prisma, type RawQueryable } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { monthStart, resetUsageIfNewMonth } from "@/lib/services/billing/usage-period";
import { effectivePlanTypeSql } from "@/lib/services/billing/effective-plan";

export const QUOTA_EXCEEDED = "Límite de anuncios excedido";

/**
 * Ads the user may still receive this month (an expired paid plan counts with the free plan's limit). One joined read on every search; the lazy monthly reset
 * writes only when the stored period is from an earlier month.
 */
export async function remainingAds(userId: string, now = new Date(), client: Prisma.TransactionClient | typeof db = db): Promise<number> {
  const rows = await client.$queryRaw<{ adsFetched: number; adsLimit: number; stale: boolean }[]>`
    SELECT u."adsFetched", p."adsLimit", u."usagePeriodStart" < ${monthStart(now).toISOString()}::timestamp(3) AS stale
    FROM "User" u JOIN "Plan" p ON p.type = ${effectivePlanTypeSql(now)}
    WHERE u.id = ${userId}`;
  const u = rows[0];
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  if (u.stale) {
    await resetUsageIfNewMonth(userId, now, client);
    return Math.max(0, u.adsLimit);
  }
  return Math.max(0, u.adsLimit - u.adsFetched);
}

export function quotaExceeded(): AppError {
  return new AppError("QUOTA_EXCEEDED", QUOTA_EXCEEDED);
}

/**
 * The charge as one SQL statement (`UPDATE … RETURNING g.granted`), for {@link chargeAds} and for the
 * search's single statement that also writes the delivery record, history and ledger
 * (lib/services/search/record-page.ts). `credits`: upstream credits spent for this page, added to the
 * month's and all-time counters in the same write. A refused charge (ads wanted, none granted) writes
 * nothing: its caller answers 'Límite de anuncios excedido' and records the credits on its own.
 */
export function chargeStatement(
  userId: string,
  wanted: number | Prisma.Sql,
  opts: { countSearch: boolean; credits?: number },
  now = new Date(),
): Prisma.Sql {
  const start = monthStart(now).toISOString();
  const want = typeof wanted === "number" ? Math.max(0, Math.floor(wanted)) : Prisma.sql`(${wanted})`;
  const credits = Math.max(0, Math.floor(opts.credits ?? 0));
  return Prisma.sql`
    WITH cur AS (
      SELECT u.id, p."adsLimit",
             u."usagePeriodStart" < ${start}::timestamp(3) AS stale,
             CASE WHEN u."usagePeriodStart" < ${start}::timestamp(3) THEN 0 ELSE u."adsFetched" END AS used
      FROM "User" u JOIN "Plan" p ON p.type = ${effectivePlanTypeSql(now)}
      WHERE u.id = ${userId}
      FOR UPDATE OF u
    ), g AS (
      SELECT id, stale, used, GREATEST(0, LEAST(${want}::int, "adsLimit" - used)) AS granted,
             (${opts.countSearch} AND (${want}::int = 0 OR LEAST(${want}::int, "adsLimit" - used) > 0)) AS counted
      FROM cur
    )
    UPDATE "User" u
    SET "adsFetched" = g.used + g.granted,
        "searchesPerformed" = CASE WHEN g.stale THEN 0 ELSE u."searchesPerformed" END + CASE WHEN g.counted THEN 1 ELSE 0 END,
        "creditsMonth" = CASE WHEN g.stale THEN 0 ELSE u."creditsMonth" END + ${credits}::int,
        "creditsTotal" = u."creditsTotal" + ${credits}::int,
        "usagePeriodStart" = CASE WHEN g.stale THEN ${start}::timestamp(3) ELSE u."usagePeriodStart" END
    FROM g
    WHERE u.id = g.id AND (g.granted > 0 OR g.counted OR g.stale OR ${credits}::int > 0)
      AND NOT (${want}::int > 0 AND g.granted = 0)
    RETURNING g.granted`;
}

/**
 * Charges up to `wanted` ads to the user's month and returns how many were granted, in one statement:
 * the row lock and the re-read under it make concurrent searches queue here, so together they never
 * pass the plan's limit, and a period from an earlier month is reset in the same write (the lazy
 * monthly reset), so a cache hit needs no separate quota read. A search that found nothing still
 * counts as performed; one refused for the quota does not.
 */
export async function chargeAds(
  userId: string,
  wanted: number,
  opts: { countSearch: boolean; tx?: RawQueryable },
  now = new Date(),
): Promise<number> {
  const rows = await (opts.tx ?? db).$queryRaw<{ granted: number }[]>(
    chargeStatement(userId, wanted, { countSearch: opts.countSearch }, now),
  );
  return rows[0]?.granted ?? 0;
}
