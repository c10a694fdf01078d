import useSWRInfinite from "swr/infinite";
import { api, type Ok } from "@/lib/api/client";
import type { SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import { savedAdsKey, type SavedAdsQuery } from "./library-keys";
import { fixedRetry } from "./retry";

/**
 * The library, one page of 20 at a time ('Cargar más'); a large library is never loaded whole. docs/product.md §7
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
