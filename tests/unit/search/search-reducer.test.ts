import { describe, expect, it } from "vitest";
import { initialSearchState, searchReducer, toPersisted, type SearchAction, type SearchState } from "@/app/(app)/search/search-reducer";
import type { SearchAd } from "@/lib/shared/search/ad";
import { defaultSearchValues } from "@/lib/shared/search/prefill";
import { makeSearchAd } from "../../support/search-ad";

const params = { ...defaultSearchValues(), value: "crema" };
const page = (ads: SearchAd[], hasNextPage = true) =>
  ({
    type: "searchSucceeded",
    ads,
    cursor: hasNextPage ? "c1" : null,
    searchId: "s1",
    pagination: { currentPage: 1, hasNextPage, totalResults: 66 },
    at: 2_000,
  }) as const;

function run(actions: SearchAction[], from: SearchState = initialSearchState()): SearchState {
  return actions.reduce(searchReducer, from);
}

describe("search reducer: new search", () => {
  it("clears the previous results and starts the timer, then shows the first 20", () => {
    const ads = Array.from({ length: 25 }, (_, i) => makeSearchAd(String(i), `p${i % 3}`));
    const searching = run([{ type: "searchStarted", params, at: 1_000 }]);
    expect(searching.status).toBe("searching");
    expect(searching.timing).toEqual({ startedAt: 1_000, endedAt: null });

    const done = searchReducer(searching, page(ads));
    expect(done.status).toBe("idle");
    expect(done.cache).toHaveLength(25);
    expect(done.pagination).toEqual({ currentPage: 1, hasNextPage: true, totalResults: 66, displayedCount: 20 });
    expect(done.timing).toEqual({ startedAt: 1_000, endedAt: 2_000 });

    const again = searchReducer(done, { type: "searchStarted", params: { ...params, value: "faja" }, at: 3_000 });
    expect(again.cache).toEqual([]);
    expect(again.statsQueue).toEqual([]);
    expect(again.progress).toEqual({ done: 0, total: 0 });
  });

  it("stops the timer on an error", () => {
    const failed = run([
      { type: "searchStarted", params, at: 1_000 },
      { type: "searchFailed", at: 4_500 },
    ]);
    expect(failed.timing.endedAt).toBe(4_500);
    expect(failed.failed).toBe(true);
    expect(toPersisted(failed)).not.toHaveProperty("failed");
  });

  it("keeps the user's sort and the saved/followed marks across searches", () => {
    const state = run([
      { type: "setSort", sort: { primary: { field: "days_running", direction: "asc" }, secondary: null, tertiary: null } },
      { type: "markSaved", adId: "a1" },
      { type: "markFollowed", pageId: "p1" },
      { type: "searchStarted", params, at: 1 },
    ]);
    expect(state.sort.primary).toEqual({ field: "days_running", direction: "asc" });
    expect(state.savedAdIds).toEqual(["a1"]);
    expect(state.followedPageIds).toEqual(["p1"]);
  });
});

describe("search reducer: advertiser stats queue", () => {
  it("queues each advertiser once, without 'N/A', and counts progress as counts arrive", () => {
    let state = run([{ type: "enqueueStats", pageIds: ["p1", "p2", "p1", "N/A", "", "p3"] }]);
    expect(state.statsQueue).toEqual(["p1", "p2", "p3"]);
    expect(state.progress).toEqual({ done: 0, total: 3 });

    state = run([{ type: "statsFinished", pageId: "p1", totalActiveAds: 12 }], state);
    expect(state.advertiserStats.p1).toEqual({ totalActiveAds: 12, loading: false });
    expect(state.statsQueue).toEqual(["p2", "p3"]);
    expect(state.progress).toEqual({ done: 1, total: 3 });

    // Ads revealed by 'Cargar más' bring new advertisers to the end of the queue, never repeats.
    state = run([{ type: "enqueueStats", pageIds: ["p1", "p2", "p4"] }], state);
    expect(state.statsQueue).toEqual(["p2", "p3", "p4"]);
    expect(state.progress).toEqual({ done: 1, total: 4 });
  });

  it("returns the same state when there is nothing new to queue (no render loop)", () => {
    const state = run([{ type: "enqueueStats", pageIds: ["p1"] }]);
    expect(searchReducer(state, { type: "enqueueStats", pageIds: ["p1"] })).toBe(state);
  });

  it("ignores a late answer for an advertiser that is no longer at the head of the queue", () => {
    const state = run([
      { type: "enqueueStats", pageIds: ["p1"] },
      { type: "searchStarted", params, at: 1 },
    ]);
    expect(searchReducer(state, { type: "statsFinished", pageId: "p1", totalActiveAds: 3 })).toBe(state);
  });
});

describe("search reducer: load more and saved searches", () => {
  it("appends a fetched page without duplicates and shows 20 more", () => {
    const first = Array.from({ length: 20 }, (_, i) => makeSearchAd(`a${i}`, "p"));
    const next = [...Array.from({ length: 20 }, (_, i) => makeSearchAd(`b${i}`, "q")), makeSearchAd("a0", "p")];
    const state = run([
      { type: "searchStarted", params, at: 1 },
      page(first),
      { type: "loadMoreStarted" },
      {
        type: "loadMoreSucceeded",
        ads: next,
        cursor: null,
        searchId: "s1",
        pagination: { currentPage: 2, hasNextPage: false, totalResults: 40 },
      },
    ]);
    expect(state.cache).toHaveLength(40);
    expect(state.pagination).toEqual({ currentPage: 2, hasNextPage: false, totalResults: 40, displayedCount: 40 });
    expect(state.isLoadingMore).toBe(false);
  });

  it("loads a saved search into the grid with its params, 20 on screen and no timer", () => {
    const ads = Array.from({ length: 45 }, (_, i) => makeSearchAd(String(i), "p"));
    const state = run([
      { type: "savedSearchStarted", at: 1 },
      { type: "savedSearchLoaded", params, ads, cursor: null, searchId: "saved-1", totalResults: 45 },
    ]);
    expect(state.params).toEqual(params);
    expect(state.searchId).toBe("saved-1");
    expect(state.pagination.displayedCount).toBe(20);
    expect(state.pagination.hasNextPage).toBe(false);
    expect(state.timing).toEqual({ startedAt: null, endedAt: null });
  });
});
