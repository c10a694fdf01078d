import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { ARCHIVED_AD_COLUMNS, type ArchivedAdRow } from "./archived-ad";
import { archiveCards } from "./archive-reply";

export const ADVERTISER_NOT_ARCHIVED = "Este anunciante no tiene anuncios en el archivo";
/** Half a year of weekly launches: the chart's width. */
const WEEKS = 26;
const TOP = 6;
const MAX_STORES = 20;

type SummaryRow = { pageName: string | null; active: bigint; ended: bigint; firstSeenAt: Date | null; lastSeenAt: Date | null };

/**
 * GET /api/advertisers/{pageId}: an advertiser as the archive knows it, with no upstream call: active
 * and ended ads, launches per week (by start, or first sighting when the provider gave none), its
 * longest-running and newest ads (scored, with the signed-in user's own marks).
 */
export async function getAdvertiserArchive(userId: string, pageId: string) {
  // Each statement reads the advertiser's entries of "Ad_pageId_firstSeenAt_idx" alone (it carries the
  // columns they test), then only the rows shown by id: the biggest advertisers have thousands of ads.
  const [[summary], weeks, longest, newest, stores] = await Promise.all([
    // The name is the last-seen ad's, that ad chosen among the entries (an ORDER BY … LIMIT 1 of its own
    // would walk the last-seen sort index, past every other advertiser's ads for a small one).
    db.$queryRaw<SummaryRow[]>`
      SELECT (SELECT n."pageName" FROM "Ad" n WHERE n."id" = s."lastId") AS "pageName", s."active", s."ended", s."firstSeenAt", s."lastSeenAt"
      FROM (
        SELECT (array_agg(a."id" ORDER BY a."lastSeenAt" DESC, a."id" DESC))[1] AS "lastId",
          count(*) FILTER (WHERE a."endedAt" IS NULL) AS "active", count(*) FILTER (WHERE a."endedAt" IS NOT NULL) AS "ended",
          min(a."firstSeenAt") AS "firstSeenAt", max(a."lastSeenAt") AS "lastSeenAt"
        FROM "Ad" a WHERE a."pageId" = ${pageId}
      ) s`,
    db.$queryRaw<{ week: Date; launches: bigint }[]>`
      SELECT date_trunc('week', COALESCE(a."startTime", a."firstSeenAt")) AS "week", count(*) AS "launches"
      FROM "Ad" a
      WHERE a."pageId" = ${pageId} AND COALESCE(a."startTime", a."firstSeenAt") >= date_trunc('week', now() AT TIME ZONE 'UTC') - ${`${WEEKS - 1} weeks`}::interval
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<ArchivedAdRow[]>`
      SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a
      WHERE a."id" IN (SELECT t."id" FROM "Ad" t WHERE t."pageId" = ${pageId} ORDER BY t."lifespanDays" DESC, t."id" DESC LIMIT ${TOP})
      ORDER BY a."lifespanDays" DESC, a."id" DESC`,
    db.$queryRaw<ArchivedAdRow[]>`
      SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a WHERE a."pageId" = ${pageId}
      ORDER BY a."firstSeenAt" DESC LIMIT ${TOP}`,
    // One page may send to several stores (docs/product.md §Productos).
    db.$queryRaw<{ domain: string; ads: bigint }[]>`
      SELECT s."domain", count(*) AS "ads" FROM "AdStore" s WHERE s."pageId" = ${pageId}
      GROUP BY s."domain" ORDER BY count(*) DESC, s."domain" LIMIT ${MAX_STORES}`,
  ]);
  const active = Number(summary?.active ?? 0);
  const ended = Number(summary?.ended ?? 0);
  if (active + ended === 0) throw new AppError("NOT_FOUND", ADVERTISER_NOT_ARCHIVED);
  const [longestRunning, newestAds] = await archiveCards(userId, [longest, newest]);
  return {
    advertiser: {
      pageId,
      pageName: summary?.pageName ?? "",
      activeAds: active,
      endedAds: ended,
      firstSeenAt: summary?.firstSeenAt?.toISOString() ?? null,
      lastSeenAt: summary?.lastSeenAt?.toISOString() ?? null,
    },
    stores: stores.map((s) => ({ domain: s.domain, ads: Number(s.ads) })),
    launchesPerWeek: weeklySeries(weeks),
    longestRunning,
    newest: newestAds,
  };
}

/** Every one of the last weeks, zeros included, so the chart needs no gap filling. */
export function weeklySeries(rows: { week: Date; launches: bigint }[]): { week: string; launches: number }[] {
  const byWeek = new Map(rows.map((r) => [r.week.toISOString().slice(0, 10), Number(r.launches)]));
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  const out: { week: string; launches: number }[] = [];
  for (let i = WEEKS - 1; i >= 0; i--) {
    const week = new Date(monday.getTime() - i * 7 * 86_400_000).toISOString().slice(0, 10);
    out.push({ week, launches: byWeek.get(week) ?? 0 });
  }
  return out;
}

/** GET /api/advertisers/{pageId}'s reply body (besides `success`). */
export type AdvertiserArchiveReply = Awaited<ReturnType<typeof getAdvertiserArchive>>;
