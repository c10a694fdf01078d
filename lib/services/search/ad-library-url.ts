import "server-only";
import { AppError } from "@/lib/errors";
import { PLATFORMS, searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";

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
  // The Ad Library writes publisher_platforms[0]=instagram&publisher_platforms[1]=facebook; placements
  // the search does not offer (threads, whatsapp) are dropped rather than refusing the link.
  const platforms = [...q.entries()]
    .filter(([key]) => /^publisher_platforms(?:\[\d{1,2}\])?$/.test(key))
    .map(([, value]) => value.trim().toLowerCase())
    .filter((p): p is (typeof PLATFORMS)[number] => (PLATFORMS as readonly string[]).includes(p));
  const parsed = searchParamsSchema.safeParse({
    value: q.get("q") ?? "",
    country: q.get("country") ?? "ALL",
    adType: (q.get("ad_type") ?? "all").toUpperCase() === "POLITICAL_AND_ISSUE_ADS" ? "POLITICAL_AND_ISSUE_ADS" : "ALL",
    mediaType: (q.get("media_type") ?? "all").toUpperCase(),
    searchPhraseType: q.get("search_type") === "keyword_exact_phrase" ? "exact" : "unordered",
    languages: languages.length ? languages : undefined,
    platforms,
    minDays: 0,
  });
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? INVALID_URL);
  return parsed.data;
}
