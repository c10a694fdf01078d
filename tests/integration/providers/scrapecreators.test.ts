import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createScrapeCreatorsProvider, type ScrapeCreatorsConfig } from "@/lib/providers/scrapecreators";
import type { AdProvider, SearchParams } from "@/lib/providers/types";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import {
  COMPANY_ADS_PATH,
  FAKE_SC_API_KEY,
  SEARCH_PATH,
  scAd,
  scErrors,
  startFakeScrapeCreators,
  type FakeScrapeCreators,
} from "@/tests/support/fake-scrapecreators";
import { expectKindFor, failure, FAST_CLIENT, PROVIDER_NOW as NOW } from "@/tests/support/provider-clients";

const DAY_S = 86_400;
const nowS = Math.floor(NOW.getTime() / 1000);

const params: SearchParams = {
  searchType: "keyword",
  value: "crema hidratante",
  country: "CO",
  minDays: 0,
  adType: "ALL",
  mediaType: "ALL",
  searchPhraseType: "unordered",
  languages: ["es"],
};

let fake: FakeScrapeCreators;

function client(overrides: Partial<ScrapeCreatorsConfig> = {}): AdProvider {
  return createScrapeCreatorsProvider({
    baseUrl: fake.url,
    apiKey: FAKE_SC_API_KEY,
    ...FAST_CLIENT,
    ...overrides,
  });
}

const expectKind = expectKindFor("scrapecreators");

beforeAll(async () => {
  fake = await startFakeScrapeCreators();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.server.reset();
  fake.setSearchPages([[scAd("1001"), scAd("1002")]], { count: 2 });
});

describe("ScrapeCreators search request", () => {
  it("sends the key header and the documented query", async () => {
    await client().searchAds(params, { limit: 20 });
    const [req] = fake.server.requestsTo(SEARCH_PATH);
    expect(req?.headers["x-api-key"]).toBe(FAKE_SC_API_KEY);
    expect(Object.fromEntries(req?.query ?? [])).toEqual({
      query: "crema hidratante",
      search_type: "keyword_unordered",
      ad_type: "all",
      country: "CO",
      status: "ACTIVE",
      media_type: "ALL",
      language: "es",
      trim: "true",
    });
  });

  it("maps exact phrase, political ads, media type and the first language; leaves out ALL countries", async () => {
    await client().searchAds(
      {
        ...params,
        searchPhraseType: "exact",
        adType: "POLITICAL_AND_ISSUE_ADS",
        mediaType: "VIDEO",
        country: "ALL",
        languages: ["pt", "es"],
      },
      { limit: 20 },
    );
    const q = fake.server.requestsTo(SEARCH_PATH)[0]?.query;
    expect(q?.get("search_type")).toBe("keyword_exact_phrase");
    expect(q?.get("ad_type")).toBe("political_and_issue_ads");
    expect(q?.get("media_type")).toBe("VIDEO");
    expect(q?.get("language")).toBe("pt");
    expect(q?.has("country")).toBe(false);
  });

  it("searches everything for ad types ScrapeCreators cannot single out", async () => {
    await client().searchAds({ ...params, adType: "HOUSING_ADS" }, { limit: 20 });
    expect(fake.server.requestsTo(SEARCH_PATH)[0]?.query.get("ad_type")).toBe("all");
  });
});

describe("ScrapeCreators search paging", () => {
  it("follows the cursor to the end, collecting every ad once and 1 credit a page", async () => {
    fake.setSearchPages([[scAd("1"), scAd("2"), scAd("3")], [scAd("4"), scAd("5")], [scAd("6")]], { count: 6 });
    const provider = client();
    const ids: string[] = [];
    let cursor: string | null = null;
    let credits = 0;
    let calls = 0;
    do {
      const page = await provider.searchAds(params, { cursor, limit: 20 });
      ids.push(...page.ads.map((a) => a.id));
      expect(page.total).toBe(6);
      credits += page.credits;
      cursor = page.nextCursor;
      calls++;
    } while (cursor !== null && calls < 10);
    expect(ids).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(credits).toBe(3);
    expect(fake.server.requestsTo(SEARCH_PATH).map((r) => r.query.get("cursor"))).toEqual([null, "cursor-1", "cursor-2"]);
  });

  it("counts the credits the reply reports, and 1 when it reports none", async () => {
    fake.setSearchPages([[scAd("1")]], { creditsCharged: 2 });
    expect((await client().searchAds(params, { limit: 20 })).credits).toBe(2);
    fake.setSearchPages([[scAd("1")]], { creditsCharged: null });
    expect((await client().searchAds(params, { limit: 20 })).credits).toBe(1);
  });

  it("drops ads younger than minDays and fetches on when a whole page is too young", async () => {
    const young = (id: string) => scAd(id, { start_date: nowS - 2 * DAY_S });
    const old = (id: string) => scAd(id, { start_date: nowS - 40 * DAY_S });
    fake.setSearchPages([[young("1"), young("2")], [young("3"), old("4")], [old("5")]], { count: 5 });
    const page = await client().searchAds({ ...params, minDays: 30 }, { limit: 20 });
    expect(page.ads.map((a) => a.id)).toEqual(["4"]);
    expect(page.ads[0]?.days_running).toBe(40);
    expect(page.credits).toBe(2);
    expect(page.nextCursor).toBe("cursor-2");
  });
});

describe("ScrapeCreators normalization", () => {
  it("turns a realistic item into a complete Ad", async () => {
    fake.setSearchPages([[scAd("123456789", { start_date: nowS - 20 * DAY_S, collation_count: 12 })]]);
    const [ad] = (await client().searchAds(params, { limit: 20 })).ads;
    expect(ad).toEqual({
      id: "123456789",
      page_id: "101234567890123",
      page_name: "GlowSkin Colombia",
      days_running: 20,
      collation_count: 12,
      collation_id: "c-123456789",
      hotness_score: 5,
      // docs/score.md: 20 days +12, 12 copies +14, reach 2 countries +4, 4 placements +4, active +5.
      winner_score: 39,
      winner_label: "Prometedor",
      winner_explanation: expect.arrayContaining([{ key: "longevity", points: 12, text: "Activo desde hace 20 días: +12" }]),
      signals: { cash_on_delivery: false, whatsapp: false, free_shipping: true, prices: [], storefront: null, not_shop: [], is_shop: true },
      signals_version: SIGNALS_VERSION,
      ad_delivery_start_time: new Date((nowS - 20 * DAY_S) * 1000).toISOString(),
      ad_delivery_stop_time: null,
      is_active: true,
      ad_snapshot_url: "https://www.facebook.com/ads/library/?id=123456789",
      ad_creative_bodies: ["✨ Crema hidratante con colágeno: piel hidratada por 24 horas. 40% de descuento."],
      ad_creative_link_titles: ["Crema hidratante GlowSkin"],
      ad_creative_link_descriptions: ["Envío gratis a todo Colombia"],
      ad_creative_link_captions: ["glowskin.co"],
      publisher_platform: ["facebook", "instagram", "audience_network", "messenger"],
      languages: ["es"],
      countries: ["CO", "MX"],
      source: "scrapecreators_api",
      apify_data: {
        images: ["https://scontent.xx.fbcdn.net/v/t39/123456789_n.jpg"],
        videos: [],
        page_profile_picture_url: "https://scontent.xx.fbcdn.net/v/t39/profile.jpg",
        page_categories: ["Salud y belleza"],
        page_like_count: 15_234,
        page_profile_uri: "https://www.facebook.com/glowskinco/",
        display_format: "IMAGE",
        cta_text: "Comprar ahora",
        cta_type: "SHOP_NOW",
        link_url: "https://glowskin.co/crema-hidratante",
        original_item: { snapshot: expect.objectContaining({ display_format: "IMAGE" }) },
      },
      snapshot: expect.objectContaining({ page_like_count: 15_234, title: "Crema hidratante GlowSkin" }),
    });
  });

  it("takes the searched country when a trimmed item lists none", async () => {
    fake.setSearchPages([[scAd("1", { targeted_or_reached_countries: undefined })]]);
    const [ad] = (await client().searchAds({ ...params, country: "MX" }, { limit: 20 })).ads;
    expect(ad?.countries).toEqual(["MX"]);
  });

  it("refuses an item without an id instead of returning an empty ad", async () => {
    fake.setSearchPages([[scAd("1"), scAd("", { ad_archive_id: null })]]);
    const error = await failure(client().searchAds(params, { limit: 20 }));
    expectKind(error, "bad_response", 502);
    expect(error.detail).toMatch(/ad #1: missing ad_archive_id/);
  });
});

describe("ScrapeCreators failures", () => {
  it.each([
    ["a bad key (401)", scErrors.badKey, "auth", 502],
    ["no credits (402)", scErrors.noCredits, "credits", 502],
    ["bad parameters (400)", scErrors.badRequest, "bad_request", 400],
    ["not found (404)", { status: 404, json: { success: false, error: "Not found" } }, "not_found", 404],
  ] as const)("maps %s without retrying", async (_label, reply, kind, status) => {
    fake.server.enqueue(SEARCH_PATH, reply);
    const error = await failure(client().searchAds(params, { limit: 20 }));
    expectKind(error, kind, status);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
  });

  it("tells the admin to top up credits, in Spanish", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.noCredits);
    const error = await failure(client().searchAds(params, { limit: 20 }));
    expect(error.message).toBe("El proveedor de anuncios se quedó sin créditos. Avisa al administrador.");
  });

  it("rejects a wrong key sent for real (the fake checks the header)", async () => {
    const error = await failure(client({ apiKey: "wrong" }).searchAds(params, { limit: 20 }));
    expectKind(error, "auth", 502);
  });

  it("retries a 429 and then succeeds", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.rateLimited());
    const page = await client().searchAds(params, { limit: 20 });
    expect(page.ads.map((a) => a.id)).toEqual(["1001", "1002"]);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(2);
  });

  it("waits as long as Retry-After says before retrying", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.rateLimited("1"));
    await client().searchAds(params, { limit: 20 });
    const [first, second] = fake.server.requestsTo(SEARCH_PATH);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("gives up at once when Retry-After asks for longer than the longest wait", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.rateLimited("3600"));
    const error = await failure(client().searchAds(params, { limit: 20 }));
    expectKind(error, "rate_limited", 503);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
  });

  it("retries a 500 and then succeeds", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.serverError);
    const page = await client().searchAds(params, { limit: 20 });
    expect(page.ads).toHaveLength(2);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(2);
  });

  it("reports a persistent 500 as upstream after maxRetries retries", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.serverError, scErrors.serverError, scErrors.serverError, scErrors.serverError);
    const error = await failure(client({ maxRetries: 2 }).searchAds(params, { limit: 20 }));
    expectKind(error, "upstream", 502);
    expect(error.upstreamStatus).toBe(500);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(3);
  });

  it("reports a persistent 429 as rate_limited (503)", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.rateLimited(), scErrors.rateLimited(), scErrors.rateLimited());
    const error = await failure(client({ maxRetries: 2 }).searchAds(params, { limit: 20 }));
    expectKind(error, "rate_limited", 503);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(3);
  });

  it("times out a hanging reply without retrying it", async () => {
    fake.server.enqueue(SEARCH_PATH, { hang: true });
    const error = await failure(client({ timeoutMs: 200 }).searchAds(params, { limit: 20 }));
    expectKind(error, "timeout", 504);
    expect(error.message).toBe("El proveedor de anuncios no respondió a tiempo. Intenta de nuevo.");
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
  });

  it("stops at once when the caller cancels, and does not retry", async () => {
    fake.server.enqueue(SEARCH_PATH, { hang: true });
    const controller = new AbortController();
    const cancelled = fake.server.waitForRequests(SEARCH_PATH, 1).then(() => controller.abort());
    const error = await failure(client().searchAds(params, { limit: 20, signal: controller.signal }));
    expectKind(error, "cancelled", 499);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
    await cancelled;
  });

  it("stops waiting to retry when the caller cancels", async () => {
    fake.server.enqueue(SEARCH_PATH, scErrors.serverError);
    const controller = new AbortController();
    const cancelled = fake.server.waitForRequests(SEARCH_PATH, 1).then(() => controller.abort());
    const error = await failure(client({ retryBaseDelayMs: 5_000 }).searchAds(params, { limit: 20, signal: controller.signal }));
    expect(error.kind).toBe("cancelled");
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
    await cancelled;
  });

  it("does not call upstream with an already-cancelled signal", async () => {
    const error = await failure(client().searchAds(params, { limit: 20, signal: AbortSignal.abort() }));
    expect(error.kind).toBe("cancelled");
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(0);
  });

  it("reports malformed JSON as bad_response", async () => {
    fake.server.enqueue(SEARCH_PATH, { status: 200, body: '{"success": true, "searchResults": [' });
    expectKind(await failure(client().searchAds(params, { limit: 20 })), "bad_response", 502);
  });

  it("reports a reply without searchResults as bad_response", async () => {
    fake.server.enqueue(SEARCH_PATH, { status: 200, json: { success: true, credits_remaining: 10 } });
    expectKind(await failure(client().searchAds(params, { limit: 20 })), "bad_response", 502);
  });

  it("reports a 200 that says success: false as upstream, not as no results", async () => {
    fake.server.enqueue(SEARCH_PATH, { status: 200, json: { success: false, message: "Facebook blocked the request" } });
    const error = await failure(client().searchAds(params, { limit: 20 }));
    expectKind(error, "upstream", 502);
    expect(error.detail).toMatch(/Facebook blocked/);
  });

  it("retries when the connection fails, then reports upstream", async () => {
    const closed = await startFakeScrapeCreators();
    const deadUrl = closed.url;
    await closed.close();
    const error = await failure(client({ baseUrl: deadUrl, maxRetries: 1 }).searchAds(params, { limit: 20 }));
    expectKind(error, "upstream", 502);
    expect(error.detail).toMatch(/network error/);
  });
});

describe("ScrapeCreators advertiser endpoints", () => {
  it("uses the reply's searchResultsCount when it has one (1 credit)", async () => {
    fake.setCompanyPages([[scAd("1"), scAd("2")], [scAd("3")]], { count: 57 });
    const result = await client().countActiveAds("101234567890123", "CO");
    expect(result).toEqual({ count: 57, credits: 1 });
    const [req] = fake.server.requestsTo(COMPANY_ADS_PATH);
    expect(req?.query.get("pageId")).toBe("101234567890123");
    expect(req?.query.get("country")).toBe("CO");
    expect(req?.query.get("status")).toBe("ACTIVE");
  });

  it("otherwise pages through and counts distinct ad ids", async () => {
    fake.setCompanyPages([[scAd("1"), scAd("2")], [scAd("2"), scAd("3")], [scAd("4")]]);
    const result = await client().countActiveAds("101234567890123", "ALL");
    expect(result).toEqual({ count: 4, credits: 3 });
    expect(fake.server.requestsTo(COMPANY_ADS_PATH)[0]?.query.has("country")).toBe(false);
  });

  it("stops counting after maxCountPages pages", async () => {
    fake.setCompanyPages([[scAd("1")], [scAd("2")], [scAd("3")], [scAd("4")]]);
    const result = await client({ maxCountPages: 2 }).countActiveAds("101234567890123", "CO");
    expect(result).toEqual({ count: 2, credits: 2 });
    expect(fake.server.requestsTo(COMPANY_ADS_PATH)).toHaveLength(2);
  });

  it("lists an advertiser's ads page by page", async () => {
    fake.setCompanyPages([[scAd("1"), scAd("2")], [scAd("3")]]);
    const provider = client();
    const first = await provider.listPageAds("101234567890123", "CO", {});
    expect(first.ads.map((a) => a.id)).toEqual(["1", "2"]);
    expect(first.credits).toBe(1);
    const second = await provider.listPageAds("101234567890123", "CO", { cursor: first.nextCursor });
    expect(second.ads.map((a) => a.id)).toEqual(["3"]);
    expect(second.nextCursor).toBeNull();
  });

  it("runs a page search (searchType page) on the company endpoint with the search's filters", async () => {
    fake.setCompanyPages([[scAd("1"), scAd("2")]], { count: 2 });
    const page = await client().searchAds({ ...params, searchType: "page", value: "101234567890123", mediaType: "VIDEO" }, { limit: 20 });
    expect(page.ads.map((a) => a.id)).toEqual(["1", "2"]);
    expect(page.total).toBe(2);
    const q = fake.server.requestsTo(COMPANY_ADS_PATH)[0]?.query;
    expect(q?.get("pageId")).toBe("101234567890123");
    expect(q?.get("media_type")).toBe("VIDEO");
    expect(q?.get("language")).toBe("es");
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(0);
  });

  it("maps failures on the company endpoint too", async () => {
    fake.server.enqueue(COMPANY_ADS_PATH, scErrors.noCredits);
    expectKind(await failure(client().countActiveAds("1", "CO")), "credits", 502);
  });
});
