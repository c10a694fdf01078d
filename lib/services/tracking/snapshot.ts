import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getProvider } from "@/lib/providers";
import { storeAds } from "@/lib/services/ads/store-ads";
import { endAdsMissingFromListing } from "@/lib/services/archive/complete-listing";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import { dayToDate, zonedParts } from "@/lib/time-zone";
import { adChanges, alertFor, type AlertKind } from "@/lib/shared/tracking/trend";
import { archiveChanged } from "@/lib/services/ads/archive-version";

/** Today in APP_TIMEZONE as "YYYY-MM-DD": the day snapshots and daily points belong to. */
export function appDay(now: Date = new Date()): string {
  return zonedParts(now, env().APP_TIMEZONE).day;
}

export type SnapshotTarget = { pageId: string; country: string };

/** The distinct (pageId, country) pairs some user actively tracks: one upstream fetch each per day. */
export async function snapshotTargets(): Promise<SnapshotTarget[]> {
  return db.trackedAdvertiser.findMany({
    where: { active: true },
    distinct: ["pageId", "country"],
    select: { pageId: true, country: true },
    orderBy: [{ pageId: "asc" }, { country: "asc" }],
  });
}

/**
 * The page's active ads on `day`, fetched from upstream only when no row for (pageId, country, day)
 * exists yet: every user who tracks the page shares that one fetch, and a second run reads the row.
 */
export function ensurePageSnapshot(target: SnapshotTarget, day: string): Promise<{ fetched: boolean; activeAds: number }> {
  // Two runs of the same page and day in this process (a retry overlapping its first attempt, Inngest
  // and the in-process scheduler) share one upstream fetch instead of paying for it twice. Across
  // nodes, Inngest's per-page concurrency key does the same; the unique row keeps the data right anyway.
  const flightKey = `${target.pageId}:${target.country}:${day}`;
  let flight = snapshotsInFlight.get(flightKey);
  if (!flight) {
    flight = fetchPageSnapshot(target, day).finally(() => snapshotsInFlight.delete(flightKey));
    snapshotsInFlight.set(flightKey, flight);
  }
  return flight;
}

const snapshotsInFlight = new Map<string, Promise<{ fetched: boolean; activeAds: number }>>();

async function fetchPageSnapshot(target: SnapshotTarget, day: string): Promise<{ fetched: boolean; activeAds: number }> {
  const key = { pageId: target.pageId, country: target.country, day: dayToDate(day) };
  const existing = await db.advertiserSnapshot.findUnique({ where: { pageId_country_day: key }, select: { activeAds: true } });
  if (existing) return { fetched: false, activeAds: existing.activeAds };

  const provider = getProvider();
  const ids = new Set<string>();
  let credits = 0;
  let cursor: string | null = null;
  for (let page = 0; page < env().SNAPSHOT_MAX_PAGES; page++) {
    const res = await provider.listPageAds(target.pageId, target.country, { cursor });
    credits += res.credits;
    await storeAds(res.ads, { country: target.country });
    for (const ad of res.ads) ids.add(ad.id);
    cursor = res.nextCursor;
    if (!cursor) break;
  }
  const adIds = [...ids];
  // Only a listing read to its end proves an ad is gone; one cut at SNAPSHOT_MAX_PAGES proves nothing.
  if (!cursor) await endAdsMissingFromListing({ pageId: target.pageId, country: target.country, day, adIds });
  // skipDuplicates: a concurrent run that got here first keeps its row; both saw the same day.
  await db.advertiserSnapshot.createMany({ data: [{ ...key, activeAds: adIds.length, adIds, credits }], skipDuplicates: true });
  await db.advertiserActiveAdsCount.upsert({
    where: { pageId_country: { pageId: target.pageId, country: target.country } },
    create: { pageId: target.pageId, country: target.country, count: adIds.length },
    update: { count: adIds.length, fetchedAt: new Date() },
  });
  archiveChanged();
  await recordUsage(null, "tracking_snapshot", { credits });
  return { fetched: true, activeAds: adIds.length };
}

/** The active trackings of a page in a country (one per user). */
export async function trackersOf(target: SnapshotTarget): Promise<string[]> {
  const rows = await db.trackedAdvertiser.findMany({
    where: { active: true, pageId: target.pageId, country: target.country },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => r.id);
}

export type DailyPoint = {
  trackedAdvertiserId: string;
  previous: number | null;
  current: number;
  newAds: number;
  stoppedAds: number;
  alert: AlertKind | null;
};

/**
 * Writes one tracking's point for `day` from the shared snapshot: active ads, the ads new since the
 * previous point and how many stopped. An upsert of values derived from stored rows only, so running it
 * again writes the same thing.
 */
export async function recordDailyPoint(trackedAdvertiserId: string, day: string): Promise<DailyPoint | null> {
  const date = dayToDate(day);
  const tracked = await db.trackedAdvertiser.findUnique({
    where: { id: trackedAdvertiserId },
    select: { pageId: true, country: true, initialActiveAdsCount: true },
  });
  if (!tracked) return null;
  const snapshot = await db.advertiserSnapshot.findUnique({
    where: { pageId_country_day: { pageId: tracked.pageId, country: tracked.country, day: date } },
  });
  if (!snapshot) return null;
  const previous = await db.advertiserDailyStat.findFirst({
    where: { trackedAdvertiserId, date: { lt: date } },
    orderBy: { date: "desc" },
  });
  // A first point taken from a bare count has no ids: nothing to compare the ads with.
  const previousIds = previous && (previous.adIds.length > 0 || previous.activeAds === 0) ? previous.adIds : null;
  const { newIds, stoppedIds } = adChanges(previousIds, snapshot.adIds);
  const values = {
    activeAds: snapshot.activeAds,
    newAds: newIds.length,
    stoppedAds: stoppedIds.length,
    adIds: snapshot.adIds,
    newAdIds: newIds,
  };
  await db.advertiserDailyStat.upsert({
    where: { trackedAdvertiserId_date: { trackedAdvertiserId, date } },
    create: { trackedAdvertiserId, date, ...values },
    update: values,
  });
  const sum = await db.advertiserDailyStat.aggregate({ where: { trackedAdvertiserId }, _sum: { newAds: true } });
  await db.trackedAdvertiser.update({
    where: { id: trackedAdvertiserId },
    data: { totalAdsTracked: tracked.initialActiveAdsCount + (sum._sum.newAds ?? 0) },
  });
  const thresholds = { growthPercent: env().TRACKING_ALERT_GROWTH_PERCENT, declinePercent: env().TRACKING_ALERT_DECLINE_PERCENT };
  return {
    trackedAdvertiserId,
    previous: previous?.activeAds ?? null,
    current: snapshot.activeAds,
    newAds: newIds.length,
    stoppedAds: stoppedIds.length,
    alert: previous ? alertFor(previous.activeAds, snapshot.activeAds, thresholds) : null,
  };
}
