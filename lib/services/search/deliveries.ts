import "server-only";
import { db, type RawQueryable } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";

/**
 * Remembers which ads each user was delivered (and charged for): one statement per page. Whatever a
 * user may keep for free later (a saved complete search) is checked against this record, so ads of
 * the shared table they never paid for cannot be pulled in by id.
 */
export async function recordDeliveries(userId: string, ads: Pick<NormalizedAd, "id">[], tx: RawQueryable = db): Promise<void> {
  if (ads.length === 0) return;
  const ids = [...new Set(ads.map((a) => a.id))];
  await tx.$executeRaw`
    INSERT INTO "AdDelivery" ("userId", "adId", "firstDeliveredAt")
    SELECT ${userId}, d."adId", now() FROM unnest(${ids}::text[]) AS d("adId")
    ORDER BY d."adId"
    ON CONFLICT ("userId", "adId") DO NOTHING`;
}

/** The given ids this user was delivered, in the given order. */
export async function deliveredTo(userId: string, adIds: string[]): Promise<string[]> {
  if (adIds.length === 0) return [];
  const rows = await db.adDelivery.findMany({ where: { userId, adId: { in: adIds } }, select: { adId: true } });
  const delivered = new Set(rows.map((r) => r.adId));
  return adIds.filter((id) => delivered.has(id));
}
