import "server-only";
import { db, Prisma } from "@/lib/db";
import { thumbnailUrl } from "./archived-ad";

/**
 * The kept thumbnail's URL of each of these ads that has one (docs/product.md: every card shows it
 * when the original link fails), in one query. An ad not kept yet is absent: its card has no fallback.
 */
export async function keptThumbnails(adIds: readonly string[]): Promise<Map<string, string>> {
  if (adIds.length === 0) return new Map();
  const [row] = await db.$queryRaw<{ keptThumbnailIds: string[] }[]>`SELECT ${keptThumbnailColumnSql(adIds)}`;
  return keptThumbnailMap(row.keptThumbnailIds);
}

/** The lookup as a column (`keptThumbnailIds`) of a SELECT: alone above, or in the search's one read statement. */
export function keptThumbnailColumnSql(adIds: readonly string[]): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(array_agg(a."id"), '{}') FROM "Ad" a JOIN "ArchiveThumbnail" t ON t."hash" = a."thumbnailHash"
    WHERE a."id" = ANY(${[...new Set(adIds)]}::text[])) AS "keptThumbnailIds"`;
}

/** The column's ids as ad id → its kept thumbnail's URL. */
export function keptThumbnailMap(keptThumbnailIds: readonly string[]): Map<string, string> {
  return new Map(keptThumbnailIds.map((id) => [id, thumbnailUrl(id)]));
}

/** The page's ads, each with `thumbnail_url` (null when none is kept): the reply-shaping step of a search page. */
export function withKeptThumbnails<T extends { id: string }>(
  ads: T[],
  thumbnails: Map<string, string>,
): (T & { thumbnail_url: string | null })[] {
  return ads.map((ad) => ({ ...ad, thumbnail_url: thumbnails.get(ad.id) ?? null }));
}
