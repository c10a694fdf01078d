/**
 * When two creatives are the same, and the banded look-up that finds them without comparing a hash
 * with every other (docs/creative-fingerprints.md has the measurements and the arithmetic).
 *
 * Two 64-bit fingerprints are the same creative when at most SAME_CREATIVE_DISTANCE bits differ. The
 * 64 bits are cut into BAND_COUNT disjoint slices ("bands"), one more than that distance. The differing
 * bits can touch at most SAME_CREATIVE_DISTANCE bands, so at least one band holds none of them: any
 * two fingerprints within the distance agree exactly on at least one band (pigeonhole). A look-up
 * therefore reads, for each band, the rows whose band value equals the fingerprint's (a B-tree
 * equality), and keeps those within the distance.
 */

/** The largest Hamming distance at which two creatives count as the same; chosen from the fixtures. */
export const SAME_CREATIVE_DISTANCE: number = 2;

/** One band more than the distance: the pigeonhole guarantee above. */
export const BAND_COUNT: number = SAME_CREATIVE_DISTANCE + 1;

/** Widths in bits of `count` disjoint slices of 64 bits, as equal as possible (wider ones first). */
export function bandWidths(count: number): number[] {
  if (!Number.isInteger(count) || count < 2 || count > 64) throw new RangeError(`band count ${count} out of 2..64`);
  return Array.from({ length: count }, (_, i) => Math.floor(64 / count) + (i < 64 % count ? 1 : 0));
}

/** The widths of the BAND_COUNT bands, from the least significant bit up. */
export const BAND_BITS: readonly number[] = bandWidths(BAND_COUNT);

/**
 * The BAND_COUNT band values of a fingerprint (signed or unsigned, same bits): band i is the next
 * BAND_BITS[i] bits, from the least significant up, read as a non-negative integer below 2^BAND_BITS[i].
 */
export function hashBands(hash: bigint): number[] {
  let rest = BigInt.asUintN(64, hash);
  return BAND_BITS.map((bits) => {
    const value = Number(rest & ((1n << BigInt(bits)) - 1n));
    rest >>= BigInt(bits);
    return value;
  });
}

/**
 * The BAND_COUNT band values of a bigint SQL expression `hash`, as SQL expressions (integers, as
 * hashBands reads them): the one place the bands' cut is written in SQL, for the look-up, the bench's
 * seed and the tests alike.
 */
export function bandSqlExpressions(hash: string): string[] {
  let offset = 0;
  return BAND_BITS.map((bits) => {
    const expression = `((${hash} >> ${offset}) & ${(1n << BigInt(bits)) - 1n})::int`;
    offset += bits;
    return expression;
  });
}
