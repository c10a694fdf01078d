import "server-only";
import { db } from "@/lib/db";
import { watchLimits } from "./limits";
import { toWatch, type Watch, type WatchLimits } from "./watch-view";

/** GET /api/watches: the user's watches, newest first, and the plan's limits. */
export async function listWatches(userId: string): Promise<{ watches: Watch[]; limits: WatchLimits }> {
  const [rows, limits] = await Promise.all([
    db.watch.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    watchLimits(db, userId),
  ]);
  return { watches: rows.map(toWatch), limits: { maxWatches: limits.maxWatches, minIntervalHours: limits.minIntervalHours } };
}

export type WatchesReply = Awaited<ReturnType<typeof listWatches>>;
