"use client";

import { startTransition, useEffect, useState } from "react";

/** Cards rendered in the first frame, and added in each frame after it. */
export const REVEAL_BATCH = 2;

/**
 * How many of `total` cards to render now: one batch at once, then one more batch per animation frame.
 * A page of twenty new cards is then rendered, styled, laid out and painted in ten slices instead of
 * one task of 100 ms and more on a slow machine, so the page keeps answering the pointer while the
 * advertiser stats arrive. A smaller total (a new search) starts over from one batch.
 */
export function useRevealedCount(total: number, batch: number = REVEAL_BATCH): number {
  const [revealed, setRevealed] = useState(() => Math.min(total, batch));
  // Fewer cards than are shown: a new search. Adjusted while rendering (React's documented pattern), so
  // no frame shows the old slice.
  if (revealed > total) setRevealed(Math.min(total, batch));

  useEffect(() => {
    if (revealed >= total) return;
    // A hidden tab runs no frames: its cards arrive when it is shown again, which nobody can tell apart.
    // A transition: React renders the batch in slices it can interrupt for input.
    const frame = requestAnimationFrame(() => startTransition(() => setRevealed((shown) => Math.min(total, shown + batch))));
    return () => cancelAnimationFrame(frame);
  }, [revealed, total, batch]);

  return Math.min(revealed, total);
}
