import "server-only";
import { db, Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { winnerFields, type MomentumInput, type VelocityInput } from "@/lib/score";

const DAY_MS = 86_400_000;
/** An active-ads figure older than this no longer says how the advertiser is doing. */
const MOMENTUM_MAX_AGE_DAYS = 3;

type CountRow = { pageId: string; country: string; count: number; fetchedAt: number };
type SnapshotRow = { pageId: string; country: string; day: number; activeAds: number };
type DayRow = { adId: string; day: number; collationCount: number; active: boolean };
/** The score's context rows, as {@link contextColumnsSql} selects them (times in epoch ms). */
type ProductRow = { adId: string; productId: string; storeCount: number };
export type ContextRows = { counts: CountRow[]; snapshots: SnapshotRow[]; days: DayRow[]; products: ProductRow[] };

/** Daily points this far back give the week's baseline (the last point before the week began). */
const VELOCITY_LOOKBACK_DAYS = 21;

const msSql = (column: Prisma.Sql) => Prisma.sql`(extract(epoch from ${column}) * 1000)::float8`;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The columns `counts`, `snapshots`, `days` and `products` (JSON arrays) of one SELECT: everything the score needs
 * beside a page, read in one round trip, alone ({@link scoreWithContext}) or with other columns in the
 * same statement (the search's marks). Windows: the shared active-ads counts of the last
 * MOMENTUM_MAX_AGE_DAYS, the advertisers' snapshots of the last MOMENTUM_MAX_AGE_DAYS + 8 days (newest
 * first), and the ads' daily points of the last VELOCITY_LOOKBACK_DAYS (per ad, oldest first). Every
 * country's figures are read: which screen asks (a search in one country, the archive, a saved ad) must
 * not change an ad's score. `pageIds` may be a text[] expression: the archive's search reads its page's
 * advertisers beside the page's rows, from the ids alone, so the two reads go at once.
 */
export function contextColumnsSql(pageIds: string[] | Prisma.Sql, adIds: string[], now: Date): Prisma.Sql {
  const t = now.getTime();
  const pages = Array.isArray(pageIds) ? Prisma.sql`${pageIds}::text[]` : pageIds;
  return Prisma.sql`
    (SELECT COALESCE(json_agg(json_build_object('pageId', c."pageId", 'country', c."country", 'count', c."count", 'fetchedAt', ${msSql(Prisma.sql`c."fetchedAt"`)})), '[]')
       FROM "AdvertiserActiveAdsCount" c
      WHERE c."pageId" = ANY(${pages})
        AND c."fetchedAt" >= ${iso(t - MOMENTUM_MAX_AGE_DAYS * DAY_MS)}::timestamp(3)) AS "counts",
    (SELECT COALESCE(json_agg(json_build_object('pageId', s."pageId", 'country', s."country", 'day', ${msSql(Prisma.sql`s."day"`)}, 'activeAds', s."activeAds")
              ORDER BY s."day" DESC), '[]')
       FROM "AdvertiserSnapshot" s
      WHERE s."pageId" = ANY(${pages})
        AND s."day" >= ${iso(t - (MOMENTUM_MAX_AGE_DAYS + 8) * DAY_MS)}::timestamp(3)) AS "snapshots",
    (SELECT COALESCE(json_agg(json_build_object('adId', d."adId", 'day', ${msSql(Prisma.sql`d."day"`)}, 'collationCount', d."collationCount",
              'active', d."active") ORDER BY d."adId", d."day"), '[]')
       FROM "AdDay" d
      WHERE d."adId" = ANY(${adIds}::text[]) AND d."day" >= ${iso(t - VELOCITY_LOOKBACK_DAYS * DAY_MS)}::timestamp(3)) AS "days",
    (SELECT COALESCE(json_agg(json_build_object('adId', g."adId", 'productId', p."id", 'storeCount', p."storeCount")), '[]')
       FROM "AdGroup" g JOIN "Product" p ON p."id" = g."productId"
      WHERE g."adId" = ANY(${adIds}::text[])) AS "products"`;
}

/** A json column of a raw row: the driver may hand it over parsed or as text. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/**
 * The advertiser's active ads and their change over 7 days, per page, from what the product already
 * counted (docs/score.md): in each country, the newest tracking snapshot or shared active-ads count and
 * the snapshot 6 to 8 days before it; of the countries counted, the largest figure (the advertiser's
 * widest known reach, whichever screen asks). A page nobody counted recently is absent (unknown).
 */
function momentumOf(counts: CountRow[], snapshots: SnapshotRow[], now: Date): Map<string, MomentumInput> {
  const keyOf = (r: { pageId: string; country: string }) => `${r.pageId} ${r.country}`;
  const perCountry = new Map<string, MomentumInput & { pageId: string; country: string }>();
  const byKey = new Map<string, SnapshotRow[]>();
  for (const s of snapshots) byKey.set(keyOf(s), [...(byKey.get(keyOf(s)) ?? []), s]);
  const countOf = new Map(counts.map((c) => [keyOf(c), c]));
  for (const c of counts) perCountry.set(keyOf(c), { pageId: c.pageId, country: c.country, activeAds: c.count, change7d: null });
  for (const [key, days] of byKey) {
    const latest = days[0];
    if (now.getTime() - latest.day > MOMENTUM_MAX_AGE_DAYS * DAY_MS) continue;
    const weekBefore = days.find((d) => {
      const gap = (latest.day - d.day) / DAY_MS;
      return gap >= 6 && gap <= 8;
    });
    const count = countOf.get(key);
    // The shared count is fresher than a daily snapshot when it was fetched after that day.
    const activeAds = count && count.fetchedAt > latest.day + DAY_MS ? count.count : latest.activeAds;
    const change7d = weekBefore ? latest.activeAds - weekBefore.activeAds : null;
    perCountry.set(key, { pageId: latest.pageId, country: latest.country, activeAds, change7d });
  }
  const best = new Map<string, MomentumInput & { country: string }>();
  for (const m of perCountry.values()) {
    const kept = best.get(m.pageId);
    // Ties go to the first country code, so the choice never depends on the order rows came in.
    if (!kept || m.activeAds > kept.activeAds || (m.activeAds === kept.activeAds && m.country < kept.country)) best.set(m.pageId, m);
  }
  return new Map([...best].map(([pageId, m]) => [pageId, { activeAds: m.activeAds, change7d: m.change7d }]));
}

/**
 * New variants and relaunches of each ad over the last 7 days, from the archive's daily points (points
 * exist only on days the ad was seen). New variants: the week's highest variant count over the last
 * count before the week, or over the week's first point for an ad first seen this week. Relaunches:
 * days it was seen active again after a day seen inactive. An ad without a point this week, or with
 * a single point and nothing before it, has no known velocity: it scores 0 and its line says so.
 */
function velocityOf(rows: DayRow[], now: Date): Map<string, VelocityInput> {
  const out = new Map<string, VelocityInput>();
  const weekStart = now.getTime() - 7 * DAY_MS;
  const byAd = new Map<string, DayRow[]>();
  for (const r of rows) byAd.set(r.adId, [...(byAd.get(r.adId) ?? []), r]);
  for (const [adId, points] of byAd) {
    const week = points.filter((p) => p.day > weekStart);
    const before = points.filter((p) => p.day <= weekStart).at(-1);
    if (week.length === 0 || (!before && week.length < 2)) continue;
    const baseline = before ?? week[0];
    const newVariants = Math.max(0, Math.max(...week.map((p) => p.collationCount)) - baseline.collationCount);
    let relaunches = 0;
    let previous = before;
    for (const p of week) {
      if (previous && !previous.active && p.active) relaunches++;
      previous = p;
    }
    out.set(adId, { newVariants, relaunches });
  }
  return out;
}

/** Scores a page with context rows already read ({@link contextColumnsSql}). */
export function scoreWithRows(ads: NormalizedAd[], rows: ContextRows, now: Date): NormalizedAd[] {
  const momentum = momentumOf(jsonColumn<CountRow[]>(rows.counts), jsonColumn<SnapshotRow[]>(rows.snapshots), now);
  const velocity = velocityOf(jsonColumn<DayRow[]>(rows.days), now);
  const products = new Map(jsonColumn<ProductRow[]>(rows.products).map((p) => [p.adId, p]));
  return ads.map((ad) => ({
    ...ad,
    product_id: products.get(ad.id)?.productId ?? null,
    store_count: products.get(ad.id)?.storeCount ?? 0,
    ...winnerFields(ad, { advertiser: momentum.get(ad.page_id) ?? null, velocity: velocity.get(ad.id) ?? null }),
  }));
}

/**
 * Scores a page of ads with what the server knows beside them (the advertisers' momentum, the ads'
 * velocity), read in one statement: the one way every reply gathers the score's inputs (search,
 * 'Cargar más', a saved search's reload, the archive and the ad page, saved ads and their CSV, watches
 * and Telegram), so one ad at one moment has one score wherever it is shown.
 */
export async function scoreWithContext(ads: NormalizedAd[], opts: { now?: Date } = {}): Promise<NormalizedAd[]> {
  if (ads.length === 0) return ads;
  const now = opts.now ?? new Date();
  const pageIds = [...new Set(ads.map((a) => a.page_id))];
  const rows = await db.$queryRaw<ContextRows[]>`SELECT ${contextColumnsSql(
    pageIds,
    ads.map((a) => a.id),
    now,
  )}`;
  return scoreWithRows(ads, rows[0], now);
}
