// Saved complete searches: repeating a search refreshes one row, finding by term and country, and the
// 'Análisis y Ahorros' figures against hand-computed ones.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { GET as reload } from "@/app/api/complete-searches/[id]/route";
import { GET as find } from "@/app/api/complete-searches/search/route";
import { GET as stats } from "@/app/api/complete-searches/stats/route";
import type { CompleteSearchStats } from "@/lib/services/complete-searches/complete-search-stats";
import type { CompleteSearchSummary } from "@/lib/services/complete-searches/complete-searches";
import { callRoute, signedInUser } from "../support/factories";

const url = (path: string, query: Record<string, string> = {}) => `http://localhost${path}?${new URLSearchParams(query)}`;

describe("auto-saved complete searches", () => {
  it("refreshes the existing saved search when the same normalised search is repeated", async () => {
    const { user, token } = await signedInUser();
    await callRoute(search, { token, body: { value: "Crema", country: "CO", minDays: 0, languages: ["es", "en"] } });
    await callRoute(search, { token, body: { value: " crema ", country: "CO", minDays: 0, languages: ["en", "es"] } });
    expect(await db.completeSearch.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.searchHistoryEntry.count({ where: { userId: user.id } })).toBe(2);
    await callRoute(search, { token, body: { value: "crema", country: "CO", minDays: 5, languages: ["es", "en"] } });
    expect(await db.completeSearch.count({ where: { userId: user.id } })).toBe(2);
  });
});

describe("GET /api/complete-searches/search", () => {
  it("finds the user's saved searches by term and country, and no one else's", async () => {
    const { token } = await signedInUser();
    const other = await signedInUser();
    await callRoute(search, { token: other.token, body: { value: "crema", country: "CO", minDays: 0 } });
    // Saved searches hold ads: each of these terms finds some on the demo data.
    await callRoute(search, { token, body: { value: "Crema", country: "CO", minDays: 0 } });
    await callRoute(search, { token, body: { value: "crema", country: "MX", minDays: 0 } });
    await callRoute(search, { token, body: { value: "zapatos", country: "CO", minDays: 0 } });
    const byTerm = await callRoute<{ searches: CompleteSearchSummary[] }>(find, {
      token,
      url: url("/api/complete-searches/search", { term: "CREMA" }),
    });
    expect(byTerm.json.searches.map((s: { searchName: string }) => s.searchName).sort()).toEqual(["Crema", "crema"]);
    const both = await callRoute<{ searches: CompleteSearchSummary[] }>(find, {
      token,
      url: url("/api/complete-searches/search", { term: "crema", country: "co" }),
    });
    expect(both.json.searches.map((s: { searchName: string }) => s.searchName)).toEqual(["Crema"]);
  });
});

describe("GET /api/complete-searches/stats", () => {
  it("computes savings, overview and tops by hand-checkable rules", async () => {
    const { user, token } = await signedInUser();
    const mk = (searchName: string, country: string, totalResults: number, accessCount: number) =>
      db.completeSearch.create({
        data: { userId: user.id, searchName, params: {}, adIds: [], totalResults, country, source: "demo", accessCount },
      });
    await mk("iPhone", "CO", 45, 2); // 3 pages a reload → 6 requests avoided
    await mk("iphone", "MX", 20, 1); // 1 page → 1
    await mk("Samsung", "CO", 10, 0);
    // The searches themselves are the history's entries: "iPhone" in CO was run twice, one of them empty.
    const ran = (value: string, country: string, totalAds: number) =>
      db.searchHistoryEntry.create({
        data: {
          userId: user.id,
          searchType: "keyword",
          value,
          country,
          minDays: 1,
          adType: "ALL",
          mediaType: "ALL",
          searchPhraseType: "unordered",
          languages: ["es"],
          totalAds,
        },
      });
    await ran("iPhone", "CO", 45);
    await ran("iPhone", "CO", 0);
    await ran("iphone", "MX", 20);
    await ran("Samsung", "CO", 10);
    await db.usageEvent.createMany({
      data: [
        { userId: user.id, kind: "search_cached", ads: 20, cached: true },
        { userId: user.id, kind: "search_cached", ads: 20, cached: true },
        { userId: user.id, kind: "search", ads: 20, credits: 1 },
      ],
    });
    const res = await callRoute<CompleteSearchStats>(stats, { token, url: url("/api/complete-searches/stats") });
    expect(res.status).toBe(200);
    // 2 cache hits + 7 reload requests = 9 credits × 0.001 USD.
    expect(res.json.costSavings).toEqual({ estimatedSavings: 0.009, apifySearchesSaved: 5, creditsAvoided: 9, cacheHits: 2, reloads: 3 });
    // Searches counted as the history counts them (4 run, not the 3 saved searches).
    expect(res.json.overview).toEqual({ totalSearches: 4, totalAds: 75, avgAdsPerSearch: 18.8, totalAccesses: 3 });
    expect(res.json.topCountries).toEqual([
      { _id: "CO", count: 3, totalAds: 55 },
      { _id: "MX", count: 1, totalAds: 20 },
    ]);
    expect(res.json.topTerms).toEqual([
      { _id: "iphone", count: 3, totalAds: 65 },
      { _id: "samsung", count: 1, totalAds: 10 },
    ]);
    expect(res.json.mostAccessed.map((m: { searchName: string; accessCount: number }) => [m.searchName, m.accessCount])).toEqual([
      ["iPhone", 2],
      ["iphone", 1],
    ]);

    // A reload is one more access, and its pages join the savings.
    const samsung = await db.completeSearch.findFirstOrThrow({ where: { userId: user.id, searchName: "Samsung" } });
    await callRoute(reload, { token, params: { id: samsung.id }, url: url(`/api/complete-searches/${samsung.id}`) });
    const after = await callRoute(stats, { token, url: url("/api/complete-searches/stats") });
    expect(after.json.costSavings).toMatchObject({ creditsAvoided: 10, estimatedSavings: 0.01, reloads: 4 });

    const stranger = await signedInUser();
    const theirs = await callRoute<CompleteSearchStats>(stats, { token: stranger.token, url: url("/api/complete-searches/stats") });
    expect(theirs.json.overview).toEqual({ totalSearches: 0, totalAds: 0, avgAdsPerSearch: 0, totalAccesses: 0 });
    expect(theirs.json.costSavings.estimatedSavings).toBe(0);
  });
});
