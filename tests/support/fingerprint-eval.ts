/**
 * Scores a Hamming-distance threshold on hashed fixtures (./creative-fixtures/sets.ts); a pair of
 * pictures is called "same creative" when its distance is at most the threshold. Three readings:
 *
 * - against the originals (the one the threshold is chosen on): every picture, original or copy, is
 *   compared with the original of every other creative and with its own; positive when it is that
 *   creative. It asks what a look-up asks: is this ad a copy of that creative, and of no other?
 * - all pairs: every unordered pair of pictures, positive when both show one creative, so two copiers'
 *   different edits (a crop and a sticker) must also land within the threshold of each other;
 * - clusters: pictures joined whenever a pair is within the threshold (single link, as an incremental
 *   clustering does), scored on all pairs. One false pair merges two whole clusters here.
 */
import { creativeDistance } from "@/lib/services/products/fingerprint";
import { bandWidths } from "@/lib/shared/products/creative-bands";
import type { HashedFixture } from "./creative-fixtures/sets";

/** Pair counts by distance 0..64. */
export type Counts = { same: number[]; sameKind: number[]; otherKind: number[] };
export type Histograms = {
  vsOriginals: Counts;
  allPairs: Counts;
  /** Each copy against its own original, by edit: the distances. */
  byEdit: Map<string, number[]>;
};

const zeros = (): Counts => ({ same: Array(65).fill(0), sameKind: Array(65).fill(0), otherKind: Array(65).fill(0) });

function count(c: Counts, a: HashedFixture, b: HashedFixture): void {
  const d = creativeDistance(a, b);
  const bucket = a.creative === b.creative ? c.same : a.kind === b.kind ? c.sameKind : c.otherKind;
  bucket[d] = (bucket[d] ?? 0) + 1;
}

export function histograms(items: readonly HashedFixture[]): Histograms {
  const h: Histograms = { vsOriginals: zeros(), allPairs: zeros(), byEdit: new Map() };
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) count(h.allPairs, items[i] as HashedFixture, items[j] as HashedFixture);
  }
  const originals = items.filter((x) => x.edit === "original");
  for (const x of items) {
    for (const o of originals) if (o !== x) count(h.vsOriginals, x, o);
    const own = originals.find((o) => o.creative === x.creative);
    if (x.edit === "original" || !own) continue;
    h.byEdit.set(x.edit, [...(h.byEdit.get(x.edit) ?? []), creativeDistance(x, own)]);
  }
  return h;
}

export type Score = { distance: number; tp: number; fp: number; fn: number; fpSameKind: number; precision: number; recall: number };

const upTo = (counts: readonly number[], d: number) => counts.slice(0, d + 1).reduce((s, n) => s + n, 0);

function score(tp: number, fp: number, fn: number, distance: number, fpSameKind = 0): Score {
  return { distance, tp, fp, fn, fpSameKind, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn) };
}

export function scoreAt(c: Counts, distance: number): Score {
  const tp = upTo(c.same, distance);
  const fpSameKind = upTo(c.sameKind, distance);
  return score(tp, fpSameKind + upTo(c.otherKind, distance), upTo(c.same, 64) - tp, distance, fpSameKind);
}

/** Single-link clusters at `distance`, scored on all pairs. */
export function clusterScore(items: readonly HashedFixture[], distance: number): Score {
  const parent = items.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] as number;
    return i;
  };
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (creativeDistance(items[i] as HashedFixture, items[j] as HashedFixture) <= distance) parent[root(i)] = root(j);
    }
  }
  let [tp, fp, fn] = [0, 0, 0];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const same = (items[i] as HashedFixture).creative === (items[j] as HashedFixture).creative;
      const joined = root(i) === root(j);
      if (same && joined) tp++;
      else if (same) fn++;
      else if (joined) fp++;
    }
  }
  return score(tp, fp, fn, distance);
}

/**
 * The banding a distance needs (one band more than the distance) and, for `rows` uniformly spread
 * hashes, the rows sharing one value of the narrowest band and the rows a look-up reads in all bands.
 */
export function bucketRows(distance: number, rows: number): { bands: number; perBucket: number; perLookup: number } {
  const widths = bandWidths(distance + 1);
  return { bands: widths.length, perBucket: rows / 2 ** Math.min(...widths), perLookup: widths.reduce((s, w) => s + rows / 2 ** w, 0) };
}

export type MeasuredSet = { name: string; items: readonly HashedFixture[]; h: Histograms };

const pct = (x: number) => `${(x * 100).toFixed(1)}`.padStart(5);
const pr = (s: Score) => `${pct(s.precision)}/${pct(s.recall)}`;
const num = (x: number) => Math.round(x).toLocaleString("en-US");

/** The table of docs/creative-fingerprints.md: precision/recall (%) per set and reading, and bucket sizes. */
export function distanceTable(sets: readonly MeasuredSet[], distances: readonly number[]): string {
  const head = [
    " d",
    ...sets.map((s) => `${s.name}: vs originals | all pairs | clusters`.padEnd(41)),
    "bands (bits)",
    "rows/bucket 1M",
    "5M",
    "rows/look-up 5M",
  ].join(" | ");
  const lines = distances.map((d) => {
    const b1 = bucketRows(d, 1e6);
    const b5 = bucketRows(d, 5e6);
    const widths = [...new Set(bandWidths(d + 1))].sort((x, y) => y - x).join("/");
    return [
      String(d).padStart(2),
      ...sets.map((s) =>
        [pr(scoreAt(s.h.vsOriginals, d)), pr(scoreAt(s.h.allPairs, d)), pr(clusterScore(s.items, d))].join(" | ").padEnd(41),
      ),
      `${b5.bands} (${widths})`.padEnd(12),
      num(b1.perBucket).padStart(14),
      num(b5.perBucket).padStart(7),
      num(b5.perLookup).padStart(15),
    ].join(" | ");
  });
  return [head, ...lines].join("\n");
}

/** Each edit's copies against their original: how many fall within `distance`, the median and the worst. */
export function editTable(h: Histograms, distance: number): string {
  return [...h.byEdit.entries()]
    .map(([edit, ds]) => {
      const sorted = [...ds].sort((a, b) => a - b);
      const within = ds.filter((d) => d <= distance).length;
      return `${edit.padEnd(17)} ${String(within).padStart(2)}/${ds.length}  median ${sorted[ds.length >> 1]}  max ${sorted[ds.length - 1]}`;
    })
    .join("\n");
}
