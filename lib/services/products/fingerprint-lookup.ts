import "server-only";
import { Prisma } from "@/lib/db";
import { BAND_COUNT, hashBands, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";

/**
 * The banded look-up of docs/creative-fingerprints.md §4: two hashes within SAME_CREATIVE_DISTANCE agree
 * exactly on at least one of BAND_COUNT bands, so the candidates are the rows sharing a band (one B-tree
 * index per band, on (band, phash), read index-only) and the Hamming distance is checked on those alone.
 */
export const BAND_COLUMNS = Array.from({ length: BAND_COUNT }, (_, i) => `b${i}`);

export type FingerprintQuery = { key: string; phash: bigint };

/** The band columns of a fingerprint row, for its insert. */
export function bandValues(phash: bigint): Record<string, number> {
  return Object.fromEntries(hashBands(phash).map((v, i) => [BAND_COLUMNS[i], v]));
}

const bandList = Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "));
const within = (a: string, b: string) => Prisma.raw(`bit_count(int8send(${a}."phash" # ${b}."phash")) <= ${SAME_CREATIVE_DISTANCE}`);

/**
 * The rows of `table` sharing band `i` with one of `probes` (a CTE), as one CTE of its own: a single
 * index scan for the whole page, its keys every probe's band value (`= ANY` of an array, which the B-tree
 * sorts and reads in order). Materialised, so the planner cannot turn it back into one index probe per
 * probe row, each a rescan of a subplan (about 1,950 of them for a page of 50 pictures).
 */
function bandBucket(name: string, table: string, i: number, probes: string, extra: string): Prisma.Sql {
  const band = `"${BAND_COLUMNS[i]}"`;
  return Prisma.raw(`"${name}${i}" AS MATERIALIZED (
    SELECT f."phash", f.${band} AS "band"${extra} FROM "${table}" f WHERE f.${band} = ANY(ARRAY(SELECT ${band} FROM ${probes})))`);
}

/** The (probe key, stored phash) pairs within the distance, from the buckets `name`0..2 of `probes`. */
function nearPairs(name: string, probes: string, columns: string, on = ""): Prisma.Sql {
  const perBand = BAND_COLUMNS.map(
    (column, i) =>
      Prisma.sql`SELECT p."key", b."phash"${Prisma.raw(columns)} FROM ${Prisma.raw(probes)} p JOIN "${Prisma.raw(`${name}${i}`)}" b
      ON b."band" = p."${Prisma.raw(column)}"${Prisma.raw(on)} WHERE ${within("b", "p")}`,
  );
  return Prisma.join(perBand, " UNION ");
}

/**
 * Every stored thumbnail that is the same creative as each query's (itself included when stored), in one
 * statement for a whole page of ads. `phash` is the query picture's whole hash; a stored thumbnail
 * matches when its whole hash or one of its crops' is within the distance of it, or when its whole hash
 * is within the distance of one of the query picture's crops (the stored crops of the thumbnails whose
 * whole hash is `phash`), or when one of its masked hashes is within the distance of one of the query
 * picture's under the same mask, whole to window (the stored masked rows of those thumbnails).
 *
 * The banded look-up of docs/creative-fingerprints.md §4, a band at a time: for each table and band, one
 * index-only scan of (band, phash) reads the buckets of every probe of the page, and the probes then meet
 * their bucket's rows by a hash join on the band, kept when within the distance.
 */
export function nearFingerprintsSql(queries: readonly FingerprintQuery[]): Prisma.Sql {
  const bands = queries.map((q) => hashBands(q.phash));
  const arrays = BAND_COLUMNS.map((_, i) => Prisma.sql`${bands.map((b) => b[i])}::int[]`);
  const cols = (alias: string) => Prisma.raw(BAND_COLUMNS.map((col) => `${alias}."${col}"`).join(", "));
  const buckets = BAND_COLUMNS.flatMap((_, i) => [
    bandBucket("w", "CreativeFingerprint", i, "pw", ""),
    bandBucket("c", "CreativeFingerprintCrop", i, "q", ""),
    bandBucket("m", "CreativeFingerprintMask", i, "qm", `, f."mask", f."crop"`),
  ]);
  return Prisma.sql`
    WITH q AS (
      SELECT * FROM unnest(${queries.map((q) => q.key)}::text[], ${queries.map((q) => q.phash.toString())}::bigint[], ${Prisma.join(arrays)})
        AS q("key", "phash", ${bandList})
    ), qc AS (
      SELECT DISTINCT q."key", c."phash", ${cols("c")}
      FROM q JOIN "CreativeFingerprint" w ON w."phash" = q."phash"
      JOIN "CreativeFingerprintCrop" c ON c."thumbnailHash" = w."thumbnailHash"
    ), qm AS (
      SELECT DISTINCT q."key", m."mask", m."crop", m."phash", ${cols("m")}
      FROM q JOIN "CreativeFingerprint" w ON w."phash" = q."phash"
      JOIN "CreativeFingerprintMask" m ON m."thumbnailHash" = w."thumbnailHash"
    ), pw AS (
      SELECT "key", "phash", ${bandList} FROM q UNION SELECT "key", "phash", ${bandList} FROM qc
    ), ${Prisma.join(buckets, ", ")}
    SELECT n."key", f."thumbnailHash" FROM (${nearPairs("w", "pw", "")}) n JOIN "CreativeFingerprint" f ON f."phash" = n."phash"
    UNION SELECT n."key", f."thumbnailHash" FROM (${nearPairs("c", "q", "")}) n JOIN "CreativeFingerprintCrop" f ON f."phash" = n."phash"
    UNION SELECT n."key", f."thumbnailHash" FROM (${nearPairs("m", "qm", `, b."mask", b."crop"`, ` AND b."mask" = p."mask" AND (p."crop" = 0 OR b."crop" = 0)`)}) n
      JOIN "CreativeFingerprintMask" f ON f."phash" = n."phash" AND f."mask" = n."mask" AND f."crop" = n."crop"`;
}
