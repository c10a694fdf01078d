/**
 * The search screen's calls to the JSON API (spec §7) and the Spanish messages for their failures
 * (spec §8). Browser-only: every call rides the session cookie.
 */
import { toSearchAds, type SearchAd } from "@/lib/search/ad";
import type { SearchParamsValues } from "@/lib/validation/search";
import { DEFAULT_COLLECTION } from "@/lib/validation/saved-ads";

/** Spec §7: every call may take up to 15 minutes (upstream scraping can be slow). */
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
/** Spec §9: cancel-pending must never hold up a new search for long. */
export const CANCEL_PENDING_TIMEOUT_MS = 500;
/** Spec §9: a saved complete search is reloaded in one request of up to 1000 ads. */
export const SAVED_SEARCH_LIMIT = 1000;
export const SAVED_SEARCHES_LIST_LIMIT = 20;

/** A reply with `success: false` or a non-2xx status; `serverError` is the text the API gave, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | null;

  constructor(status: number, serverError: string | null) {
    super(serverError ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.serverError = serverError;
  }
}

/** The search took longer than REQUEST_TIMEOUT_MS. */
export class SearchTimeoutError extends Error {
  constructor() {
    super("timeout");
    this.name = "SearchTimeoutError";
  }
}

function errorText(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === "string" && error.trim()) return error;
  if (typeof message === "string" && message.trim()) return message;
  return null;
}

type JsonInit = { method?: "GET" | "POST" | "DELETE"; body?: unknown; signal?: AbortSignal };

/** Fetches JSON; throws ApiError for an error reply, and lets aborts and network errors through. */
async function requestJson<T>(url: string, { method = "GET", body, signal }: JsonInit = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok || !json || typeof json !== "object" || (json as { success?: unknown }).success === false) {
    throw new ApiError(res.status, errorText(json));
  }
  return json as T;
}

/** Runs `call` with a signal that aborts when `outer` aborts or after `timeoutMs` (then SearchTimeoutError). */
export async function withTimeout<T>(outer: AbortSignal, timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  outer.addEventListener("abort", forward, { once: true });
  if (outer.aborted) controller.abort();
  try {
    return await call(controller.signal);
  } catch (e) {
    if (timedOut) throw new SearchTimeoutError();
    throw e;
  } finally {
    clearTimeout(timer);
    outer.removeEventListener("abort", forward);
  }
}

export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === "AbortError";
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

export type SearchPageRequest = SearchParamsValues & { page: number; limit: number; cursor?: string | null; searchId?: string | null };

export type SearchPageResult = {
  ads: SearchAd[];
  cursor: string | null;
  searchId: string | null;
  pagination: { currentPage: number; hasNextPage: boolean; totalResults: number };
  quotaTruncated: boolean;
  autoSaved: boolean;
};

type SearchReply = {
  data: unknown;
  cursor: string | null;
  searchId: string | null;
  pagination: { currentPage: number; hasNextPage: boolean; totalResults: number };
  quota?: { charged: number; truncated: boolean };
  autoSaved?: { saved: boolean; message: string; id?: string };
};

/** POST /api/search: one page of ads, charged to the monthly quota. */
export async function searchPage(request: SearchPageRequest, signal: AbortSignal): Promise<SearchPageResult> {
  const reply = await requestJson<SearchReply>("/api/search", { method: "POST", body: request, signal });
  return {
    ads: toSearchAds(reply.data),
    cursor: typeof reply.cursor === "string" && reply.cursor ? reply.cursor : null,
    searchId: reply.searchId ?? null,
    pagination: {
      currentPage: reply.pagination?.currentPage ?? request.page,
      hasNextPage: Boolean(reply.pagination?.hasNextPage),
      totalResults: reply.pagination?.totalResults ?? 0,
    },
    quotaTruncated: Boolean(reply.quota?.truncated),
    autoSaved: Boolean(reply.autoSaved?.saved),
  };
}

/** POST /api/ads/cancel-pending, given at most 500 ms; its failure never stops a new search. */
export async function cancelPendingJobs(): Promise<void> {
  try {
    await requestJson("/api/ads/cancel-pending", { method: "POST", signal: AbortSignal.timeout(CANCEL_PENDING_TIMEOUT_MS) });
  } catch {
    // Best effort: the server also drops stale work on its own.
  }
}

/**
 * POST /api/ads/advertiser-stats: the advertiser's active ads in the country, and whether the shared
 * cache answered (then no upstream call was made, and the queue need not pace the next one).
 */
export async function fetchAdvertiserActiveAds(pageId: string, country: string, signal: AbortSignal): Promise<{ count: number; cached: boolean }> {
  const reply = await requestJson<{ totalActiveAds?: unknown; cached?: unknown }>("/api/ads/advertiser-stats", {
    method: "POST",
    body: { pageId, country },
    signal,
  });
  const count = Number(reply.totalActiveAds);
  return { count: Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0, cached: reply.cached === true };
}

export const QUOTA_MESSAGE = "Has alcanzado tu límite mensual de anuncios";
export const TIMEOUT_MESSAGE =
  "La búsqueda tardó más de 15 minutos. El servicio puede estar sobrecargado. Intenta de nuevo más tarde.";
export const SERVER_ERROR_MESSAGE = "Error del servidor. Verifica que el servicio esté funcionando correctamente.";

function isQuotaError(e: unknown): boolean {
  return e instanceof ApiError && e.status === 403 && (e.serverError ?? "").includes("Límite de anuncios excedido");
}

/** Spec §8, new search: the toast text and whether it is the quota one (shown 5 s). */
export function searchErrorMessage(e: unknown): { message: string; quota: boolean } {
  if (isQuotaError(e)) return { message: QUOTA_MESSAGE, quota: true };
  if (e instanceof SearchTimeoutError) return { message: TIMEOUT_MESSAGE, quota: false };
  if (e instanceof ApiError && e.status === 500) return { message: SERVER_ERROR_MESSAGE, quota: false };
  if (e instanceof ApiError && e.serverError) return { message: e.serverError, quota: false };
  return { message: "Error en la búsqueda", quota: false };
}

/** Spec §8, load more: the quota message on the quota's 403, else a generic one. */
export function loadMoreErrorMessage(e: unknown): { message: string; quota: boolean } {
  if (isQuotaError(e)) return { message: QUOTA_MESSAGE, quota: true };
  return { message: "Error al cargar más resultados", quota: false };
}

// ---------------------------------------------------------------------------------------------
// Saved complete searches
// ---------------------------------------------------------------------------------------------

export type SavedSearchSummary = {
  id: string;
  searchName: string;
  totalResults: number;
  country: string;
  searchParams: unknown;
  executedAt: string;
  isRecent: boolean;
  accessCount: number;
  source: string;
};

type SavedSearchRow = {
  _id: string;
  searchName?: string;
  totalResults?: number;
  metadata?: { country?: string };
  searchParams?: unknown;
  executedAt?: string;
  isRecent?: boolean;
  accessCount?: number;
  source?: string;
};

export const SAVED_SEARCHES_KEY = `/api/complete-searches?limit=${SAVED_SEARCHES_LIST_LIMIT}`;

/** GET /api/complete-searches?limit=20 (SWR fetcher). */
export async function fetchSavedSearches(url: string = SAVED_SEARCHES_KEY): Promise<SavedSearchSummary[]> {
  const reply = await requestJson<{ searches?: SavedSearchRow[] }>(url);
  return (reply.searches ?? []).map((row) => ({
    id: row._id,
    searchName: row.searchName ?? "",
    totalResults: row.totalResults ?? 0,
    country: row.metadata?.country ?? "ALL",
    searchParams: row.searchParams ?? null,
    executedAt: row.executedAt ?? "",
    isRecent: Boolean(row.isRecent),
    accessCount: row.accessCount ?? 0,
    source: row.source ?? "",
  }));
}

export type SavedSearchContent = {
  ads: SearchAd[];
  searchParams: unknown;
  cursor: string | null;
  totalResults: number;
};

/** GET /api/complete-searches/{id}?page=1&limit=1000: the saved ads, free of quota. */
export async function fetchSavedSearch(id: string, signal: AbortSignal): Promise<SavedSearchContent> {
  const reply = await requestJson<{
    results?: unknown;
    searchParams?: unknown;
    cursor?: string | null;
    pagination?: { totalResults?: number };
  }>(`/api/complete-searches/${encodeURIComponent(id)}?page=1&limit=${SAVED_SEARCH_LIMIT}`, { signal });
  const ads = toSearchAds(reply.results);
  return {
    ads,
    searchParams: reply.searchParams ?? null,
    cursor: typeof reply.cursor === "string" && reply.cursor ? reply.cursor : null,
    totalResults: Math.max(reply.pagination?.totalResults ?? 0, ads.length),
  };
}

/** DELETE /api/complete-searches/{id}. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await requestJson(`/api/complete-searches/${encodeURIComponent(id)}`, { method: "DELETE" });
}

// ---------------------------------------------------------------------------------------------
// Card actions
// ---------------------------------------------------------------------------------------------

export const SAVE_SUCCESS_MESSAGE = "Anuncio guardado exitosamente";
export const ALREADY_SAVED_MESSAGE = "Este anuncio ya está guardado";
export const SAVE_PLAN_MESSAGE = "Tu plan actual no permite guardar anuncios. Considera hacer upgrade a un plan superior.";

/** POST /api/saved-ads with the spec defaults: collection 'Búsqueda', tags 'búsqueda' + the term. */
export async function saveAdFromSearch(ad: SearchAd, searchTerm: string): Promise<void> {
  const term = searchTerm.trim().toLocaleLowerCase("es");
  const tags = ["búsqueda", ...(term && term !== "búsqueda" ? [term] : [])];
  await requestJson("/api/saved-ads", {
    method: "POST",
    body: { adData: ad, tags, collection: DEFAULT_COLLECTION, notes: "" },
  });
}

/** Spec §8, save one ad: 'already saved' (which the card then shows as saved), plan refusal, or other. */
export function saveErrorMessage(e: unknown): { message: string; alreadySaved: boolean } {
  if (e instanceof ApiError && e.status === 409) return { message: ALREADY_SAVED_MESSAGE, alreadySaved: true };
  if (e instanceof ApiError && e.status === 403 && (e.serverError ?? "").includes("anuncios guardados")) {
    return { message: SAVE_PLAN_MESSAGE, alreadySaved: false };
  }
  const detail = e instanceof ApiError ? e.serverError : null;
  return { message: `Error al guardar el anuncio: ${detail ?? "Error desconocido"}`, alreadySaved: false };
}

export type TrackAdvertiserPayload = {
  pageId: string;
  pageName: string;
  pageProfileUri: string | null;
  pageProfilePictureUrl: string | null;
  pageLikeCount: number | null;
  pageCategories: string[];
  pageVerification: boolean;
  productType: "physical" | "digital";
  notes: string;
  initialActiveAdsCount: number;
  country: string;
};

/** POST /api/tracked-advertisers (spec §3 creation payload). */
export async function trackAdvertiser(payload: TrackAdvertiserPayload): Promise<void> {
  await requestJson("/api/tracked-advertisers", { method: "POST", body: payload });
}

/** POST /api/suggestions: Spanish keywords for an idea. */
export async function fetchSuggestions(idea: string, signal?: AbortSignal): Promise<string[]> {
  const reply = await requestJson<{ suggestions?: unknown }>("/api/suggestions", { method: "POST", body: { idea }, signal });
  return Array.isArray(reply.suggestions) ? reply.suggestions.filter((s): s is string => typeof s === "string" && s.trim() !== "") : [];
}
