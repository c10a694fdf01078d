import "server-only";
import { db } from "@/lib/db";

export type SavedAdTagSummary = { name: string; count: number };

/** GET /api/saved-ads/tags: every tag the user has used, most used first. */
export async function listTags(userId: string): Promise<SavedAdTagSummary[]> {
  const rows = await db.$queryRaw<{ name: string; count: bigint }[]>`
    SELECT t AS "name", count(*) AS "count"
    FROM "SavedAd" s, unnest(s."tags") t
    WHERE s."userId" = ${userId}
    GROUP BY t ORDER BY count(*) DESC, t ASC LIMIT 500`;
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}
