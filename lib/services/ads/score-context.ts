import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { winnerFields, type MomentumInput, type VelocityInput } from "@/lib/score";

const DAY_MS = 86_400_000;
/** An active-ads figure older than this no longer says how the advertiser is doing. */
const MOMENTUM_MAX_AGE_DAYS = 3;

/**
 * The advertiser's active ads and their change over 7 days, per page, from what the product already
 * counted (docs/score.md): the newest tracking snapshot or shared active-ads count in the country, and
 * the snapshot 6 to 8 days before it. A page nobody counted recently is absent (unknown).
 */
async function loadMomentum(pageIds: string[], country: string, now: Date): Promise<Map<string, MomentumInput>> {
  const out = new Map<string, MomentumInput>();
  if (pageIds.length === 0) return out;
  const since = new Date(now.getTime() - (MOMENTUM_MAX_AGE_DAYS + 8) * DAY_MS);
  const [counts, snapshots] = await Promise.all([
    db.advertiserActiveAdsCount.findMany({
      where: { pageId: { in: pageIds }, country, fetchedAt: { gte: new Date(now.getTime() - MOMENTUM_MAX_AGE_DAYS * DAY_MS) } },
      select: { pageId: true, count: true, fetchedAt: true },
    }),
    db.advertiserSnapshot.findMany({
      where: { pageId: { in: pageIds }, country, day: { gte: since } },
      select: { pageId: true, day: true, activeAds: true },
      orderBy: { day: "desc" },
    }),
  ]);
  const byPage = new Map<string, { day: Date; activeAds: number }[]>();
  for (const s of snapshots) byPage.set(s.pageId, [...(byPage.get(s.pageId) ?? []), s]);
  const countOf = new Map(counts.map((c) => [c.pageId, c]));
  for (const c of counts) out.set(c.pageId, { activeAds: c.count, change7d: null });
  for (const [pageId, days] of byPage) {
    const latest = days[0];
    if (now.getTime() - latest.day.getTime() > MOMENTUM_MAX_AGE_DAYS * DAY_MS) continue;
    const weekBefore = days.find((d) => {
      const gap = (latest.day.getTime() - d.day.getTime()) / DAY_MS;
      return gap >= 6 && gap <= 8;
    });
    const count = countOf.get(pageId);
    // The shared count is fresher than a daily snapshot when it was fetched after that day.
    const activeAds = count && count.fetchedAt.getTime() > latest.day.getTime() + DAY_MS ? count.count : latest.activeAds;
    out.set(pageId, { activeAds, change7d: weekBefore ? latest.activeAds - weekBefore.activeAds : null });
  }
  return out;
}

/** Daily points this far back give the week's baseline (the last point before the week began). */
const VELOCITY_LOOKBACK_DAYS = 21;

/**
 * New variants and relaunches of each ad over the last 7 days, from the archive's daily points (points
 * exist only on days the ad was seen). New variants: the week's highest variant count over the last
 * count before the week, or over the week's first point for an ad first seen this week. Relaunches:
 * days it was seen active again after a day seen inactive. An ad without a point this week, or with
 * a single point and nothing before it, has no known velocity: it scores 0 and its line says so.
 */
async function loadVelocity(adIds: string[], now: Date): Promise<Map<string, VelocityInput>> {
  const out = new Map<string, VelocityInput>();
  if (adIds.length === 0) return out;
  const weekStart = now.getTime() - 7 * DAY_MS;
  const rows = await db.adDay.findMany({
    where: { adId: { in: adIds }, day: { gte: new Date(now.getTime() - VELOCITY_LOOKBACK_DAYS * DAY_MS) } },
    select: { adId: true, day: true, collationCount: true, active: true },
    orderBy: [{ adId: "asc" }, { day: "asc" }],
  });
  const byAd = new Map<string, typeof rows>();
  for (const r of rows) byAd.set(r.adId, [...(byAd.get(r.adId) ?? []), r]);
  for (const [adId, points] of byAd) {
    const week = points.filter((p) => p.day.getTime() > weekStart);
    const before = points.filter((p) => p.day.getTime() <= weekStart).at(-1);
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

/**
 * Scores a page of ads with what the server knows beside them (the advertisers' momentum, the ads'
 * velocity). Called with every page the API returns: search, 'Cargar más', a saved search's reload,
 * the multi-page walk, the advertiser scrape.
 */
export async function scoreWithContext(ads: NormalizedAd[], opts: { country: string; now?: Date }): Promise<NormalizedAd[]> {
  if (ads.length === 0) return ads;
  const now = opts.now ?? new Date();
  const [momentum, velocity] = await Promise.all([
    loadMomentum([...new Set(ads.map((a) => a.page_id))], opts.country, now),
    loadVelocity(
      ads.map((a) => a.id),
      now,
    ),
  ]);
  return ads.map((ad) => ({
    ...ad,
    ...winnerFields(ad, { advertiser: momentum.get(ad.page_id) ?? null, velocity: velocity.get(ad.id) ?? null }),
  }));
}
