/**
 * Prefilling the search form from the query string (docs/product.md §2: searchType, value, country, minDays,
 * adType, mediaType, searchPhraseType, languages, apifyCount — what 'Repetir' in the history sends).
 * Each value goes through the shared search schema; a missing or invalid one takes the schema's
 * default. Pure and client-safe.
 */
import { COUNTRY_CODES, LANGUAGE_CODES } from "@/lib/providers/catalog";
import { searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";
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

const shape = searchParamsSchema.shape;

/** The form before the user types anything: every param at its schema default, no text. */
export function defaultSearchValues(): SearchFormValues {
  return {
    searchType: shape.searchType.parse(undefined),
    value: "",
    country: shape.country.parse(undefined),
    minDays: shape.minDays.parse(undefined),
    adType: shape.adType.parse(undefined),
    mediaType: shape.mediaType.parse(undefined),
    searchPhraseType: shape.searchPhraseType.parse(undefined),
    languages: shape.languages.parse(undefined),
    ...defaultFilterValues(),
  };
}

/** The filters of docs/product.md §4 at "no filter". */
function defaultFilterValues() {
  return {
    shopsOnly: shape.shopsOnly.parse(undefined),
    cashOnDelivery: shape.cashOnDelivery.parse(undefined),
    whatsapp: shape.whatsapp.parse(undefined),
    platforms: shape.platforms.parse(undefined),
    startedWithin: shape.startedWithin.parse(undefined),
    startedFrom: shape.startedFrom.parse(undefined),
    startedTo: shape.startedTo.parse(undefined),
    excludedWords: shape.excludedWords.parse(undefined),
  };
}

/** The filters a query string asks for; an invalid one (or a date range beside a period) is dropped. */
function parseFilters(query: QueryInput) {
  const filters = {
    shopsOnly: field("shopsOnly", read(query, "shopsOnly")),
    cashOnDelivery: field("cashOnDelivery", read(query, "cashOnDelivery")),
    whatsapp: field("whatsapp", read(query, "whatsapp")),
    platforms: field("platforms", read(query, "platforms")),
    startedWithin: field("startedWithin", read(query, "startedWithin")),
    startedFrom: field("startedFrom", read(query, "startedFrom")),
    startedTo: field("startedTo", read(query, "startedTo")),
    excludedWords: field("excludedWords", read(query, "excludedWords")),
  };
  if (filters.startedWithin !== null) return { ...filters, startedFrom: null, startedTo: null };
  if (filters.startedFrom !== null && filters.startedTo !== null && filters.startedFrom > filters.startedTo)
    return { ...filters, startedFrom: null, startedTo: null };
  return filters;
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

function read(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const raw = query[key];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The parsed value, or the default when the raw value does not pass the schema. */
function field<K extends keyof typeof shape>(key: K, raw: string | undefined): SearchParamsValues[K] {
  const schema = shape[key];
  const parsed = schema.safeParse(raw);
  return (parsed.success ? parsed.data : schema.parse(undefined)) as SearchParamsValues[K];
}

function parseCountry(raw: string | undefined): string {
  const country = field("country", raw);
  return country === "ALL" || COUNTRY_CODES.includes(country) ? country : field("country", undefined);
}

/** Comma-separated codes; unknown ones are dropped. An empty list means every language. */
function parseLanguages(raw: string | undefined): string[] {
  if (raw === undefined) return field("languages", undefined);
  const codes = raw
    .split(",")
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  const known = [...new Set(codes.filter((code) => LANGUAGE_CODES.includes(code)))];
  // Only unknown codes: the link was not meant for us; fall back to the default rather than "all".
  if (codes.length > 0 && known.length === 0) return field("languages", undefined);
  return known;
}

function parseApifyCount(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : null;
}

/**
 * The form values a query string asks for, or null when it names none of the prefill keys (then the
 * persisted params apply). Keys that are absent take their defaults: the link describes a whole search.
 */
export function parsePrefill(query: QueryInput): SearchPrefill | null {
  const present = PREFILL_KEYS.some((key) => read(query, key) !== undefined);
  if (!present) return null;

  const rawValue = read(query, "value");
  const value = rawValue === undefined ? "" : (shape.value.safeParse(rawValue).data ?? rawValue.trim().slice(0, 100));

  return {
    values: {
      searchType: field("searchType", read(query, "searchType")),
      value,
      country: parseCountry(read(query, "country")),
      minDays: field("minDays", read(query, "minDays")),
      adType: field("adType", read(query, "adType")),
      mediaType: field("mediaType", read(query, "mediaType")),
      searchPhraseType: field("searchPhraseType", read(query, "searchPhraseType")),
      languages: parseLanguages(read(query, "languages")),
      ...parseFilters(query),
    },
    apifyCount: parseApifyCount(read(query, "apifyCount")),
  };
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
