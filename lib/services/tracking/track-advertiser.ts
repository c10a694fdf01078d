import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { TrackAdvertiserInput } from "@/lib/validation/tracking";
import { withUserLock } from "@/lib/services/billing/lock-user-row";
import { assertTrackingCapacity } from "@/lib/services/tracking/tracked-advertisers";
import { appDay } from "@/lib/services/tracking/snapshot";
import { dayToDate } from "@/lib/time-zone";

/**
 * Starts following an advertiser within the plan's limit, with its first daily point ('Inicio del
 * tracking'). Today's shared snapshot, when there is one, gives the point and its ad ids; otherwise the
 * shared count cache's figure, and the count the card showed only as a last resort.
 */
export async function trackAdvertiser(userId: string, input: TrackAdvertiserInput) {
  const day = dayToDate(appDay());
  const [snapshot, cached] = await Promise.all([
    db.advertiserSnapshot.findUnique({
      where: { pageId_country_day: { pageId: input.pageId, country: input.country, day } },
      select: { activeAds: true, adIds: true },
    }),
    db.advertiserActiveAdsCount.findUnique({ where: { pageId_country: { pageId: input.pageId, country: input.country } } }),
  ]);
  const initial = snapshot?.activeAds ?? cached?.count ?? input.initialActiveAdsCount;
  try {
    return await withUserLock(userId, async (tx) => {
      await assertTrackingCapacity(tx, userId);
      return tx.trackedAdvertiser.create({
        data: {
          userId,
          pageId: input.pageId,
          pageName: input.pageName,
          pageProfileUri: input.pageProfileUri ?? null,
          pageProfilePictureUrl: input.pageProfilePictureUrl ?? null,
          pageLikeCount: input.pageLikeCount ?? null,
          pageCategories: input.pageCategories,
          pageVerification: input.pageVerification,
          productType: input.productType,
          notes: input.notes,
          country: input.country,
          initialActiveAdsCount: initial,
          totalAdsTracked: initial,
          dailyStats: { create: { date: day, activeAds: initial, newAds: 0, adIds: snapshot?.adIds ?? [] } },
        },
        include: { dailyStats: true },
      });
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")
      throw new AppError("CONFLICT", "Ya sigues a este anunciante");
    throw e;
  }
}
