import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { refreshDerivedFields } from "@/lib/providers/normalize";

/**
 * The ad as stored: without the winner score and signals, which every read computes afresh
 * (refreshDerivedFields), so a row never holds a stale score nor a kilobyte of explanation per ad.
 */
function storedData(ad: NormalizedAd) {
  const { winner_score: _score, winner_label: _label, winner_explanation: _explanation, signals: _signals, ...data } = ad;
  return data;
}

/** One Ad row as JSON, for jsonb_to_recordset (dates as UTC ISO strings, as Prisma stores them). */
function toRecord(ad: NormalizedAd, seenAt: string) {
  const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    id: ad.id,
    pageId: ad.page_id,
    pageName: ad.page_name,
    source: ad.source,
    collationId: ad.collation_id ?? null,
    collationCount: ad.collation_count ?? 1,
    startTime: iso(ad.ad_delivery_start_time),
    endTime: iso(ad.ad_delivery_stop_time),
    isActive: ad.is_active,
    snapshotUrl: ad.ad_snapshot_url ?? null,
    bodies: ad.ad_creative_bodies,
    linkTitles: ad.ad_creative_link_titles,
    linkDescriptions: ad.ad_creative_link_descriptions,
    linkCaptions: ad.ad_creative_link_captions,
    platforms: ad.publisher_platform,
    languages: ad.languages,
    countries: ad.countries,
    data: storedData(ad),
    seenAt,
  };
}

/**
 * Upserts every ad seen (keyed by the Ad Library id) so caches, saved searches and libraries can refer
 * to it. One statement for the whole page: no transaction to wait for a connection under load, and rows
 * are locked in id order so concurrent searches over overlapping ads cannot deadlock.
 */
export async function storeAds(ads: NormalizedAd[]): Promise<void> {
  if (ads.length === 0) return;
  const seenAt = new Date().toISOString();
  const unique = [...new Map(ads.map((a) => [a.id, a])).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const records = JSON.stringify(unique.map((ad) => toRecord(ad, seenAt)));
  await db.$executeRaw`
    INSERT INTO "Ad" AS a (
      "id", "pageId", "pageName", "source", "collationId", "collationCount", "startTime", "endTime", "isActive",
      "snapshotUrl", "bodies", "linkTitles", "linkDescriptions", "linkCaptions", "platforms", "languages",
      "countries", "data", "firstSeenAt", "lastSeenAt")
    SELECT r."id", r."pageId", r."pageName", r."source", r."collationId", r."collationCount", r."startTime", r."endTime",
      r."isActive", r."snapshotUrl", r."bodies", r."linkTitles", r."linkDescriptions", r."linkCaptions", r."platforms",
      r."languages", r."countries", r."data", r."seenAt", r."seenAt"
    FROM jsonb_to_recordset(${records}::jsonb) AS r(
      "id" text, "pageId" text, "pageName" text, "source" text, "collationId" text, "collationCount" int,
      "startTime" timestamp(3), "endTime" timestamp(3), "isActive" boolean, "snapshotUrl" text, "bodies" text[],
      "linkTitles" text[], "linkDescriptions" text[], "linkCaptions" text[], "platforms" text[], "languages" text[],
      "countries" text[], "data" jsonb, "seenAt" timestamp(3))
    ORDER BY r."id"
    ON CONFLICT ("id") DO UPDATE SET
      "pageId" = EXCLUDED."pageId", "pageName" = EXCLUDED."pageName", "source" = EXCLUDED."source",
      "collationId" = EXCLUDED."collationId", "collationCount" = EXCLUDED."collationCount",
      "startTime" = EXCLUDED."startTime", "endTime" = EXCLUDED."endTime", "isActive" = EXCLUDED."isActive",
      "snapshotUrl" = EXCLUDED."snapshotUrl", "bodies" = EXCLUDED."bodies", "linkTitles" = EXCLUDED."linkTitles",
      "linkDescriptions" = EXCLUDED."linkDescriptions", "linkCaptions" = EXCLUDED."linkCaptions",
      "platforms" = EXCLUDED."platforms", "languages" = EXCLUDED."languages", "countries" = EXCLUDED."countries",
      "data" = EXCLUDED."data", "lastSeenAt" = EXCLUDED."lastSeenAt"`;
}

/** Loads ads by id in the given order, with days running and hotness brought up to date. */
export async function loadAds(ids: string[]): Promise<NormalizedAd[]> {
  if (ids.length === 0) return [];
  const rows = await db.ad.findMany({ where: { id: { in: ids } }, select: { id: true, data: true } });
  const byId = new Map(rows.map((r) => [r.id, r.data as unknown as NormalizedAd]));
  return ids.flatMap((id) => {
    const ad = byId.get(id);
    return ad ? [refreshDerivedFields(ad)] : [];
  });
}

/**
 * A fresh shared-cache page with its ads, in order, read in one query (the hot path of every repeated
 * search); null when there is none or it has expired.
 */
export async function loadCachedPage(key: string): Promise<{ ads: NormalizedAd[]; nextCursor: string | null; total: number } | null> {
  const rows = await db.$queryRaw<{ nextCursor: string | null; total: number; data: unknown }[]>`
    SELECT c."nextCursor", c."total", a."data"
    FROM "SearchCache" c
    LEFT JOIN LATERAL unnest(c."adIds") WITH ORDINALITY AS u("id", "position") ON true
    LEFT JOIN "Ad" a ON a."id" = u."id"
    WHERE c."key" = ${key} AND c."expiresAt" > ${new Date().toISOString()}::timestamp(3)
    ORDER BY u."position"`;
  if (rows.length === 0) return null;
  const ads = rows.flatMap((r) => {
    if (r.data === null || r.data === undefined) return [];
    const ad = (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as NormalizedAd;
    return [refreshDerivedFields(ad)];
  });
  return { ads, nextCursor: rows[0].nextCursor, total: Number(rows[0].total) };
}
