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

/**
 * The thumbnails of `table` with a hash within the distance of `source`'s row: for each band, the rows
 * sharing it (an index-only read of the band's index), kept when within the distance, then their
 * thumbnails through the phash index.
 */
function nearIn(table: "CreativeFingerprint" | "CreativeFingerprintCrop", source: "q" | "qc"): Prisma.Sql {
  const t = Prisma.raw(`"${table}"`);
  const s = Prisma.raw(source);
  const perBand = BAND_COLUMNS.map((column) => {
    const band = Prisma.raw(`"${column}"`);
    return Prisma.sql`SELECT f."phash" FROM ${t} f
      WHERE f.${band} = ${s}.${band} AND bit_count(int8send(f."phash" # ${s}."phash")) <= ${SAME_CREATIVE_DISTANCE}`;
  });
  return Prisma.sql`SELECT ${s}."key", f."thumbnailHash"
    FROM ${s}
    CROSS JOIN LATERAL (SELECT DISTINCT m."phash" FROM (${Prisma.join(perBand, " UNION ALL ")}) m) near
    JOIN ${t} f ON f."phash" = near."phash"`;
}

/**
 * The thumbnails whose masked hashes are within the distance of `qm`'s (the query picture's masked rows):
 * under the same mask, whole to window or window to whole. The band indexes hold mask and crop after the
 * band, so both conditions are read from the index.
 */
function nearMasked(): Prisma.Sql {
  const perBand = BAND_COLUMNS.map((column) => {
    const band = Prisma.raw(`"${column}"`);
    return Prisma.sql`SELECT f."phash", f."mask", f."crop" FROM "CreativeFingerprintMask" f
      WHERE f.${band} = qm.${band} AND f."mask" = qm."mask" AND (qm."crop" = 0 OR f."crop" = 0)
        AND bit_count(int8send(f."phash" # qm."phash")) <= ${SAME_CREATIVE_DISTANCE}`;
  });
  return Prisma.sql`SELECT qm."key", f."thumbnailHash"
    FROM qm
    CROSS JOIN LATERAL (SELECT DISTINCT m."phash", m."mask", m."crop" FROM (${Prisma.join(perBand, " UNION ALL ")}) m) near
    JOIN "CreativeFingerprintMask" f ON f."phash" = near."phash" AND f."mask" = near."mask" AND f."crop" = near."crop"`;
}

/**
 * Every stored thumbnail that is the same creative as each query's (itself included when stored), in one
 * statement for a whole page of ads. `phash` is the query picture's whole hash; a stored thumbnail
 * matches when its whole hash or one of its crops' is within the distance of it, or when its whole hash
 * is within the distance of one of the query picture's crops (the stored crops of the thumbnails whose
 * whole hash is `phash`), or when one of its masked hashes is within the distance of one of the query
 * picture's under the same mask, whole to window (the stored masked rows of those thumbnails).
 */
export function nearFingerprintsSql(queries: readonly FingerprintQuery[]): Prisma.Sql {
  const bands = queries.map((q) => hashBands(q.phash));
  const arrays = BAND_COLUMNS.map((_, i) => Prisma.sql`${bands.map((b) => b[i])}::int[]`);
  return Prisma.sql`
    WITH q AS (
      SELECT * FROM unnest(${queries.map((q) => q.key)}::text[], ${queries.map((q) => q.phash.toString())}::bigint[], ${Prisma.join(arrays)})
        AS q("key", "phash", ${bandList})
    ), qc AS (
      SELECT DISTINCT q."key", c."phash", ${Prisma.raw(BAND_COLUMNS.map((col) => `c."${col}"`).join(", "))}
      FROM q JOIN "CreativeFingerprint" w ON w."phash" = q."phash"
      JOIN "CreativeFingerprintCrop" c ON c."thumbnailHash" = w."thumbnailHash"
    ), qm AS (
      SELECT DISTINCT q."key", m."mask", m."crop", m."phash", ${Prisma.raw(BAND_COLUMNS.map((col) => `m."${col}"`).join(", "))}
      FROM q JOIN "CreativeFingerprint" w ON w."phash" = q."phash"
      JOIN "CreativeFingerprintMask" m ON m."thumbnailHash" = w."thumbnailHash"
    )
    ${nearIn("CreativeFingerprint", "q")}
    UNION ${nearIn("CreativeFingerprintCrop", "q")}
    UNION ${nearIn("CreativeFingerprint", "qc")}
    UNION ${nearMasked()}`;
}
