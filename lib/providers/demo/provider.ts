/**
 * The `demo` provider: searches the embedded data set in memory. No network, no key, no credits.
 * Each day's active ads are materialized once (cheap); a search looks its words up in a word index
 * built with the data set, then scans the day's ads on the filter fields: a few milliseconds.
 */
import { decodeCursor, encodeCursor } from "../cursor";
import { ProviderError } from "../errors";
import { normalizeScrapeCreatorsAd, DAY_MS } from "../normalize";
import type { AdProvider, MediaType, NormalizedAd, SearchParams, SearchResult } from "../types";
import { activeAdOf, buildDataset, demoDay, type DemoActiveAd, type DemoDataset, type MediaKind } from "./dataset";
import { hash32 } from "./prng";
import { matchesText, matchingDocs, parseTextQuery } from "./text";

let dataset: DemoDataset | null = null;

/**
 * Built on first use, once per process (a few hundred ms): lazily, so a server configured for a real
 * provider never pays for it.
 */
function data(): DemoDataset {
  dataset ??= buildDataset();
  return dataset;
}

/** A page of an advertiser's ads, like ScrapeCreators' company endpoint. */
export const DEMO_PAGE_ADS_PAGE_SIZE = 30;

const MEDIA_MATCH: Readonly<Record<MediaType, readonly MediaKind[] | null>> = {
  ALL: null,
  IMAGE: ["image", "carousel"],
  VIDEO: ["video"],
  MEME: ["meme"],
  IMAGE_AND_MEME: ["image", "carousel", "meme"],
  NONE: ["none"],
};

type DayView = { day: number; active: DemoActiveAd[]; byPage: Map<string, DemoActiveAd[]> };

let dayView: DayView | null = null;

/** The active ads of `day` in default order, cached until the day changes. */
function viewOf(day: number): DayView {
  if (dayView?.day === day) return dayView;
  const active: DemoActiveAd[] = [];
  const byPage = new Map<string, DemoActiveAd[]>();
  for (const slot of data().ranked) {
    const ad = activeAdOf(slot, day);
    if (!ad) continue;
    active.push(ad);
    const list = byPage.get(slot.advertiser.pageId);
    if (list) list.push(ad);
    else byPage.set(slot.advertiser.pageId, [ad]);
  }
  // An advertiser's own list reads newest first, like the Ad Library's page view.
  for (const list of byPage.values()) list.sort((a, b) => b.startMs - a.startMs || a.id.localeCompare(b.id));
  dayView = { day, active, byPage };
  return dayView;
}

function reachesCountry(ad: DemoActiveAd, country: string): boolean {
  return country === "ALL" || ad.slot.countries.includes(country);
}

/** Builds the predicate once per search so the scan does no parsing. */
function matcher(params: SearchParams, nowMs: number): (ad: DemoActiveAd) => boolean {
  const country = params.country.toUpperCase();
  const languages = params.languages.map((l) => l.toLowerCase());
  const media = MEDIA_MATCH[params.mediaType];
  // An ad has run `minDays` whole days once it started at least that long ago.
  const latestStart = nowMs - params.minDays * DAY_MS;
  const text = params.searchType === "keyword" ? parseTextQuery(params.value, params.searchPhraseType === "exact") : null;
  // Unordered words go through the word index once per search; exact phrases are rarer and scanned.
  const hits = text && !text.exact ? matchingDocs(data().words, text) : null;
  const matchesKeyword = (ad: DemoActiveAd) => (hits ? hits[ad.slot.slot] === 1 : text !== null && matchesText(ad.slot.searchable, text));
  const pageId = params.value.trim();
  return (ad) =>
    ad.startMs <= latestStart &&
    reachesCountry(ad, country) &&
    (languages.length === 0 || languages.includes(ad.slot.language)) &&
    (params.adType === "ALL" || ad.slot.adType === params.adType) &&
    (media === null || media.includes(ad.slot.media)) &&
    (text ? matchesKeyword(ad) : ad.slot.advertiser.pageId === pageId);
}

/** Ties a cursor to its search, so a cursor from another search fails loudly instead of skipping ads. */
function fingerprint(params: SearchParams): string {
  const key = [
    params.searchType,
    params.value.trim().toLowerCase(),
    params.country.toUpperCase(),
    params.minDays,
    params.adType,
    params.mediaType,
    params.searchPhraseType,
    [...params.languages]
      .map((l) => l.toLowerCase())
      .sort()
      .join(","),
  ].join("|");
  return hash32(key).toString(36);
}

function readOffset(cursor: string | null | undefined, scope: string): number {
  if (!cursor) return 0;
  const decoded = decodeCursor(cursor);
  if (
    !decoded ||
    decoded.scope !== scope ||
    typeof decoded.offset !== "number" ||
    !Number.isInteger(decoded.offset) ||
    decoded.offset < 0
  ) {
    throw new ProviderError("bad_request", { provider: "demo", detail: "cursor does not belong to this search" });
  }
  return decoded.offset;
}

function toNormalized(ad: DemoActiveAd, now: Date): NormalizedAd {
  const { slot } = ad;
  const raw = {
    ad_archive_id: ad.id,
    page_id: slot.advertiser.pageId,
    page_name: slot.advertiser.name,
    is_active: true,
    collation_count: slot.collationCount,
    collation_id: ad.collationId,
    start_date: Math.floor(ad.startMs / 1000),
    end_date: null,
    publisher_platform: slot.platforms,
    targeted_or_reached_countries: slot.countries,
    languages: [slot.language],
    // A deep copy: callers may store or change the snapshot; the data set's own stays pristine.
    snapshot: structuredClone(slot.snapshot),
  };
  return normalizeScrapeCreatorsAd(raw, { now }, "demo");
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ProviderError("cancelled", { provider: "demo", detail: "aborted by caller" });
}

export function createDemoProvider(opts: { now?: () => Date } = {}): AdProvider {
  const clock = opts.now ?? (() => new Date());

  return {
    name: "demo",

    async searchAds(params, { cursor, limit, signal }): Promise<SearchResult> {
      throwIfAborted(signal);
      const now = clock();
      const scope = fingerprint(params);
      const offset = readOffset(cursor, scope);
      const matches = viewOf(demoDay(now.getTime())).active.filter(matcher(params, now.getTime()));
      const size = Math.max(1, Math.floor(limit));
      const page = matches.slice(offset, offset + size);
      const next = offset + size;
      return {
        ads: page.map((ad) => toNormalized(ad, now)),
        nextCursor: next < matches.length ? encodeCursor({ scope, offset: next }) : null,
        total: matches.length,
        credits: 0,
      };
    },

    async countActiveAds(pageId, country, opts = {}) {
      throwIfAborted(opts.signal);
      const list = viewOf(demoDay(clock().getTime())).byPage.get(pageId) ?? [];
      const wanted = country.toUpperCase();
      return { count: list.filter((ad) => reachesCountry(ad, wanted)).length, credits: 0 };
    },

    async listPageAds(pageId, country, { cursor, signal }) {
      throwIfAborted(signal);
      const now = clock();
      const wanted = country.toUpperCase();
      const scope = `page:${pageId}:${wanted}`;
      const offset = readOffset(cursor, scope);
      const list = (viewOf(demoDay(now.getTime())).byPage.get(pageId) ?? []).filter((ad) => reachesCountry(ad, wanted));
      const next = offset + DEMO_PAGE_ADS_PAGE_SIZE;
      return {
        ads: list.slice(offset, next).map((ad) => toNormalized(ad, now)),
        nextCursor: next < list.length ? encodeCursor({ scope, offset: next }) : null,
        credits: 0,
      };
    },
  };
}

/** The data set itself, for tests and for seeding screens (read-only). */
export function demoDataset(): DemoDataset {
  return data();
}

/** The active ads on the day of `now`, in default order (read-only). */
export function demoActiveAds(now: Date = new Date()): readonly DemoActiveAd[] {
  return viewOf(demoDay(now.getTime())).active;
}
