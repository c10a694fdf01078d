import "server-only";
import { Prisma } from "@/lib/db";
import { BAND_COUNT, hashBands, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";

/**
 * The banded look-up of docs/creative-fingerprints.md: two hashes within SAME_CREATIVE_DISTANCE agree
 * exactly on at least one of BAND_COUNT bands, so the candidates are the rows sharing a band (one B-tree
 * index per band, on (band, phash), read index-only) and the Hamming distance is checked on those alone.
 */
export const BAND_COLUMNS = Array.from({ length: BAND_COUNT }, (_, i) => `b${i}`);

export type FingerprintQuery = { key: string; phash: bigint };

/** The band columns of a fingerprint row, for its insert. */
export function bandValues(phash: bigint): Record<string, number> {
  return Object.fromEntries(hashBands(phash).map((v, i) => [BAND_COLUMNS[i], v]));
}

/**
 * Every stored thumbnail within the distance of each query's hash (itself included when stored), in one
 * statement for a whole page of ads.
 */
export function nearFingerprintsSql(queries: readonly FingerprintQuery[]): Prisma.Sql {
  const bands = queries.map((q) => hashBands(q.phash));
  const arrays = BAND_COLUMNS.map((_, i) => Prisma.sql`${bands.map((b) => b[i])}::int[]`);
  const perBand = BAND_COLUMNS.map((column) => {
    const band = Prisma.raw(`"${column}"`);
    return Prisma.sql`SELECT f."phash" FROM "CreativeFingerprint" f
      WHERE f.${band} = q.${band} AND bit_count(int8send(f."phash" # q."phash")) <= ${SAME_CREATIVE_DISTANCE}`;
  });
  return Prisma.sql`
    WITH q AS (
      SELECT * FROM unnest(${queries.map((q) => q.key)}::text[], ${queries.map((q) => q.phash.toString())}::bigint[], ${Prisma.join(arrays)})
        AS q("key", "phash", ${Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "))})
    )
    SELECT q."key", f."thumbnailHash"
    FROM q
    CROSS JOIN LATERAL (SELECT DISTINCT m."phash" FROM (${Prisma.join(perBand, " UNION ALL ")}) m) near
    JOIN "CreativeFingerprint" f ON f."phash" = near."phash"`;
}
