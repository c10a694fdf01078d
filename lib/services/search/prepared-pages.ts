import "server-only";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/env";
import type { NormalizedAd } from "@/lib/providers/types";
import { archiveVersion } from "@/lib/services/ads/archive-version";

/** An ad as a search reply shows it: scored, with its kept thumbnail's URL (null when none is kept). */
export type ShownAd = NormalizedAd & { thumbnail_url: string | null };

/**
 * A shared-cache page made ready to show, the same for every user: the ads with their derived fields and
 * signals (`ads`, what the per-user filters and the quota cut read) and each one scored with its
 * thumbnail (`shown`, what the reply holds). Building it reads every ad's JSON, runs the signal
 * detectors and reads the score's context: most of a cached search's work, repeated identically by
 * every user of a popular page. Never mutated once built: a reply's JSON is memoised per shown ad.
 */
export type PreparedPage = {
  ads: NormalizedAd[];
  shown: ReadonlyMap<string, ShownAd>;
  nextCursor: string | null;
  total: number;
};

type Entry = { page: PreparedPage; version: number };

// Bounded by count: an entry is one page (20 to 50 ads, a few hundred kB with its JSON).
const pages = new LRUCache<string, Entry>({ max: 200 });

/**
 * The prepared page of this cache key, if this process built it less than SEARCH_PREPARED_PAGE_SECONDS
 * ago, before its cache row expires, and nothing it shows was written by this process since
 * (archive-version.ts). The key is the shared cache's (cache-key.ts), which names the country and ad
 * type the page is scored and flagged for.
 */
export function preparedPage(key: string): PreparedPage | null {
  const entry = pages.get(key);
  if (!entry || entry.version !== archiveVersion()) return null;
  return entry.page;
}

/** Keeps a page built from what was read at `version`, until its cache row expires at the latest. */
export function keepPreparedPage(key: string, page: PreparedPage, version: number, cacheExpiresAt: Date): void {
  const ttl = Math.min(env().SEARCH_PREPARED_PAGE_SECONDS * 1000, cacheExpiresAt.getTime() - Date.now());
  if (ttl < 1) return;
  pages.set(key, { page, version }, { ttl });
}
