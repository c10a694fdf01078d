// POST /api/search on the real ScrapeCreators client, pointed at a local fake: what the user gets when
// upstream works (credits recorded for the admin figures) and when it fails (a Spanish message, the
// right status, and nothing charged or recorded).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PROVIDER_ERROR_MESSAGES } from "@/lib/providers/errors";
import { POST as search } from "@/app/api/search/route";
import {
  FAKE_SC_API_KEY,
  SEARCH_PATH,
  scAd,
  scErrors,
  startFakeScrapeCreators,
  type FakeScrapeCreators,
} from "../support/fake-scrapecreators";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";

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
      "answering malformed JSON",
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
  });
});
