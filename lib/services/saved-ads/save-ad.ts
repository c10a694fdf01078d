import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { SaveAdInput } from "@/lib/validation/saved-ads";
import { lockUserRow } from "@/lib/services/plan-limits";
import { expiredPlanNote, getEffectivePlan } from "@/lib/services/plans/effective-plan";

export const ALREADY_SAVED = "Este anuncio ya está guardado";

/** Saves one ad into the user's library within the plan's saved-ads limit. */
export async function saveAd(userId: string, input: SaveAdInput) {
  const ad = await db.ad.findUnique({ where: { id: input.adData.id }, select: { id: true, data: true } });
  if (!ad) throw new AppError("NOT_FOUND", "El anuncio ya no está disponible. Vuelve a buscarlo.");
  try {
    return await db.$transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const plan = await getEffectivePlan(tx, userId);
      const limit = plan.limits.savedAdsLimit;
      const note = plan.expired ? ` ${expiredPlanNote(plan)}` : "";
      if (limit === 0) throw new AppError("PLAN_LIMIT", `Tu plan ${plan.limits.name} no incluye anuncios guardados.${note}`);
      if (limit !== null && (await tx.savedAd.count({ where: { userId } })) >= limit) {
        throw new AppError("PLAN_LIMIT", `Has alcanzado el límite de ${limit} anuncios guardados de tu plan.${note}`);
      }
      const tags = [...new Set(input.tags)];
      return tx.savedAd.create({
        data: { userId, adId: ad.id, adData: ad.data as Prisma.InputJsonValue, tags, collection: input.collection, notes: input.notes },
        select: { id: true, adId: true, tags: true, collection: true, notes: true, isFavorite: true, savedAt: true },
      });
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw new AppError("CONFLICT", ALREADY_SAVED);
    throw e;
  }
}
