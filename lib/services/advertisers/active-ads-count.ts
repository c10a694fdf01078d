import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getProvider } from "@/lib/providers";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import { archiveChanged } from "@/lib/services/ads/archive-version";

/**
 * An advertiser's active ads in a country, shared by all users for ADVERTISER_STATS_TTL_MINUTES:
 * the result grid asks for every advertiser on the page, so this is mostly a cache read.
 */
export async function getActiveAdsCount(
  userId: string,
  pageId: string,
  country: string,
  opts: { signal?: AbortSignal; fresh?: boolean } = {},
) {
  const ttlMs = env().ADVERTISER_STATS_TTL_MINUTES * 60_000;
  if (!opts.fresh) {
    const hit = await db.advertiserActiveAdsCount.findUnique({ where: { pageId_country: { pageId, country } } });
    if (hit && Date.now() - hit.fetchedAt.getTime() < ttlMs) return { totalActiveAds: hit.count, cached: true };
  }
  const { count, credits } = await getProvider().countActiveAds(pageId, country, { signal: opts.signal });
  await db.advertiserActiveAdsCount.upsert({
    where: { pageId_country: { pageId, country } },
    create: { pageId, country, count },
    update: { count, fetchedAt: new Date() },
  });
  archiveChanged();
  await recordUsage(userId, "advertiser_stats", { credits });
  return { totalActiveAds: count, cached: false };
}

/** POST /api/ads/advertiser-stats's reply body (besides `success`). */
export type ActiveAdsCount = Awaited<ReturnType<typeof getActiveAdsCount>>;
