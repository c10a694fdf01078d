/**
 * State transitions of the search screen (docs/product.md §4: new search, load more, advertiser stats queue,
 * sorting, persisted state, saving). Pure: the component does the I/O and dispatches what happened.
 */
import type { ScoreUpdates } from "@/lib/client/search";
import type { SearchAd } from "@/lib/shared/search/ad";
import { isKnownPageId } from "@/lib/shared/search/ad";
import { appendUnique, displayedAfterFetch, initialDisplayedCount } from "@/lib/shared/search/paging";
import { emptySearchState, type PersistedSearchState } from "@/lib/shared/search/persisted-state";
import type { SortConfig } from "@/lib/shared/search/sort";
import type { SearchParamsValues } from "@/lib/validation/search";

export type SearchStatus = "idle" | "searching" | "loadingSaved";

export type SearchState = PersistedSearchState & {
  status: SearchStatus;
  isLoadingMore: boolean;
  /** The last search ended in an error (its message was toasted); not persisted. */
  failed: boolean;
};

/** What the server says this user already saved and follows among the ads of a reply. */
type Marks = { savedAdIds: string[]; followedPageIds: string[] };

/** The server's marks join the ones this browser made: the database is the truth, not the storage. */
function withMarks<S extends { savedAdIds: string[]; followedPageIds: string[] }>(state: S, marks: Marks | undefined): S {
  if (!marks) return state;
  return {
    ...state,
    savedAdIds: [...new Set([...state.savedAdIds, ...marks.savedAdIds])],
    followedPageIds: [...new Set([...state.followedPageIds, ...marks.followedPageIds])],
  };
}

export type SearchAction =
  | { type: "restore"; state: PersistedSearchState }
  | { type: "clear" }
  | { type: "searchStarted"; params: SearchParamsValues; at: number }
  | {
      type: "searchSucceeded";
      ads: SearchAd[];
      cursor: string | null;
      searchId: string | null;
      pagination: { currentPage: number; hasNextPage: boolean; totalResults: number };
      marks?: Marks;
      at: number;
    }
  | { type: "searchFailed"; at: number }
  | { type: "savedSearchStarted"; at: number }
  | {
      type: "savedSearchLoaded";
      params: SearchParamsValues;
      ads: SearchAd[];
      cursor: string | null;
      searchId: string;
      totalResults: number;
      marks?: Marks;
    }
  | { type: "savedSearchFailed" }
  | { type: "loadMoreStarted" }
  | {
      type: "loadMoreSucceeded";
      ads: SearchAd[];
      cursor: string | null;
      searchId: string | null;
      pagination: { currentPage: number; hasNextPage: boolean; totalResults: number };
      marks?: Marks;
    }
  | { type: "loadMoreFailed" }
  | { type: "reveal"; displayedCount: number }
  | { type: "setSort"; sort: SortConfig }
  | { type: "toggleExpanded"; key: string }
  | { type: "setCarousel"; adId: string; index: number }
  | { type: "enqueueStats"; pageIds: string[] }
  | { type: "statsFinished"; pageId: string; totalActiveAds: number; scores?: ScoreUpdates }
  | { type: "markSaved"; adId: string }
  | { type: "markFollowed"; pageId: string };

export function initialSearchState(): SearchState {
  return { ...emptySearchState(), status: "idle", isLoadingMore: false, failed: false };
}

/** What goes to storage: everything but the in-flight flags. */
export function toPersisted(state: SearchState): PersistedSearchState {
  const { status: _status, isLoadingMore: _loadingMore, failed: _failed, ...persisted } = state;
  return persisted;
}

/** A new result set: the user's sort, saved/followed marks survive; everything tied to old results goes. */
function freshResults(state: SearchState): SearchState {
  const empty = emptySearchState();
  return {
    ...empty,
    sort: state.sort,
    savedAdIds: state.savedAdIds,
    followedPageIds: state.followedPageIds,
    status: state.status,
    isLoadingMore: false,
    failed: false,
  };
}

function addUnique(list: string[], item: string): string[] {
  return list.includes(item) ? list : [...list, item];
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case "restore":
      return { ...action.state, status: "idle", isLoadingMore: false, failed: false };

    case "clear":
      return initialSearchState();

    case "searchStarted":
      return {
        ...freshResults(state),
        params: action.params,
        status: "searching",
        timing: { startedAt: action.at, endedAt: null },
      };

    case "searchSucceeded": {
      const { cache } = appendUnique([], action.ads);
      return {
        ...withMarks(state, action.marks),
        status: "idle",
        cache,
        cursor: action.cursor,
        searchId: action.searchId,
        pagination: { ...action.pagination, displayedCount: initialDisplayedCount(cache.length) },
        timing: { ...state.timing, endedAt: action.at },
      };
    }

    case "searchFailed":
      return { ...state, status: "idle", failed: true, timing: { ...state.timing, endedAt: action.at } };

    case "savedSearchStarted": {
      // A search this replaces stops its timer here: its request was aborted and will not report back.
      const running = state.timing.startedAt !== null && state.timing.endedAt === null;
      return { ...state, status: "loadingSaved", timing: running ? { ...state.timing, endedAt: action.at } : state.timing };
    }

    case "savedSearchLoaded": {
      const { cache } = appendUnique([], action.ads);
      return {
        ...withMarks(freshResults(state), action.marks),
        status: "idle",
        params: action.params,
        cache,
        cursor: action.cursor,
        searchId: action.searchId,
        pagination: {
          // Load more continues after the saved ads: the next page number the server would expect.
          currentPage: Math.max(1, Math.ceil(cache.length / 20)),
          hasNextPage: action.cursor !== null,
          totalResults: Math.max(action.totalResults, cache.length),
          displayedCount: initialDisplayedCount(cache.length),
        },
      };
    }

    case "savedSearchFailed":
      return { ...state, status: "idle" };

    case "loadMoreStarted":
      return { ...state, isLoadingMore: true };

    case "loadMoreSucceeded": {
      const { cache } = appendUnique(state.cache, action.ads);
      return {
        ...withMarks(state, action.marks),
        isLoadingMore: false,
        cache,
        cursor: action.cursor,
        searchId: action.searchId ?? state.searchId,
        pagination: {
          ...action.pagination,
          totalResults: Math.max(action.pagination.totalResults, cache.length),
          displayedCount: displayedAfterFetch(state.pagination.displayedCount, cache.length),
        },
      };
    }

    case "loadMoreFailed":
      return { ...state, isLoadingMore: false };

    case "reveal":
      return {
        ...state,
        pagination: { ...state.pagination, displayedCount: Math.min(action.displayedCount, state.cache.length) },
      };

    case "setSort":
      return { ...state, sort: action.sort };

    case "toggleExpanded":
      return {
        ...state,
        expandedTexts: state.expandedTexts.includes(action.key)
          ? state.expandedTexts.filter((key) => key !== action.key)
          : [...state.expandedTexts, action.key],
      };

    case "setCarousel":
      return { ...state, carouselIndices: { ...state.carouselIndices, [action.adId]: Math.max(0, action.index) } };

    case "enqueueStats": {
      const known = new Set([...state.processedIds, ...state.statsQueue]);
      const added: string[] = [];
      for (const raw of action.pageIds) {
        if (!isKnownPageId(raw)) continue;
        const id = raw.trim();
        if (known.has(id)) continue;
        known.add(id);
        added.push(id);
      }
      // Same object when nothing is new, so the effect that enqueues on every render settles.
      if (added.length === 0) return state;
      return {
        ...state,
        statsQueue: [...state.statsQueue, ...added],
        progress: { done: state.progress.done, total: state.progress.total + added.length },
      };
    }

    case "statsFinished": {
      if (state.statsQueue[0] !== action.pageId) return state;
      const scores = action.scores ?? {};
      // The count is one of the score's inputs: its ads take the score every screen now shows (docs/score.md).
      const cache =
        Object.keys(scores).length > 0 ? state.cache.map((ad) => (scores[ad.id] ? { ...ad, ...scores[ad.id] } : ad)) : state.cache;
      return {
        ...state,
        cache,
        advertiserStats: { ...state.advertiserStats, [action.pageId]: { totalActiveAds: action.totalActiveAds, loading: false } },
        processedIds: addUnique(state.processedIds, action.pageId),
        statsQueue: state.statsQueue.slice(1),
        progress: { done: state.progress.done + 1, total: state.progress.total },
      };
    }

    case "markSaved":
      return { ...state, savedAdIds: addUnique(state.savedAdIds, action.adId) };

    case "markFollowed":
      return { ...state, followedPageIds: addUnique(state.followedPageIds, action.pageId) };
  }
}
