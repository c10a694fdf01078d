import "server-only";
import { db } from "@/lib/db";

/** How much the user has in each of their lists: what the screens not yet built out report honestly. */
export async function getActivityCounts(userId: string) {
  const [searches, savedAds, trackedAdvertisers] = await Promise.all([
    db.searchHistoryEntry.count({ where: { userId } }),
    db.savedAd.count({ where: { userId } }),
    db.trackedAdvertiser.count({ where: { userId, active: true } }),
  ]);
  return { searches, savedAds, trackedAdvertisers };
}
