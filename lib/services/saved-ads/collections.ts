import "server-only";
import { db } from "@/lib/db";

export type SavedAdCollectionSummary = { name: string; count: number; lastAdded: string | null };

/** GET /api/saved-ads/collections: each collection with its count and latest save. */
export async function listCollections(userId: string): Promise<SavedAdCollectionSummary[]> {
  const rows = await db.$queryRaw<{ name: string; count: number; lastAdded: Date | null }[]>`
    SELECT c."name", c."count", l."savedAt" AS "lastAdded"
    FROM "SavedAdCollection" c
    LEFT JOIN LATERAL (
      SELECT s."savedAt" FROM "SavedAd" s
      WHERE s."userId" = c."userId" AND s."collection" = c."name"
      ORDER BY s."savedAt" DESC LIMIT 1
    ) l ON true
    WHERE c."userId" = ${userId} AND c."count" > 0
    ORDER BY c."count" DESC, c."name" ASC`;
  return rows.map((r) => ({ name: r.name, count: r.count, lastAdded: r.lastAdded?.toISOString() ?? null }));
}
