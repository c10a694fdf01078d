// The search history API: filters, pagination edges, isolation, and stats against hand-computed figures.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as history } from "@/app/api/search-history/route";
import { GET as stats } from "@/app/api/search-history/stats/route";
import { periodStart } from "@/lib/services/history/search-history";
import { callRoute, signedInUser } from "../support/factories";

const DAY = 86_400_000;
const url = (path: string, query: Record<string, string> = {}) => `http://localhost${path}?${new URLSearchParams(query)}`;

type Entry = { value: string; country: string; totalAds: number; cached?: boolean; daysAgo: number };

async function seed(userId: string, entries: Entry[]) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + 12 * 3_600_000;
  await db.searchHistoryEntry.createMany({
    data: entries.map((e, i) => ({
      userId,
      searchType: "keyword",
      value: e.value,
      country: e.country,
      minDays: 1,
      adType: "ALL",
      mediaType: "ALL",
      searchPhraseType: "unordered",
      languages: ["es"],
      apifyCount: e.totalAds,
      totalAds: e.totalAds,
      cached: e.cached ?? false,
      // Distinct instants, in list order within a day.
      searchDate: new Date(today - e.daysAgo * DAY - i * 1000),
    })),
  });
}

describe("GET /api/search-history", () => {
  it("lists newest first with every field, filters by term, country and dates, and pages", async () => {
    const { user, token } = await signedInUser();
    const other = await signedInUser();
    await seed(other.user.id, [{ value: "iPhone", country: "CO", totalAds: 5, daysAgo: 0 }]);
    const entries: Entry[] = [];
    for (let i = 0; i < 45; i++)
      entries.push({
        value: i % 3 === 0 ? "iPhone 15" : "Samsung",
        country: i % 2 ? "MX" : "CO",
        totalAds: 20,
        daysAgo: i,
        cached: i % 5 === 0,
      });
    await seed(user.id, entries);

    const first = await callRoute(history, { token, url: url("/api/search-history") });
    expect(first.status).toBe(200);
    expect(first.json.pagination).toEqual({
      currentPage: 1,
      totalCount: 45,
      totalPages: 3,
      hasPrevPage: false,
      hasNextPage: true,
      limit: 20,
    });
    expect(first.json.history).toHaveLength(20);
    expect(first.json.history[0]).toMatchObject({
      searchParams: {
        searchType: "keyword",
        value: "iPhone 15",
        country: "CO",
        minDays: 1,
        adType: "ALL",
        mediaType: "ALL",
        searchPhraseType: "unordered",
        languages: ["es"],
        apifyCount: 20,
      },
      results: { totalAds: 20, cached: true },
    });

    const last = await callRoute(history, { token, url: url("/api/search-history", { page: "3" }) });
    expect(last.json.history).toHaveLength(5);
    expect(last.json.pagination).toMatchObject({ currentPage: 3, hasPrevPage: true, hasNextPage: false });
    const beyond = await callRoute(history, { token, url: url("/api/search-history", { page: "4" }) });
    expect(beyond.json.history).toEqual([]);

    const term = await callRoute(history, { token, url: url("/api/search-history", { search: "iphone" }) });
    expect(term.json.pagination.totalCount).toBe(15);
    expect(term.json.history.every((h: { searchParams: { value: string } }) => h.searchParams.value === "iPhone 15")).toBe(true);

    const mx = await callRoute(history, { token, url: url("/api/search-history", { country: "MX", search: "samsung" }) });
    // Samsung and MX: odd i not divisible by 3 → 15 of the 22 odd numbers below 45.
    expect(mx.json.pagination.totalCount).toBe(15);

    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
    const range = await callRoute(history, { token, url: url("/api/search-history", { dateFrom: day(9), dateTo: day(5) }) });
    expect(range.json.pagination.totalCount).toBe(5);
    const single = await callRoute(history, {
      token,
      url: url("/api/search-history", { dateFrom: day(0), dateTo: day(0), country: "CO" }),
    });
    expect(single.json.pagination.totalCount).toBe(1);

    const none = await callRoute(history, { token, url: url("/api/search-history", { search: "%" }) });
    expect(none.json.pagination).toMatchObject({ totalCount: 0, totalPages: 0, hasNextPage: false });

    const bad = await callRoute(history, { token, url: url("/api/search-history", { dateFrom: day(1), dateTo: day(3) }) });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("La fecha 'Desde' no puede ser posterior a 'Hasta'");
    expect((await callRoute(history, { token, url: url("/api/search-history", { page: "0" }) })).status).toBe(400);
  });

  it("answers strangers with 401 and shows each user only their own searches", async () => {
    const res = await callRoute(history, { url: url("/api/search-history") });
    expect(res.status).toBe(401);
    const { token } = await signedInUser();
    const empty = await callRoute(history, { token, url: url("/api/search-history") });
    expect(empty.json).toMatchObject({ history: [], pagination: { totalCount: 0, totalPages: 0, hasPrevPage: false, hasNextPage: false } });
  });
});

describe("GET /api/search-history/stats", () => {
  it("matches hand-computed figures over the period, with the daily series", async () => {
    const { user, token } = await signedInUser();
    await seed(user.id, [
      { value: "iPhone", country: "CO", totalAds: 20, cached: true, daysAgo: 0 },
      { value: "iphone", country: "CO", totalAds: 10, daysAgo: 1 },
      { value: "Samsung", country: "MX", totalAds: 15, daysAgo: 1 },
      { value: "Xiaomi", country: "AR", totalAds: 5, cached: true, daysAgo: 29 },
      // Outside the 30-day period: left out of everything.
      { value: "iPhone", country: "ES", totalAds: 100, daysAgo: 30 },
    ]);
    const res = await callRoute(stats, { token, url: url("/api/search-history/stats") });
    expect(res.status).toBe(200);
    expect(res.json.period).toBe(30);
    // 4 searches, 50 ads, 12.5 a search, 2 of 4 from cache.
    expect(res.json.summary).toEqual({ totalSearches: 4, totalAds: 50, avgAdsPerSearch: 12.5, cacheHitRate: 50 });
    expect(res.json.popularTerms).toEqual([
      { _id: "iphone", count: 2, totalAds: 30 },
      { _id: "samsung", count: 1, totalAds: 15 },
      { _id: "xiaomi", count: 1, totalAds: 5 },
    ]);
    expect(res.json.popularCountries).toEqual([
      { _id: "CO", count: 2, totalAds: 30 },
      { _id: "MX", count: 1, totalAds: 15 },
      { _id: "AR", count: 1, totalAds: 5 },
    ]);
    expect(res.json.daily).toHaveLength(30);
    expect(res.json.daily[0].date).toBe(periodStart(30).toISOString().slice(0, 10));
    expect(res.json.daily.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), searches: 1, totalAds: 20 });
    expect(res.json.daily.at(-2)).toMatchObject({ searches: 2, totalAds: 25 });
    expect(res.json.daily[0]).toMatchObject({ searches: 1, totalAds: 5 });

    const week = await callRoute(stats, { token, url: url("/api/search-history/stats", { period: "2" }) });
    expect(week.json.summary).toEqual({ totalSearches: 3, totalAds: 45, avgAdsPerSearch: 15, cacheHitRate: 33.3 });
    expect((await callRoute(stats, { token, url: url("/api/search-history/stats", { period: "0" }) })).status).toBe(400);

    // Deleting entries keeps the roll-up honest.
    await db.searchHistoryEntry.deleteMany({ where: { userId: user.id, value: "Samsung" } });
    const after = await callRoute(stats, { token, url: url("/api/search-history/stats") });
    expect(after.json.summary).toMatchObject({ totalSearches: 3, totalAds: 35 });
    const gone = await callRoute(history, { token, url: url("/api/search-history", { search: "samsung" }) });
    expect(gone.json.pagination.totalCount).toBe(0);
    const still = await callRoute(history, { token, url: url("/api/search-history", { search: "IPHONE" }) });
    expect(still.json.pagination.totalCount).toBe(3);
    // Two terms ("iPhone", "iphone") merged newest first across pages.
    const p1 = await callRoute(history, { token, url: url("/api/search-history", { search: "iphone", limit: "2" }) });
    const p2 = await callRoute(history, { token, url: url("/api/search-history", { search: "iphone", limit: "2", page: "2" }) });
    expect(
      [...p1.json.history, ...p2.json.history].map(
        (h: { searchParams: { value: string; country: string } }) => `${h.searchParams.value}/${h.searchParams.country}`,
      ),
    ).toEqual(["iPhone/CO", "iphone/CO", "iPhone/ES"]);
  });
});
