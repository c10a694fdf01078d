import "server-only";
import { db, Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { getProvider } from "@/lib/providers";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchParamsValues, SearchRequest } from "@/lib/validation/search";
import { loadCachedPage, storeAds } from "@/lib/services/ads/store-ads";
import { chargeAds, quotaExceeded, remainingAds } from "@/lib/services/billing/charge-ads";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import { searchCacheKey } from "./cache-key";
import { signCursor, verifyCursor } from "./cursor";
import { assertSearchAllowed } from "./search-throttle";
import { recordDeliveries } from "./deliveries";
import { userMarks } from "./user-marks";
import { trackPending } from "./pending";
import { recordSearch, extendCompleteSearch } from "./record-search";

type Page = { ads: NormalizedAd[]; nextCursor: string | null; total: number; cached: boolean };

function paramsJson(params: SearchParamsValues): Prisma.InputJsonValue {
  return { ...params };
}

/**
 * One page of results: from the shared cache when fresh, else from the provider (and then cached).
 * The page size is part of the key: a page fetched for one user's `limit` is never served to another's.
 */
async function fetchPage(
  userId: string,
  params: SearchParamsValues,
  cursor: string | null,
  limit: number,
  signal: AbortSignal,
): Promise<Page> {
  const key = searchCacheKey(params, cursor, limit);
  const hit = await loadCachedPage(key);
  if (hit) return { ...hit, cached: true };
  // Upstream costs credits: never spend them for a user with nothing left to receive.
  if ((await remainingAds(userId)) <= 0) throw quotaExceeded();
  const result = await getProvider().searchAds(params, { cursor, limit, signal });
  await storeAds(result.ads);
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
  await recordUsage(userId, "search", { credits: result.credits, ads: result.ads.length });
  return { ads: result.ads, nextCursor: result.nextCursor, total: result.total, cached: false };
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
 * minimum days → charge the delivered ads (a page is cut to what remains) → the delivery record →
 * history and auto-saved complete search on page 1.
 */
export async function searchPage(userId: string, input: SearchRequest) {
  const { page, limit, cursor, searchId, ...params } = input;
  const upstreamCursor = verifyCursor(params, cursor);
  const pending = trackPending(userId);
  let fetched: Page;
  try {
    fetched = await fetchPage(userId, params, upstreamCursor, limit, pending.signal);
  } finally {
    pending.done();
  }

  const matching = fetched.ads.filter((ad) => ad.days_running >= params.minDays);
  const granted = await chargeAds(userId, matching.length, { countSearch: page === 1 });
  if (matching.length > 0 && granted === 0) throw quotaExceeded();
  const delivered = matching.slice(0, granted);

  // Independent writes: the ledger row of a cache hit, and the history / saved complete search.
  const [, saved, , marks] = await Promise.all([
    recordDeliveries(userId, delivered),
    page === 1
      ? recordSearch(userId, params, delivered, fetched)
      : searchId
        ? extendCompleteSearch(userId, searchId, delivered, fetched)
        : null,
    fetched.cached ? recordUsage(userId, "search_cached", { ads: delivered.length, cached: true }) : null,
    userMarks(userId, delivered),
  ]);

  return {
    data: delivered,
    marks,
    cursor: signCursor(params, fetched.nextCursor),
    cached: fetched.cached,
    searchId: saved?.id ?? searchId ?? null,
    pagination: {
      currentPage: page,
      hasNextPage: fetched.nextCursor !== null,
      totalResults: fetched.total,
    },
    quota: { charged: granted, truncated: granted < matching.length },
    autoSaved: saved
      ? { saved: true, message: page === 1 ? "Búsqueda guardada automáticamente" : "Búsqueda guardada actualizada", id: saved.id }
      : { saved: false, message: "" },
  };
}

/** POST /api/search's reply body (besides `success`). */
export type SearchReply = Awaited<ReturnType<typeof searchAds>>;
