import "server-only";
import { db } from "@/lib/db";

export type AdProduct = { productId: string; storeCount: number };

/**
 * The listed product of each of these ads, for the replies that do not go through the score's context
 * (saved ads, the CSV export, the watches' messages): 'Usado por N tiendas' and its link.
 */
export async function adProducts(adIds: readonly string[]): Promise<Map<string, AdProduct>> {
  if (adIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ adId: string; productId: string; storeCount: number }[]>`
    SELECT g."adId", p."id" AS "productId", p."storeCount"
    FROM "AdGroup" g JOIN "Product" p ON p."id" = g."productId"
    WHERE g."adId" = ANY(${[...new Set(adIds)]}::text[])`;
  return new Map(rows.map((r) => [r.adId, { productId: r.productId, storeCount: r.storeCount }]));
}
