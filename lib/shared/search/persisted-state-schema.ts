/**
 * Reading the search screen's stored state (persisted-state.ts) back: defensive, since storage may hold
 * another version, another user's state or anything malformed, which is dropped whole rather than
 * half-restored. With zod, loaded only when there is a stored state to read (docs/benchmarks.md §3).
 * Pure and client-safe.
 */
import * as z from "@/lib/validation/zod";
import { searchParamsSchema } from "@/lib/validation/search";
import { searchAdSchema } from "./ad-schema";
import { SEARCH_STATE_VERSION, type AdvertiserStat, type PersistedSearchState } from "./persisted-state";
import { SORT_FIELDS } from "./sort";

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
