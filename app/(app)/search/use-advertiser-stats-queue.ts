"use client";

/**
 * The advertiser-stats queue (docs/product.md §4, §9): every advertiser on screen is counted once, in order, one
 * request at a time. The 200 ms spacing paces the upstream API, so it follows only a count that
 * reached upstream: a cache hit lets the next one start at once. A failed count reads 0. The queue,
 * the counts and the 'done de total' progress live in the screen's (persisted) state, so an
 * interrupted queue resumes after a reload.
 */
import { startTransition, useEffect, useRef, type Dispatch } from "react";
import { fetchAdvertiserActiveAds, type ScoreUpdates } from "@/lib/client/search";
import type { SearchAction } from "./search-reducer";

export const STATS_SPACING_MS = 200;

export type FetchActiveAds = (
  pageId: string,
  country: string,
  signal: AbortSignal,
  adIds?: readonly string[],
) => Promise<{ count: number; cached: boolean; scores?: ScoreUpdates }>;

export type AdvertiserStatsQueueOptions = {
  /** Advertisers on screen, in display order (new ones join the end of the queue). */
  pageIds: readonly string[];
  /** The queue as the state holds it; its head is the one being counted. */
  queue: readonly string[];
  /** The searched country, where the active ads are counted. */
  country: string;
  /** False until the stored state was restored (and the screen knows what is on it). */
  enabled: boolean;
  dispatch: Dispatch<SearchAction>;
  /** The advertiser's ads held now: re-scored with its count. */
  adIdsOf?: (pageId: string) => string[];
  /** The request; replaced in tests. */
  fetchActiveAds?: FetchActiveAds;
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Runs the queue; returns the page id being counted (its card shows a spinner), or null. */
export function useAdvertiserStatsQueue({
  pageIds,
  queue,
  country,
  enabled,
  dispatch,
  adIdsOf,
  fetchActiveAds = fetchAdvertiserActiveAds,
}: AdvertiserStatsQueueOptions): string | null {
  const adIdsRef = useRef(adIdsOf);
  useEffect(() => {
    adIdsRef.current = adIdsOf;
  });
  /** When the last count that reached upstream finished (0: none yet, or a cache hit since). */
  const lastUpstreamAt = useRef(0);

  // Enqueue what is new on screen, in display order. Keyed by the set of ids: a new count that only
  // re-sorts the same advertisers is no news, and must not cost another pass.
  const ordered = useRef(pageIds);
  useEffect(() => {
    ordered.current = pageIds; // before the effect below, which runs after it in the same commit
  });
  const pageIdsKey = [...pageIds].sort().join("\n");
  useEffect(() => {
    // A transition, like each count below: the progress card appearing must not block input either.
    if (enabled && pageIdsKey) startTransition(() => dispatch({ type: "enqueueStats", pageIds: [...ordered.current] }));
  }, [pageIdsKey, enabled, dispatch]);

  const head = enabled ? (queue[0] ?? null) : null;
  useEffect(() => {
    if (!head) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const wait = STATS_SPACING_MS - (Date.now() - lastUpstreamAt.current);
        if (wait > 0) await sleep(wait, signal);
      } catch {
        return; // a new search cleared the queue, or the screen closed
      }
      let count = 0;
      let scores: ScoreUpdates | undefined;
      try {
        const result = await fetchActiveAds(head, country, signal, adIdsRef.current?.(head).slice(0, 100));
        count = result.count;
        scores = result.scores;
        lastUpstreamAt.current = result.cached ? 0 : Date.now();
      } catch {
        if (signal.aborted) return;
        lastUpstreamAt.current = Date.now(); // a failure may have reached upstream: keep the pace
        count = 0; // docs/product.md §4: a failed count reads 0
      }
      if (signal.aborted) return;
      // A transition: the re-sort and the cards it touches render in slices, never blocking input.
      startTransition(() => dispatch({ type: "statsFinished", pageId: head, totalActiveAds: count, scores }));
    })();
    return () => controller.abort();
  }, [head, country, dispatch, fetchActiveAds]);

  return head;
}
