// The search history API: filters, pagination edges, isolation, and stats against hand-computed figures.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as history } from "@/app/api/search-history/route";
import { GET as stats } from "@/app/api/search-history/stats/route";
import { periodStart, type HistoryPage, type HistoryStats } from "@/lib/services/history/search-history";
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
  /**
   * 45 searches, one a day from today back: every third "iPhone 15" (i = 0, 3, …), the rest "Samsung";
   * even days in CO, odd in MX; every fifth served from the cache. Another user's iPhone search today
   * must never show.
   */
  let listing: (query?: Record<string, string>) => ReturnType<typeof callRoute<HistoryPage>>;
  beforeAll(async () => {
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
    listing = (query = {}) => callRoute<HistoryPage>(history, { token, url: url("/api/search-history", query) });
  });
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

  it("lists the newest first, 20 a page, with every field of the search", async () => {
    const first = await listing();
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
  });

  it("ends on a last page of 5, and past it lists nothing", async () => {
    const last = await listing({ page: "3" });
    expect(last.json.history).toHaveLength(5);
    expect(last.json.pagination).toMatchObject({ currentPage: 3, hasPrevPage: true, hasNextPage: false });
    expect((await listing({ page: "4" })).json.history).toEqual([]);
  });

  it("finds a term whatever its case, alone or with a country", async () => {
    const term = await listing({ search: "iphone" });
    expect(term.json.pagination.totalCount).toBe(15);
    expect(term.json.history.every((h) => h.searchParams.value === "iPhone 15")).toBe(true);
    // Samsung and MX: odd i not divisible by 3 → 15 of the 22 odd numbers below 45.
    expect((await listing({ country: "MX", search: "samsung" })).json.pagination.totalCount).toBe(15);
  });

  it("filters by a date range, both ends included, or by a single day", async () => {
    expect((await listing({ dateFrom: day(9), dateTo: day(5) })).json.pagination.totalCount).toBe(5);
    expect((await listing({ dateFrom: day(0), dateTo: day(0), country: "CO" })).json.pagination.totalCount).toBe(1);
  });

  it("reads % in a search as itself, not as a wildcard", async () => {
    expect((await listing({ search: "%" })).json.pagination).toMatchObject({ totalCount: 0, totalPages: 0, hasNextPage: false });
  });

  it("refuses a range that ends before it starts, and page 0, in Spanish", async () => {
    const bad = await listing({ dateFrom: day(1), dateTo: day(3) });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("La fecha 'Desde' no puede ser posterior a 'Hasta'");
    expect((await listing({ page: "0" })).status).toBe(400);
  });

  it("answers strangers with 401 and shows each user only their own searches", async () => {
    const res = await callRoute<HistoryPage>(history, { url: url("/api/search-history") });
    expect(res.status).toBe(401);
    const { token } = await signedInUser();
    const empty = await callRoute<HistoryPage>(history, { token, url: url("/api/search-history") });
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
    const res = await callRoute<HistoryStats>(stats, { token, url: url("/api/search-history/stats") });
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

    const week = await callRoute<HistoryStats>(stats, { token, url: url("/api/search-history/stats", { period: "2" }) });
    expect(week.json.summary).toEqual({ totalSearches: 3, totalAds: 45, avgAdsPerSearch: 15, cacheHitRate: 33.3 });
    expect((await callRoute<HistoryStats>(stats, { token, url: url("/api/search-history/stats", { period: "0" }) })).status).toBe(400);

    // Deleting entries keeps the roll-up honest.
    await db.searchHistoryEntry.deleteMany({ where: { userId: user.id, value: "Samsung" } });
    const after = await callRoute<HistoryStats>(stats, { token, url: url("/api/search-history/stats") });
    expect(after.json.summary).toMatchObject({ totalSearches: 3, totalAds: 35 });
    const gone = await callRoute<HistoryPage>(history, { token, url: url("/api/search-history", { search: "samsung" }) });
    expect(gone.json.pagination.totalCount).toBe(0);
    const still = await callRoute<HistoryPage>(history, { token, url: url("/api/search-history", { search: "IPHONE" }) });
    expect(still.json.pagination.totalCount).toBe(3);
    // Two terms ("iPhone", "iphone") merged newest first across pages.
    const p1 = await callRoute<HistoryPage>(history, { token, url: url("/api/search-history", { search: "iphone", limit: "2" }) });
    const p2 = await callRoute<HistoryPage>(history, {
      token,
      url: url("/api/search-history", { search: "iphone", limit: "2", page: "2" }),
    });
    expect(
      [...p1.json.history, ...p2.json.history].map(
        (h: { searchParams: { value: string; country: string } }) => `${h.searchParams.value}/${h.searchParams.country}`,
      ),
    ).toEqual(["iPhone/CO", "iphone/CO", "iPhone/ES"]);
  });
});
