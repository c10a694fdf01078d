import useSWR from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { SavedAdCollectionSummary } from "@/lib/services/saved-ads/collections";
import type { SavedAdTagSummary } from "@/lib/services/saved-ads/tags";
import { SAVED_AD_COLLECTIONS_KEY, SAVED_AD_TAGS_KEY } from "./keys";

/** The library's collections (the filter's options); the server renders the first copy. */
export function useSavedAdCollections(fallbackData: SavedAdCollectionSummary[]) {
  return useSWR<SavedAdCollectionSummary[], Error>(
    SAVED_AD_COLLECTIONS_KEY,
    async (url: string) => (await api.get<Ok<{ collections: SavedAdCollectionSummary[] }>>(url)).collections,
    { fallbackData, revalidateOnMount: false },
  );
}

/** The library's tags (the filter's options); the server renders the first copy. */
export function useSavedAdTags(fallbackData: SavedAdTagSummary[]) {
  return useSWR<SavedAdTagSummary[], Error>(
    SAVED_AD_TAGS_KEY,
    async (url: string) => (await api.get<Ok<{ tags: SavedAdTagSummary[] }>>(url)).tags,
    {
      fallbackData,
      revalidateOnMount: false,
    },
  );
}
