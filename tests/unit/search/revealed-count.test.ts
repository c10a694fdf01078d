// @vitest-environment happy-dom
// The results grid renders new cards a batch per animation frame (so a page of cards is never one long
// task): the first batch at once, then one more each frame, and a new, smaller search starts over.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVEAL_BATCH, useRevealedCount } from "@/app/(app)/search/use-revealed-count";

const nextFrame = () => act(() => vi.advanceTimersToNextFrame());

/** The counts seen from the first render until `until` (or 50 frames). */
async function framesUntil(read: () => number, until: number): Promise<number[]> {
  const seen = [read()];
  while (read() < until && seen.length < 50) {
    await nextFrame();
    seen.push(read());
  }
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout", "performance", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useRevealedCount", () => {
  it("shows one batch at once, then one more per frame until all twenty are shown", async () => {
    expect(REVEAL_BATCH).toBe(2);
    const { result } = renderHook(({ total }) => useRevealedCount(total), { initialProps: { total: 20 } });
    expect(await framesUntil(() => result.current, 20)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    // Nothing left to reveal: no more frames are asked for.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("'Cargar más' adds the next page from where the grid is, a batch per frame", async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 4), { initialProps: { total: 20 } });
    await framesUntil(() => result.current, 20);
    rerender({ total: 40 });
    expect(result.current).toBe(20);
    expect(await framesUntil(() => result.current, 40)).toEqual([20, 24, 28, 32, 36, 40]);
  });

  it("a smaller total starts over from one batch, and a total under a batch is shown whole", async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 4), { initialProps: { total: 20 } });
    await framesUntil(() => result.current, 20);
    rerender({ total: 10 });
    expect(await framesUntil(() => result.current, 10)).toEqual([4, 8, 10]);

    rerender({ total: 3 });
    expect(result.current).toBe(3);
    rerender({ total: 0 });
    expect(result.current).toBe(0);
  });
});
