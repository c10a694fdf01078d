import "server-only";
import { db, Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { NormalizedAd } from "@/lib/providers/types";
import { getProvider } from "@/lib/providers";
import type { SearchParamsValues, SearchRequest } from "@/lib/validation/search";
import { loadCachedPage, storeAds } from "@/lib/services/ads/store-ads";
import { quotaExceeded, remainingAds } from "@/lib/services/billing/charge-ads";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import { hasAdFilters, matchesAdFilters } from "@/lib/shared/search/filters";
import { archiveVersion } from "@/lib/services/ads/archive-version";
import { searchCacheKey } from "./cache-key";
import { providerParams, upstreamParams } from "./upstream-filters";
import { signCursor, verifyCursor } from "./cursor";
import { assertSearchAllowed } from "./search-throttle";
import { trackPending } from "./pending";
import { recordSearchPage } from "./record-page";
import { preparedPage, type PreparedPage, type ShownAd } from "./prepared-pages";
import { preparePage } from "./prepare-page";

/** `credits`: what upstream charged for this page (0 from the cache), recorded once the delivery is known. */
type Page = PreparedPage & { cached: boolean; credits: number };

/**
 * Upstream pages one request may read to fill a page the filters thinned (docs/product.md §4 Search
 * filters): 'Cargar más' then shows more filtered ads, not one, and the credits stay bounded.
 */
const FILL_PAGES = 3;

function paramsJson(params: SearchParamsValues): Prisma.InputJsonValue {
  return { ...params };
}

/**
 * One page of results, prepared to show (prepare-page.ts): this process's prepared copy of the shared
 * cache page when it has a current one, else the shared cache when fresh, else the provider (and then
 * cached). The page size is part of the key: a page fetched for one user's `limit` is never served to
 * another's. `params` is the upstream view (upstreamParams): what it holds is what the provider is sent.
 */
async function fetchPage(
  userId: string,
  params: SearchParamsValues,
  cursor: string | null,
  limit: number,
  signal: AbortSignal,
): Promise<Page> {
  const key = searchCacheKey(params, cursor, limit);
  const prepared = preparedPage(key);
  if (prepared) return { ...prepared, cached: true, credits: 0 };
  const view = { adType: params.adType, now: new Date() };
  const version = archiveVersion();
  const hit = await loadCachedPage(key);
  if (hit) return { ...(await preparePage(key, hit, { ...view, version })), cached: true, credits: 0 };
  // Upstream costs credits: never spend them for a user with nothing left to receive.
  if ((await remainingAds(userId)) <= 0) throw quotaExceeded();
  // The same page asked for again while it is being fetched (a double click, two tabs, two users on the
  // same term) shares that fetch: one upstream call, its credits counted once, by the request that made
  // it. A fetch that fails or is cancelled for its own request is made again for this one.
  const flight = upstreamFlights.get(key);
  if (flight) {
    try {
      return { ...(await flight), cached: true, credits: 0 };
    } catch {
      // Its error is its own request's to answer.
    }
  }
  const own = fetchUpstream(key, params, cursor, limit, signal, view).finally(() => {
    if (upstreamFlights.get(key) === own) upstreamFlights.delete(key);
  });
  upstreamFlights.set(key, own);
  return own;
}

/** Upstream fetches in progress in this process, by cache key. */
const upstreamFlights = new Map<string, Promise<Page>>();

/** The provider's page, stored in the archive and the shared cache, then prepared to show. */
async function fetchUpstream(
  key: string,
  params: SearchParamsValues,
  cursor: string | null,
  limit: number,
  signal: AbortSignal,
  view: { adType: SearchParamsValues["adType"]; now: Date },
): Promise<Page> {
  const result = await getProvider().searchAds(providerParams(params, new Date()), { cursor, limit, signal });
  await storeAds(result.ads, { country: params.country });
  const expiresAt = new Date(Date.now() + env().SEARCH_CACHE_TTL_MINUTES * 60_000);
  const row = {
    params: paramsJson(params),
    adIds: result.ads.map((a) => a.id),
    nextCursor: result.nextCursor,
    total: result.total,
    fetchedAt: new Date(),
    expiresAt,
  };
  await db.searchCache.upsert({ where: { key }, create: { key, ...row }, update: row });
  const page = await preparePage(key, { ...result, expiresAt }, { ...view, version: archiveVersion() });
  return { ...page, cached: false, credits: result.credits };
}

/**
 * The page, then, for 'Cargar más' (`fill`), while the filters thinned it below `limit` ads and upstream
 * has more, the next pages (up to FILL_PAGES in all), as one page: the ads of all, the last cursor, the
 * credits added up. A next page the quota no longer allows ends the filling; what was read is kept. A
 * search's first page is never filled: it answers as fast as one upstream call, and its count says
 * 'antes de filtros'.
 */
async function fetchFilled(
  userId: string,
  upstream: SearchParamsValues,
  cursor: string | null,
  limit: number,
  signal: AbortSignal,
  keep: (ad: NormalizedAd) => boolean,
  fill: boolean,
): Promise<{ fetched: Page; matching: NormalizedAd[] }> {
  let fetched = await fetchPage(userId, upstream, cursor, limit, signal);
  const matching = new Map(fetched.ads.filter(keep).map((ad) => [ad.id, ad]));
  const thinned = () => matching.size < fetched.ads.length && matching.size < limit;
  for (let read = 1; fill && read < FILL_PAGES && thinned() && fetched.nextCursor !== null; read++) {
    let next: Page;
    try {
      next = await fetchPage(userId, upstream, fetched.nextCursor, limit, signal);
    } catch (error) {
      if (error instanceof AppError && error.code === "QUOTA_EXCEEDED") break;
      throw error;
    }
    for (const ad of next.ads) if (!matching.has(ad.id) && keep(ad)) matching.set(ad.id, ad);
    fetched = {
      ads: [...fetched.ads, ...next.ads.filter((ad) => !fetched.shown.has(ad.id))],
      shown: new Map([...fetched.shown, ...next.shown]),
      nextCursor: next.nextCursor,
      total: fetched.total,
      cached: fetched.cached && next.cached,
      credits: fetched.credits + next.credits,
    };
  }
  return { fetched, matching: [...matching.values()] };
}

/**
 * POST /api/search's service: the user's search budget, then {@link searchPage}.
 */
export async function searchAds(userId: string, input: SearchRequest) {
  await assertSearchAllowed(userId);
  return searchPage(userId, input);
}

/**
 * One page, unthrottled (callers take the budget): cached page, or (with quota left) the upstream page →
 * minimum days and the post-fetch filters (docs/product.md §4 Search filters), filled from the next
 * upstream pages while they thinned it ({@link fetchFilled}) → charge the delivered
 * ads only (a page is cut to what remains) → the delivery record → history and auto-saved complete
 * search on page 1 → the winner score with the advertisers' momentum.
 */
export async function searchPage(userId: string, input: SearchRequest) {
  const { page, limit, cursor, searchId, view, ...params } = input;
  const upstream = upstreamParams(params);
  const upstreamCursor = verifyCursor(params, cursor);
  const now = new Date();
  const filtered = hasAdFilters(params);
  const keep = (ad: NormalizedAd) => ad.days_running >= params.minDays && (!filtered || matchesAdFilters(ad, params, now));
  const pending = trackPending(userId);
  let fetched: Page;
  let matching: NormalizedAd[];
  try {
    ({ fetched, matching } = await fetchFilled(userId, upstream, upstreamCursor, limit, pending.signal, keep, page > 1));
  } finally {
    pending.done();
  }

  // The charge, the delivery record, the history and the ledger row are one statement: a connection
  // lost between them (a database restart) must never leave ads paid for with no history, nor the reverse.
  // It also reads the user's saved and followed marks of these ads.
  const recorded = await recordSearchPage(userId, { page, searchId: searchId ?? null, params, matching, fetched }, now);
  if (recorded.refused) {
    // Refused after upstream was paid (another tab spent the last of the quota meanwhile): the
    // credits were spent all the same, for no ads.
    if (fetched.credits > 0) await recordUsage(userId, "search", { credits: fetched.credits, ads: 0 });
    throw quotaExceeded();
  }
  const granted = recorded.granted;
  const delivered = matching.slice(0, granted);
  const saved = recorded.savedId ? { id: recorded.savedId } : null;
  const data = delivered.map((ad) => fetched.shown.get(ad.id) as ShownAd);
  const adIds = new Set(delivered.map((ad) => ad.id));
  const pageIds = new Set(delivered.map((ad) => ad.page_id));
  const marks = {
    savedAdIds: recorded.marks.savedAdIds.filter((id) => adIds.has(id)),
    followedPageIds: recorded.marks.followedPageIds.filter((id) => pageIds.has(id)),
  };

  return {
    view,
    data,
    marks,
    cursor: signCursor(params, fetched.nextCursor),
    cached: fetched.cached,
    searchId: saved?.id ?? searchId ?? null,
    pagination: {
      currentPage: page,
      hasNextPage: fetched.nextCursor !== null,
      totalResults: fetched.total,
    },
    // `filteredOut`: ads of the upstream page that minimum days or the filters left out (never charged).
    // `free`: ads delivered that were already counted this month (an ad counts once a month).
    quota: {
      charged: recorded.charged,
      free: granted - recorded.charged,
      truncated: granted < matching.length,
      filteredOut: fetched.ads.length - matching.length,
    },
    autoSaved: saved
      ? { saved: true, message: page === 1 ? "Búsqueda guardada automáticamente" : "Búsqueda guardada actualizada", id: saved.id }
      : { saved: false, message: "" },
  };
}

/** POST /api/search's reply body (besides `success`). */
export type SearchReply = Awaited<ReturnType<typeof searchAds>>;
