import "server-only";
import { db, Prisma } from "@/lib/db";

export type UserMarks = { savedAdIds: string[]; followedPageIds: string[] };

/**
 * The columns `savedAdIds` and `followedPageIds` of one SELECT: which of these ads the user has saved
 * and which of these advertisers they follow. Alone in {@link userMarks}, or beside the score's context
 * in the search's one read (record-page.ts) and the archive's cards (archive-reply.ts). `pageIds` may be
 * a text[] expression, as in contextColumnsSql.
 */
export function marksColumnsSql(userId: string, adIds: string[], pageIds: string[] | Prisma.Sql): Prisma.Sql {
  const pages = Array.isArray(pageIds) ? Prisma.sql`${pageIds}::text[]` : pageIds;
  return Prisma.sql`
    ARRAY(SELECT s."adId" FROM "SavedAd" s WHERE s."userId" = ${userId} AND s."adId" = ANY(${adIds}::text[])) AS "savedAdIds",
    ARRAY(SELECT t."pageId" FROM "TrackedAdvertiser" t WHERE t."userId" = ${userId} AND t."pageId" = ANY(${pages})) AS "followedPageIds"`;
}

/**
 * Which of these ads the user has saved and which advertisers they follow, from the database, so a
 * fresh browser shows GUARDADO and SIGUIENDO on the cards instead of offering what would only fail.
 * One round trip for a page.
 */
export async function userMarks(userId: string, ads: { id: string; page_id: string }[]): Promise<UserMarks> {
  if (ads.length === 0) return { savedAdIds: [], followedPageIds: [] };
  const adIds = [...new Set(ads.map((a) => a.id))];
  const pageIds = [...new Set(ads.map((a) => a.page_id))];
  const rows = await db.$queryRaw<UserMarks[]>`SELECT ${marksColumnsSql(userId, adIds, pageIds)}`;
  return rows[0];
}
