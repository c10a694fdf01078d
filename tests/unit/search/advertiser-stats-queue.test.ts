// @vitest-environment happy-dom
// The advertiser-stats queue hook at run time (docs/product.md §4, §9), with fake timers and a fake request:
// one count at a time, 200 ms after a count that reached upstream, none after a cache hit, a failure
// reads 0, and 'done de total' counts every advertiser once.
import { act, renderHook } from "@testing-library/react";
import { useReducer } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialSearchState, searchReducer } from "@/app/(app)/search/search-reducer";
import { STATS_SPACING_MS, useAdvertiserStatsQueue, type FetchActiveAds } from "@/app/(app)/search/use-advertiser-stats-queue";

type Call = {
  pageId: string;
  country: string;
  at: number;
  signal: AbortSignal;
  resolve: (r: { count: number; cached: boolean }) => void;
  reject: (e: unknown) => void;
};

/** A request that answers only when the test says so; records when each call started and how many overlap. */
function fakeRequest() {
  const calls: Call[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchActiveAds: FetchActiveAds = (pageId, country, signal) =>
    new Promise((resolve, reject) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const settle =
        <T>(fn: (v: T) => void) =>
        (v: T) => {
          inFlight -= 1;
          fn(v);
        };
      calls.push({ pageId, country, at: Date.now(), signal, resolve: settle(resolve), reject: settle(reject) });
    });
  return { calls, fetchActiveAds, maxInFlight: () => maxInFlight };
}

function renderQueue(pageIds: string[], fetchActiveAds: FetchActiveAds) {
  return renderHook(
    ({ ids }) => {
      const [state, dispatch] = useReducer(searchReducer, undefined, initialSearchState);
      const counting = useAdvertiserStatsQueue({
        pageIds: ids,
        queue: state.statsQueue,
        country: "CO",
        enabled: true,
        dispatch,
        fetchActiveAds,
      });
      return { state, counting, dispatch };
    },
    { initialProps: { ids: pageIds } },
  );
}

/** Lets promises and effects settle without moving the clock. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("advertiser stats queue", () => {
  it("counts one advertiser at a time, 200 ms after each count that reached upstream", async () => {
    const fake = fakeRequest();
    const { result } = renderQueue(["p1", "p2", "p3"], fake.fetchActiveAds);
    await flush();
    expect(fake.calls.map((c) => c.pageId)).toEqual(["p1"]);
    expect(fake.calls[0].country).toBe("CO");
    expect(result.current.counting).toBe("p1");

    // However long the first count takes, the second waits for it.
    await advance(5_000);
    expect(fake.calls).toHaveLength(1);

    await act(async () => fake.calls[0].resolve({ count: 12, cached: false }));
    await advance(STATS_SPACING_MS - 1);
    expect(fake.calls).toHaveLength(1);
    await advance(1);
    expect(fake.calls.map((c) => c.pageId)).toEqual(["p1", "p2"]);
    expect(fake.calls[1].at - fake.calls[0].at).toBe(5_000 + STATS_SPACING_MS);

    await act(async () => fake.calls[1].resolve({ count: 3, cached: false }));
    await advance(STATS_SPACING_MS);
    await act(async () => fake.calls[2].resolve({ count: 7, cached: false }));
    await flush();

    expect(fake.maxInFlight()).toBe(1);
    expect(result.current.state.advertiserStats).toEqual({
      p1: { totalActiveAds: 12, loading: false },
      p2: { totalActiveAds: 3, loading: false },
      p3: { totalActiveAds: 7, loading: false },
    });
    expect(result.current.counting).toBeNull();
  });

  it("a cache hit needs no pause: the next count starts at once", async () => {
    const fake = fakeRequest();
    renderQueue(["p1", "p2"], fake.fetchActiveAds);
    await flush();
    await act(async () => fake.calls[0].resolve({ count: 4, cached: true }));
    await flush();
    expect(fake.calls.map((c) => c.pageId)).toEqual(["p1", "p2"]);
    expect(fake.calls[1].at).toBe(fake.calls[0].at);
  });

  it("a failed count reads 0, keeps the pace, and the queue goes on", async () => {
    const fake = fakeRequest();
    const { result } = renderQueue(["p1", "p2"], fake.fetchActiveAds);
    await flush();
    await act(async () => fake.calls[0].reject(new TypeError("Failed to fetch")));
    expect(result.current.state.advertiserStats.p1).toEqual({ totalActiveAds: 0, loading: false });
    expect(result.current.state.progress).toEqual({ done: 1, total: 2 });
    await advance(STATS_SPACING_MS - 1);
    expect(fake.calls).toHaveLength(1);
    await advance(1);
    expect(fake.calls.map((c) => c.pageId)).toEqual(["p1", "p2"]);
  });

  it("progress counts each advertiser once, and new advertisers on screen join the end", async () => {
    const fake = fakeRequest();
    const { result, rerender } = renderQueue(["p1", "p2", "p1"], fake.fetchActiveAds);
    await flush();
    expect(result.current.state.progress).toEqual({ done: 0, total: 2 });

    await act(async () => fake.calls[0].resolve({ count: 1, cached: true }));
    await flush();
    expect(result.current.state.progress).toEqual({ done: 1, total: 2 });

    // 'Cargar más' reveals more cards: only the new advertiser is queued.
    rerender({ ids: ["p2", "p1", "p3"] });
    await flush();
    expect(result.current.state.progress).toEqual({ done: 1, total: 3 });
    await act(async () => fake.calls[1].resolve({ count: 2, cached: true }));
    await flush();
    await act(async () => fake.calls[2].resolve({ count: 3, cached: true }));
    await flush();
    expect(fake.calls.map((c) => c.pageId)).toEqual(["p1", "p2", "p3"]);
    expect(result.current.state.progress).toEqual({ done: 3, total: 3 });
    expect(result.current.state.statsQueue).toEqual([]);
  });

  it("a new search aborts the count in flight, and its late answer is ignored", async () => {
    const fake = fakeRequest();
    const { result } = renderQueue(["p1", "p2"], fake.fetchActiveAds);
    await flush();
    act(() => result.current.dispatch({ type: "clear" }));
    await flush();
    expect(fake.calls[0].signal.aborted).toBe(true);
    await act(async () => fake.calls[0].resolve({ count: 9, cached: false }));
    await advance(1_000);
    expect(result.current.state.advertiserStats).toEqual({});
    expect(fake.calls).toHaveLength(1);
  });
});
