/**
 * ScrapeCreators' Facebook Ad Library API (https://api.scrapecreators.com). 1 credit per call.
 * Shapes: docs/architecture.md §6.
 */
import { z } from "zod";
import { ProviderError } from "./errors";
import { endpoint, getJson, type ClassifyFailure, type HttpSettings } from "./http";
import { asObject, normalizeScrapeCreatorsAd } from "./normalize";
import type { AdProvider, NormalizedAd, SearchParams, SearchResult } from "./types";

export type ScrapeCreatorsConfig = HttpSettings & {
  apiKey: string;
  /** countActiveAds pages through at most this many pages (1 credit each) when no total is given. */
  maxCountPages?: number;
  /**
   * When `minDays` filters out a whole page, fetch up to this many more pages in the same call, so
   * the user does not get an empty page with "load more" (each costs a credit).
   */
  maxExtraPages?: number;
  now?: () => Date;
};

export const SEARCH_PATH = "/v1/facebook/adLibrary/search/ads";
export const COMPANY_ADS_PATH = "/v1/facebook/adLibrary/company/ads";

const cursorField = z
  .string()
  .nullish()
  .transform((c) => (c && c.trim() !== "" ? c : null));
const countField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = typeof v === "string" ? Number(v) : v;
    return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
  });
const creditsField = z.number().nonnegative().nullish();

const searchReply = z.looseObject({
  success: z.boolean().optional(),
  searchResults: z.array(z.unknown()),
  cursor: cursorField,
  searchResultsCount: countField,
  credits_charged: creditsField,
});

/** The company endpoint answers `results`; accept `searchResults` too, in case it follows search's shape. */
const companyReply = z
  .looseObject({
    success: z.boolean().optional(),
    results: z.array(z.unknown()).optional(),
    searchResults: z.array(z.unknown()).optional(),
    cursor: cursorField,
    searchResultsCount: countField,
    credits_charged: creditsField,
  })
  .refine((r) => r.results !== undefined || r.searchResults !== undefined, { message: "no results array" });

type Page = { items: unknown[]; cursor: string | null; count: number | null; credits: number };

/** 400 bad parameters, 401 key, 402 credits, 404, 429, 5xx (ScrapeCreators' documented statuses). */
export const classifyScrapeCreatorsFailure: ClassifyFailure = (status, body) => {
  const o = asObject(body);
  const text = typeof body === "string" ? body : undefined;
  const message = [o?.message, o?.error, o?.detail, text].find((v): v is string => typeof v === "string");
  if (status === 429) return { kind: "rate_limited", retryable: true, message };
  if (status >= 500) return { kind: "upstream", retryable: true, message };
  if (status === 401 || status === 403) return { kind: "auth", retryable: false, message };
  if (status === 402) return { kind: "credits", retryable: false, message };
  if (status === 404) return { kind: "not_found", retryable: false, message };
  if (status === 400 || status === 422) return { kind: "bad_request", retryable: false, message };
  return { kind: "upstream", retryable: false, message };
};

/** The one language the endpoint takes; the first chosen wins (see searchAds). */
function firstLanguage(languages: string[]): string | null {
  const first = languages[0]?.trim().toLowerCase();
  return first ? first : null;
}

export function createScrapeCreatorsProvider(config: ScrapeCreatorsConfig): AdProvider {
  const clock = config.now ?? (() => new Date());
  const maxCountPages = config.maxCountPages ?? 10;
  const maxExtraPages = config.maxExtraPages ?? 2;

  async function call(path: string, query: Record<string, string | null>, signal: AbortSignal | undefined): Promise<unknown> {
    const url = endpoint(config.baseUrl, path);
    for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, value);
    const body = await getJson({
      provider: "scrapecreators",
      url,
      headers: { "x-api-key": config.apiKey },
      signal,
      settings: config,
      classify: classifyScrapeCreatorsFailure,
    });
    const o = asObject(body);
    // A 200 that says it failed is still a failure, never an empty result.
    if (o?.success === false) {
      const why = typeof o.message === "string" ? o.message : typeof o.error === "string" ? o.error : "success: false";
      throw new ProviderError("upstream", { provider: "scrapecreators", upstreamStatus: 200, detail: `${path}: ${why}` });
    }
    return body;
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown, path: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError("bad_response", {
        provider: "scrapecreators",
        detail: `${path}: unexpected reply (${issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "invalid"})`,
      });
    }
    return parsed.data;
  }

  async function searchPage(params: SearchParams, cursor: string | null, signal: AbortSignal | undefined): Promise<Page> {
    const body = await call(
      SEARCH_PATH,
      {
        query: params.value.trim(),
        search_type: params.searchPhraseType === "exact" ? "keyword_exact_phrase" : "keyword_unordered",
        // Only "all" and "political_and_issue_ads" exist upstream; housing, employment and financial
        // ads cannot be singled out, so those ad types search everything rather than fail.
        ad_type: params.adType === "POLITICAL_AND_ISSUE_ADS" ? "political_and_issue_ads" : "all",
        country: params.country.toUpperCase() === "ALL" ? null : params.country.toUpperCase(),
        status: "ACTIVE",
        media_type: params.mediaType,
        // One language only upstream: with several chosen, the first one filters.
        language: firstLanguage(params.languages),
        cursor,
        trim: "true",
      },
      signal,
    );
    const reply = parse(searchReply, body, SEARCH_PATH);
    return { items: reply.searchResults, cursor: reply.cursor, count: reply.searchResultsCount, credits: reply.credits_charged ?? 1 };
  }

  async function companyPage(
    pageId: string,
    country: string,
    extra: { mediaType?: string; language?: string | null },
    cursor: string | null,
    signal: AbortSignal | undefined,
  ): Promise<Page> {
    const body = await call(
      COMPANY_ADS_PATH,
      {
        pageId: pageId.trim(),
        country: country.toUpperCase() === "ALL" ? null : country.toUpperCase(),
        status: "ACTIVE",
        media_type: extra.mediaType ?? null,
        language: extra.language ?? null,
        cursor,
        trim: "true",
      },
      signal,
    );
    const reply = parse(companyReply, body, COMPANY_ADS_PATH);
    return {
      items: reply.results ?? reply.searchResults ?? [],
      cursor: reply.cursor,
      count: reply.searchResultsCount,
      credits: reply.credits_charged ?? 1,
    };
  }

  function normalizeAll(items: unknown[], country: string, language: string | null): NormalizedAd[] {
    const now = clock();
    const fallbackCountries = country.toUpperCase() === "ALL" ? [] : [country.toUpperCase()];
    const fallbackLanguages = language ? [language] : [];
    return items.map((item, index) => normalizeScrapeCreatorsAd(item, { now, fallbackCountries, fallbackLanguages, index }));
  }

  return {
    name: "scrapecreators",

    async searchAds(params, { cursor, signal }): Promise<SearchResult> {
      const language = firstLanguage(params.languages);
      const fetchPage = (c: string | null) =>
        params.searchType === "page"
          ? companyPage(params.value, params.country, { mediaType: params.mediaType, language }, c, signal)
          : searchPage(params, c, signal);

      let page = await fetchPage(cursor ?? null);
      let credits = page.credits;
      let seen = page.items.length;
      let ads = normalizeAll(page.items, params.country, language).filter((ad) => ad.days_running >= params.minDays);
      for (let extra = 0; ads.length === 0 && page.cursor && extra < maxExtraPages; extra++) {
        const total = page.count;
        page = await fetchPage(page.cursor);
        page.count ??= total;
        credits += page.credits;
        seen += page.items.length;
        ads = normalizeAll(page.items, params.country, language).filter((ad) => ad.days_running >= params.minDays);
      }
      return { ads, nextCursor: page.cursor, total: page.count ?? seen, credits };
    },

    async countActiveAds(pageId, country, opts = {}) {
      const ids = new Set<string>();
      let credits = 0;
      let cursor: string | null = null;
      for (let n = 0; n < maxCountPages; n++) {
        const page: Page = await companyPage(pageId, country, {}, cursor, opts.signal);
        credits += page.credits;
        // The reply's own total, when present, saves paging through every ad.
        if (page.count !== null) return { count: page.count, credits };
        for (const [index, item] of page.items.entries()) {
          const o = asObject(item);
          const id = o?.ad_archive_id ?? o?.adArchiveID ?? o?.adArchiveId;
          if (typeof id !== "string" && typeof id !== "number") {
            throw new ProviderError("bad_response", {
              provider: "scrapecreators",
              detail: `${COMPANY_ADS_PATH}: ad #${index}: missing ad_archive_id`,
            });
          }
          ids.add(String(id));
        }
        cursor = page.cursor;
        if (!cursor) break;
      }
      // Past maxCountPages the figure is a lower bound; the cap keeps one count from burning credits.
      return { count: ids.size, credits };
    },

    async listPageAds(pageId, country, { cursor, signal }) {
      const page = await companyPage(pageId, country, {}, cursor ?? null, signal);
      return { ads: normalizeAll(page.items, country, null), nextCursor: page.cursor, credits: page.credits };
    },
  };
}
