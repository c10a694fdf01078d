/**
 * Prefilling the search form from the query string (docs/product.md §2: searchType, value, country, minDays,
 * adType, mediaType, searchPhraseType, languages, apifyCount — what 'Repetir' in the history sends).
 * The query string is read on the server (parse-prefill.ts, through the search schema); what the form
 * needs in the browser is here, without zod. Pure and client-safe.
 */
import type { SearchParamsValues } from "@/lib/validation/search";
import type { AdFilters } from "./filters";

export const PREFILL_KEYS = [
  "searchType",
  "value",
  "country",
  "minDays",
  "adType",
  "mediaType",
  "searchPhraseType",
  "languages",
  "apifyCount",
  // docs/product.md §4 Search filters: 'Repetir' and shared links carry them too.
  "shopsOnly",
  "cashOnDelivery",
  "whatsapp",
  "platforms",
  "startedWithin",
  "startedFrom",
  "startedTo",
  "excludedWords",
] as const;

/** The form's values: the search params, except that the text may still be empty. */
export type SearchFormValues = SearchParamsValues;

export type SearchPrefill = {
  values: SearchFormValues;
  /**
   * How many ads the repeated search had asked for (the previous product's scraper count). Kept for
   * reference only: pages are always 20 ads (docs/product.md §9).
   */
  apifyCount: number | null;
};

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * The form before the user types anything: every param at its schema default, no text. Written out
 * rather than read from the schema, so the search screen needs no zod to start; a unit test holds them
 * equal to searchParamsSchema's defaults.
 */
export function defaultSearchValues(): SearchFormValues {
  return {
    searchType: "keyword",
    value: "",
    country: "ALL",
    minDays: 1,
    adType: "ALL",
    mediaType: "ALL",
    searchPhraseType: "unordered",
    languages: ["es"],
    // docs/product.md §4 Search filters, at "no filter".
    shopsOnly: false,
    cashOnDelivery: false,
    whatsapp: false,
    platforms: [],
    startedWithin: null,
    startedFrom: null,
    startedTo: null,
    excludedWords: [],
  };
}

/** The query string that prefills the form with these values ('Repetir', shared links): the inverse of parsePrefill. */
export function prefillQuery(values: SearchFormValues): URLSearchParams {
  const q = new URLSearchParams({
    searchType: values.searchType,
    value: values.value,
    country: values.country,
    minDays: String(values.minDays),
    adType: values.adType,
    mediaType: values.mediaType,
    searchPhraseType: values.searchPhraseType,
    languages: values.languages.join(","),
  });
  setFilterQuery(q, values);
  return q;
}

/**
 * Adds the filters that are set to a prefill query (absent ones read as "no filter"). Takes the partial
 * filters a history entry keeps, so 'Repetir' repeats them too.
 */
export function setFilterQuery(q: URLSearchParams, f: Partial<AdFilters>): URLSearchParams {
  if (f.shopsOnly) q.set("shopsOnly", "true");
  if (f.cashOnDelivery) q.set("cashOnDelivery", "true");
  if (f.whatsapp) q.set("whatsapp", "true");
  if (f.platforms?.length) q.set("platforms", f.platforms.join(","));
  if (f.startedWithin) q.set("startedWithin", String(f.startedWithin));
  if (f.startedFrom) q.set("startedFrom", f.startedFrom);
  if (f.startedTo) q.set("startedTo", f.startedTo);
  if (f.excludedWords?.length) q.set("excludedWords", f.excludedWords.join(","));
  return q;
}

/** Whether the values differ from the defaults in a field that lives under 'Opciones avanzadas'. */
export function hasAdvancedValues(values: SearchFormValues): boolean {
  const defaults = defaultSearchValues();
  return (
    values.country !== defaults.country ||
    values.minDays !== defaults.minDays ||
    values.adType !== defaults.adType ||
    values.mediaType !== defaults.mediaType ||
    values.searchPhraseType !== defaults.searchPhraseType ||
    values.languages.join(",") !== defaults.languages.join(",") ||
    values.shopsOnly !== defaults.shopsOnly ||
    values.cashOnDelivery !== defaults.cashOnDelivery ||
    values.whatsapp !== defaults.whatsapp ||
    values.platforms.length > 0 ||
    values.startedWithin !== null ||
    values.startedFrom !== null ||
    values.startedTo !== null ||
    values.excludedWords.length > 0
  );
}
