"use client";

import { useCallback, type Dispatch, type RefObject } from "react";
import { uniquePageIds, type SearchAd } from "@/lib/shared/search/ad";
import type { SearchAction, SearchState } from "./search-reducer";
import { useAdvertiserStatsQueue, type FetchActiveAds } from "./use-advertiser-stats-queue";

export type ResultsAdvertiserStatsOptions = {
  /** The results on screen, in display order: their advertisers are counted in that order. */
  results: readonly SearchAd[];
  state: SearchState;
  /** The latest state, read when a count starts rather than when the queue last rendered. */
  stateRef: RefObject<SearchState>;
  /** False until the stored state was restored. */
  enabled: boolean;
  dispatch: Dispatch<SearchAction>;
  /** The request; replaced in tests. */
  fetchActiveAds?: FetchActiveAds;
};

/**
 * The stats queue fed from the screen's state: the advertisers of the results, the searched country,
 * and each advertiser's ads held when its count starts (its count re-scores them, docs/score.md).
 * Returns the page id being counted, or null.
 */
export function useResultsAdvertiserStats({
  results,
  state,
  stateRef,
  enabled,
  dispatch,
  fetchActiveAds,
}: ResultsAdvertiserStatsOptions): string | null {
  const adIdsOf = useCallback(
    (pageId: string) => stateRef.current.cache.filter((ad) => ad.page_id.trim() === pageId).map((ad) => ad.id),
    [stateRef],
  );
  return useAdvertiserStatsQueue({
    pageIds: uniquePageIds(results),
    queue: state.statsQueue,
    country: state.params?.country ?? "ALL",
    enabled,
    dispatch,
    adIdsOf,
    fetchActiveAds,
  });
}
