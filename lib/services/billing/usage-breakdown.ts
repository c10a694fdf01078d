import "server-only";
import { db, type Prisma } from "@/lib/db";
import { monthStart } from "./usage-period";

/** The quota's sources, in the order the screens list them. */
export const USAGE_SOURCES = ["search", "watch", "saved_search", "advertiser"] as const;
export type UsageSource = (typeof USAGE_SOURCES)[number];

/** Which usage events deliver ads to the user, and the source each belongs to. */
const SOURCE_OF_KIND: Record<string, UsageSource> = {
  search: "search",
  search_cached: "search",
  watch: "watch",
  saved_search: "saved_search",
  scrape_advertiser: "advertiser",
};

export type UsageBreakdownRow = {
  source: UsageSource;
  /** Ads this source counted against the quota this month (first delivered by it). */
  counted: number;
  /** Ads it delivered that were free: already received this month. */
  free: number;
};

/**
 * The month's quota by source, from the usage events (each delivery writes one, with the ads it
 * counted and those that were free, in the statement that charges them): the counted figures add up
 * to the usage card's `adsFetched`. Sources that delivered nothing this month are left out, except
 * searches, always listed.
 */
export async function usageBreakdown(
  userId: string,
  now = new Date(),
  client: Prisma.TransactionClient | typeof db = db,
): Promise<UsageBreakdownRow[]> {
  const rows = await client.usageEvent.groupBy({
    by: ["kind"],
    where: { userId, at: { gte: monthStart(now) }, kind: { in: Object.keys(SOURCE_OF_KIND) } },
    _sum: { ads: true, freeAds: true },
  });
  const totals = new Map<UsageSource, UsageBreakdownRow>();
  for (const r of rows) {
    const source = SOURCE_OF_KIND[r.kind];
    const row = totals.get(source) ?? { source, counted: 0, free: 0 };
    row.counted += r._sum.ads ?? 0;
    row.free += r._sum.freeAds ?? 0;
    totals.set(source, row);
  }
  return USAGE_SOURCES.filter((s) => s === "search" || totals.has(s)).map((s) => totals.get(s) ?? { source: s, counted: 0, free: 0 });
}
