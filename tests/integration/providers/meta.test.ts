import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMetaProvider, META_AD_FIELDS, type MetaConfig } from "@/lib/providers/meta";
import type { AdProvider, SearchParams } from "@/lib/providers/types";
import {
  ADS_ARCHIVE_URL_PATH,
  FAKE_META_TOKEN,
  graphError,
  metaAd,
  metaErrors,
  startFakeMeta,
  type FakeMeta,
} from "@/tests/support/fake-meta";
import { expectKindFor, failure, FAST_CLIENT } from "@/tests/support/provider-clients";

const params: SearchParams = {
  searchType: "keyword",
  value: "agua limpia",
  country: "CO",
  minDays: 0,
  adType: "POLITICAL_AND_ISSUE_ADS",
  mediaType: "ALL",
  searchPhraseType: "unordered",
  languages: ["es"],
};

let fake: FakeMeta;

function client(overrides: Partial<MetaConfig> = {}): AdProvider {
  return createMetaProvider({
    baseUrl: fake.baseUrl,
    accessToken: FAKE_META_TOKEN,
    ...FAST_CLIENT,
    ...overrides,
  });
}

const expectKind = expectKindFor("meta");

const requests = () => fake.server.requestsTo(ADS_ARCHIVE_URL_PATH);

beforeAll(async () => {
  fake = await startFakeMeta();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.server.reset();
  fake.setPages([[metaAd("501"), metaAd("502")]]);
});

describe("Meta search request", () => {
  it("sends the token and the documented ads_archive parameters", async () => {
    await client().searchAds(params, { limit: 25 });
    const q = Object.fromEntries(requests()[0]?.query ?? []);
    expect(q).toEqual({
      access_token: FAKE_META_TOKEN,
      ad_active_status: "ACTIVE",
      ad_reached_countries: '["CO"]',
      search_terms: "agua limpia",
      search_type: "KEYWORD_UNORDERED",
      media_type: "ALL",
      languages: '["es"]',
      ad_type: "POLITICAL_AND_ISSUE_ADS",
      fields: META_AD_FIELDS,
      limit: "25",
    });
  });

  it("asks for ALL countries, exact phrases, and no language filter when none is chosen", async () => {
    await client().searchAds(
      { ...params, country: "ALL", searchPhraseType: "exact", languages: [], mediaType: "IMAGE_AND_MEME" },
      { limit: 10 },
    );
    const q = requests()[0]?.query;
    expect(q?.get("ad_reached_countries")).toBe('["ALL"]');
    expect(q?.get("search_type")).toBe("KEYWORD_EXACT_PHRASE");
    expect(q?.has("languages")).toBe(false);
    expect(q?.get("media_type")).toBe("IMAGE");
  });

  it("runs a page search with search_page_ids instead of search terms", async () => {
    await client().searchAds({ ...params, searchType: "page", value: "208765432109876" }, { limit: 10 });
    const q = requests()[0]?.query;
    expect(q?.get("search_page_ids")).toBe('["208765432109876"]');
    expect(q?.has("search_terms")).toBe(false);
  });

  it("refuses search terms over Graph's 100 characters without calling it", async () => {
    const error = await failure(client().searchAds({ ...params, value: "x".repeat(101) }, { limit: 10 }));
    expectKind(error, "bad_request", 400);
    expect(requests()).toHaveLength(0);
  });

  it("refuses a cursor it did not issue", async () => {
    const error = await failure(client().searchAds(params, { limit: 10, cursor: "not-a-cursor" }));
    expectKind(error, "bad_request", 400);
  });
});

describe("Meta paging", () => {
  it("pages to the end with opaque cursors; total counts the ads seen so far", async () => {
    fake.setPages([[metaAd("1"), metaAd("2")], [metaAd("3"), metaAd("4")], [metaAd("5")]]);
    const provider = client();
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const page = await provider.searchAds(params, { cursor, limit: 2 });
      ids.push(...page.ads.map((a) => a.id));
      totals.push(page.total);
      expect(page.credits).toBe(0);
      cursor = page.nextCursor;
      calls++;
    } while (cursor !== null && calls < 10);
    expect(ids).toEqual(["1", "2", "3", "4", "5"]);
    expect(totals).toEqual([2, 4, 5]);
    // The last page has no `next` link, so there is no fourth, empty call.
    expect(requests().map((r) => r.query.get("after"))).toEqual([null, "after-1", "after-2"]);
    for (const req of requests()) expect(req.query.get("search_terms")).toBe("agua limpia");
  });

  it("ends on an empty data page", async () => {
    fake.setPages([]);
    const page = await client().searchAds(params, { limit: 10 });
    expect(page).toEqual({ ads: [], nextCursor: null, total: 0, credits: 0 });
  });
});

describe("Meta normalization", () => {
  it("turns a realistic item into an Ad, without leaking the access token", async () => {
    fake.setPages([[metaAd("778899", { ad_delivery_start_time: "2025-10-01T07:00:00+0000" })]]);
    const [ad] = (await client().searchAds(params, { limit: 10 })).ads;
    expect(ad).toMatchObject({
      id: "778899",
      page_id: "208765432109876",
      page_name: "Fundación Agua Clara",
      days_running: 38,
      collation_count: 1,
      collation_id: null,
      hotness_score: 2,
      ad_delivery_start_time: "2025-10-01T07:00:00.000Z",
      ad_delivery_stop_time: null,
      is_active: true,
      ad_snapshot_url: "https://www.facebook.com/ads/library/?id=778899",
      ad_creative_bodies: ["Únete a la campaña por el agua limpia. Firma y comparte."],
      ad_creative_link_titles: ["Agua limpia para todos"],
      ad_creative_link_descriptions: ["Cada firma cuenta"],
      ad_creative_link_captions: ["aguaclara.org"],
      publisher_platform: ["facebook", "instagram"],
      languages: ["es"],
      countries: ["CO"],
      source: "meta_graph_api",
      apify_data: {
        images: [],
        videos: [],
        page_profile_picture_url: null,
        page_categories: [],
        page_like_count: null,
        page_profile_uri: "https://www.facebook.com/208765432109876",
        display_format: null,
        cta_text: null,
        cta_type: null,
        link_url: null,
      },
    });
    expect(JSON.stringify(ad)).not.toContain(FAKE_META_TOKEN);
    expect(ad?.snapshot.eu_total_reach).toBe(12_345);
  });

  it("marks an ad with a past stop time inactive and counts days up to it", async () => {
    fake.setPages([[metaAd("1", { ad_delivery_start_time: "2025-10-01", ad_delivery_stop_time: "2025-10-11" })]]);
    const [ad] = (await client().searchAds(params, { limit: 10 })).ads;
    expect(ad).toMatchObject({ is_active: false, days_running: 10, ad_delivery_stop_time: "2025-10-11T00:00:00.000Z" });
  });

  it("refuses an item without an id", async () => {
    fake.setPages([[metaAd("1"), metaAd("2", { id: undefined })]]);
    const error = await failure(client().searchAds(params, { limit: 10 }));
    expectKind(error, "bad_response", 502);
    expect(error.detail).toMatch(/missing id/);
  });
});

describe("Meta failures", () => {
  it.each([
    ["an invalid token (190)", metaErrors.badToken, "auth", 502],
    ["an invalid parameter (100)", metaErrors.badParam, "bad_request", 400],
    ["a missing permission (200)", graphError(403, 200, "(#200) Permissions error"), "auth", 502],
  ] as const)("maps %s without retrying", async (_label, reply, kind, status) => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, reply);
    expectKind(await failure(client().searchAds(params, { limit: 10 })), kind, status);
    expect(requests()).toHaveLength(1);
  });

  it("rejects a wrong token sent for real", async () => {
    expectKind(await failure(client({ accessToken: "nope" }).searchAds(params, { limit: 10 })), "auth", 502);
  });

  it("retries rate limit code 4 (sent with HTTP 400) and then succeeds", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, metaErrors.tooManyCalls);
    const page = await client().searchAds(params, { limit: 10 });
    expect(page.ads.map((a) => a.id)).toEqual(["501", "502"]);
    expect(requests()).toHaveLength(2);
  });

  it("reports a persistent 613 as rate_limited after the retries", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, metaErrors.customRateLimit, metaErrors.customRateLimit, metaErrors.customRateLimit);
    expectKind(await failure(client({ maxRetries: 2 }).searchAds(params, { limit: 10 })), "rate_limited", 503);
    expect(requests()).toHaveLength(3);
  });

  it("retries a 500 and then succeeds", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, metaErrors.serverError);
    expect((await client().searchAds(params, { limit: 10 })).ads).toHaveLength(2);
    expect(requests()).toHaveLength(2);
  });

  it("reports a persistent 500 as upstream", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, metaErrors.serverError, metaErrors.serverError);
    expectKind(await failure(client({ maxRetries: 1 }).searchAds(params, { limit: 10 })), "upstream", 502);
    expect(requests()).toHaveLength(2);
  });

  it("times out a hanging reply", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, { hang: true });
    const error = await failure(client({ timeoutMs: 200 }).searchAds(params, { limit: 10 }));
    expectKind(error, "timeout", 504);
    expect(requests()).toHaveLength(1);
  });

  it("stops when the caller cancels", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, { hang: true });
    const controller = new AbortController();
    const cancelled = fake.server.waitForRequests(ADS_ARCHIVE_URL_PATH, 1).then(() => controller.abort());
    expectKind(await failure(client().searchAds(params, { limit: 10, signal: controller.signal })), "cancelled", 499);
    expect(requests()).toHaveLength(1);
    await cancelled;
  });

  it("reports malformed JSON as bad_response", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, { status: 200, body: "<html>Sorry, something went wrong.</html>" });
    expectKind(await failure(client().searchAds(params, { limit: 10 })), "bad_response", 502);
  });

  it("never puts the access token in an error's detail", async () => {
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, metaErrors.badParam);
    const error = await failure(client().searchAds(params, { limit: 10 }));
    expect(error.detail).not.toContain(FAKE_META_TOKEN);
    expect(error.detail).toContain("Invalid parameter");
  });
});

describe("Meta advertiser endpoints", () => {
  it("counts a page's active ads in a country by paging search_page_ids", async () => {
    fake.setPages([[{ id: "1" }, { id: "2" }], [{ id: "3" }]]);
    const result = await client().countActiveAds("208765432109876", "MX");
    expect(result).toEqual({ count: 3, credits: 0 });
    const q = requests()[0]?.query;
    expect(q?.get("search_page_ids")).toBe('["208765432109876"]');
    expect(q?.get("ad_reached_countries")).toBe('["MX"]');
    expect(q?.get("ad_active_status")).toBe("ACTIVE");
    expect(q?.get("fields")).toBe("id");
  });

  it("lists a page's ads with a cursor until the end", async () => {
    fake.setPages([[metaAd("1")], [metaAd("2")]]);
    const provider = client();
    const first = await provider.listPageAds("208765432109876", "ALL", {});
    const second = await provider.listPageAds("208765432109876", "ALL", { cursor: first.nextCursor });
    expect([...first.ads, ...second.ads].map((a) => a.id)).toEqual(["1", "2"]);
    expect(second.nextCursor).toBeNull();
    expect(requests()[0]?.query.get("ad_reached_countries")).toBe('["ALL"]');
  });
});
