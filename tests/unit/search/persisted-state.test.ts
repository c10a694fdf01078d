import { describe, expect, it } from "vitest";
import type { SearchAd } from "@/lib/shared/search/ad";
import { toSearchAd } from "@/lib/shared/search/ad-schema";
import { defaultSearchValues } from "@/lib/shared/search/prefill";
import { parseSearchState } from "@/lib/shared/search/persisted-state-schema";
import {
  emptySearchState,
  SEARCH_STATE_VERSION,
  serializeSearchState,
  shrinkSearchState,
  type PersistedSearchState,
} from "@/lib/shared/search/persisted-state";
import { cycleSort, DEFAULT_SORT } from "@/lib/shared/search/sort";

function makeAd(id: string, pageId = `page-${id}`): SearchAd {
  const ad = toSearchAd({
    id,
    page_id: pageId,
    page_name: `Anunciante ${id}`,
    days_running: 12,
    collation_count: 3,
    hotness_score: 2,
    ad_delivery_start_time: "2025-03-01T00:00:00.000Z",
    ad_snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
    ad_creative_bodies: ["Texto"],
    publisher_platform: ["facebook"],
    languages: ["es"],
    countries: ["CO"],
    source: "demo",
    snapshot: { page_verification: "BLUE_VERIFIED", huge: "x".repeat(1000) },
    apify_data: { images: ["/demo/creatives/a.png"], videos: [], page_like_count: 10, original_item: { snapshot: {} } },
  });
  if (!ad) throw new Error("fixture is not an ad");
  return ad;
}

function stateWithResults(): PersistedSearchState {
  return {
    ...emptySearchState(),
    params: { ...defaultSearchValues(), value: "crema", country: "CO", minDays: 3 },
    cache: [makeAd("1", "p1"), makeAd("2", "p2"), makeAd("3", "p3")],
    cursor: "next",
    searchId: "s1",
    pagination: { currentPage: 1, hasNextPage: true, totalResults: 66, displayedCount: 3 },
    sort: cycleSort(DEFAULT_SORT, "primary", "days_running"),
    timing: { startedAt: 1_000, endedAt: 4_000 },
    expandedTexts: ["1:body"],
    carouselIndices: { "1": 2 },
    advertiserStats: { p1: { totalActiveAds: 7, loading: false }, p2: { totalActiveAds: null, loading: true } },
    processedIds: ["p1"],
    statsQueue: ["p2", "p3"],
    progress: { done: 1, total: 3 },
    savedAdIds: ["1"],
    followedPageIds: ["p3"],
  };
}

describe("persisted search state", () => {
  it("round-trips everything the screen restores after a reload", () => {
    const state = stateWithResults();
    const restored = parseSearchState(serializeSearchState(state, "user-1", 5_000), "user-1");
    expect(restored).not.toBeNull();
    expect(restored?.params).toEqual(state.params);
    expect(restored?.cache.map((a) => a.id)).toEqual(["1", "2", "3"]);
    expect(restored?.cursor).toBe("next");
    expect(restored?.searchId).toBe("s1");
    expect(restored?.pagination).toEqual(state.pagination);
    expect(restored?.sort).toEqual(state.sort);
    expect(restored?.timing).toEqual({ startedAt: 1_000, endedAt: 4_000 });
    expect(restored?.expandedTexts).toEqual(["1:body"]);
    expect(restored?.carouselIndices).toEqual({ "1": 2 });
    expect(restored?.advertiserStats.p1).toEqual({ totalActiveAds: 7, loading: false });
    expect(restored?.savedAdIds).toEqual(["1"]);
    expect(restored?.followedPageIds).toEqual(["p3"]);
  });

  it("does not keep the raw upstream snapshot in the stored ads", () => {
    const json = serializeSearchState(stateWithResults(), null);
    expect(json).not.toContain("x".repeat(1000));
    expect(json).not.toContain("original_item");
    expect(stateWithResults().cache[0].page_verified).toBe(true);
  });

  it("resumes an interrupted advertiser-stats queue, starting with the count that was loading", () => {
    const restored = parseSearchState(serializeSearchState(stateWithResults(), null), null);
    expect(restored?.statsQueue).toEqual(["p2", "p3"]);
    expect(restored?.advertiserStats.p2).toEqual({ totalActiveAds: null, loading: false });
    expect(restored?.processedIds).toEqual(["p1"]);
    expect(restored?.progress).toEqual({ done: 1, total: 3 });
  });

  it("stops the timer of a search that was still running when the page went away", () => {
    const running = { ...stateWithResults(), timing: { startedAt: 1_000, endedAt: null } };
    const restored = parseSearchState(serializeSearchState(running, null, 9_000), null);
    expect(restored?.timing).toEqual({ startedAt: 1_000, endedAt: 9_000 });
  });

  it("drops state from another version, another user, or that is malformed", () => {
    const state = stateWithResults();
    const json = serializeSearchState(state, "user-1");
    expect(parseSearchState(json, "user-2")).toBeNull();
    expect(
      parseSearchState(json.replace(`"version":${SEARCH_STATE_VERSION}`, `"version":${SEARCH_STATE_VERSION + 1}`), "user-1"),
    ).toBeNull();
    expect(parseSearchState("{not json", "user-1")).toBeNull();
    expect(parseSearchState(null, "user-1")).toBeNull();
    const broken = JSON.parse(json);
    broken.state.pagination.displayedCount = -4;
    expect(parseSearchState(JSON.stringify(broken), "user-1")).toBeNull();
    const badSort = JSON.parse(json);
    badSort.state.sort.primary = { field: "price", direction: "asc" };
    expect(parseSearchState(JSON.stringify(badSort), "user-1")).toBeNull();
  });

  it("never shows more ads than the cache holds", () => {
    const state = { ...stateWithResults(), pagination: { currentPage: 1, hasNextPage: false, totalResults: 3, displayedCount: 40 } };
    expect(parseSearchState(serializeSearchState(state, null), null)?.pagination.displayedCount).toBe(3);
  });

  it("can shrink to the ads on screen when the full cache does not fit", () => {
    const state = stateWithResults();
    const small = shrinkSearchState(state, state.cache.slice(0, 1));
    expect(small.cache.map((a) => a.id)).toEqual(["1"]);
    expect(small.pagination.displayedCount).toBe(1);
    expect(small.statsQueue).toEqual([]);
  });

  it("starts empty with the default sort", () => {
    const empty = emptySearchState();
    expect(empty.cache).toEqual([]);
    expect(empty.sort).toEqual(DEFAULT_SORT);
    expect(empty.params).toBeNull();
  });
});
