import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma, type RawQueryable } from "@/lib/db";
import { chargeStatement } from "./charge-ads";
import { monthStart } from "./usage-period";
import type { UsageKind } from "./usage-ledger";

/** What delivered an ad first this month: the quota's breakdown by source. */
export type DeliverySource = "search" | "saved_search" | "watch" | "advertiser";

export type DeliveryOptions = {
  source: DeliverySource;
  /** A search's page 1 counts as a search performed (as before). */
  countSearch?: boolean;
  /** Upstream credits spent for these ads: the product's cost, added to the credit counters only. */
  credits?: number;
};

/**
 * The quota's one rule as SQL, for every delivery path: an ad counts once per user per calendar month,
 * whatever delivers it. `ids` are the ads on offer, in the order they are shown; the CTEs it returns
 * (to follow a `WITH`) end in:
 *
 * - `ok`: one row (`granted` = how many of `ids` are delivered, a prefix; `charged` = how many of them
 *   were counted now), or none when the quota refuses (ads not yet counted this month, none left);
 * - `delivered`: the delivered ids (`"adId"`, `n` = position, `fresh` = counted now), also written to the
 *   first-delivery record (AdDelivery: what a saved complete search may hold).
 *
 * The ads already counted this month are free; the others are charged with the conditional UPDATE of
 * chargeStatement (never past the plan's limit). A page is cut after the last fresh ad the quota
 * grants. The ledger is read after the user's row lock (adradar_counted_ads), which every delivery
 * takes, so concurrent deliveries of the same ad charge it once.
 */
export function deliveryCtes(userId: string, ids: string[], opts: DeliveryOptions, now: Date): Prisma.Sql {
  const period = monthStart(now).toISOString();
  return Prisma.sql`
    offer AS (SELECT o."adId", o.n FROM unnest(${ids}::text[]) WITH ORDINALITY AS o("adId", n)),
    counted AS (SELECT unnest(adradar_counted_ads(${userId}, ${period}::timestamp(3), ${ids}::text[])) AS "adId"),
    marked AS (
      SELECT o."adId", o.n,
        (o.n = min(o.n) OVER (PARTITION BY o."adId") AND NOT EXISTS (SELECT 1 FROM counted c WHERE c."adId" = o."adId")) AS fresh
      FROM offer o
    ),
    ranked AS (SELECT m.*, sum(CASE WHEN m.fresh THEN 1 ELSE 0 END) OVER (ORDER BY m.n) AS cum FROM marked m),
    charge AS (${chargeStatement(userId, Prisma.sql`SELECT count(*) FROM marked WHERE fresh`, { countSearch: opts.countSearch ?? false, credits: opts.credits }, now)}),
    allowed AS (
      SELECT c.charged FROM (SELECT COALESCE((SELECT granted FROM charge), 0) AS charged) c
      WHERE NOT ((SELECT count(*) FROM marked WHERE fresh) > 0 AND c.charged = 0)
    ),
    delivered AS (SELECT r."adId", r.n, r.fresh FROM ranked r, allowed a WHERE r.cum <= a.charged),
    ok AS (SELECT a.charged, (SELECT count(*) FROM delivered)::int AS granted FROM allowed a),
    ledger AS (
      INSERT INTO "MonthlyAdDelivery" ("userId", "period", "adId", "source", "at")
      SELECT ${userId}, ${period}::timestamp(3), d."adId", ${opts.source}, ${now.toISOString()}::timestamp(3)
      FROM delivered d WHERE d.fresh
      ORDER BY d."adId"
      ON CONFLICT DO NOTHING
    ),
    first_delivery AS (
      INSERT INTO "AdDelivery" ("userId", "adId", "firstDeliveredAt")
      SELECT ${userId}, d."adId", now() FROM (SELECT DISTINCT "adId" FROM delivered) d
      ORDER BY d."adId"
      ON CONFLICT ("userId", "adId") DO NOTHING
    )`;
}

/** The usage event of a delivery (`ok` from deliveryCtes): the ads counted and those that were free. */
export function deliveryUsageSql(userId: string, kind: UsageKind, opts: { credits?: number; cached?: boolean }, now: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "UsageEvent" ("id", "userId", "kind", "ads", "freeAds", "credits", "cached", "at")
    SELECT ${randomUUID()}, ${userId}, ${kind}, ok.charged, ok.granted - ok.charged, ${Math.max(0, Math.floor(opts.credits ?? 0))}::int,
      ${opts.cached ?? false}, ${now.toISOString()}::timestamp(3)
    FROM ok`;
}

/** `delivered` in order; `counted` = those of them counted now (the others were free). */
export type Delivery = { delivered: string[]; counted: string[]; charged: number; free: number; refused: boolean };

/**
 * Delivers `ids` (in order) under the month's rule in one statement: the charge, the ledger, the
 * first-delivery record and the usage event. A refusal (fresh ads, no quota left) writes nothing.
 */
export async function deliverAds(
  userId: string,
  ids: string[],
  opts: DeliveryOptions & { kind: UsageKind },
  now = new Date(),
  client: RawQueryable = db,
): Promise<Delivery> {
  // Nothing on offer and nothing to record (an empty page still records its credits and its search).
  if (ids.length === 0 && !opts.credits && !opts.countSearch) return { delivered: [], counted: [], charged: 0, free: 0, refused: false };
  const rows = await client.$queryRaw<{ charged: number | null; ids: string[] | null; counted: string[] | null }[]>`
    WITH ${deliveryCtes(userId, ids, opts, now)},
    usage AS (${deliveryUsageSql(userId, opts.kind, { credits: opts.credits }, now)})
    SELECT (SELECT charged FROM ok) AS charged, (SELECT array_agg("adId" ORDER BY n) FROM delivered) AS ids,
      (SELECT array_agg("adId" ORDER BY n) FROM delivered WHERE fresh) AS counted`;
  const row = rows[0];
  if (row?.charged == null) return { delivered: [], counted: [], charged: 0, free: 0, refused: true };
  const delivered = row.ids ?? [];
  return {
    delivered,
    counted: row.counted ?? [],
    charged: Number(row.charged),
    free: delivered.length - Number(row.charged),
    refused: false,
  };
}
