import "server-only";
import { db, Prisma } from "@/lib/db";
import { thumbnailUrl } from "./archived-ad";

/**
 * The kept thumbnail's URL of each of these ads that has one (docs/product.md: every card shows it
 * when the original link fails), in one query. An ad not kept yet is absent: its card has no fallback.
 */
export async function keptThumbnails(adIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(adIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT a."id" FROM "Ad" a JOIN "ArchiveThumbnail" t ON t."hash" = a."thumbnailHash"
    WHERE a."id" = ANY(${ids}::text[])`;
  return new Map(rows.map((r) => [r.id, thumbnailUrl(r.id)]));
}

/** The same lookup as a column (`keptThumbnailIds`) of a larger SELECT: the search's one read statement. */
export function keptThumbnailColumnSql(adIds: readonly string[]): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(array_agg(a."id"), '{}') FROM "Ad" a JOIN "ArchiveThumbnail" t ON t."hash" = a."thumbnailHash"
    WHERE a."id" = ANY(${[...new Set(adIds)]}::text[])) AS "keptThumbnailIds"`;
}

/** The page's ads, each with `thumbnail_url` (null when none is kept): the reply-shaping step of a search page. */
export function withKeptThumbnails<T extends { id: string }>(
  ads: T[],
  thumbnails: Map<string, string>,
): (T & { thumbnail_url: string | null })[] {
  return ads.map((ad) => ({ ...ad, thumbnail_url: thumbnails.get(ad.id) ?? null }));
}
