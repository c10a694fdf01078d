import "server-only";
import { db, Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchParamsValues } from "@/lib/validation/search";

type Fetched = { nextCursor: string | null; total: number; cached: boolean };

/** Page 1 of a search: one history entry and one auto-saved complete search, written together. */
export async function recordSearch(userId: string, params: SearchParamsValues, delivered: NormalizedAd[], fetched: Fetched) {
  const [, complete] = await db.$transaction([
    db.searchHistoryEntry.create({
      data: {
        userId,
        searchType: params.searchType,
        value: params.value,
        country: params.country,
        minDays: params.minDays,
        adType: params.adType,
        mediaType: params.mediaType,
        searchPhraseType: params.searchPhraseType,
        languages: params.languages,
        apifyCount: delivered.length,
        totalAds: delivered.length,
        cached: fetched.cached,
      },
    }),
    db.completeSearch.create({
      data: {
        userId,
        searchName: params.value,
        params: { ...params } as Prisma.InputJsonValue,
        adIds: delivered.map((a) => a.id),
        nextCursor: fetched.nextCursor,
        totalResults: delivered.length,
        country: params.country,
        source: delivered[0]?.source ?? "demo",
      },
      select: { id: true },
    }),
  ]);
  return complete;
}

/** Later pages extend the user's own complete search (never someone else's: the query is scoped). */
export async function extendCompleteSearch(userId: string, searchId: string, delivered: NormalizedAd[], fetched: Fetched) {
  const existing = await db.completeSearch.findFirst({ where: { id: searchId, userId }, select: { id: true, adIds: true } });
  if (!existing) return null;
  const ids = [...new Set([...existing.adIds, ...delivered.map((a) => a.id)])];
  await db.completeSearch.update({
    where: { id: existing.id },
    data: { adIds: ids, totalResults: ids.length, nextCursor: fetched.nextCursor },
  });
  return { id: existing.id };
}
