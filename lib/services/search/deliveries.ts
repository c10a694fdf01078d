import "server-only";
import { db } from "@/lib/db";

/** The given ids this user was delivered, in the given order. */
export async function deliveredTo(userId: string, adIds: string[]): Promise<string[]> {
  if (adIds.length === 0) return [];
  const rows = await db.adDelivery.findMany({ where: { userId, adId: { in: adIds } }, select: { adId: true } });
  const delivered = new Set(rows.map((r) => r.adId));
  return adIds.filter((id) => delivered.has(id));
}
