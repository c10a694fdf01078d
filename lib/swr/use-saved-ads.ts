import useSWRInfinite from "swr/infinite";
import { api, type Ok } from "@/lib/api/client";
import type { SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import type { SavedAdSort } from "@/lib/validation/saved-ads";
import { fixedRetry } from "./retry";

export type SavedAdsQuery = { search: string; collection: string; tag: string; sortBy: SavedAdSort; favorites: boolean };

export const SAVED_ADS_PAGE_SIZE = 20;

/** The filters as query parameters, shared by the list and the CSV export link. */
export function savedAdsParams(q: SavedAdsQuery): URLSearchParams {
  const params = new URLSearchParams({ sortBy: q.sortBy });
  if (q.search.trim()) params.set("search", q.search.trim());
  if (q.collection) params.set("collection", q.collection);
  if (q.tag) params.set("tags", q.tag);
  if (q.favorites) params.set("isFavorite", "true");
  return params;
}

export function savedAdsKey(q: SavedAdsQuery, page: number): string {
  const params = savedAdsParams(q);
  params.set("page", String(page));
  params.set("limit", String(SAVED_ADS_PAGE_SIZE));
  return `/api/saved-ads?${params}`;
}

/**
 * The library, one page of 20 at a time ('Cargar más'); a large library is never loaded whole. Spec §7
 * "other data": retried twice, fresh for 5 minutes, no refetch on window focus.
 */
export function useSavedAds(query: SavedAdsQuery, fallback?: { key: string; data: Ok<SavedAdsPage> }) {
  const first = savedAdsKey(query, 1);
  return useSWRInfinite<Ok<SavedAdsPage>>(
    (index, previous: Ok<SavedAdsPage> | null) => (index > 0 && !previous?.pagination.hasNextPage ? null : savedAdsKey(query, index + 1)),
    (path: string) => api.get<Ok<SavedAdsPage>>(path),
    {
      onErrorRetry: fixedRetry(2, 1_000),
      dedupingInterval: 300_000,
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      fallbackData: fallback?.key === first ? [fallback.data] : undefined,
      revalidateOnMount: fallback?.key !== first,
    },
  );
}
