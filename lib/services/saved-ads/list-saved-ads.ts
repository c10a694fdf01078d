import "server-only";
import { assertEditableWithinCap } from "@/lib/services/plans/effective-plan";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ListSavedAdsInput, SavedAdsFilter, SavedAdSort, UpdateSavedAdInput } from "@/lib/validation/saved-ads";
import { mediaSources, releaseMedia } from "@/lib/media/kept-media";
import { adBodies, searchTextOf } from "./columns";

const NOT_FOUND = "Anuncio guardado no encontrado";

/** The saved-ad stat cards (spec §2): over the whole library, from the trigger-kept roll-up. */
export type SavedAdsStats = { total: number; favorites: number; collections: number; avgHotness: number };

/** The browser's URL for a creative: the kept copy's route when it is kept (or being kept), else the proxy or the demo file. */
function mediaUrl(savedAdId: string, positions: Map<string, number>, url: unknown): string | null {
  if (typeof url !== "string" || !url) return null;
  const n = positions.get(url);
  if (n !== undefined) return `/api/saved-ads/${savedAdId}/media/${n}`;
  if (url.startsWith("/demo/")) return url;
  if (/^https:\/\//i.test(url)) return `/api/proxy-image?url=${encodeURIComponent(url)}`;
  return null;
}

type AdJson = Record<string, unknown> & { apify_data?: Record<string, unknown> };

/** The saved copy without the raw upstream snapshot (never shown, and the bulk of the JSON). */
function publicAdData(adData: Prisma.JsonValue): AdJson {
  const { snapshot: _snapshot, ...rest } = (adData ?? {}) as AdJson;
  const apify = { ...(rest.apify_data ?? {}) };
  delete apify.original_item;
  return { ...rest, apify_data: apify };
}

const itemSelect = {
  id: true,
  adId: true,
  adData: true,
  tags: true,
  collection: true,
  notes: true,
  isFavorite: true,
  savedAt: true,
} as const;

type ItemRow = Prisma.SavedAdGetPayload<{ select: typeof itemSelect }>;

function toItem(row: ItemRow) {
  const positions = new Map(mediaSources(row.adData).map((m) => [m.sourceUrl, m.position]));
  const ad = publicAdData(row.adData);
  const apify = ad.apify_data ?? {};
  const videos = Array.isArray(apify.videos) ? (apify.videos as { video_preview_image_url?: unknown }[]) : [];
  return {
    _id: row.id,
    id: row.id,
    adId: row.adId,
    adData: ad,
    tags: row.tags,
    collection: row.collection,
    notes: row.notes,
    isFavorite: row.isFavorite,
    savedAt: row.savedAt.toISOString(),
    media: {
      images: (Array.isArray(apify.images) ? apify.images : []).map((u) => mediaUrl(row.id, positions, u)).filter((u): u is string => u !== null),
      videoPoster: mediaUrl(row.id, positions, videos[0]?.video_preview_image_url),
      pagePicture: mediaUrl(row.id, positions, apify.page_profile_picture_url),
    },
  };
}

export type SavedAdItem = ReturnType<typeof toItem>;
export type SavedAdsPage = {
  ads: SavedAdItem[];
  stats: SavedAdsStats;
  pagination: { page: number; limit: number; hasNextPage: boolean };
};

/** The WHERE of the list and the export. Text search uses the trigram index on searchText. */
export function savedAdsWhere(userId: string, f: SavedAdsFilter): Prisma.SavedAdWhereInput {
  return {
    userId,
    ...(f.collection ? { collection: f.collection } : {}),
    ...(f.tags?.length ? { tags: { hasEvery: f.tags } } : {}),
    ...(f.isFavorite !== undefined ? { isFavorite: f.isFavorite } : {}),
    ...(f.search ? { searchText: { contains: f.search.toLowerCase() } } : {}),
  };
}

/** Each sort ends on savedAt and id, so pages never repeat or skip a row. */
export function savedAdsOrder(sort: SavedAdSort): Prisma.SavedAdOrderByWithRelationInput[] {
  const tail: Prisma.SavedAdOrderByWithRelationInput[] = [{ savedAt: "desc" }, { id: "desc" }];
  switch (sort) {
    case "hotness":
      return [{ hotness: "desc" }, ...tail];
    case "daysRunning":
      return [{ daysRunning: "desc" }, ...tail];
    case "pageName":
      return [{ pageName: "asc" }, ...tail];
    default:
      return tail;
  }
}

export async function savedAdsStats(userId: string): Promise<SavedAdsStats> {
  const rows = await db.savedAdCollection.findMany({ where: { userId }, select: { count: true, favorites: true, hotnessSum: true } });
  const total = rows.reduce((s, r) => s + r.count, 0);
  const hotness = rows.reduce((s, r) => s + Number(r.hotnessSum), 0);
  return {
    total,
    favorites: rows.reduce((s, r) => s + r.favorites, 0),
    collections: rows.filter((r) => r.count > 0).length,
    avgHotness: total > 0 ? Math.round((hotness / total) * 10) / 10 : 0,
  };
}

/** GET /api/saved-ads: one page (never the whole library) plus the stat cards. */
export async function listSavedAds(userId: string, input: ListSavedAdsInput): Promise<SavedAdsPage> {
  const [rows, stats] = await Promise.all([
    db.savedAd.findMany({
      where: savedAdsWhere(userId, input),
      orderBy: savedAdsOrder(input.sortBy),
      skip: (input.page - 1) * input.limit,
      // One more than asked says whether there is a next page without counting the whole filter.
      take: input.limit + 1,
      select: itemSelect,
    }),
    savedAdsStats(userId),
  ]);
  return {
    ads: rows.slice(0, input.limit).map(toItem),
    stats,
    pagination: { page: input.page, limit: input.limit, hasNextPage: rows.length > input.limit },
  };
}

/** PUT /api/saved-ads/{id}: favourite, collection, tags, notes. Someone else's ad is a 404. */
export async function updateSavedAd(userId: string, id: string, input: UpdateSavedAdInput): Promise<SavedAdItem> {
  const current = await db.savedAd.findFirst({ where: { id, userId }, select: { adData: true, pageName: true, notes: true } });
  if (!current) throw new AppError("NOT_FOUND", NOT_FOUND);
  // Over the plan's cap (an expired or lowered plan) the library is kept read-only; deleting stays allowed.
  await assertEditableWithinCap(db, userId, "savedAds");
  const notes = input.notes ?? current.notes;
  const row = await db.savedAd.update({
    where: { id },
    data: {
      ...(input.isFavorite !== undefined ? { isFavorite: input.isFavorite } : {}),
      ...(input.collection !== undefined ? { collection: input.collection } : {}),
      ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
      ...(input.notes !== undefined ? { notes, searchText: searchTextOf(current.pageName, adBodies(current.adData), notes) } : {}),
    },
    select: itemSelect,
  });
  return toItem(row);
}

/** DELETE /api/saved-ads/{id}: the ad, then the kept files no other saved ad uses. */
export async function deleteSavedAd(userId: string, id: string): Promise<void> {
  const media = await db.savedAdMedia.findMany({ where: { savedAdId: id, savedAd: { userId }, hash: { not: null } }, select: { hash: true } });
  const res = await db.savedAd.deleteMany({ where: { id, userId } });
  if (res.count === 0) throw new AppError("NOT_FOUND", NOT_FOUND);
  await releaseMedia(media.map((m) => m.hash).filter((h): h is string => h !== null));
}

export type SavedAdCollectionSummary = { name: string; count: number; lastAdded: string | null };

/** GET /api/saved-ads/collections: each collection with its count and latest save. */
export async function listCollections(userId: string): Promise<SavedAdCollectionSummary[]> {
  const rows = await db.$queryRaw<{ name: string; count: number; lastAdded: Date | null }[]>`
    SELECT c."name", c."count", l."savedAt" AS "lastAdded"
    FROM "SavedAdCollection" c
    LEFT JOIN LATERAL (
      SELECT s."savedAt" FROM "SavedAd" s
      WHERE s."userId" = c."userId" AND s."collection" = c."name"
      ORDER BY s."savedAt" DESC LIMIT 1
    ) l ON true
    WHERE c."userId" = ${userId} AND c."count" > 0
    ORDER BY c."count" DESC, c."name" ASC`;
  return rows.map((r) => ({ name: r.name, count: r.count, lastAdded: r.lastAdded?.toISOString() ?? null }));
}

export type SavedAdTagSummary = { name: string; count: number };

/** GET /api/saved-ads/tags: every tag the user has used, most used first. */
export async function listTags(userId: string): Promise<SavedAdTagSummary[]> {
  const rows = await db.$queryRaw<{ name: string; count: bigint }[]>`
    SELECT t AS "name", count(*) AS "count"
    FROM "SavedAd" s, unnest(s."tags") t
    WHERE s."userId" = ${userId}
    GROUP BY t ORDER BY count(*) DESC, t ASC LIMIT 500`;
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}
