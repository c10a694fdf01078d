import useSWRInfinite from "swr/infinite";
import type { Ok } from "@/lib/api/client";
import type { SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import { savedAdsKey, type SavedAdsQuery } from "./keys";

/**
 * The library, one page of 20 at a time ('Cargar más'); a large library is never loaded whole. The
 * server renders the default first page (`fallback`); other filters load through the API.
 */
export function useSavedAds(query: SavedAdsQuery, fallback?: { key: string; data: Ok<SavedAdsPage> }) {
  const first = savedAdsKey(query, 1);
  return useSWRInfinite<Ok<SavedAdsPage>>(
    (index, previous: Ok<SavedAdsPage> | null) => (index > 0 && !previous?.pagination.hasNextPage ? null : savedAdsKey(query, index + 1)),
    {
      revalidateFirstPage: false,
      fallbackData: fallback?.key === first ? [fallback.data] : undefined,
      revalidateOnMount: fallback?.key !== first,
    },
  );
}
