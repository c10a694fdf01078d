import "server-only";
import { Prisma } from "@/lib/db";

/**
 * The clusters' numbers (docs/creative-fingerprints.md §4): the whole and the masked whole rows of a
 * grouped thumbnail carry a number, last in the band indexes, and ClusterNumber names the level-1 group
 * each number belongs to now. The job's look-up then reads a near hash's cluster from the band index
 * itself, once per cluster, instead of the thumbnail's row and its ProductNode key once per near hash.
 * Crops and masked windows carry none: numbering a row rewrites its index entries (a crop's five, 48 µs
 * a row at 1 M ads), and they are rarely near anything; the look-up reads such a match's whole row instead.
 *
 * The number is also the thumbnail's only record of its group: a fingerprint has no ProductNode row, so
 * the job takes a page's thumbnails' groups from their numbers, and numbers the new ones here.
 *
 * A thumbnail's group only changes by merges, and a merge renames the absorbed group's numbers here: a
 * row's number, once set, always names the thumbnail's current group, so it is never rewritten.
 */
export type NumberedThumbnail = { thumbnailHash: string; groupId: string };

/**
 * One statement for a batch, after its level-1 union: the absorbed groups' numbers renamed to the group
 * they joined; then each of the batch's thumbnails not numbered yet gets a number of its group (an
 * existing one, else a new one) on its whole and masked whole rows, all numbered in this one
 * statement. Callers hold the products' lock.
 */
export function numberClustersSql(thumbnails: readonly NumberedThumbnail[], absorbed: ReadonlyMap<string, string>): Prisma.Sql {
  const update = (table: string, alias: string, where = "") =>
    Prisma.raw(`${alias} AS (
      UPDATE "${table}" t SET "cluster" = n."number" FROM num n
      WHERE t."thumbnailHash" = n."thumb" AND t."cluster" IS NULL${where} RETURNING 1)`);
  // The statement's CTEs all see the table as it was: the groups a renamed number joins are not among the
  // batch's known numbers, so such a group may get a new number beside the renamed ones. Both name it.
  return Prisma.sql`
    WITH renamed AS (
      UPDATE "ClusterNumber" c SET "groupId" = m."to"
      FROM unnest(${[...absorbed.keys()]}::text[], ${[...absorbed.values()]}::text[]) AS m("from", "to")
      WHERE c."groupId" = m."from" RETURNING 1
    ), m AS MATERIALIZED (
      SELECT m."thumb", m."grp"
      FROM unnest(${thumbnails.map((t) => t.thumbnailHash)}::text[], ${thumbnails.map((t) => t.groupId)}::text[]) AS m("thumb", "grp")
        JOIN "CreativeFingerprint" f ON f."thumbnailHash" = m."thumb"
      WHERE f."cluster" IS NULL
    ), known AS MATERIALIZED (
      SELECT DISTINCT ON ("groupId") "groupId", "number" FROM "ClusterNumber"
      WHERE "groupId" IN (SELECT "grp" FROM m) ORDER BY "groupId", "number"
    ), fresh AS (
      INSERT INTO "ClusterNumber" ("groupId")
      SELECT DISTINCT m."grp" FROM m WHERE NOT EXISTS (SELECT 1 FROM known k WHERE k."groupId" = m."grp") ORDER BY 1
      RETURNING "groupId", "number"
    ), num AS (
      SELECT m."thumb", COALESCE(k."number", f."number") AS "number"
      FROM m LEFT JOIN known k ON k."groupId" = m."grp" LEFT JOIN fresh f ON f."groupId" = m."grp"
    ), ${update("CreativeFingerprint", "w")}, ${update("CreativeFingerprintMask", "k", ` AND t."crop" = 0`)}
    SELECT (SELECT count(*) FROM renamed)::int AS "renamed", (SELECT count(*) FROM fresh)::int AS "fresh",
      ((SELECT count(*) FROM w) + (SELECT count(*) FROM k))::int AS "rows"`;
}
