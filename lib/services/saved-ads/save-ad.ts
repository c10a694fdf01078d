import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { pluralize } from "@/lib/format";
import type { BulkSaveInput, SaveAdInput } from "@/lib/validation/saved-ads";
import { withUserLock } from "@/lib/services/billing/lock-user-row";
import { mediaSources, scheduleKeepMedia } from "@/lib/services/images/kept-media";
import { savedAdColumns } from "./columns";
import { expiredPlanNote, getEffectivePlan } from "@/lib/services/billing/effective-plan";

export const ALREADY_SAVED = "Este anuncio ya está guardado";

/**
 * Within withUserLock: refuses a plan that cannot save, or whose cap `adding` more ads would pass. The
 * messages name 'anuncios guardados', which the client recognises (docs/product.md §8).
 */
async function assertSavedAdsRoom(tx: Prisma.TransactionClient, userId: string, adding: number) {
  // An expired paid plan is served with the free plan's caps until renewed.
  const plan = await getEffectivePlan(tx, userId);
  const limit = plan.limits.savedAdsLimit;
  const note = plan.expired ? `. ${expiredPlanNote(plan)}` : "";
  if (limit === 0) throw new AppError("PLAN_LIMIT", `Tu plan ${plan.limits.name} no incluye anuncios guardados${note}`);
  if (limit !== null && adding > 0 && (await tx.savedAd.count({ where: { userId } })) + adding > limit) {
    throw new AppError(
      "PLAN_LIMIT",
      `Has alcanzado el límite de ${pluralize(limit, "anuncio guardado", "anuncios guardados")} de tu plan${note}`,
    );
  }
}

type NewSavedAd = { adId: string; adData: Prisma.JsonValue; tags: string[]; collection: string; notes: string };

function rowData(userId: string, ad: NewSavedAd) {
  return {
    userId,
    adId: ad.adId,
    adData: ad.adData as Prisma.InputJsonValue,
    tags: [...new Set(ad.tags)],
    collection: ad.collection,
    notes: ad.notes,
    ...savedAdColumns(ad.adData, ad.notes),
  };
}

/** The creatives each new saved ad will keep; their copies start after the reply. */
async function addMediaRows(tx: Prisma.TransactionClient, saved: { id: string; adData: Prisma.JsonValue }[]) {
  const rows = saved.flatMap((s) => mediaSources(s.adData).map((m) => ({ savedAdId: s.id, ...m })));
  if (rows.length > 0) await tx.savedAdMedia.createMany({ data: rows });
}

/** Saves one ad into the user's library within the plan's saved-ads limit. */
export async function saveAd(userId: string, input: SaveAdInput) {
  const ad = await db.ad.findUnique({ where: { id: input.adData.id }, select: { id: true, data: true } });
  if (!ad) throw new AppError("NOT_FOUND", "El anuncio ya no está disponible. Vuelve a buscarlo.");
  try {
    const saved = await withUserLock(userId, async (tx) => {
      await assertSavedAdsRoom(tx, userId, 1);
      const row = await tx.savedAd.create({
        data: rowData(userId, { adId: ad.id, adData: ad.data, tags: input.tags, collection: input.collection, notes: input.notes }),
        select: { id: true, adId: true, tags: true, collection: true, notes: true, isFavorite: true, savedAt: true },
      });
      await addMediaRows(tx, [{ id: row.id, adData: ad.data }]);
      return row;
    });
    scheduleKeepMedia([saved.id]);
    return saved;
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw new AppError("CONFLICT", ALREADY_SAVED);
    throw e;
  }
}

export type BulkSaveResult = { saved: number; skipped: number; unavailable: number; savedAdIds: string[] };

/**
 * Saves the ads of a search at once with the given defaults. Ads already in the library are skipped
 * and do not count against the plan's cap; only the ads actually added do.
 */
export async function bulkSaveAds(userId: string, input: BulkSaveInput): Promise<BulkSaveResult> {
  const ids = [...new Set(input.ads.map((a) => a.id))];
  const known = await db.ad.findMany({ where: { id: { in: ids } }, select: { id: true, data: true } });
  // Under the user's lock, so the "already saved" set cannot change under us.
  const saved = await withUserLock(userId, async (tx) => {
    const existing = new Set(
      (await tx.savedAd.findMany({ where: { userId, adId: { in: known.map((a) => a.id) } }, select: { adId: true } })).map((s) => s.adId),
    );
    const fresh = known.filter((a) => !existing.has(a.id));
    await assertSavedAdsRoom(tx, userId, fresh.length);
    const rows = await tx.savedAd.createManyAndReturn({
      data: fresh.map((a) =>
        rowData(userId, {
          adId: a.id,
          adData: a.data,
          tags: input.defaultTags,
          collection: input.defaultCollection,
          notes: input.defaultNotes,
        }),
      ),
      skipDuplicates: true,
      select: { id: true, adData: true },
    });
    await addMediaRows(tx, rows);
    return rows;
  });
  const savedAdIds = saved.map((s) => s.id);
  scheduleKeepMedia(savedAdIds);
  return { saved: saved.length, skipped: known.length - saved.length, unavailable: ids.length - known.length, savedAdIds };
}
