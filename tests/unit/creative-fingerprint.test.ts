// Creative fingerprints (docs/creative-fingerprints.md): copies of one ad creative made by
// other stores (re-encoded, cropped, resized, stickered) must be found, and different pictures of the
// same kind of product must not be taken for them. Measured on seeded, generated ad-like pictures:
// the distance was chosen on the tuning set; the blind and recheck sets only check it.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fingerprintImage, hammingDistance } from "@/lib/services/products/fingerprint";
import { SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";
import { BLIND_SET, buildFixtureSet, hashFixtures, RECHECK_SET } from "../support/creative-fixtures/sets";
import { renderScene, type Scene } from "../support/creative-fixtures/scene";
import { distanceTable, editTable, histograms, scoreAt, type MeasuredSet } from "../support/fingerprint-eval";

const SCENE: Scene = {
  width: 600,
  height: 600,
  product: { kind: "serum", hue: 200, look: 0.3, brand: "Prueba" },
  backdrop: { kind: "split", hueA: 30, hueB: 210, light: 55, angle: 40 },
  layout: { x: 0.5, y: 0.55, scale: 0.9, tilt: 5, headline: { text: "OFERTA", at: "top", band: true }, logo: null },
  grain: 7,
};

describe("fingerprintImage", () => {
  it("reads WebP, JPEG and PNG alike, and returns a signed 64-bit integer", async () => {
    const jpeg = await renderScene(SCENE);
    const [fromJpeg, fromWebp, fromPng] = await Promise.all([
      fingerprintImage(jpeg),
      sharp(jpeg).webp({ quality: 60 }).toBuffer().then(fingerprintImage),
      sharp(jpeg).ensureAlpha(1).png().toBuffer().then(fingerprintImage),
    ]);
    expect(typeof fromJpeg).toBe("bigint");
    expect(BigInt.asIntN(64, fromJpeg)).toBe(fromJpeg);
    expect(hammingDistance(fromJpeg, fromWebp)).toBeLessThanOrEqual(2);
    expect(hammingDistance(fromJpeg, fromPng)).toBeLessThanOrEqual(1);
  });

  it("refuses what is not a picture", async () => {
    await expect(fingerprintImage(Buffer.from("<html>not an image</html>"))).rejects.toThrow();
    await expect(fingerprintImage(Buffer.alloc(0))).rejects.toThrow();
  });
});

describe("hammingDistance", () => {
  it("counts the differing bits, whatever the sign", () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(-(2n ** 63n), 0n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
    expect(hammingDistance(0b0110n, 0b1011n)).toBe(3);
    expect(hammingDistance(BigInt.asIntN(64, 2n ** 64n - 2n), 0n)).toBe(63);
  });
});

describe("the same-creative distance on the fixture pictures", () => {
  const sets: MeasuredSet[] = [];
  beforeAll(async () => {
    // The tuning set's figures are the script's to print (scripts/measure-fingerprints.ts): the test
    // measures what the choice never saw, and a third fewer pictures keep the unit tier quick.
    for (const spec of [BLIND_SET, RECHECK_SET]) {
      const items = await hashFixtures(await buildFixtureSet(spec));
      sets.push({ name: spec.name, items, h: histograms(items) });
    }
    console.log(`precision/recall in % by distance\n${distanceTable(sets, [2, 3, 4, 5, 6, 7, 8, 10])}`);
    for (const s of sets)
      console.log(`${s.name}, each copy against its original at d = ${SAME_CREATIVE_DISTANCE}:\n${editTable(s.h, SAME_CREATIVE_DISTANCE)}`);
  }, 600_000);

  it("finds copies of a creative and tells other creatives apart, on pictures the choice never saw", () => {
    for (const s of sets.filter((x) => x.name !== "tuning")) {
      const score = scoreAt(s.h.vsOriginals, SAME_CREATIVE_DISTANCE);
      expect.soft(score.precision, `${s.name} precision`).toBeGreaterThanOrEqual(0.95);
      // The issue aims at 95 % recall too; no distance reaches it with 95 % precision (the docs' table),
      // so this holds the measured level: crops of 5 % are the copies most often missed.
      expect.soft(score.recall, `${s.name} recall`).toBeGreaterThanOrEqual(0.75);
    }
  });

  it("always finds a re-encoded or resized copy, and never takes another product for a copy", () => {
    for (const s of sets) {
      for (const edit of ["jpeg", "webp", "resize", "resize+jpeg"]) {
        expect.soft(Math.max(...(s.h.byEdit.get(edit) ?? [99])), `${s.name} ${edit}`).toBeLessThanOrEqual(SAME_CREATIVE_DISTANCE);
      }
      const otherProducts = s.h.allPairs.otherKind.slice(0, SAME_CREATIVE_DISTANCE + 1).reduce((a, b) => a + b, 0);
      expect.soft(otherProducts, `${s.name}: pairs of different products within the distance`).toBe(0);
    }
  });
});
