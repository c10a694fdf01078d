// What a user was charged, read the two ways it shows: the usage figures the app answers
// (GET /api/user-plans/usage, the usage card) and the rows behind them (the User counters, the
// UsageEvent ledger, the history). Tests of faults, outages and races compare these.
import { db } from "@/lib/db";
import { GET as usageRoute } from "@/app/api/user-plans/usage/route";
import type { Usage } from "@/lib/services/billing/get-usage";
import { monthStart } from "@/lib/services/billing/usage-period";
import { callRoute } from "./factories";

export async function accountOf(userId: string, token: string) {
  const [reply, counters, ledger, history, monthly] = await Promise.all([
    callRoute<{ usage: Usage }>(usageRoute, { token, url: "http://localhost/api/user-plans/usage" }),
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { adsFetched: true, searchesPerformed: true, creditsMonth: true, creditsTotal: true },
    }),
    db.usageEvent.findMany({
      where: { userId },
      select: { kind: true, ads: true, credits: true, cached: true },
      orderBy: { at: "asc" },
    }),
    db.searchHistoryEntry.findMany({ where: { userId }, select: { totalAds: true } }),
    db.monthlyAdDelivery.count({ where: { userId, period: monthStart() } }),
  ]);
  if (reply.status !== 200) throw new Error(`GET /api/user-plans/usage answered ${reply.status}`);
  return {
    usage: {
      adsFetched: reply.json.usage.adsFetched,
      adsRemaining: reply.json.usage.adsRemaining,
      searchesPerformed: reply.json.usage.searchesPerformed,
    },
    counters,
    ledger,
    /** Ads the usage events say were counted against the quota (searches, cache hits, saved loads, advertisers). */
    ledgerAds: ledger
      .filter((e) => ["search", "search_cached", "scrape_advertiser", "saved_search"].includes(e.kind))
      .reduce((n, e) => n + e.ads, 0),
    /** Distinct ads counted this month: the month's delivery ledger (one row per ad). */
    monthlyAds: monthly,
    ledgerCredits: ledger.reduce((n, e) => n + e.credits, 0),
    historyEntries: history.length,
    historyAds: history.reduce((n, h) => n + h.totalAds, 0),
  };
}
