// The banded look-up finds every pair of fingerprints within SAME_CREATIVE_DISTANCE only if any two such
// fingerprints agree exactly on at least one band (docs/creative-fingerprints.md): checked here on
// random pairs, with the counter-example that shows the bands are disjoint.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BAND_BITS, BAND_COUNT, bandWidths, hashBands, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";

const hash64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
const sharesABand = (a: bigint, b: bigint) => hashBands(a).some((v, i) => v === hashBands(b)[i]);

describe("hashBands", () => {
  it("cuts the 64 bits into more bands than the distance, as equal as possible", () => {
    expect(BAND_COUNT).toBeGreaterThan(SAME_CREATIVE_DISTANCE);
    expect(BAND_BITS).toHaveLength(BAND_COUNT);
    expect(BAND_BITS.reduce((s, w) => s + w, 0)).toBe(64);
    expect(Math.max(...BAND_BITS) - Math.min(...BAND_BITS)).toBeLessThanOrEqual(1);
    expect(bandWidths(8)).toEqual([8, 8, 8, 8, 8, 8, 8, 8]);
    expect(bandWidths(11)).toEqual([6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5]);
  });

  it("returns BAND_COUNT integers, each below 2^width, the same for a hash every time", () => {
    fc.assert(
      fc.property(hash64, (hash) => {
        const bands = hashBands(hash);
        expect(bands).toHaveLength(BAND_COUNT);
        bands.forEach((v, i) => {
          expect(Number.isInteger(v) && v >= 0 && v < 2 ** (BAND_BITS[i] as number)).toBe(true);
        });
        expect(hashBands(hash)).toEqual(bands);
        // The unsigned reading of the same 64 bits has the same bands.
        expect(hashBands(BigInt.asUintN(64, hash))).toEqual(bands);
      }),
    );
    expect(hashBands(0n)).toEqual(Array(BAND_COUNT).fill(0));
    expect(hashBands(-1n)).toEqual(BAND_BITS.map((w) => 2 ** w - 1));
  });

  it("gives any two hashes within the distance at least one identical band", () => {
    const flips = fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { minLength: 0, maxLength: SAME_CREATIVE_DISTANCE });
    fc.assert(
      fc.property(hash64, flips, (hash, bits) => {
        const other = BigInt.asIntN(
          64,
          bits.reduce((h, bit) => h ^ (1n << BigInt(bit)), hash),
        );
        expect(sharesABand(hash, other)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("shares no band when one bit differs in every band (so the bands really are disjoint)", () => {
    fc.assert(
      fc.property(hash64, (hash) => {
        let offset = 0;
        let other = hash;
        for (const width of BAND_BITS) {
          other ^= 1n << BigInt(offset + (width >> 1));
          offset += width;
        }
        expect(sharesABand(hash, BigInt.asIntN(64, other))).toBe(false);
      }),
    );
  });
});
