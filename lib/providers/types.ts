import type { ScoreComponent, WinnerLabel } from "@/lib/score";
import type { AdSignals } from "@/lib/signals";

/**
 * The one interface the app uses to read ads, whatever the source (ScrapeCreators, Meta's Graph API
 * or the embedded demo data set). See docs/architecture.md §6 for the upstream shapes.
 */

export const PROVIDER_NAMES = ["demo", "scrapecreators", "meta"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export const AD_TYPES = ["ALL", "POLITICAL_AND_ISSUE_ADS", "HOUSING_ADS", "EMPLOYMENT_ADS", "FINANCIAL_PRODUCTS_AND_SERVICES_ADS"] as const;
export type AdType = (typeof AD_TYPES)[number];

export const MEDIA_TYPES = ["ALL", "IMAGE", "VIDEO", "MEME", "IMAGE_AND_MEME", "NONE"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * `keyword` searches ad text; `page` lists one advertiser's ads (`value` is the page id), which is
 * what every upstream offers besides keywords.
 */
export type SearchType = "keyword" | "page";
export type SearchPhraseType = "unordered" | "exact";

/** docs/product.md §3 search params, already validated. `country` is ISO-3166 alpha-2 or "ALL". */
export type SearchParams = {
  searchType: SearchType;
  value: string;
  country: string;
  /** Applied to `days_running` by every provider (upstreams have no such filter). */
  minDays: number;
  adType: AdType;
  mediaType: MediaType;
  searchPhraseType: SearchPhraseType;
  /** ISO-639-1 codes; any-of. Empty = every language. */
  languages: string[];
  /**
   * Filters sent upstream by the providers that take them (./filters.ts); the service applies each
   * exactly afterwards, so a provider may ignore them. Placements any-of (lowercase, as normalized).
   */
  platforms?: string[];
  /** Delivered on or after / on or before these days (YYYY-MM-DD). */
  deliveredFrom?: string | null;
  deliveredTo?: string | null;
};

export type AdSource = "scrapecreators_api" | "meta_graph_api" | "demo";

export type AdVideo = {
  video_hd_url: string | null;
  video_sd_url: string | null;
  video_preview_image_url: string | null;
};

/** A JSON object as it came from upstream; kept so nothing the UI might want later is lost. */
export type RawObject = { [key: string]: unknown };

/** The product's normalized view of a snapshot, whatever the provider (docs/product.md §3 `apify_data`). */
export type ApifyData = {
  images: string[];
  videos: AdVideo[];
  page_profile_picture_url: string | null;
  page_categories: string[];
  page_like_count: number | null;
  page_profile_uri: string | null;
  display_format: string | null;
  cta_text: string | null;
  cta_type: string | null;
  link_url: string | null;
  original_item: { snapshot: RawObject };
};

/** docs/product.md §3 Ad, with the snake_case keys the JSON API returns. */
export type NormalizedAd = {
  id: string;
  page_id: string;
  page_name: string;
  days_running: number;
  /** Size of the group of ads sharing this creative and text; upstream null is read as 1. */
  collation_count: number;
  collation_id: string | null;
  /** 1–5, see hotness.ts. */
  hotness_score: number;
  /** 0–100, docs/score.md; recomputed with the page, with the advertiser's momentum when known. */
  winner_score: number;
  winner_label: WinnerLabel | null;
  /** The '¿Por qué?' lines; their points add up to winner_score. */
  winner_explanation: ScoreComponent[];
  /** docs/signals.md: cash on delivery, WhatsApp, prices, free shipping, storefront, not-a-shop. */
  signals: AdSignals;
  /** The detectors that read `signals` (lib/signals/version.ts); absent on ads stored before 1 December 2026. */
  signals_version?: string;
  /** ISO 8601. */
  ad_delivery_start_time: string;
  ad_delivery_stop_time: string | null;
  is_active: boolean;
  ad_snapshot_url: string;
  ad_creative_bodies: string[];
  ad_creative_link_titles: string[];
  ad_creative_link_descriptions: string[];
  ad_creative_link_captions: string[];
  /** Lowercase: facebook, instagram, messenger, audience_network, threads... */
  publisher_platform: string[];
  /** ISO-639-1. */
  languages: string[];
  /** ISO-3166 alpha-2 countries the ad reached or targets (as far as the provider tells). */
  countries: string[];
  source: AdSource;
  apify_data: ApifyData;
  /** The raw upstream snapshot (or the raw item when the upstream has no snapshot). */
  snapshot: RawObject;
  /** The product it sells, when that product is listed (docs/product.md §Productos); added on every read. */
  product_id?: string | null;
  /** Stores selling that product ('Usado por N tiendas'). */
  store_count?: number;
};

export type SearchOptions = {
  cursor?: string | null;
  /**
   * Desired page size. The demo and Meta honour it; ScrapeCreators has a fixed page size (about 30)
   * and returns its page whole, since cutting it would lose ads already paid for.
   */
  limit: number;
  signal?: AbortSignal;
};

export type SearchResult = {
  ads: NormalizedAd[];
  /** Opaque; null when there is nothing more. */
  nextCursor: string | null;
  /**
   * Total matches as far as the provider knows. ScrapeCreators reports an upstream figure (possibly
   * capped, and counted before `minDays`); Meta reports none, so it is the number of ads seen so far.
   */
  total: number;
  /** Upstream credits this call spent (ScrapeCreators: 1 a request; Meta and demo: 0). */
  credits: number;
};

export interface AdProvider {
  readonly name: ProviderName;
  searchAds(params: SearchParams, opts: SearchOptions): Promise<SearchResult>;
  /** Active ads of one advertiser reaching `country` ("ALL" = anywhere). */
  countActiveAds(pageId: string, country: string, opts?: { signal?: AbortSignal }): Promise<{ count: number; credits: number }>;
  /** One page of an advertiser's active ads reaching `country`. */
  listPageAds(
    pageId: string,
    country: string,
    opts: { cursor?: string | null; signal?: AbortSignal },
  ): Promise<{ ads: NormalizedAd[]; nextCursor: string | null; credits: number }>;
}
