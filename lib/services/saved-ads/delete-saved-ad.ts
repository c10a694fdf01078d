import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { releaseMedia } from "@/lib/services/images/kept-media";
import { SAVED_AD_NOT_FOUND } from "./saved-ad-item";

/**
 * DELETE /api/saved-ads/{id}: the ad, then the kept files no other saved ad uses. Its media rows are
 * locked before the delete: a copy finishing meanwhile either linked its file first (read here, then
 * released) or finds the row gone and removes the file itself, so no file is left with no ad.
 */
export async function deleteSavedAd(userId: string, id: string): Promise<void> {
  const hashes = await db.$transaction(async (tx) => {
    const media = await tx.$queryRaw<{ hash: string | null }[]>`
      SELECT m."hash" FROM "SavedAdMedia" m JOIN "SavedAd" s ON s."id" = m."savedAdId"
      WHERE m."savedAdId" = ${id} AND s."userId" = ${userId} ORDER BY m."position" FOR UPDATE OF m`;
    const res = await tx.savedAd.deleteMany({ where: { id, userId } });
    if (res.count === 0) throw new AppError("NOT_FOUND", SAVED_AD_NOT_FOUND);
    return media.flatMap((m) => (m.hash ? [m.hash] : []));
  });
  await releaseMedia(hashes);
}
