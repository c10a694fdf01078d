/**
 * A fake ScrapeCreators API on a local port, answering with the documented shapes
 * (docs/architecture.md §6): key check, paged search and company endpoints. Tests
 * script failures with `server.enqueue(path, reply...)` and read `server.requests`.
 */
import { COMPANY_ADS_PATH, SEARCH_PATH } from "@/lib/providers/scrapecreators";
import { AD_PATH } from "@/lib/providers/scrapecreators-transcript";
import type { RawObject } from "@/lib/providers/types";
import { FakeHttpServer, type FakeReply, type RecordedRequest } from "./fake-http";

export { AD_PATH, COMPANY_ADS_PATH, SEARCH_PATH };
export const FAKE_SC_API_KEY = "sc-test-key";

/** A realistic search item, as ScrapeCreators returns it untrimmed (abridged of always-null fields). */
export function scAd(id: string, overrides: RawObject = {}, snapshot: RawObject = {}): RawObject {
  const pageId = typeof overrides.page_id === "string" ? overrides.page_id : "101234567890123";
  return {
    ad_archive_id: id,
    ad_id: null,
    archive_types: [],
    categories: ["UNKNOWN"],
    collation_count: 3,
    collation_id: `c-${id}`,
    contains_sensitive_content: false,
    currency: "",
    end_date: 1_767_139_200,
    entity_type: "PERSON_PROFILE",
    gated_type: "ELIGIBLE",
    impressions_with_index: { impressions_text: null, impressions_index: -1 },
    is_active: true,
    page_id: pageId,
    page_is_deleted: false,
    page_name: "GlowSkin Colombia",
    political_countries: [],
    publisher_platform: ["FACEBOOK", "INSTAGRAM", "AUDIENCE_NETWORK", "MESSENGER"],
    reach_estimate: null,
    spend: null,
    start_date: 1_760_000_000,
    start_date_string: "2025-10-09T08:53:20.000Z",
    targeted_or_reached_countries: ["CO", "MX"],
    total_active_time: null,
    url: `https://www.facebook.com/ads/library/?id=${id}`,
    ...overrides,
    snapshot: {
      body: { text: "✨ Crema hidratante con colágeno: piel hidratada por 24 horas. 40% de descuento." },
      branded_content: null,
      byline: null,
      caption: "glowskin.co",
      cards: [],
      cta_text: "Comprar ahora",
      cta_type: "SHOP_NOW",
      current_page_name: "GlowSkin Colombia",
      disclaimer_label: null,
      display_format: "IMAGE",
      extra_images: [],
      extra_links: [],
      extra_texts: [],
      extra_videos: [],
      images: [
        {
          original_image_url: `https://scontent.xx.fbcdn.net/v/t39/${id}_n.jpg`,
          resized_image_url: `https://scontent.xx.fbcdn.net/v/t39/${id}_s600x600.jpg`,
          watermarked_resized_image_url: "",
          image_crops: [],
        },
      ],
      is_reshared: false,
      link_description: "Envío gratis a todo Colombia",
      link_url: "https://glowskin.co/crema-hidratante",
      page_categories: ["Salud y belleza"],
      page_entity_type: "PERSON_PROFILE",
      page_id: pageId,
      page_is_deleted: false,
      page_like_count: 15_234,
      page_name: "GlowSkin Colombia",
      page_profile_picture_url: "https://scontent.xx.fbcdn.net/v/t39/profile.jpg",
      page_profile_uri: "https://www.facebook.com/glowskinco/",
      title: "Crema hidratante GlowSkin",
      videos: [],
      ...snapshot,
    },
  };
}

export type ScPageOptions = {
  /** searchResultsCount; null leaves it out. */
  count?: number | null;
  /** credits_charged; null leaves it out (the client then assumes 1). */
  creditsCharged?: number | null;
};

function pageIndex(req: RecordedRequest): number | null {
  const cursor = req.query.get("cursor");
  if (cursor === null) return 0;
  const match = /^cursor-(\d+)$/.exec(cursor);
  return match ? Number(match[1]) : null;
}

/** A paged reply: page i is served for `cursor-i` and points to `cursor-(i+1)` until the last. */
function pagedReply(pages: unknown[][], req: RecordedRequest, key: "searchResults" | "results", opts: ScPageOptions): FakeReply {
  const index = pageIndex(req);
  if (index === null || index >= Math.max(1, pages.length)) {
    return { status: 400, json: { success: false, error: "Invalid cursor" } };
  }
  const items = pages[index] ?? [];
  const json: RawObject = {
    success: true,
    credits_remaining: 4_321,
    [key]: items,
    cursor: index + 1 < pages.length ? `cursor-${index + 1}` : null,
  };
  if (opts.creditsCharged !== null) json.credits_charged = opts.creditsCharged ?? 1;
  if (opts.count !== null && opts.count !== undefined) json.searchResultsCount = opts.count;
  return { json };
}

export const scErrors = {
  badKey: { status: 401, json: { success: false, error: "Invalid API key" } },
  noCredits: { status: 402, json: { success: false, error: "You are out of credits" } },
  badRequest: { status: 400, json: { success: false, error: "query is required" } },
  rateLimited: (retryAfter?: string): FakeReply => ({
    status: 429,
    json: { success: false, error: "Too many requests" },
    headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
  }),
  serverError: { status: 500, json: { success: false, error: "Upstream scraping failed" } },
} satisfies Record<string, FakeReply | ((...args: never[]) => FakeReply)>;

export type FakeScrapeCreators = {
  server: FakeHttpServer;
  url: string;
  /** What the search endpoint serves, page by page. */
  setSearchPages(pages: unknown[][], opts?: ScPageOptions): void;
  /** What the company endpoint serves, page by page. */
  setCompanyPages(pages: unknown[][], opts?: ScPageOptions): void;
  /**
   * What the single-ad endpoint answers for an ad with `get_transcript=true`: its transcript (found), null
   * (a video without one: `transcript: null`, as absent), or a failure reply (error). Unset ads are absent.
   */
  setTranscript(adId: string, transcript: string | null | FakeReply): void;
  close(): Promise<void>;
};

export async function startFakeScrapeCreators(): Promise<FakeScrapeCreators> {
  const server = await FakeHttpServer.start();
  let search: { pages: unknown[][]; opts: ScPageOptions } = { pages: [[]], opts: {} };
  let company: { pages: unknown[][]; opts: ScPageOptions } = { pages: [[]], opts: {} };
  const keyed =
    (serve: (req: RecordedRequest) => FakeReply) =>
    (req: RecordedRequest): FakeReply =>
      req.headers["x-api-key"] === FAKE_SC_API_KEY ? serve(req) : scErrors.badKey;

  server.route(
    SEARCH_PATH,
    keyed((req) => (req.query.get("query") ? pagedReply(search.pages, req, "searchResults", search.opts) : scErrors.badRequest)),
  );
  server.route(
    COMPANY_ADS_PATH,
    keyed((req) => (req.query.get("pageId") ? pagedReply(company.pages, req, "results", company.opts) : scErrors.badRequest)),
  );

  const transcripts = new Map<string, string | null | FakeReply>();
  server.route(
    AD_PATH,
    keyed((req) => {
      const id = req.query.get("id");
      if (!id) return scErrors.badRequest;
      const t = transcripts.get(id) ?? null;
      if (t !== null && typeof t === "object") return t;
      return {
        json: {
          success: true,
          credits_remaining: 4_320,
          credits_charged: 1,
          adArchiveID: id,
          pageID: "101234567890123",
          snapshot: { body: "…", videos: [{ video_sd_url: "https://video.xx.fbcdn.net/v/x.mp4" }] },
          transcript: req.query.get("get_transcript") === "true" ? t : undefined,
        },
      };
    }),
  );

  return {
    server,
    url: server.url,
    setTranscript: (adId, transcript) => {
      transcripts.set(adId, transcript);
    },
    setSearchPages: (pages, opts = {}) => {
      search = { pages, opts };
    },
    setCompanyPages: (pages, opts = {}) => {
      company = { pages, opts };
    },
    close: () => server.close(),
  };
}
