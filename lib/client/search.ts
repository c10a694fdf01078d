/**
 * The search screen's calls to the JSON API (docs/product.md §7), over the one client in lib/api/client.ts, and
 * the Spanish messages for their failures (docs/product.md §8), chosen by the error's `code`. Reply shapes come
 * from the services (`import type`). Browser-only: every call rides the session cookie. A search is a write
 * (it is charged and recorded), so it invalidates what it changed.
 */
import { api, ApiError, ApiTimeoutError, errorMessage, hasCode, type Ok } from "@/lib/api/client";
import type { SearchAd } from "@/lib/shared/search/ad";
import type { SearchParamsValues, SearchRequest } from "@/lib/validation/search";
import type { SearchReply } from "@/lib/services/search/search-ads";
import type { AdvertiserStatsReply } from "@/lib/services/advertisers/advertiser-stats";
import type { WinnerFields } from "@/lib/score";
import type { CompleteSearchPage, CompleteSearchSummary } from "@/lib/services/complete-searches/complete-searches";
import type { KeywordSuggestions } from "@/lib/services/suggestions/suggest-keywords";
import type { Invalidate } from "@/lib/swr/invalidate";

/**
 * The ad schema (with zod, lib/score and lib/signals) loads with the first reply to read, not with the
 * screen (docs/benchmarks.md §3); requested beside the call, so it rarely adds to its wait.
 */
const adSchema = () => import("@/lib/shared/search/ad-schema");

/** docs/product.md §9: cancel-pending must never hold up a new search for long. */
export const CANCEL_PENDING_TIMEOUT_MS = 500;
/** docs/product.md §9: a saved complete search is reloaded in one request of up to 1000 ads. */
export const SAVED_SEARCH_LIMIT = 1000;

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

export type SearchPageRequest = SearchParamsValues & Pick<SearchRequest, "page" | "limit" | "cursor" | "searchId">;

/** One page as the screen keeps it: the ads in the screen's shape, the rest of the reply as it came. */
export type SearchPageResult = Pick<SearchReply, "cursor" | "searchId" | "pagination" | "marks"> & {
  ads: SearchAd[];
  quotaTruncated: boolean;
  autoSaved: boolean;
};

/**
 * POST /api/search: one page of ads, charged to the monthly quota (15-minute timeout, abortable). The usage
 * card and the history (and, for an auto-saved search, the saved searches) refresh in the background.
 */
export async function searchPage(invalidate: Invalidate, request: SearchPageRequest, signal: AbortSignal): Promise<SearchPageResult> {
  // The card view: the screen never shows the raw upstream snapshot, half of a full page's bytes.
  const [reply, { toSearchAds }] = await Promise.all([
    api.post<Ok<SearchReply>>("/api/search", { ...request, view: "card" }, { signal }),
    adSchema(),
  ]);
  void invalidate({ kind: "search-ran", autoSaved: request.page === 1 && reply.autoSaved.saved });
  return {
    ads: toSearchAds(reply.data),
    marks: reply.marks,
    cursor: reply.cursor || null,
    searchId: reply.searchId,
    pagination: reply.pagination,
    quotaTruncated: reply.quota.truncated,
    autoSaved: reply.autoSaved.saved,
  };
}

/** POST /api/ads/cancel-pending, given at most 500 ms; its failure never stops a new search. */
export async function cancelPendingJobs(): Promise<void> {
  try {
    await api.post("/api/ads/cancel-pending", undefined, { timeoutMs: CANCEL_PENDING_TIMEOUT_MS });
  } catch {
    // Best effort: the server also drops stale work on its own.
  }
}

/** Ad id → its winner fields, keeping only well-formed ones. */
export type ScoreUpdates = Readonly<Record<string, WinnerFields>>;

function scoreUpdates(raw: unknown): ScoreUpdates {
  if (!raw || typeof raw !== "object") return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, Partial<WinnerFields>>).filter(
      ([, s]) => typeof s?.winner_score === "number" && Array.isArray(s.winner_explanation) && s.winner_label !== undefined,
    ),
  ) as ScoreUpdates;
}

/**
 * POST /api/ads/advertiser-stats: the advertiser's active ads in the country, whether the shared cache
 * answered (then no upstream call was made, and the queue need not pace the next one), and the scores
 * of its ads on screen (`adIds`) with that count, as every other screen scores them now.
 */
export async function fetchAdvertiserActiveAds(
  pageId: string,
  country: string,
  signal: AbortSignal,
  adIds: readonly string[] = [],
): Promise<{ count: number; cached: boolean; scores: ScoreUpdates }> {
  const reply = await api.post<Ok<AdvertiserStatsReply>>("/api/ads/advertiser-stats", { pageId, country, adIds }, { signal });
  const count = Number(reply.totalActiveAds);
  return {
    count: Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0,
    cached: reply.cached === true,
    scores: scoreUpdates(reply.scores),
  };
}

export const QUOTA_MESSAGE = "Has alcanzado tu límite mensual de anuncios";
export const TIMEOUT_MESSAGE = "La búsqueda tardó más de 15 minutos. El servicio puede estar sobrecargado. Intenta de nuevo más tarde.";
export const SERVER_ERROR_MESSAGE = "Error del servidor. Verifica que el servicio esté funcionando correctamente.";

/** A failure as the screen reports it: the toast text, and whether it is the quota (shown 5 s, usage refreshed). */
export type RequestFailure = { message: string; quota: boolean };

/** docs/product.md §8, new search. */
export function searchErrorMessage(e: unknown): RequestFailure {
  if (hasCode(e, "QUOTA_EXCEEDED")) return { message: QUOTA_MESSAGE, quota: true };
  if (e instanceof ApiTimeoutError) return { message: TIMEOUT_MESSAGE, quota: false };
  // A 500 without the API's body (a proxy's page) is the server's failure too.
  if (hasCode(e, "INTERNAL") || (e instanceof ApiError && e.status === 500)) return { message: SERVER_ERROR_MESSAGE, quota: false };
  return { message: errorMessage(e, "Error en la búsqueda"), quota: false };
}

/** docs/product.md §8, load more: the quota message for the quota, else a generic one. */
export function loadMoreErrorMessage(e: unknown): RequestFailure {
  if (hasCode(e, "QUOTA_EXCEEDED")) return { message: QUOTA_MESSAGE, quota: true };
  return { message: "Error al cargar más resultados", quota: false };
}

// ---------------------------------------------------------------------------------------------
// Saved complete searches
// ---------------------------------------------------------------------------------------------

export type SavedSearchSummary = CompleteSearchSummary;

export type SavedSearchContent = Pick<CompleteSearchPage, "searchParams" | "cursor" | "marks"> & { ads: SearchAd[]; totalResults: number };

/** GET /api/complete-searches/{id}?page=1&limit=1000: the saved ads, free of quota. */
export async function fetchSavedSearch(id: string, signal: AbortSignal): Promise<SavedSearchContent> {
  const [reply, { toSearchAds }] = await Promise.all([
    api.get<Ok<CompleteSearchPage>>(`/api/complete-searches/${encodeURIComponent(id)}`, {
      query: { page: 1, limit: SAVED_SEARCH_LIMIT },
      signal,
    }),
    adSchema(),
  ]);
  const ads = toSearchAds(reply.results);
  return {
    ads,
    marks: reply.marks,
    searchParams: reply.searchParams,
    cursor: reply.cursor || null,
    totalResults: Math.max(reply.pagination.totalResults, ads.length),
  };
}

// ---------------------------------------------------------------------------------------------
// Suggestions
// ---------------------------------------------------------------------------------------------

/** POST /api/suggestions: Spanish keywords for an idea. */
export async function fetchSuggestions(idea: string, signal?: AbortSignal): Promise<string[]> {
  const reply = await api.post<Ok<KeywordSuggestions>>("/api/suggestions", { idea }, { signal });
  return reply.suggestions.filter((s) => s.trim() !== "");
}
