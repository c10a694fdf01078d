import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { releaseMedia } from "@/lib/services/images/kept-media";
import { SAVED_AD_NOT_FOUND } from "./saved-ad-item";

/** DELETE /api/saved-ads/{id}: the ad, then the kept files no other saved ad uses. */
export async function deleteSavedAd(userId: string, id: string): Promise<void> {
  const media = await db.savedAdMedia.findMany({
    where: { savedAdId: id, savedAd: { userId }, hash: { not: null } },
    select: { hash: true },
  });
  const res = await db.savedAd.deleteMany({ where: { id, userId } });
  if (res.count === 0) throw new AppError("NOT_FOUND", SAVED_AD_NOT_FOUND);
  await releaseMedia(media.map((m) => m.hash).filter((h): h is string => h !== null));
}
