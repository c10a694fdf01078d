import "server-only";
import { Prisma } from "@/lib/db";
import { BAND_COUNT, bandSqlExpressions, hashBands, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";

/**
 * The banded look-up of docs/creative-fingerprints.md §4: two hashes within SAME_CREATIVE_DISTANCE agree
 * exactly on at least one of BAND_COUNT bands, so the candidates are the rows sharing a band (one B-tree
 * index per band, on (band, phash) and, where a table carries cluster numbers, the number last; read
 * index-only) and the Hamming distance is checked on those alone.
 */
export const BAND_COLUMNS = Array.from({ length: BAND_COUNT }, (_, i) => `b${i}`);

/** A probe: its whole hash, and the thumbnail it is of when stored (whose crops and masked hashes then probe too). */
export type FingerprintQuery = { key: string; phash: bigint; thumbnailHash?: string };

/** The band columns of a fingerprint row, for its insert. */
export function bandValues(phash: bigint): Record<string, number> {
  return Object.fromEntries(hashBands(phash).map((v, i) => [BAND_COLUMNS[i], v]));
}

const bandList = Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "));

/**
 * A stored row with the hash `phash` (an SQL expression) is found through its first band's index, on
 * (b0, phash, …): the tables keep no index on the hash alone, since every lookup by hash can say its band.
 */
const byHash = (alias: string, phash: string) => `${alias}."b0" = ${bandSqlExpressions(phash)[0]} AND ${alias}."phash" = ${phash}`;
const within = (a: string, b: string) => Prisma.raw(`bit_count(int8send(${a}."phash" # ${b}."phash")) <= ${SAME_CREATIVE_DISTANCE}`);

/**
 * The rows of `table` sharing band `i` with one of `probes` (a CTE), as one CTE of its own: a single
 * index scan for the whole page, its keys every probe's band value (`= ANY` of an array, which the B-tree
 * sorts and reads in order). Materialised, so the planner cannot turn it back into one index probe per
 * probe row, each a rescan of a subplan (about 1,950 of them for a page of 50 pictures).
 */
function bandBucket(name: string, table: string, i: number, probes: string, cluster: string): Prisma.Sql {
  const band = `"${BAND_COLUMNS[i]}"`;
  return Prisma.raw(`"${name}${i}" AS MATERIALIZED (
    SELECT f."phash", f.${band} AS "band", ${cluster} AS "cluster" FROM "${table}" f WHERE f.${band} = ANY(ARRAY(SELECT ${band} FROM ${probes})))`);
}

/**
 * The masked rows sharing band `i` with one of the page's masked hashes (bandBucket's, for masks). A
 * masked window is compared with masked wholes alone, so a window's band values read only the wholes'
 * rows, under the masks the page has (the index's (band, mask, crop) prefix): the windows of a big
 * creative's copies sit in its windows' buckets by the hundred, and none of them could match.
 */
function maskBucket(i: number): Prisma.Sql {
  const band = `"${BAND_COLUMNS[i]}"`;
  return Prisma.raw(`"m${i}" AS MATERIALIZED (
    SELECT f."phash", f.${band} AS "band", f."mask", f."crop", f."cluster" FROM "CreativeFingerprintMask" f
    WHERE f.${band} = ANY(ARRAY(SELECT ${band} FROM qm WHERE "crop" = 0))
    UNION ALL
    SELECT f."phash", f.${band} AS "band", f."mask", f."crop", f."cluster" FROM "CreativeFingerprintMask" f
    WHERE f.${band} = ANY(ARRAY(SELECT ${band} FROM qm WHERE "crop" <> 0))
      AND f."mask" = ANY(ARRAY(SELECT DISTINCT "mask" FROM qm WHERE "crop" <> 0)) AND f."crop" = 0)`);
}

/** The (probe key, stored phash, its cluster) rows within the distance, from the buckets `name`0..2 of `probes`. */
function nearPairs(name: string, probes: string, columns: string, on = ""): Prisma.Sql {
  const perBand = BAND_COLUMNS.map(
    (column, i) =>
      Prisma.sql`SELECT p."key", b."phash", b."cluster"${Prisma.raw(columns)} FROM ${Prisma.raw(probes)} p JOIN "${Prisma.raw(`${name}${i}`)}" b
      ON b."band" = p."${Prisma.raw(column)}"${Prisma.raw(on)} WHERE ${within("b", "p")}`,
  );
  return Prisma.join(perBand, " UNION ");
}

/** A page's probes and the stored rows near them, as CTEs: `nw`, `nc` and `nm` hold the near pairs. */
function nearPairsCtes(queries: readonly FingerprintQuery[]): Prisma.Sql {
  const bands = queries.map((q) => hashBands(q.phash));
  const arrays = BAND_COLUMNS.map((_, i) => Prisma.sql`${bands.map((b) => b[i])}::int[]`);
  const cols = (alias: string) => Prisma.raw(BAND_COLUMNS.map((col) => `${alias}."${col}"`).join(", "));
  const buckets = BAND_COLUMNS.flatMap((_, i) => [
    bandBucket("w", "CreativeFingerprint", i, "pw", `f."cluster"`),
    // Crops carry no cluster number (cluster-numbers.ts).
    bandBucket("c", "CreativeFingerprintCrop", i, "q", "NULL::bigint"),
    maskBucket(i),
  ]);
  // A probe with its thumbnail (the job's) compares that thumbnail's own crops and masks. A bare hash
  // borrows those of every stored thumbnail with the same whole hash: for the job these add nothing (such
  // a thumbnail is in the probe's cluster, and its own links were found when it was grouped), and at 5 M
  // a copy of a big creative shares its hash with hundreds (46 of a round's 155 ms at 1 M).
  const own = queries.every((q) => q.thumbnailHash !== undefined);
  const ofProbe = (table: string, alias: string) =>
    own
      ? Prisma.raw(`q JOIN "${table}" ${alias} ON ${alias}."thumbnailHash" = q."thumb"`)
      : Prisma.raw(
          `q JOIN "CreativeFingerprint" w ON ${byHash("w", `q."phash"`)} JOIN "${table}" ${alias} ON ${alias}."thumbnailHash" = w."thumbnailHash"`,
        );
  return Prisma.sql`
    q AS (
      SELECT * FROM unnest(${queries.map((q) => q.key)}::text[], ${queries.map((q) => q.phash.toString())}::bigint[],
        ${queries.map((q) => q.thumbnailHash ?? null)}::text[], ${Prisma.join(arrays)})
        AS q("key", "phash", "thumb", ${bandList})
    ), qc AS (
      SELECT DISTINCT q."key", c."phash", ${cols("c")} FROM ${ofProbe("CreativeFingerprintCrop", "c")}
    ), qm AS (
      SELECT DISTINCT q."key", m."mask", m."crop", m."phash", ${cols("m")} FROM ${ofProbe("CreativeFingerprintMask", "m")}
    ), pw AS (
      SELECT "key", "phash", ${bandList} FROM q UNION SELECT "key", "phash", ${bandList} FROM qc
    ), ${Prisma.join(buckets, ", ")},
    nw AS (${nearPairs("w", "pw", "")}),
    nc AS (${nearPairs("c", "q", "")}),
    nm AS (${nearPairs("m", "qm", `, b."mask", b."crop"`, ` AND b."mask" = p."mask" AND (p."crop" = 0 OR b."crop" = 0)`)})`;
}

/**
 * Every stored thumbnail that is the same creative as each query's (itself included when stored), in one
 * statement for a whole page of ads. `phash` is the query picture's whole hash; a stored thumbnail
 * matches when its whole hash or one of its crops' is within the distance of it, or when its whole hash
 * is within the distance of one of the query picture's crops, or when one of its masked hashes is within
 * the distance of one of the query picture's under the same mask, whole to window. The query picture's
 * crops and masked hashes are its thumbnail's stored ones, or without `thumbnailHash` those of the
 * thumbnails whose whole hash is `phash`.
 *
 * The banded look-up of docs/creative-fingerprints.md §4, a band at a time: for each table and band, one
 * index-only scan of its band index reads the buckets of every probe of the page, and the probes then
 * meet their bucket's rows by a hash join on the band, kept when within the distance.
 */
export function nearFingerprintsSql(queries: readonly FingerprintQuery[]): Prisma.Sql {
  return Prisma.sql`
    WITH ${nearPairsCtes(queries)}
    SELECT n."key", f."thumbnailHash" FROM nw n JOIN "CreativeFingerprint" f ON ${Prisma.raw(byHash("f", `n."phash"`))}
    UNION SELECT n."key", f."thumbnailHash" FROM nc n JOIN "CreativeFingerprintCrop" f ON ${Prisma.raw(byHash("f", `n."phash"`))}
    UNION SELECT n."key", f."thumbnailHash" FROM nm n
      JOIN "CreativeFingerprintMask" f ON ${Prisma.raw(byHash("f", `n."phash"`))} AND f."mask" = n."mask" AND f."crop" = n."crop"`;
}

/**
 * The clustering job's look-up: for each query, the level-1 groups of the stored thumbnails
 * nearFingerprintsSql finds, and the near thumbnails of `batch` (the thumbnails grouped with the queries,
 * not grouped yet) as their own keys ("f" + hash). A near thumbnail that is neither grouped nor in the
 * batch is left out: it is found from the other side when its own ads are grouped, the distance being
 * symmetric.
 *
 * The job needs the groups, not the thumbnails: a copy of a creative that hundreds of stores ran is near
 * hundreds of stored wholes and masked wholes of one cluster. Those rows carry their cluster's number in
 * the band index (cluster-numbers.ts), so the buckets give the near clusters without reading any
 * thumbnail's row or node, and the distinct numbers are named by ClusterNumber, one read per near
 * cluster; the batch's own rows, not numbered yet, are read by their thumbnails' keys and met on the hash.
 * Crops and masked windows carry no number: each near one (a copy cropped, rarely more than a few a page)
 * is named by its thumbnail's whole row's number.
 */
export function nearGroupsSql(queries: readonly FingerprintQuery[], batch: readonly string[]): Prisma.Sql {
  const node = (thumb: string) =>
    Prisma.raw(`"CreativeFingerprint" o ON o."thumbnailHash" = ${thumb} LEFT JOIN "ClusterNumber" g ON g."number" = o."cluster"`);
  const lone = (thumb: string) => Prisma.sql`(g."groupId" IS NOT NULL OR ${Prisma.raw(thumb)} = ANY(${batch}::text[]))`;
  return Prisma.sql`
    WITH ${nearPairsCtes(queries)},
    bw AS MATERIALIZED (SELECT "thumbnailHash", "phash" FROM "CreativeFingerprint" WHERE "thumbnailHash" = ANY(${batch}::text[])),
    bm AS MATERIALIZED (
      SELECT "thumbnailHash", "mask", "phash" FROM "CreativeFingerprintMask" WHERE "thumbnailHash" = ANY(${batch}::text[]) AND "crop" = 0),
    nn AS (
      SELECT "key", "cluster" FROM nw WHERE "cluster" IS NOT NULL
      UNION SELECT "key", "cluster" FROM nm WHERE "cluster" IS NOT NULL AND "crop" = 0)
    SELECT n."key", c."groupId" AS "groupKey" FROM nn n JOIN "ClusterNumber" c ON c."number" = n."cluster"
    UNION SELECT n."key", 'f' || b."thumbnailHash" FROM nw n JOIN bw b ON b."phash" = n."phash"
    UNION SELECT n."key", 'f' || b."thumbnailHash" FROM nm n JOIN bm b ON b."phash" = n."phash" AND b."mask" = n."mask" WHERE n."crop" = 0
    UNION SELECT n."key", COALESCE(g."groupId", 'f' || f."thumbnailHash") FROM nc n
      JOIN "CreativeFingerprintCrop" f ON ${Prisma.raw(byHash("f", `n."phash"`))} LEFT JOIN ${node(`f."thumbnailHash"`)}
      WHERE ${lone(`f."thumbnailHash"`)}
    UNION SELECT n."key", COALESCE(g."groupId", 'f' || f."thumbnailHash") FROM nm n
      JOIN "CreativeFingerprintMask" f ON ${Prisma.raw(byHash("f", `n."phash"`))} AND f."mask" = n."mask" AND f."crop" = n."crop"
      LEFT JOIN ${node(`f."thumbnailHash"`)}
      WHERE n."crop" <> 0 AND ${lone(`f."thumbnailHash"`)}`;
}
