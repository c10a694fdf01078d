// Measures the creative fingerprint's threshold on the fixture pictures (docs/creative-fingerprints.md):
// builds the fixture sets (tests/support/creative-fixtures), fingerprints each picture's archive
// thumbnail, and prints, for each Hamming distance, precision/recall on each set in the three readings
// of tests/support/fingerprint-eval.ts, with the banding that distance needs and the rows per band
// bucket at 1M and 5M uniformly spread hashes; then how each kind of edit fares at the chosen distance.
// Takes a few minutes (five sets of 144 pictures). Run with
// `npx tsx --conditions=react-server scripts/measure-fingerprints.ts` (`--tuning`, or any set's name,
// measures those sets alone).
import { SAME_CREATIVE_DISTANCE } from "../lib/shared/products/creative-bands";
import {
  BLIND_SET,
  buildFixtureSet,
  hashFixtures,
  HOLDOUT_SET,
  RECHECK_SET,
  SEALED_SET,
  TUNING_SET,
} from "../tests/support/creative-fixtures/sets";
import { distanceTable, editTable, histograms, scoreAt, type MeasuredSet } from "../tests/support/fingerprint-eval";

const ALL = [TUNING_SET, BLIND_SET, RECHECK_SET, HOLDOUT_SET, SEALED_SET];
// `--tuning` (or any set's name) measures those sets alone.
const named = ALL.filter((s) => process.argv.includes(`--${s.name}`));
const specs = named.length ? named : ALL;
const sets: MeasuredSet[] = [];
for (const spec of specs) {
  const items = await hashFixtures(await buildFixtureSet(spec));
  const h = histograms(items);
  const creatives = new Set(items.map((x) => x.creative)).size;
  const all = scoreAt(h.allPairs, 64);
  console.log(`${spec.name}: ${items.length} pictures of ${creatives} creatives; ${all.tp} pairs of one creative, ${all.fp} of two`);
  sets.push({ name: spec.name, items, h });
}

console.log(
  `\nprecision/recall in %\n${distanceTable(
    sets,
    Array.from({ length: 14 }, (_, d) => d + 1),
  )}`,
);
for (const { name, h } of sets) {
  const s = scoreAt(h.vsOriginals, SAME_CREATIVE_DISTANCE);
  console.log(
    `\n${name} at d = ${SAME_CREATIVE_DISTANCE} against the originals: TP ${s.tp}, FP ${s.fp} (${s.fpSameKind} of the same product type), FN ${s.fn}`,
  );
  console.log(editTable(h, SAME_CREATIVE_DISTANCE));
}
