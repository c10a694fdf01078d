import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { refreshDerivedFields } from "@/lib/providers/normalize";
import {
  archiveDay,
  mediaTypeOf,
  providerEnd,
  searchTextOf,
  sightingCountries,
  type SightingContext,
} from "@/lib/services/archive/sighting";
import { currentSignals, flagsOfSignals } from "@/lib/services/archive/signal-flags";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import { MAX_THUMBNAIL_ATTEMPTS, scheduleThumbnails, thumbnailSource } from "@/lib/services/archive/thumbnails";
import { adIdentity } from "@/lib/services/products/ad-identity";
import { archiveChanged } from "./archive-version";

/**
 * The ad as stored: without the winner score and product, which every read computes afresh
 * (refreshDerivedFields), so a row never holds a stale score nor a kilobyte of explanation per ad. The
 * signals it arrived with are left out too: toRecord stores the current detectors' reading with their
 * version, which a read takes as it is while that version is the current one, and which a detector
 * revision reads again (refreshStaleSignals).
 */
function storedData(ad: NormalizedAd) {
  const {
    winner_score: _score,
    winner_label: _label,
    winner_explanation: _explanation,
    signals: _signals,
    product_id: _product,
    store_count: _stores,
    ...data
  } = ad;
  return data;
}

/** One Ad row as JSON, for jsonb_to_recordset (dates as UTC ISO strings, as Prisma stores them). */
function toRecord(ad: NormalizedAd, at: Date, country: string | null | undefined) {
  const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
  const signals = currentSignals(ad);
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
    data: { ...storedData(ad), signals, signals_version: SIGNALS_VERSION },
    seenAt: at.toISOString(),
    endedAt: providerEnd(ad, at)?.toISOString() ?? null,
    mediaType: mediaTypeOf(ad),
    seenCountries: sightingCountries(ad, country),
    searchText: searchTextOf(ad),
    wantsThumbnail: thumbnailSource(ad) !== null,
    ...flagsOfSignals(signals),
    ...adIdentity(ad),
  };
}

/**
 * Upserts every ad seen (keyed by the Ad Library id) so caches, saved searches and libraries can refer
 * to it, and records the sighting in the archive: sightings and last seen, the provider's end (or a
 * reopening), the day's point and each country's first and last sighting. One statement for the whole
 * page: no transaction to wait for a connection under load, and rows are locked in id order (Ad, then
 * its day and country rows) so concurrent searches over overlapping ads cannot deadlock. Thumbnails
 * still missing are kept after the reply.
 */
export async function storeAds(ads: NormalizedAd[], sighting: SightingContext = {}): Promise<void> {
  if (ads.length === 0) return;
  const at = sighting.at ?? new Date();
  const unique = [...new Map(ads.map((a) => [a.id, a])).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const records = JSON.stringify(unique.map((ad) => toRecord(ad, at, sighting.country)));
  const day = archiveDay(at);
  const due = await db.$queryRaw<{ id: string }[]>`
    WITH r AS (
      SELECT * FROM jsonb_to_recordset(${records}::jsonb) AS r(
        "id" text, "pageId" text, "pageName" text, "source" text, "collationId" text, "collationCount" int,
        "startTime" timestamp(3), "endTime" timestamp(3), "isActive" boolean, "snapshotUrl" text, "bodies" text[],
        "linkTitles" text[], "linkDescriptions" text[], "linkCaptions" text[], "platforms" text[], "languages" text[],
        "countries" text[], "data" jsonb, "seenAt" timestamp(3), "endedAt" timestamp(3), "mediaType" text,
        "seenCountries" text[], "searchText" text, "wantsThumbnail" boolean, "signalShop" boolean,
        "signalCod" boolean, "signalWhatsApp" boolean, "textKey" text, "stores" jsonb)
    ), known AS (
      -- A re-sighting nearly always brings the text already archived: its vector is kept rather than
      -- recomputed (Spanish stemming with unaccent is the costliest part of a row). Equal text columns
      -- mean equal text, so the copied vector is right even if another writer changes the row meanwhile.
      SELECT o."id", o."searchVector" FROM "Ad" o JOIN r ON r."id" = o."id"
      WHERE o."searchVector" IS NOT NULL AND (o."pageName", o."bodies", o."linkTitles", o."linkDescriptions", o."linkCaptions")
        IS NOT DISTINCT FROM (r."pageName", r."bodies", r."linkTitles", r."linkDescriptions", r."linkCaptions")
    ), before AS (
      -- The copy and first sighting before this sighting, as of the statement's start (a writer that
      -- changed them since queued the ad itself).
      SELECT o."id", o."textKey", o."firstSeenAt" FROM "Ad" o JOIN r ON r."id" = o."id"
    ), ad AS (
      INSERT INTO "Ad" AS a (
        "id", "pageId", "pageName", "source", "collationId", "collationCount", "startTime", "endTime", "isActive",
        "snapshotUrl", "bodies", "linkTitles", "linkDescriptions", "linkCaptions", "platforms", "languages",
        "countries", "data", "firstSeenAt", "lastSeenAt", "sightings", "endedAt", "endedBy", "lifespanDays",
        "mediaType", "seenCountries", "searchVector", "thumbnailNextAt", "signalShop", "signalCod",
        "signalWhatsApp", "textKey")
      SELECT r."id", r."pageId", r."pageName", r."source", r."collationId", r."collationCount", r."startTime", r."endTime",
        r."isActive", r."snapshotUrl", r."bodies", r."linkTitles", r."linkDescriptions", r."linkCaptions", r."platforms",
        r."languages", r."countries", r."data", r."seenAt", r."seenAt", 1, r."endedAt",
        CASE WHEN r."endedAt" IS NOT NULL THEN 'provider' END,
        GREATEST(0, floor(extract(epoch FROM COALESCE(r."endedAt", r."seenAt") - LEAST(COALESCE(r."startTime", r."seenAt"), r."seenAt")) / 86400))::int,
        r."mediaType", r."seenCountries", CASE WHEN k."id" IS NOT NULL THEN k."searchVector" ELSE to_tsvector('adradar_es', r."searchText") END,
        r."seenAt", r."signalShop", r."signalCod", r."signalWhatsApp", r."textKey"
      FROM r LEFT JOIN known k ON k."id" = r."id"
      ORDER BY r."id"
      ON CONFLICT ("id") DO UPDATE SET
        "pageId" = EXCLUDED."pageId", "pageName" = EXCLUDED."pageName", "source" = EXCLUDED."source",
        "collationId" = EXCLUDED."collationId", "collationCount" = EXCLUDED."collationCount",
        "startTime" = EXCLUDED."startTime", "endTime" = EXCLUDED."endTime", "isActive" = EXCLUDED."isActive",
        "snapshotUrl" = EXCLUDED."snapshotUrl", "bodies" = EXCLUDED."bodies", "linkTitles" = EXCLUDED."linkTitles",
        "linkDescriptions" = EXCLUDED."linkDescriptions", "linkCaptions" = EXCLUDED."linkCaptions",
        "platforms" = EXCLUDED."platforms", "languages" = EXCLUDED."languages", "countries" = EXCLUDED."countries",
        "data" = EXCLUDED."data",
        "firstSeenAt" = LEAST(a."firstSeenAt", EXCLUDED."firstSeenAt"),
        "lastSeenAt" = GREATEST(a."lastSeenAt", EXCLUDED."lastSeenAt"),
        "sightings" = a."sightings" + 1,
        -- The newest evidence wins: a stop ends the ad, a sighting of it running reopens it. An older
        -- sighting (a back-fill) never overrides a newer one.
        "endedAt" = CASE WHEN EXCLUDED."lastSeenAt" >= a."lastSeenAt" THEN EXCLUDED."endedAt" ELSE a."endedAt" END,
        "endedBy" = CASE WHEN EXCLUDED."lastSeenAt" >= a."lastSeenAt" THEN EXCLUDED."endedBy" ELSE a."endedBy" END,
        "lifespanDays" = GREATEST(0, floor(extract(epoch FROM
          CASE WHEN EXCLUDED."lastSeenAt" >= a."lastSeenAt" THEN COALESCE(EXCLUDED."endedAt", EXCLUDED."lastSeenAt") ELSE COALESCE(a."endedAt", a."lastSeenAt") END
          - LEAST(COALESCE(EXCLUDED."startTime", a."firstSeenAt"), a."firstSeenAt", EXCLUDED."firstSeenAt")) / 86400))::int,
        "mediaType" = EXCLUDED."mediaType",
        "seenCountries" = ARRAY(SELECT DISTINCT c FROM unnest(a."seenCountries" || EXCLUDED."seenCountries") AS c ORDER BY c),
        -- The prices kept for the products' figures are read again (by the figures' refresh) when what
        -- they were read from changes: the payload, or a new country that tells what "$" means.
        "prices" = CASE WHEN a."data" = EXCLUDED."data" AND a."seenCountries" @> EXCLUDED."seenCountries" THEN a."prices" END,
        -- A video's transcript stays searchable when the ad's own text changes and its vector is rebuilt.
        "searchVector" = CASE WHEN a."transcript" IS NOT NULL
            AND (a."pageName", a."bodies", a."linkTitles", a."linkDescriptions", a."linkCaptions")
              IS DISTINCT FROM (EXCLUDED."pageName", EXCLUDED."bodies", EXCLUDED."linkTitles", EXCLUDED."linkDescriptions", EXCLUDED."linkCaptions")
          THEN EXCLUDED."searchVector" || to_tsvector('adradar_es', a."transcript") ELSE EXCLUDED."searchVector" END,
        "signalShop" = EXCLUDED."signalShop", "signalCod" = EXCLUDED."signalCod", "signalWhatsApp" = EXCLUDED."signalWhatsApp",
        "textKey" = EXCLUDED."textKey"
      RETURNING a."id", a."textKey", a."firstSeenAt", a."thumbnailHash" IS NULL AND a."thumbnailAttempts" < ${MAX_THUMBNAIL_ATTEMPTS}
        AND a."thumbnailNextAt" <= ${at.toISOString()}::timestamp(3) AS "thumbnailDue"
    ), day AS (
      INSERT INTO "AdDay" AS d ("adId", "day", "firstSeenAt", "collationCount", "active")
      SELECT r."id", ${day}::date, r."seenAt", r."collationCount", r."endedAt" IS NULL
      FROM r JOIN ad ON ad."id" = r."id"
      ORDER BY r."id"
      ON CONFLICT ("adId", "day") DO UPDATE SET
        "firstSeenAt" = LEAST(d."firstSeenAt", EXCLUDED."firstSeenAt"),
        "collationCount" = GREATEST(d."collationCount", EXCLUDED."collationCount"), "active" = EXCLUDED."active"
    ), country AS (
      INSERT INTO "AdCountry" AS c ("adId", "country", "firstSeenAt", "lastSeenAt")
      SELECT r."id", sc."country", r."seenAt", r."seenAt"
      FROM r JOIN ad ON ad."id" = r."id" CROSS JOIN LATERAL unnest(r."seenCountries") AS sc("country")
      ORDER BY r."id", sc."country"
      ON CONFLICT ("adId", "country") DO UPDATE SET
        "firstSeenAt" = LEAST(c."firstSeenAt", EXCLUDED."firstSeenAt"), "lastSeenAt" = GREATEST(c."lastSeenAt", EXCLUDED."lastSeenAt")
    ), store AS (
      -- The stores an ad leads to rarely change; a new one is added (and the products' job looks again),
      -- none is removed, so a store keeps the ads it once ran.
      INSERT INTO "AdStore" ("adId", "domain", "url", "productPath", "platform", "pageId")
      SELECT r."id", s."domain", s."url", s."productPath", s."platform", r."pageId"
      FROM r JOIN ad ON ad."id" = r."id"
        CROSS JOIN LATERAL jsonb_to_recordset(r."stores") AS s("domain" text, "url" text, "productPath" text, "platform" text)
      ORDER BY r."id", s."domain"
      ON CONFLICT ("adId", "domain") DO NOTHING
      RETURNING "adId"
    ), queued AS (
      -- The products' job looks at the ad (again): a new ad, a new copy (its cluster may change), a new
      -- store, or a first sighting moved earlier by a back-fill (the job copies it into AdGroup). The
      -- queue is its own table, so this writes no index of Ad.
      INSERT INTO "AdProductPending" ("adId")
      SELECT ad."id" FROM ad LEFT JOIN before b ON b."id" = ad."id"
      WHERE b."id" IS NULL OR b."textKey" IS DISTINCT FROM ad."textKey" OR b."firstSeenAt" > ad."firstSeenAt"
      UNION SELECT store."adId" FROM store
      ORDER BY 1
      ON CONFLICT DO NOTHING
    )
    SELECT ad."id" FROM ad JOIN r ON r."id" = ad."id" WHERE ad."thumbnailDue" AND r."wantsThumbnail"`;
  archiveChanged();
  if (due.length > 0) {
    const ids = new Set(due.map((d) => d.id));
    scheduleThumbnails(unique.filter((ad) => ids.has(ad.id)));
  }
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
export async function loadCachedPage(
  key: string,
): Promise<{ ads: NormalizedAd[]; nextCursor: string | null; total: number; expiresAt: Date } | null> {
  const rows = await db.$queryRaw<{ nextCursor: string | null; total: number; expiresAt: Date; data: unknown }[]>`
    SELECT c."nextCursor", c."total", c."expiresAt", a."data"
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
  return { ads, nextCursor: rows[0].nextCursor, total: Number(rows[0].total), expiresAt: new Date(rows[0].expiresAt) };
}
