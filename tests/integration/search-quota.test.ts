import { assert, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { GET as listComplete } from "@/app/api/complete-searches/route";
import { GET as getComplete } from "@/app/api/complete-searches/[id]/route";
import type { NormalizedAd } from "@/lib/providers/types";
import { searchCacheKey } from "@/lib/services/search/cache-key";
import { extendCompleteSearch } from "@/lib/services/search/record-search";
import { PAGE_SIZE, searchParamsSchema } from "@/lib/validation/search";
import type { SearchReply } from "@/lib/services/search/search-ads";
import type { CompleteSearchSummary } from "@/lib/services/complete-searches/complete-searches";
import { callRoute, signedInUser } from "../support/factories";

/** Tests that need a cache miss first drop their entry: the database may be reused between runs. */
async function forgetCachedPage(body: Record<string, unknown>) {
  const limit = typeof body.limit === "number" ? body.limit : PAGE_SIZE;
  await db.searchCache.deleteMany({ where: { key: searchCacheKey(searchParamsSchema.parse(body), null, limit) } });
}

const tokenFor = (planType = "free") => signedInUser(planType);

describe("POST /api/search on the demo provider", () => {
  it("returns a page of ads, charges them, records history and auto-saves the search", async () => {
    const { user, token } = await tokenFor("pioneros");
    const res = await callRoute<SearchReply>(search, { token, body: { value: "crema", country: "ALL", minDays: 0, languages: ["es"] } });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(20);
    expect(res.json.pagination).toMatchObject({ currentPage: 1, hasNextPage: true });
    expect(res.json.autoSaved).toMatchObject({ saved: true });
    const ad = res.json.data[0];
    expect(ad).toHaveProperty("page_name");
    expect(ad).toHaveProperty("apify_data");

    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.adsFetched).toBe(20);
    expect(after.searchesPerformed).toBe(1);
    expect(await db.searchHistoryEntry.count({ where: { userId: user.id } })).toBe(1);

    // Page 2 extends the same complete search and does not count as a new search.
    const more = await callRoute<SearchReply>(search, {
      token,
      body: {
        value: "crema",
        country: "ALL",
        minDays: 0,
        languages: ["es"],
        page: 2,
        cursor: res.json.cursor,
        searchId: res.json.searchId,
      },
    });
    expect(more.status).toBe(200);
    const ids = new Set([...res.json.data, ...more.json.data].map((a: { id: string }) => a.id));
    expect(ids.size).toBe(40);
    assert(res.json.searchId, "the search was recorded");
    const saved = await db.completeSearch.findUniqueOrThrow({ where: { id: res.json.searchId } });
    expect(saved.adIds).toHaveLength(40);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).searchesPerformed).toBe(1);
  });

  it("counts a search that finds nothing, without charging any ad", async () => {
    const { user, token } = await tokenFor("pioneros");
    const res = await callRoute<SearchReply>(search, { token, body: { value: "zzqxw inexistente", minDays: 0 } });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(0);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ adsFetched: 0, searchesPerformed: 1 });
    expect(await db.searchHistoryEntry.count({ where: { userId: user.id } })).toBe(1);
  });

  it("answers a repeated search from the shared cache and marks history as cached", async () => {
    const a = await tokenFor("pioneros");
    const b = await tokenFor("pioneros");
    const body = { value: "Zapatillas  Running", country: "MX", minDays: 0 };
    await forgetCachedPage(body);
    const first = await callRoute<SearchReply>(search, { token: a.token, body });
    expect(first.json.cached).toBe(false);
    const second = await callRoute<SearchReply>(search, { token: b.token, body: { ...body, value: "zapatillas running" } });
    expect(second.json.cached).toBe(true);
    expect(second.json.data.map((x: { id: string }) => x.id)).toEqual(first.json.data.map((x: { id: string }) => x.id));
    const entry = await db.searchHistoryEntry.findFirstOrThrow({ where: { userId: b.user.id } });
    expect(entry.cached).toBe(true);
  });

  it("applies minimum days to the ads delivered", async () => {
    const { token } = await tokenFor("pioneros");
    const res = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 30 } });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const ad of res.json.data) expect(ad.days_running).toBeGreaterThanOrEqual(30);
    // The filter is doing something: without it, younger ads come back too.
    const all = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0, limit: 100 } });
    expect(all.json.data.some((ad: { days_running: number }) => ad.days_running < 30)).toBe(true);
  });

  it("never overspends the plan under 100 concurrent searches, and then refuses with 403", async () => {
    const { user, token } = await tokenFor("free"); // 100 ads a month
    const words = ["crema", "gel", "perro", "gato", "zapatos", "reloj", "bolso", "café", "yoga", "bebé"];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        callRoute<SearchReply>(search, { token, body: { value: words[i % words.length], minDays: 0 } }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const charged = ok.reduce((n, r) => n + r.json.quota.charged, 0);
    const distinct = new Set(ok.flatMap((r) => r.json.data.map((ad) => ad.id)));
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.adsFetched).toBe(100);
    // Each word is searched ten times: its ads count once, the repeats are free.
    expect(charged).toBe(100);
    expect(distinct.size).toBe(100);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(403);
      expect(r.json.error).toBe("Límite de anuncios excedido");
    }
    const refused = await callRoute<SearchReply>(search, { token, body: { value: "jabón artesanal" } });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Límite de anuncios excedido");
  });

  it("cuts the last page to what remains of the quota", async () => {
    const { user, token } = await tokenFor("free");
    await db.user.update({ where: { id: user.id }, data: { adsFetched: 93 } });
    const res = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(7);
    expect(res.json.quota).toMatchObject({ charged: 7, truncated: true });
  });

  it("resets last month's usage lazily on the first search of a new month", async () => {
    const { user, token } = await tokenFor("free");
    await db.user.update({ where: { id: user.id }, data: { adsFetched: 100, usagePeriodStart: new Date(Date.UTC(2021, 5, 1)) } });
    const res = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(20);
  });

  it("resets the month on a cache hit too, and starts the new month's counters from zero", async () => {
    const body = { value: "crema", country: "ALL", minDays: 0, languages: ["es", "en"] };
    await forgetCachedPage(body);
    const primer = await tokenFor("free");
    expect((await callRoute<SearchReply>(search, { token: primer.token, body })).json.cached).toBe(false);

    const { user, token } = await tokenFor("free");
    await db.user.update({
      where: { id: user.id },
      data: { adsFetched: 100, searchesPerformed: 40, creditsMonth: 7, usagePeriodStart: new Date(Date.UTC(2021, 5, 1)) },
    });
    const res = await callRoute<SearchReply>(search, { token, body });
    expect(res.status).toBe(200);
    expect(res.json.cached).toBe(true);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ adsFetched: res.json.data.length, searchesPerformed: 1, creditsMonth: 0 });
    expect(res.json.data.length).toBeGreaterThan(0);
    expect(after.usagePeriodStart.getTime()).toBe(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  });

  it("reloads a saved complete search within the month for free: its ads were counted by the search", async () => {
    const { user, token } = await tokenFor("free");
    const first = await callRoute<SearchReply>(search, { token, body: { value: "reloj", minDays: 0 } });
    assert(first.json.searchId, "the search was recorded");
    // The demo world changes by day, so the page's size is read, not assumed: a day with 19 "reloj" ads is fine.
    const delivered = first.json.data.length;
    expect(delivered).toBeGreaterThan(0);
    const list = await callRoute<{ searches: CompleteSearchSummary[] }>(listComplete, {
      token,
      url: "http://localhost/api/complete-searches?limit=20",
    });
    expect(list.json.searches[0]).toMatchObject({ _id: first.json.searchId, searchName: "reloj", totalResults: delivered });
    const before = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched;
    const reload = await callRoute(getComplete, {
      token,
      params: { id: first.json.searchId },
      url: "http://localhost/x?page=1&limit=1000",
    });
    expect(reload.status).toBe(200);
    expect(reload.json.results).toHaveLength(delivered);
    expect(reload.json.searchParams).toMatchObject({ value: "reloj" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(before);

    // Someone else's saved search is not found.
    const other = await tokenFor("free");
    const stolen = await callRoute(getComplete, { token: other.token, params: { id: first.json.searchId } });
    expect(stolen.status).toBe(404);
  });

  it("rejects bad search bodies with Spanish 400s", async () => {
    const { token } = await tokenFor("free");
    const empty = await callRoute<SearchReply>(search, { token, body: { value: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe("Por favor ingresa un término de búsqueda");
    const badType = await callRoute<SearchReply>(search, { token, body: { value: "crema", adType: "NOPE" } });
    expect(badType.status).toBe(400);
    expect(badType.json.error).toBe("Tipo de anuncio no válido");
    const notJson = await callRoute<SearchReply>(search, { token, method: "POST", rawBody: "value=crema" });
    expect(notJson.status).toBe(400);
    const noAuth = await callRoute<SearchReply>(search, { body: { value: "crema" } });
    expect(noAuth.status).toBe(401);
  });
});

describe("extending a saved complete search", () => {
  it("keeps every page when two land at once, in order and without duplicates", async () => {
    const { user, token } = await signedInUser("pioneros");
    const first = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
    const searchId = first.json.searchId as string;
    const ids = (first.json.data as { id: string }[]).map((a) => a.id);
    const pageA = ["extra-a1", "extra-a2", ids[0]].map((id) => ({ id }) as NormalizedAd);
    const pageB = ["extra-b1", ids[1]].map((id) => ({ id }) as NormalizedAd);

    await Promise.all([
      extendCompleteSearch(user.id, searchId, pageA, { nextCursor: "x", total: 0, cached: false }),
      extendCompleteSearch(user.id, searchId, pageB, { nextCursor: "y", total: 0, cached: false }),
    ]);
    const saved = await db.completeSearch.findUniqueOrThrow({ where: { id: searchId } });
    expect(saved.adIds.slice(0, ids.length)).toEqual(ids);
    expect([...saved.adIds.slice(ids.length)].sort()).toEqual(["extra-a1", "extra-a2", "extra-b1"]);
    expect(saved.totalResults).toBe(ids.length + 3);

    // Someone else's id is not theirs to extend.
    const stranger = await signedInUser("pioneros");
    expect(await extendCompleteSearch(stranger.user.id, searchId, pageA, { nextCursor: null, total: 0, cached: false })).toBeNull();
  });
});
