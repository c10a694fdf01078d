// POST /api/search on the real Meta Graph client, pointed at a local fake: the ads a user gets from
// Meta's Ad Library API, and Meta's own error shapes turned into Spanish with nothing charged.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PROVIDER_ERROR_MESSAGES } from "@/lib/providers/errors";
import { POST as search } from "@/app/api/search/route";
import { ADS_ARCHIVE_URL_PATH, FAKE_META_TOKEN, metaAd, metaErrors, startFakeMeta, type FakeMeta } from "../support/fake-meta";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";

let fake: FakeMeta;
const env = scopedEnv();

beforeAll(async () => {
  fake = await startFakeMeta();
  env.set({
    AD_PROVIDER: "meta",
    META_ACCESS_TOKEN: FAKE_META_TOKEN,
    META_GRAPH_BASE_URL: fake.baseUrl,
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
  fake.setPages([[metaAd("7001"), metaAd("7002")], [metaAd("7003")]]);
});

const body = (term: string) => ({ value: `${term} ${Math.random().toString(36).slice(2, 8)}`, country: "ES", minDays: 0 });

describe("POST /api/search with Meta's Ad Library API", () => {
  it("delivers the page, then the next one by its cursor", async () => {
    const { user, token } = await signedInUser();
    const request = body("zapatillas");
    const first = await callRoute<SearchReply>(search, { token, body: request });
    expect(first.status).toBe(200);
    expect(first.json.data.map((a: { id: string }) => a.id)).toEqual(["7001", "7002"]);
    expect(first.json.pagination.hasNextPage).toBe(true);
    expect(fake.server.requestsTo(ADS_ARCHIVE_URL_PATH)[0]?.query.get("search_terms")).toBe(request.value);

    const second = await callRoute<SearchReply>(search, {
      token,
      body: { ...request, page: 2, cursor: first.json.cursor, searchId: first.json.searchId },
    });
    expect(second.json.data.map((a: { id: string }) => a.id)).toEqual(["7003"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(3);
  });

  it.each([
    ["an invalid token (190)", metaErrors.badToken, 502, PROVIDER_ERROR_MESSAGES.auth],
    ["the call limit (4)", metaErrors.tooManyCalls, 503, PROVIDER_ERROR_MESSAGES.rate_limited],
  ] as const)("answers %s in Spanish and charges nothing", async (_label, reply, status, message) => {
    const { user, token } = await signedInUser();
    fake.server.enqueue(ADS_ARCHIVE_URL_PATH, reply, reply);
    const res = await callRoute<SearchReply>(search, { token, body: body("reloj") });
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(message);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(0);
  });
});
