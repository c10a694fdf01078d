import "server-only";
import { db } from "@/lib/db";
import { assertEditableWithinCap } from "@/lib/services/billing/effective-plan";
import { AppError } from "@/lib/errors";
import { getActiveAdsCount } from "@/lib/services/advertisers/active-ads-count";
import { appDay } from "@/lib/services/tracking/snapshot";
import { dayToDate } from "@/lib/time-zone";
import { changePercentage } from "@/lib/shared/tracking/trend";

export type CheckStats = { previousActiveAds: number; currentActiveAds: number; change: number; changePercentage: number };

/**
 * POST /api/tracked-advertisers/{id}/check: the advertiser's active ads now (fresh from upstream), written
 * as today's point, against the latest point before this check.
 */
export async function checkTrackedAdvertiser(userId: string, id: string): Promise<{ stats: CheckStats }> {
  const tracked = await db.trackedAdvertiser.findFirst({
    where: { id, userId },
    select: {
      pageId: true,
      country: true,
      totalAdsTracked: true,
      dailyStats: { orderBy: { date: "desc" }, take: 1, select: { activeAds: true } },
    },
  });
  if (!tracked) throw new AppError("NOT_FOUND", "Anunciante en seguimiento no encontrado");
  await assertEditableWithinCap(db, userId, "trackedAdvertisers");
  const previous = tracked.dailyStats[0]?.activeAds ?? 0;
  const { totalActiveAds: current } = await getActiveAdsCount(userId, tracked.pageId, tracked.country, { fresh: true });
  const date = dayToDate(appDay());
  await db.$transaction([
    db.advertiserDailyStat.upsert({
      where: { trackedAdvertiserId_date: { trackedAdvertiserId: id, date } },
      create: { trackedAdvertiserId: id, date, activeAds: current },
      update: { activeAds: current },
    }),
    db.trackedAdvertiser.update({ where: { id }, data: { totalAdsTracked: Math.max(tracked.totalAdsTracked, current) } }),
  ]);
  return {
    stats: {
      previousActiveAds: previous,
      currentActiveAds: current,
      change: current - previous,
      changePercentage: changePercentage(previous, current),
    },
  };
}
