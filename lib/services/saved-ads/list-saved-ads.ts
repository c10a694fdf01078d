import "server-only";
import { adProducts } from "@/lib/services/products/ad-products";
import { db, escapeLike, Prisma } from "@/lib/db";
import type { ListSavedAdsInput, SavedAdsFilter, SavedAdSort } from "@/lib/validation/saved-ads";
import { itemSelect, toItem, type SavedAdItem } from "./saved-ad-item";
import { keptThumbnails } from "@/lib/services/archive/kept-thumbnails";
import { currentScores } from "@/lib/services/ads/current-scores";

export type { SavedAdItem };

/** The saved-ad stat cards (docs/product.md §2): over the whole library, from the trigger-kept roll-up. */
export type SavedAdsStats = { total: number; favorites: number; collections: number; avgHotness: number };

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
    ...(f.search ? { searchText: { contains: escapeLike(f.search.toLowerCase()) } } : {}),
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
  const page = rows.slice(0, input.limit);
  const ids = page.map((r) => r.adId);
  const [thumbnails, products, scores] = await Promise.all([keptThumbnails(ids), adProducts(ids), currentScores(ids)]);
  return {
    ads: page.map((row) => toItem(row, thumbnails.get(row.adId) ?? null, products.get(row.adId) ?? null, scores.get(row.adId) ?? null)),
    stats,
    pagination: { page: input.page, limit: input.limit, hasNextPage: rows.length > input.limit },
  };
}
