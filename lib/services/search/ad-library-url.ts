import { AppError } from "@/lib/errors";
import { searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";

const INVALID_URL = "La URL debe ser de la Biblioteca de Anuncios de Facebook (facebook.com/ads/library)";

/**
 * Reads search params out of an Ad Library URL (the links users copy from facebook.com/ads/library).
 * The URL is only parsed, never fetched.
 */
export function paramsFromAdLibraryUrl(raw: string): SearchParamsValues {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("BAD_REQUEST", INVALID_URL);
  }
  const host = url.hostname.toLowerCase();
  if (
    url.protocol !== "https:" ||
    !(host === "facebook.com" || host.endsWith(".facebook.com")) ||
    !url.pathname.startsWith("/ads/library")
  ) {
    throw new AppError("BAD_REQUEST", INVALID_URL);
  }
  const q = url.searchParams;
  const languages = q.getAll("content_languages[0]").concat(q.getAll("content_languages"));
  const parsed = searchParamsSchema.safeParse({
    value: q.get("q") ?? "",
    country: q.get("country") ?? "ALL",
    adType: (q.get("ad_type") ?? "all").toUpperCase() === "POLITICAL_AND_ISSUE_ADS" ? "POLITICAL_AND_ISSUE_ADS" : "ALL",
    mediaType: (q.get("media_type") ?? "all").toUpperCase(),
    searchPhraseType: q.get("search_type") === "keyword_exact_phrase" ? "exact" : "unordered",
    languages: languages.length ? languages : undefined,
    minDays: 0,
  });
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? INVALID_URL);
  return parsed.data;
}
