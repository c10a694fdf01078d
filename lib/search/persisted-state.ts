/**
 * The search screen's state as kept in the browser (docs/product.md §4 Persisted search state), under one key
 * with a version: params, cache, cursor, search id, pagination, sort, timing, expanded texts, carousel
 * positions, advertiser stats with the queue's processed ids and counters, and the ads/advertisers the
 * user saved or followed from the grid. The displayed results are not stored: they are the cache sorted
 * and cut to `pagination.displayedCount`, so they can never disagree with it.
 *
 * Reading is defensive: another version, another user's state, or anything malformed is dropped whole
 * rather than half-restored. Pure and client-safe (storage access stays in the component).
 */
import * as z from "@/lib/validation/zod";
import { searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";
import { searchAdSchema, uniquePageIds, type SearchAd } from "./ad";
import { DEFAULT_SORT, SORT_FIELDS, type SortConfig } from "./sort";

export const SEARCH_STATE_KEY = "adradar:search-state";
export const SEARCH_STATE_VERSION = 1;

export type AdvertiserStat = { totalActiveAds: number | null; loading: boolean };

export type SearchPagination = {
  currentPage: number;
  hasNextPage: boolean;
  totalResults: number;
  displayedCount: number;
};

export type SearchTiming = { startedAt: number | null; endedAt: number | null };

export type PersistedSearchState = {
  /** The params of the search the results belong to (load more repeats them). */
  params: SearchParamsValues | null;
  cache: SearchAd[];
  cursor: string | null;
  searchId: string | null;
  pagination: SearchPagination;
  sort: SortConfig;
  timing: SearchTiming;
  /** Keys of expanded texts, `${adId}:body` / `${adId}:description`. */
  expandedTexts: string[];
  /** Current slide of each carousel, by ad id. */
  carouselIndices: Record<string, number>;
  advertiserStats: Record<string, AdvertiserStat>;
  /** Page ids whose count has been fetched (or failed) for the current results. */
  processedIds: string[];
  /** Page ids waiting for their count, in order. */
  statsQueue: string[];
  progress: { done: number; total: number };
  savedAdIds: string[];
  followedPageIds: string[];
};

export const EMPTY_PAGINATION: SearchPagination = { currentPage: 0, hasNextPage: false, totalResults: 0, displayedCount: 0 };

/** A fresh screen: no search yet, the default sort. */
export function emptySearchState(): PersistedSearchState {
  return {
    params: null,
    cache: [],
    cursor: null,
    searchId: null,
    pagination: { ...EMPTY_PAGINATION },
    sort: structuredClone(DEFAULT_SORT),
    timing: { startedAt: null, endedAt: null },
    expandedTexts: [],
    carouselIndices: {},
    advertiserStats: {},
    processedIds: [],
    statsQueue: [],
    progress: { done: 0, total: 0 },
    savedAdIds: [],
    followedPageIds: [],
  };
}

const count = z.number().int().min(0);
const timestamp = z.number().finite().min(0).nullable();
const sortRule = z.object({ field: z.enum(SORT_FIELDS), direction: z.enum(["asc", "desc"]) }).nullable();

const stateSchema = z.object({
  params: searchParamsSchema.nullable(),
  cache: z.array(searchAdSchema).max(5_000),
  cursor: z.string().nullable(),
  searchId: z.string().nullable(),
  pagination: z.object({ currentPage: count, hasNextPage: z.boolean(), totalResults: count, displayedCount: count }),
  sort: z.object({ primary: sortRule, secondary: sortRule, tertiary: sortRule }),
  timing: z.object({ startedAt: timestamp, endedAt: timestamp }),
  expandedTexts: z.array(z.string()),
  carouselIndices: z.record(z.string(), count),
  advertiserStats: z.record(z.string(), z.object({ totalActiveAds: count.nullable(), loading: z.boolean() })),
  processedIds: z.array(z.string()),
  statsQueue: z.array(z.string()),
  progress: z.object({ done: count, total: count }),
  savedAdIds: z.array(z.string()),
  followedPageIds: z.array(z.string()),
});

const envelopeSchema = z.object({
  version: z.literal(SEARCH_STATE_VERSION),
  /** Whose state this is: another user signing in on the same browser must not see it. */
  owner: z.string().nullable(),
  savedAt: z.number().finite().min(0),
  state: stateSchema,
});

/** The JSON written to storage. */
export function serializeSearchState(state: PersistedSearchState, owner: string | null, now: number = Date.now()): string {
  return JSON.stringify({ version: SEARCH_STATE_VERSION, owner, savedAt: now, state } satisfies z.input<typeof envelopeSchema>);
}

/**
 * A consistent state from what storage held, or null when it is missing, from another version or
 * user, or malformed. Normalizes what only made sense while the page was open:
 * - a search still running when the page went away shows its timer stopped at that moment;
 * - an advertiser count that was loading goes back to the front of the queue, so the queue resumes;
 * - counters and the displayed count are brought within what is actually there.
 */
export function parseSearchState(raw: string | null | undefined, owner: string | null): PersistedSearchState | null {
  const envelope = readEnvelope(raw);
  if (!envelope || envelope.parsed.owner !== owner) return null;
  const { savedAt, state } = envelope.parsed;

  const processed = [...new Set(state.processedIds)];
  const processedSet = new Set(processed);
  const interrupted = Object.entries(state.advertiserStats)
    .filter(([pageId, stat]) => stat.loading && !processedSet.has(pageId))
    .map(([pageId]) => pageId);
  const queue = [...new Set([...interrupted, ...state.statsQueue])].filter((id) => !processedSet.has(id));
  const advertiserStats: Record<string, AdvertiserStat> = {};
  for (const [pageId, stat] of Object.entries(state.advertiserStats)) {
    advertiserStats[pageId] = { totalActiveAds: stat.loading ? null : stat.totalActiveAds, loading: false };
  }

  const cacheIds = new Set(state.cache.map((ad) => ad.id));
  const { startedAt, endedAt } = state.timing;

  return {
    ...state,
    pagination: { ...state.pagination, displayedCount: Math.min(state.pagination.displayedCount, state.cache.length) },
    timing: { startedAt, endedAt: startedAt !== null && endedAt === null ? Math.max(startedAt, savedAt) : endedAt },
    expandedTexts: [...new Set(state.expandedTexts)],
    carouselIndices: Object.fromEntries(Object.entries(state.carouselIndices).filter(([adId]) => cacheIds.has(adId))),
    advertiserStats,
    processedIds: processed,
    statsQueue: queue,
    progress: { done: processed.length, total: processed.length + queue.length },
  };
}

/**
 * What to store when the full state does not fit in the browser's quota: the cache cut to the ads on
 * screen (which the caller passes in display order), everything else as it is.
 */
export function shrinkSearchState(state: PersistedSearchState, visible: readonly SearchAd[]): PersistedSearchState {
  const cache = [...visible];
  const pageIds = new Set(uniquePageIds(cache));
  return {
    ...state,
    cache,
    pagination: { ...state.pagination, displayedCount: cache.length },
    statsQueue: state.statsQueue.filter((id) => pageIds.has(id)),
  };
}

/** The stored text as JSON and as the envelope it must be, or null when it is neither. */
function readEnvelope(raw: string | null | undefined): { json: unknown; parsed: z.output<typeof envelopeSchema> } | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? { json, parsed: parsed.data } : null;
}

/**
 * The stored JSON with `adId` no longer marked as saved (the ad left the library elsewhere), or null
 * when there is nothing to change. Whose state it is stays as it was: reading it checks that.
 */
export function withoutSavedAd(raw: string | null | undefined, adId: string): string | null {
  const envelope = readEnvelope(raw);
  if (!envelope?.parsed.state.savedAdIds.includes(adId)) return null;
  // The stored text is edited as it was, not re-serialized from the parse (which normalizes it).
  const stored = envelope.json as { state: { savedAdIds: string[] } };
  stored.state.savedAdIds = stored.state.savedAdIds.filter((id) => id !== adId);
  return JSON.stringify(stored);
}
