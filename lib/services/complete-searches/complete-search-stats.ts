import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { PAGE_SIZE } from "@/lib/validation/search";

/** Credits one upstream page request costs (ScrapeCreators: 1 a request; the only metered provider). */
export const CREDITS_PER_UPSTREAM_REQUEST = 1;

export type TopItem = { _id: string; count: number; totalAds: number };

/** docs/product.md §3 'Search history stats (analytics)', the figures of the /stats screen. */
export type CompleteSearchStats = {
  costSavings: {
    /** USD: credits avoided × CREDIT_VALUE_USD, 4 decimals. */
    estimatedSavings: number;
    /** Upstream searches not made: cache hits plus saved-search reloads. */
    apifySearchesSaved: number;
    creditsAvoided: number;
    cacheHits: number;
    reloads: number;
  };
  overview: { totalSearches: number; totalAds: number; avgAdsPerSearch: number; totalAccesses: number };
  topCountries: TopItem[];
  topTerms: TopItem[];
  mostAccessed: { _id: string; searchName: string; country: string; accessCount: number; totalResults: number }[];
};

/**
 * GET /api/complete-searches/stats. Savings are what was really avoided:
 * - each cache hit in the usage ledger (kind 'search_cached') answered a page without an upstream request;
 * - each reload of a saved search avoided ceil(totalResults / 20) page requests;
 * each avoided request is CREDITS_PER_UPSTREAM_REQUEST credits, valued at CREDIT_VALUE_USD.
 */
export async function completeSearchStats(userId: string): Promise<CompleteSearchStats> {
  // One definition of "a search" on every screen: a search the user ran, as the history lists it (one
  // entry per page-1 search, repeats and empty ones included; the plans page counts the same, per month).
  // The saved searches only say what can be reloaded: counting them (one per distinct set of params)
  // made /stats say 8 searches, and 'faja' 1, where the history said 10 and 3.
  const [searches, overview, countries, terms, mostAccessed, ledger] = await Promise.all([
    db.$queryRaw<{ searches: bigint; ads: bigint | null }[]>`
      SELECT count(*) AS searches, sum("totalAds") AS ads FROM "SearchHistoryEntry" WHERE "userId" = ${userId}`,
    db.$queryRaw<{ accesses: bigint | null; reloadRequests: bigint | null }[]>`
      SELECT sum("accessCount") AS accesses,
        sum("accessCount"::bigint * ceil("totalResults"::numeric / ${PAGE_SIZE})::bigint) AS "reloadRequests"
      FROM "CompleteSearch" WHERE "userId" = ${userId}`,
    db.$queryRaw<{ key: string; count: bigint; ads: bigint }[]>`
      SELECT "country" AS key, count(*) AS count, sum("totalAds") AS ads FROM "SearchHistoryEntry"
      WHERE "userId" = ${userId} GROUP BY 1 ORDER BY count(*) DESC, sum("totalAds") DESC, 1 LIMIT 6`,
    db.$queryRaw<{ key: string; count: bigint; ads: bigint }[]>`
      SELECT lower(btrim("value")) AS key, count(*) AS count, sum("totalAds") AS ads FROM "SearchHistoryEntry"
      WHERE "userId" = ${userId} GROUP BY 1 ORDER BY count(*) DESC, sum("totalAds") DESC, 1 LIMIT 5`,
    db.completeSearch.findMany({
      where: { userId, accessCount: { gt: 0 } },
      orderBy: [{ accessCount: "desc" }, { executedAt: "desc" }],
      take: 5,
      select: { id: true, searchName: true, country: true, accessCount: true, totalResults: true },
    }),
    db.$queryRaw<{ hits: bigint }[]>`
      SELECT count(*) AS hits FROM "UsageEvent" WHERE "userId" = ${userId} AND "kind" = 'search_cached'`,
  ]);
  const o = overview[0];
  const totalSearches = Number(searches[0].searches);
  const totalAds = Number(searches[0].ads ?? 0);
  const reloads = Number(o.accesses ?? 0);
  const cacheHits = Number(ledger[0].hits);
  const creditsAvoided = (cacheHits + Number(o.reloadRequests ?? 0)) * CREDITS_PER_UPSTREAM_REQUEST;
  const top = (rows: { key: string; count: bigint; ads: bigint }[]) =>
    rows.map((r) => ({ _id: r.key, count: Number(r.count), totalAds: Number(r.ads) }));
  return {
    costSavings: {
      estimatedSavings: Number((creditsAvoided * env().CREDIT_VALUE_USD).toFixed(4)),
      apifySearchesSaved: cacheHits + reloads,
      creditsAvoided,
      cacheHits,
      reloads,
    },
    overview: {
      totalSearches,
      totalAds,
      avgAdsPerSearch: totalSearches > 0 ? Math.round((totalAds / totalSearches) * 10) / 10 : 0,
      totalAccesses: reloads,
    },
    topCountries: top(countries),
    topTerms: top(terms),
    mostAccessed: mostAccessed.map((m) => ({ _id: m.id, ...m })),
  };
}
