/**
 * SWR keys of the library screens (the API paths themselves). Kept apart from the hooks so server
 * pages can name the key of the data they render first without importing SWR.
 */
import type { SavedAdSort } from "@/lib/validation/saved-ads";

export type HistoryQuery = { page: number; search?: string; country?: string; dateFrom?: string; dateTo?: string };

/** The API path of one history page. */
export function historyKey(q: HistoryQuery): string {
  const params = new URLSearchParams({ page: String(q.page), limit: "20" });
  for (const k of ["search", "country", "dateFrom", "dateTo"] as const) if (q[k]) params.set(k, q[k]);
  return `/api/search-history?${params}`;
}

export type SavedAdsQuery = { search: string; collection: string; tag: string; sortBy: SavedAdSort; favorites: boolean };

export const SAVED_ADS_PAGE_SIZE = 20;

/** The filters as query parameters, shared by the list and the CSV export link. */
export function savedAdsParams(q: SavedAdsQuery): URLSearchParams {
  const params = new URLSearchParams({ sortBy: q.sortBy });
  if (q.search.trim()) params.set("search", q.search.trim());
  if (q.collection) params.set("collection", q.collection);
  if (q.tag) params.set("tags", q.tag);
  if (q.favorites) params.set("isFavorite", "true");
  return params;
}

export function savedAdsKey(q: SavedAdsQuery, page: number): string {
  const params = savedAdsParams(q);
  params.set("page", String(page));
  params.set("limit", String(SAVED_ADS_PAGE_SIZE));
  return `/api/saved-ads?${params}`;
}
