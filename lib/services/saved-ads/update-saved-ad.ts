import "server-only";
import { assertEditableWithinCap } from "@/lib/services/billing/effective-plan";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { UpdateSavedAdInput } from "@/lib/validation/saved-ads";
import { currentScores } from "@/lib/services/ads/current-scores";
import { adBodies, searchTextOf } from "./columns";
import { itemSelect, SAVED_AD_NOT_FOUND, toItem, type SavedAdItem } from "./saved-ad-item";

/** PUT /api/saved-ads/{id}: favourite, collection, tags, notes. Someone else's ad is a 404. */
export async function updateSavedAd(userId: string, id: string, input: UpdateSavedAdInput): Promise<SavedAdItem> {
  const current = await db.savedAd.findFirst({ where: { id, userId }, select: { adData: true, pageName: true, notes: true } });
  if (!current) throw new AppError("NOT_FOUND", SAVED_AD_NOT_FOUND);
  // Over the plan's cap (an expired or lowered plan) the library is kept read-only; deleting stays allowed.
  await assertEditableWithinCap(db, userId, "savedAds");
  const notes = input.notes ?? current.notes;
  const row = await db.savedAd.update({
    where: { id },
    data: {
      ...(input.isFavorite !== undefined ? { isFavorite: input.isFavorite } : {}),
      ...(input.collection !== undefined ? { collection: input.collection } : {}),
      ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
      ...(input.notes !== undefined ? { notes, searchText: searchTextOf(current.pageName, adBodies(current.adData), notes) } : {}),
    },
    select: itemSelect,
  });
  // The reply replaces the card: its score is the list's, as of now.
  const scores = await currentScores([row.adId]);
  return toItem(row, null, null, scores.get(row.adId) ?? null);
}
