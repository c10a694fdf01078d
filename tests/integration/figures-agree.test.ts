// One definition per figure: the searches a user ran, counted by /stats, the history, its
// statistics and the plans page's usage, agree; and so do the per-term counts.
import { describe, expect, it } from "vitest";
import { POST as search } from "@/app/api/search/route";
import { GET as history } from "@/app/api/search-history/route";
import { GET as historyStats } from "@/app/api/search-history/stats/route";
import { GET as analytics } from "@/app/api/complete-searches/stats/route";
import { GET as usage } from "@/app/api/user-plans/usage/route";
import type { CompleteSearchStats } from "@/lib/services/complete-searches/complete-search-stats";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { callRoute, signedInUser } from "../support/factories";

const url = (path: string, query: Record<string, string> = {}) => `http://localhost${path}?${new URLSearchParams(query)}`;

describe("the searches count is the same on every screen", () => {
  it("/stats, the history, its statistics and the plans page's usage give the same totals", async () => {
    const { token } = await signedInUser();
    // 'faja' three times (one saved search), 'crema' once, and one search that finds nothing.
    for (const value of ["faja", "faja", "Faja", "crema", "zzqxw sin resultados"]) {
      const res = await callRoute<SearchReply>(search, { token, body: { value, minDays: 0 } });
      expect(res.status).toBe(200);
    }

    const stats = (await callRoute<CompleteSearchStats>(analytics, { token, url: url("/api/complete-searches/stats") })).json;
    const list = (await callRoute<{ pagination: { totalCount: number } }>(history, { token, url: url("/api/search-history") })).json;
    const summary = (
      await callRoute<{ summary: { totalSearches: number; totalAds: number } }>(historyStats, {
        token,
        url: url("/api/search-history/stats"),
      })
    ).json;
    const plans = (
      await callRoute<{ usage: { searchesPerformed: number; adsUsed?: number } }>(usage, { token, url: url("/api/user-plans/usage") })
    ).json;

    expect(stats.overview.totalSearches).toBe(5);
    expect(list.pagination.totalCount).toBe(5);
    expect(summary.summary.totalSearches).toBe(5);
    expect(plans.usage.searchesPerformed).toBe(5);
    expect(stats.overview.totalAds).toBe(summary.summary.totalAds);

    const fajaHistory = (
      await callRoute<{ pagination: { totalCount: number } }>(history, { token, url: url("/api/search-history", { search: "faja" }) })
    ).json;
    expect(fajaHistory.pagination.totalCount).toBe(3);
    expect(stats.topTerms.find((t) => t._id === "faja")?.count).toBe(3);
  });
});
