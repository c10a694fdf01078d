/**
 * Meta's official Ad Library API (Graph `ads_archive`). Free (0 credits) but sparse: no media, CTA
 * or collation data, no total count, and outside the EU only political/issue ads.
 * Shapes: docs/architecture.md §6.
 */
import { z } from "zod";
import { decodeCursor, encodeCursor } from "./cursor";
import { ProviderError } from "./errors";
import { endpoint, getJson, type ClassifyFailure, type HttpSettings } from "./http";
import { asObject, normalizeMetaAd } from "./normalize";
import type { AdProvider, MediaType, NormalizedAd, SearchParams, SearchResult } from "./types";

export type MetaConfig = HttpSettings & {
  accessToken: string;
  /** countActiveAds pages through at most this many pages. */
  maxCountPages?: number;
  /** As ScrapeCreators' option: extra pages fetched when `minDays` empties a page. */
  maxExtraPages?: number;
  now?: () => Date;
};

export const ADS_ARCHIVE_PATH = "/ads_archive";

export const META_AD_FIELDS = [
  "id",
  "ad_creation_time",
  "ad_delivery_start_time",
  "ad_delivery_stop_time",
  "ad_snapshot_url",
  "ad_creative_bodies",
  "ad_creative_link_titles",
  "ad_creative_link_descriptions",
  "ad_creative_link_captions",
  "page_id",
  "page_name",
  "publisher_platforms",
  "languages",
  "eu_total_reach",
].join(",");

/** Graph's documented limit for search_terms. */
export const MAX_SEARCH_TERMS_LENGTH = 100;
const LIST_PAGE_SIZE = 50;
const COUNT_PAGE_SIZE = 250;

const archiveReply = z.looseObject({
  data: z.array(z.unknown()),
  paging: z
    .looseObject({
      cursors: z.looseObject({ after: z.string().nullish() }).nullish(),
      next: z.string().nullish(),
    })
    .nullish(),
});

/** Graph error codes: 4/17/32/613 and 80000–80014 are rate limits; 1/2 or is_transient are temporary. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

export const classifyMetaFailure: ClassifyFailure = (status, body) => {
  const error = asObject(asObject(body)?.error);
  const code = typeof error?.code === "number" ? error.code : null;
  const message = typeof error?.message === "string" ? error.message : typeof body === "string" ? body : undefined;
  if (code !== null) {
    if (RATE_LIMIT_CODES.has(code) || (code >= 80000 && code <= 80014)) return { kind: "rate_limited", retryable: true, message };
    if (code === 1 || code === 2 || error?.is_transient === true) return { kind: "upstream", retryable: true, message };
    // 190 invalid/expired token, 102 session, 10 and 200–299 missing permission.
    if (code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299)) return { kind: "auth", retryable: false, message };
    if (code === 100) return { kind: "bad_request", retryable: false, message };
  }
  if (status === 429) return { kind: "rate_limited", retryable: true, message };
  if (status >= 500) return { kind: "upstream", retryable: true, message };
  if (status === 401 || status === 403) return { kind: "auth", retryable: false, message };
  if (status === 404) return { kind: "not_found", retryable: false, message };
  if (status === 400) return { kind: "bad_request", retryable: false, message };
  return { kind: "upstream", retryable: false, message };
};

/**
 * Graph has no IMAGE_AND_MEME; IMAGE is the nearest (a meme is an image with text), where ALL would
 * let videos through.
 */
function metaMediaType(mediaType: MediaType): string {
  return mediaType === "IMAGE_AND_MEME" ? "IMAGE" : mediaType;
}

function reachedCountries(country: string): string {
  const c = country.trim().toUpperCase();
  return JSON.stringify([c === "" ? "ALL" : c]);
}

type MetaCursor = { after: string; seen: number };

function readCursor(cursor: string | null | undefined): MetaCursor | null {
  if (!cursor) return null;
  const data = decodeCursor(cursor);
  if (!data || typeof data.after !== "string" || typeof data.seen !== "number") {
    throw new ProviderError("bad_request", { provider: "meta", detail: "cursor was not issued by the meta provider" });
  }
  return { after: data.after, seen: data.seen };
}

type Page = { items: unknown[]; after: string | null };

export function createMetaProvider(config: MetaConfig): AdProvider {
  const clock = config.now ?? (() => new Date());
  const maxCountPages = config.maxCountPages ?? 20;
  const maxExtraPages = config.maxExtraPages ?? 2;

  async function archivePage(query: Record<string, string | null>, signal: AbortSignal | undefined): Promise<Page> {
    const url = endpoint(config.baseUrl, ADS_ARCHIVE_PATH);
    url.searchParams.set("access_token", config.accessToken);
    url.searchParams.set("ad_active_status", "ACTIVE");
    for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, value);
    const body = await getJson({ provider: "meta", url, signal, settings: config, classify: classifyMetaFailure });
    const parsed = archiveReply.safeParse(body);
    if (!parsed.success) {
      throw new ProviderError("bad_response", { provider: "meta", detail: `${ADS_ARCHIVE_PATH}: unexpected reply (no data array)` });
    }
    const { data, paging } = parsed.data;
    const after = paging?.cursors?.after ?? null;
    // Graph's cursor paging: a page without a `next` link is the last one (and empty data, the end).
    // Relying on `after` alone would cost an extra call and show the user a "load more" that loads nothing.
    const more = data.length > 0 && Boolean(after) && Boolean(paging?.next);
    return { items: data, after: more ? after : null };
  }

  function normalizeAll(items: unknown[], country: string, languages: string[]): NormalizedAd[] {
    const now = clock();
    const c = country.toUpperCase();
    return items.map((item, index) =>
      normalizeMetaAd(item, {
        now,
        fallbackCountries: c === "ALL" ? [] : [c],
        fallbackLanguages: languages.length === 1 ? languages : [],
        index,
      }),
    );
  }

  function searchQuery(params: SearchParams, limit: number, after: string | null): Record<string, string | null> {
    const languages = params.languages.map((l) => l.trim().toLowerCase()).filter(Boolean);
    const base = {
      ad_reached_countries: reachedCountries(params.country),
      media_type: metaMediaType(params.mediaType),
      languages: languages.length > 0 ? JSON.stringify(languages) : null,
      ad_type: params.adType,
      fields: META_AD_FIELDS,
      limit: String(Math.max(1, Math.floor(limit))),
      after,
    };
    if (params.searchType === "page") return { ...base, search_page_ids: JSON.stringify([params.value.trim()]) };
    return {
      ...base,
      search_terms: params.value.trim(),
      search_type: params.searchPhraseType === "exact" ? "KEYWORD_EXACT_PHRASE" : "KEYWORD_UNORDERED",
    };
  }

  return {
    name: "meta",

    async searchAds(params, { cursor, limit, signal }): Promise<SearchResult> {
      if (params.searchType === "keyword" && params.value.trim().length > MAX_SEARCH_TERMS_LENGTH) {
        throw new ProviderError("bad_request", {
          provider: "meta",
          detail: `search_terms longer than ${MAX_SEARCH_TERMS_LENGTH} characters`,
        });
      }
      const start = readCursor(cursor);
      let seen = start?.seen ?? 0;
      let page = await archivePage(searchQuery(params, limit, start?.after ?? null), signal);
      seen += page.items.length;
      let ads = normalizeAll(page.items, params.country, params.languages).filter((ad) => ad.days_running >= params.minDays);
      for (let extra = 0; ads.length === 0 && page.after && extra < maxExtraPages; extra++) {
        page = await archivePage(searchQuery(params, limit, page.after), signal);
        seen += page.items.length;
        ads = normalizeAll(page.items, params.country, params.languages).filter((ad) => ad.days_running >= params.minDays);
      }
      return {
        ads,
        nextCursor: page.after ? encodeCursor({ after: page.after, seen }) : null,
        // Graph gives no total: the ads seen so far is the honest lower bound.
        total: seen,
        credits: 0,
      };
    },

    async countActiveAds(pageId, country, opts = {}) {
      const ids = new Set<string>();
      let after: string | null = null;
      for (let n = 0; n < maxCountPages; n++) {
        const page: Page = await archivePage(
          {
            search_page_ids: JSON.stringify([pageId.trim()]),
            ad_reached_countries: reachedCountries(country),
            fields: "id",
            limit: String(COUNT_PAGE_SIZE),
            after,
          },
          opts.signal,
        );
        for (const [index, item] of page.items.entries()) {
          const id = asObject(item)?.id;
          if (typeof id !== "string" && typeof id !== "number") {
            throw new ProviderError("bad_response", { provider: "meta", detail: `${ADS_ARCHIVE_PATH}: ad #${index}: missing id` });
          }
          ids.add(String(id));
        }
        after = page.after;
        if (!after) break;
      }
      return { count: ids.size, credits: 0 };
    },

    async listPageAds(pageId, country, { cursor, signal }) {
      const start = readCursor(cursor);
      const page = await archivePage(
        {
          search_page_ids: JSON.stringify([pageId.trim()]),
          ad_reached_countries: reachedCountries(country),
          fields: META_AD_FIELDS,
          limit: String(LIST_PAGE_SIZE),
          after: start?.after ?? null,
        },
        signal,
      );
      const seen = (start?.seen ?? 0) + page.items.length;
      return {
        ads: normalizeAll(page.items, country, []),
        nextCursor: page.after ? encodeCursor({ after: page.after, seen }) : null,
        credits: 0,
      };
    },
  };
}
