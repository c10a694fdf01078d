/**
 * The search form's values from the query string (docs/product.md §2: what 'Repetir' in the history and
 * shared links send), read on the server. Each value goes through the shared search schema; a missing
 * or invalid one takes the schema's default.
 */
import { COUNTRY_CODES, LANGUAGE_CODES } from "@/lib/providers/catalog";
import { searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";
import { PREFILL_KEYS, type QueryInput, type SearchPrefill } from "./prefill";

const shape = searchParamsSchema.shape;

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
