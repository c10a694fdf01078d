/**
 * The search screen's state as kept in the browser (docs/product.md §4 Persisted search state), under one key
 * with a version: params, cache, cursor, search id, pagination, sort, timing, expanded texts, carousel
 * positions, advertiser stats with the queue's processed ids and counters, and the ads/advertisers the
 * user saved or followed from the grid. The displayed results are not stored: they are the cache sorted
 * and cut to `pagination.displayedCount`, so they can never disagree with it.
 *
 * Reading is defensive: another version, another user's state, or anything malformed is dropped whole
 * rather than half-restored, by persisted-state-schema.ts (with zod, loaded only when there is a stored
 * state to read). Pure and client-safe (storage access stays in the component).
 */
import type { SearchParamsValues } from "@/lib/validation/search";
import { uniquePageIds, type SearchAd } from "./ad";
import { DEFAULT_SORT, type SortConfig } from "./sort";

export const SEARCH_STATE_KEY = "adradar:search-state";
export const SEARCH_STATE_VERSION = 1;

export type AdvertiserStat = { totalActiveAds: number | null; loading: boolean };

export type SearchPagination = {
  currentPage: number;
  hasNextPage: boolean;
  totalResults: number;
  displayedCount: number;
};

export type SearchTiming = { startedAt: number | null; endedAt: number | null };

export type PersistedSearchState = {
  /** The params of the search the results belong to (load more repeats them). */
  params: SearchParamsValues | null;
  cache: SearchAd[];
  cursor: string | null;
  searchId: string | null;
  pagination: SearchPagination;
  sort: SortConfig;
  timing: SearchTiming;
  /** Keys of expanded texts, `${adId}:body` / `${adId}:description`. */
  expandedTexts: string[];
  /** Current slide of each carousel, by ad id. */
  carouselIndices: Record<string, number>;
  advertiserStats: Record<string, AdvertiserStat>;
  /** Page ids whose count has been fetched (or failed) for the current results. */
  processedIds: string[];
  /** Page ids waiting for their count, in order. */
  statsQueue: string[];
  progress: { done: number; total: number };
  savedAdIds: string[];
  followedPageIds: string[];
};

export const EMPTY_PAGINATION: SearchPagination = { currentPage: 0, hasNextPage: false, totalResults: 0, displayedCount: 0 };

/** A fresh screen: no search yet, the default sort. */
export function emptySearchState(): PersistedSearchState {
  return {
    params: null,
    cache: [],
    cursor: null,
    searchId: null,
    pagination: { ...EMPTY_PAGINATION },
    sort: structuredClone(DEFAULT_SORT),
    timing: { startedAt: null, endedAt: null },
    expandedTexts: [],
    carouselIndices: {},
    advertiserStats: {},
    processedIds: [],
    statsQueue: [],
    progress: { done: 0, total: 0 },
    savedAdIds: [],
    followedPageIds: [],
  };
}

/** What storage holds: the state with its version, whose it is and when it was written. */
export type StoredSearchState = {
  version: typeof SEARCH_STATE_VERSION;
  /** Whose state this is: another user signing in on the same browser must not see it. */
  owner: string | null;
  savedAt: number;
  state: PersistedSearchState;
};

/** The JSON written to storage. */
export function serializeSearchState(state: PersistedSearchState, owner: string | null, now: number = Date.now()): string {
  return JSON.stringify({ version: SEARCH_STATE_VERSION, owner, savedAt: now, state } satisfies StoredSearchState);
}

/**
 * What to store when the full state does not fit in the browser's quota: the cache cut to the ads on
 * screen (which the caller passes in display order), everything else as it is.
 */
export function shrinkSearchState(state: PersistedSearchState, visible: readonly SearchAd[]): PersistedSearchState {
  const cache = [...visible];
  const pageIds = new Set(uniquePageIds(cache));
  return {
    ...state,
    cache,
    pagination: { ...state.pagination, displayedCount: cache.length },
    statsQueue: state.statsQueue.filter((id) => pageIds.has(id)),
  };
}
