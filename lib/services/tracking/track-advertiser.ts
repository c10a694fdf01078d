import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { TrackAdvertiserInput } from "@/lib/validation/tracking";
import { lockUserRow } from "@/lib/services/plan-limits";
import { expiredPlanNote, getEffectivePlan } from "@/lib/services/plans/effective-plan";

function todayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Starts following an advertiser within the plan's limit, with its first daily point ('Inicio del
 * tracking'). The count the card showed is only a fallback: the shared cache's figure wins.
 */
export async function trackAdvertiser(userId: string, input: TrackAdvertiserInput) {
  const cached = await db.advertiserActiveAdsCount.findUnique({ where: { pageId_country: { pageId: input.pageId, country: input.country } } });
  const initial = cached?.count ?? input.initialActiveAdsCount;
  try {
    return await db.$transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const plan = await getEffectivePlan(tx, userId);
      const limit = plan.limits.trackedAdvertisersLimit;
      const note = plan.expired ? `. ${expiredPlanNote(plan)}` : "";
      // The spec's client recognises this refusal by the words 'Límite de anuncios'.
      if (limit === 0) throw new AppError("PLAN_LIMIT", `Límite de anuncios de seguimiento: tu plan ${plan.limits.name} no permite seguir anunciantes${note}`);
      if (limit !== null && (await tx.trackedAdvertiser.count({ where: { userId, active: true } })) >= limit) {
        throw new AppError("PLAN_LIMIT", `Límite de anuncios de seguimiento alcanzado: tu plan permite seguir ${limit} anunciantes${note}`);
      }
      const created = await tx.trackedAdvertiser.create({
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
          dailyStats: { create: { date: todayUtc(), activeAds: initial, newAds: 0 } },
        },
        include: { dailyStats: true },
      });
      return created;
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw new AppError("CONFLICT", "Ya sigues a este anunciante");
    throw e;
  }
}
