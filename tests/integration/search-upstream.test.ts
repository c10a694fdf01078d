// POST /api/search on the real ScrapeCreators client, pointed at a local fake: what the user gets when
// upstream works (credits recorded for the admin figures) and when it fails (a Spanish message, the
// right status, and nothing charged or recorded).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PROVIDER_ERROR_MESSAGES } from "@/lib/providers/errors";
import { POST as search } from "@/app/api/search/route";
import { POST as scrapeAdvertiser } from "@/app/api/ads/scrape-advertiser/route";
import {
  COMPANY_ADS_PATH,
  FAKE_SC_API_KEY,
  SEARCH_PATH,
  scAd,
  scErrors,
  startFakeScrapeCreators,
  type FakeScrapeCreators,
} from "../support/fake-scrapecreators";
import type { FakeReply } from "../support/fake-http";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { accountOf } from "../support/ledger";

let fake: FakeScrapeCreators;
const env = scopedEnv();

beforeAll(async () => {
  fake = await startFakeScrapeCreators();
  env.set({
    AD_PROVIDER: "scrapecreators",
    SCRAPECREATORS_API_KEY: FAKE_SC_API_KEY,
    SCRAPECREATORS_BASE_URL: fake.url,
    PROVIDER_MAX_RETRIES: "1",
    PROVIDER_TIMEOUT_MS: "400",
  });
});
afterAll(async () => {
  env.restore();
  await fake.close();
});
beforeEach(() => {
  fake.server.reset();
  fake.setSearchPages([[scAd("9001"), scAd("9002"), scAd("9003", { page_id: "555000111" })]], { count: 3 });
});

/** Every test searches its own term: a cached page would answer without calling the fake. */
function body(term: string) {
  return { value: `${term} ${Math.random().toString(36).slice(2, 8)}`, country: "CO", minDays: 0 };
}

describe("POST /api/search with ScrapeCreators", () => {
  it("stores the ads, charges them and records the upstream credit for the admin figures", async () => {
    const { user, token } = await signedInUser();
    const res = await callRoute<SearchReply>(search, { token, body: body("crema") });
    expect(res.status).toBe(200);
    expect(res.json.data.map((a: { id: string }) => a.id)).toEqual(["9001", "9002", "9003"]);
    expect(res.json.data[0].source).toBe("scrapecreators_api");
    expect(res.json.cached).toBe(false);

    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ adsFetched: 3, searchesPerformed: 1, creditsMonth: 1, creditsTotal: 1 });
    expect(await db.usageEvent.findFirst({ where: { userId: user.id, kind: "search" } })).toMatchObject({ credits: 1, ads: 3 });
    expect(await db.ad.count({ where: { id: { in: ["9001", "9002", "9003"] } } })).toBe(3);
    expect(fake.server.requestsTo(SEARCH_PATH)[0]?.headers["x-api-key"]).toBe(FAKE_SC_API_KEY);
  });

  it("answers the same search from the cache for the next user: no upstream call, no credits", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    const request = body("faja");
    expect((await callRoute<SearchReply>(search, { token: first.token, body: request })).json.cached).toBe(false);
    const calls = fake.server.requestsTo(SEARCH_PATH).length;

    const res = await callRoute<SearchReply>(search, { token: second.token, body: request });
    expect(res.json.cached).toBe(true);
    expect(res.json.data).toHaveLength(3);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(calls);
    const after = await db.user.findUniqueOrThrow({ where: { id: second.user.id } });
    expect(after).toMatchObject({ adsFetched: 3, creditsMonth: 0, creditsTotal: 0 });
    expect(await db.usageEvent.findFirst({ where: { userId: second.user.id } })).toMatchObject({
      kind: "search_cached",
      credits: 0,
      cached: true,
    });
  });

  it("two identical searches at once (a double click, two users) make one upstream call, its credit counted once", async () => {
    const [first, second] = [await signedInUser(), await signedInUser()];
    const request = body("cojin");
    // Slow enough that both requests are in flight before it answers, whatever the machine's load.
    env.set({ PROVIDER_TIMEOUT_MS: "10000" });
    fake.server.enqueue(SEARCH_PATH, {
      delayMs: 1_000,
      json: {
        success: true,
        credits_remaining: 4_321,
        credits_charged: 1,
        searchResults: [scAd("9101"), scAd("9102")],
        searchResultsCount: 2,
        cursor: null,
      },
    });
    const calls = fake.server.requestsTo(SEARCH_PATH).length;
    const [a, b] = await Promise.all([first, second].map((u) => callRoute<SearchReply>(search, { token: u.token, body: request }))).finally(
      () => env.set({ PROVIDER_TIMEOUT_MS: "400" }),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.json.data.map((x) => x.id), b.json.data.map((x) => x.id)]).toEqual([
      ["9101", "9102"],
      ["9101", "9102"],
    ]);
    expect(fake.server.requestsTo(SEARCH_PATH).length - calls).toBe(1);
    const users = await db.user.findMany({
      where: { id: { in: [first.user.id, second.user.id] } },
      select: { adsFetched: true, creditsMonth: true },
    });
    expect(users.map((u) => u.adsFetched)).toEqual([2, 2]);
    expect(users.reduce((n, u) => n + u.creditsMonth, 0)).toBe(1);
  });

  it.each([
    ["a rejected key (401)", () => fake.server.enqueue(SEARCH_PATH, scErrors.badKey), 502, PROVIDER_ERROR_MESSAGES.auth],
    ["no credits left (402)", () => fake.server.enqueue(SEARCH_PATH, scErrors.noCredits), 502, PROVIDER_ERROR_MESSAGES.credits],
    [
      "rate limited on every try (429)",
      () => fake.server.enqueue(SEARCH_PATH, scErrors.rateLimited("0"), scErrors.rateLimited("0")),
      503,
      PROVIDER_ERROR_MESSAGES.rate_limited,
    ],
    [
      "failing on every try (500)",
      () => fake.server.enqueue(SEARCH_PATH, scErrors.serverError, scErrors.serverError),
      502,
      PROVIDER_ERROR_MESSAGES.upstream,
    ],
    ["not answering (timeout)", () => fake.server.enqueue(SEARCH_PATH, { hang: true }), 504, PROVIDER_ERROR_MESSAGES.timeout],
    [
      "answering truncated JSON",
      () => fake.server.enqueue(SEARCH_PATH, { status: 200, body: '{"success": true, "searchResults": [' }),
      502,
      PROVIDER_ERROR_MESSAGES.bad_response,
    ],
  ] as const)("when upstream is %s: a Spanish error, and nothing charged or recorded", async (_label, script, status, message) => {
    const { user, token } = await signedInUser();
    script();
    const res = await callRoute<SearchReply>(search, { token, body: body("reloj") });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ success: false, error: message });

    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ adsFetched: 0, searchesPerformed: 0, creditsMonth: 0 });
    expect(await db.searchHistoryEntry.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.completeSearch.count({ where: { userId: user.id } })).toBe(0);
    // What the usage card shows, and the ledger behind the admin's credit figures.
    const account = await accountOf(user.id, token);
    expect(account.usage).toMatchObject({ adsFetched: 0, searchesPerformed: 0 });
    expect(account.ledger).toEqual([]);
  });
});

describe("POST /api/search when upstream is slow to give, or gives little", () => {
  it("waits as long as a 429's Retry-After asks, then delivers and charges the page once", async () => {
    const { user, token } = await signedInUser();
    fake.server.enqueue(SEARCH_PATH, scErrors.rateLimited("1"));
    const res = await callRoute<SearchReply>(search, { token, body: body("perfume") });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(3);
    const [refused, retried] = fake.server.requestsTo(SEARCH_PATH);
    expect(retried.at - refused.at).toBeGreaterThanOrEqual(950);

    const account = await accountOf(user.id, token);
    expect(account.usage).toMatchObject({ adsFetched: 3, searchesPerformed: 1 });
    // The refused call cost nothing upstream: one ledger row, for the page that came.
    expect(account.ledger).toEqual([{ kind: "search", ads: 3, credits: 1, cached: false }]);
  });

  it("passes on a Retry-After too long to wait: a Spanish 503 that says when to come back, nothing charged", async () => {
    const { user, token } = await signedInUser();
    fake.server.enqueue(SEARCH_PATH, scErrors.rateLimited("120"));
    const res = await callRoute<SearchReply>(search, { token, body: body("perfume") });
    // It did not wait and ask again: one request, answered with the 503 below.
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ success: false, error: PROVIDER_ERROR_MESSAGES.rate_limited, code: "RATE_LIMITED" });
    expect(res.headers.get("retry-after")).toBe("120");

    const account = await accountOf(user.id, token);
    expect(account.usage).toMatchObject({ adsFetched: 0, searchesPerformed: 0 });
    expect(account.ledger).toEqual([]);
  });

  it("an empty page: no ads, nothing charged to the quota, the upstream credit recorded, the search in the history", async () => {
    const { user, token } = await signedInUser();
    fake.setSearchPages([[]], { count: 0 });
    const res = await callRoute<SearchReply>(search, { token, body: body("mascotas") });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      data: [],
      quota: { charged: 0, truncated: false },
      pagination: { hasNextPage: false, totalResults: 0 },
    });

    const account = await accountOf(user.id, token);
    const limit = account.usage.adsRemaining;
    expect(account.usage).toMatchObject({ adsFetched: 0, searchesPerformed: 1, adsRemaining: limit });
    // ScrapeCreators bills the call whatever it found: the operator's spend, never the user's quota.
    expect(account.ledger).toEqual([{ kind: "search", ads: 0, credits: 1, cached: false }]);
    expect(account.counters).toMatchObject({ adsFetched: 0, creditsMonth: 1 });
    expect(account.historyEntries).toBe(1);
  });

  it.each([
    ["the last one", null],
    ["not the last one", "more"],
  ] as const)("a page shorter than asked (%s) charges the ads it holds, no more", async (_label, more) => {
    const { user, token } = await signedInUser();
    const short = [scAd("9101"), scAd("9102")];
    fake.setSearchPages(more ? [short, [scAd("9103")]] : [short], { count: more ? 3 : 2 });
    const res = await callRoute<SearchReply>(search, { token, body: { ...body("zapatos"), limit: 20 } });
    expect(res.status).toBe(200);
    expect(res.json.data.map((a) => a.id)).toEqual(["9101", "9102"]);
    expect(res.json).toMatchObject({ quota: { charged: 2, truncated: false }, pagination: { hasNextPage: more !== null } });

    const account = await accountOf(user.id, token);
    expect(account.usage).toMatchObject({ adsFetched: 2, searchesPerformed: 1 });
    expect(account.ledger).toEqual([{ kind: "search", ads: 2, credits: 1, cached: false }]);
    expect(account.historyAds).toBe(2);
  });

  it("a page cut by the quota: the ledger and the usage say what was delivered, then nothing more is fetched", async () => {
    const { user, token } = await signedInUser();
    const limit = (await accountOf(user.id, token)).usage.adsRemaining;
    await db.user.update({ where: { id: user.id }, data: { adsFetched: limit - 2 } });
    const res = await callRoute<SearchReply>(search, { token, body: body("reloj") });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ quota: { charged: 2, truncated: true } });
    expect(res.json.data).toHaveLength(2);

    const refused = await callRoute<SearchReply>(search, { token, body: body("reloj") });
    expect(refused.status).toBe(403);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
    const account = await accountOf(user.id, token);
    expect(account.usage).toMatchObject({ adsFetched: limit, adsRemaining: 0 });
    expect(account.ledger).toEqual([{ kind: "search", ads: 2, credits: 1, cached: false }]);
  });

  it("a page of which some ads are younger than minDays charges only the ads shown", async () => {
    const { user, token } = await signedInUser();
    const nowSeconds = Math.floor(Date.now() / 1000);
    fake.setSearchPages([[scAd("9201"), scAd("9202", { start_date: nowSeconds - 3_600 }), scAd("9203")]], { count: 3 });
    const res = await callRoute<SearchReply>(search, { token, body: { ...body("colageno"), minDays: 7 } });
    expect(res.status).toBe(200);
    expect(res.json.data.map((a) => a.id)).toEqual(["9201", "9203"]);
    expect((await accountOf(user.id, token)).usage).toMatchObject({ adsFetched: 2 });
  });
});

describe("POST /api/ads/scrape-advertiser when upstream fails", () => {
  const advertiser = { pageId: "555000111", country: "CO" };

  it.each([
    ["rate limited on every try (429)", [scErrors.rateLimited("0"), scErrors.rateLimited("0")], 503, PROVIDER_ERROR_MESSAGES.rate_limited],
    ["failing on every try (500)", [scErrors.serverError, scErrors.serverError], 502, PROVIDER_ERROR_MESSAGES.upstream],
    ["not answering (timeout)", [{ hang: true }], 504, PROVIDER_ERROR_MESSAGES.timeout],
    [
      "answering truncated JSON",
      [{ status: 200, body: '{"success": true, "results": [{"ad_archive_id": "1' }],
      502,
      PROVIDER_ERROR_MESSAGES.bad_response,
    ],
  ] as [string, FakeReply[], number, string][])(
    "when upstream is %s: a Spanish error, and nothing charged or recorded",
    async (_label, replies, status, message) => {
      const { user, token } = await signedInUser();
      fake.server.enqueue(COMPANY_ADS_PATH, ...replies);
      const res = await callRoute(scrapeAdvertiser, { token, body: advertiser });
      expect(res.status).toBe(status);
      expect(res.json).toMatchObject({ success: false, error: message });
      const account = await accountOf(user.id, token);
      expect(account.usage).toMatchObject({ adsFetched: 0 });
      expect(account.ledger).toEqual([]);
    },
  );

  it("an empty page and a short one charge what they hold", async () => {
    const { user, token } = await signedInUser();
    fake.setCompanyPages([[]]);
    const empty = await callRoute<{ data: unknown[]; hasNextPage: boolean }>(scrapeAdvertiser, { token, body: advertiser });
    expect(empty.json).toMatchObject({ success: true, data: [], hasNextPage: false });
    fake.setCompanyPages([[scAd("9301", { page_id: advertiser.pageId })]]);
    const short = await callRoute<{ data: unknown[] }>(scrapeAdvertiser, { token, body: advertiser });
    expect(short.json.data).toHaveLength(1);

    const account = await accountOf(user.id, token);
    expect(account.usage).toMatchObject({ adsFetched: 1 });
    expect(account.ledger).toEqual([
      { kind: "scrape_advertiser", ads: 0, credits: 1, cached: false },
      { kind: "scrape_advertiser", ads: 1, credits: 1, cached: false },
    ]);
  });
});
