/**
 * When two watches watch the same search (docs/watches.md 'Duplicates'): the service refuses a second one
 * and 'Vigilar esta búsqueda' reads 'Vigilando esta búsqueda', both by this one rule. Pure and client-safe.
 */
import type { SearchParamsValues } from "@/lib/validation/search";

/** Params as stored (parsed by the search schema, or older JSON that may lack the later filters). */
export type StoredParams = Partial<SearchParamsValues> & Pick<SearchParamsValues, "value">;

const sortedUnique = (list: readonly string[] | undefined) => [...new Set(list ?? [])].sort();

/**
 * The search a watch repeats, normalised as the shared cache normalises it ("Crema ", "crema" and a
 * reordered language list are one search), plus the filters applied after the fetch (minimum days,
 * excluded words…), which make a different watch with different ads.
 */
export function searchIdentity(params: StoredParams): string {
  return JSON.stringify([
    params.searchType ?? "keyword",
    params.value.trim().toLowerCase().replace(/\s+/g, " "),
    (params.country ?? "ALL").toUpperCase(),
    params.adType ?? "ALL",
    params.mediaType ?? "ALL",
    params.searchPhraseType ?? "unordered",
    sortedUnique(params.languages),
    params.minDays ?? 1,
    Boolean(params.shopsOnly),
    Boolean(params.cashOnDelivery),
    Boolean(params.whatsapp),
    sortedUnique(params.platforms),
    params.startedWithin ?? null,
    params.startedFrom ?? null,
    params.startedTo ?? null,
    sortedUnique(params.excludedWords),
  ]);
}

/** The watch (of `watches`) that already watches `params`, if any. */
export function findSameSearch<W extends { params: StoredParams }>(watches: readonly W[], params: StoredParams): W | undefined {
  const identity = searchIdentity(params);
  return watches.find((w) => searchIdentity(w.params) === identity);
}
