// @vitest-environment happy-dom
// The stats queue as the search screen feeds it: the advertisers of the results in display order, the
// searched country, and each advertiser's ads held when its count starts (re-scored with it).
import { act, renderHook } from "@testing-library/react";
import { useReducer, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialSearchState, searchReducer } from "@/app/(app)/search/search-reducer";
import type { FetchActiveAds } from "@/app/(app)/search/use-advertiser-stats-queue";
import { useResultsAdvertiserStats } from "@/app/(app)/search/use-results-advertiser-stats";
import { defaultSearchValues } from "@/lib/shared/search/prefill";
import { makeSearchAd } from "../../support/search-ad";

type Call = {
  pageId: string;
  country: string;
  adIds: readonly string[] | undefined;
  resolve: (r: { count: number; cached: boolean }) => void;
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("advertiser stats of the results", () => {
  it("counts each advertiser of the results in the searched country, with the ads of it held then", async () => {
    const calls: Call[] = [];
    const fetchActiveAds: FetchActiveAds = (pageId, country, _signal, adIds) =>
      new Promise((resolve) => calls.push({ pageId, country, adIds, resolve }));
    const ads = [makeSearchAd("a1", "p2"), makeSearchAd("a2", "p1"), makeSearchAd("a3", "p2"), makeSearchAd("a4", " p1 ")];

    const { result } = renderHook(() => {
      const [state, dispatch] = useReducer(searchReducer, undefined, initialSearchState);
      const stateRef = useRef(state);
      stateRef.current = state;
      const counting = useResultsAdvertiserStats({ results: state.cache, state, stateRef, enabled: true, dispatch, fetchActiveAds });
      return { state, dispatch, counting };
    });
    act(() => {
      result.current.dispatch({ type: "searchStarted", params: { ...defaultSearchValues(), value: "crema", country: "MX" }, at: 1 });
      result.current.dispatch({
        type: "searchSucceeded",
        ads,
        cursor: null,
        searchId: "s1",
        pagination: { currentPage: 1, hasNextPage: false, totalResults: 4 },
        at: 2,
      });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(result.current.counting).toBe("p2");
    expect(calls).toEqual([{ pageId: "p2", country: "MX", adIds: ["a1", "a3"], resolve: expect.any(Function) }]);

    await act(async () => calls[0].resolve({ count: 8, cached: true }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map(({ pageId, adIds }) => ({ pageId, adIds }))).toEqual([
      { pageId: "p2", adIds: ["a1", "a3"] },
      { pageId: "p1", adIds: ["a2", "a4"] },
    ]);
    expect(result.current.state.advertiserStats.p2).toEqual({ totalActiveAds: 8, loading: false });
  });
});
