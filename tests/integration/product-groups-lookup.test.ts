// The clustering job's look-up (nearGroupsSql, docs/creative-fingerprints.md §4) on real PostgreSQL,
// against a brute force in JavaScript over the same pictures: for each picture of a batch, the groups of
// every grouped picture near it and the batch's own pictures near it, and nothing of a picture that is
// neither. The pictures are copies of a few creatives, many sharing a whole or masked hash exactly (the
// look-up reads one grouped picture per such hash), some near only through a crop or a masked window,
// and each creative's groups split where its grouped copies are not linked among themselves.
import type { PoolClient } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgPool, Prisma } from "@/lib/db";
import { BAND_BITS, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";
import { CROP_WINDOWS, MASKED_WINDOWS, STICKER_MASKS } from "@/lib/services/products/fingerprint";
import { numberClustersSql } from "@/lib/services/products/cluster-numbers";
import { BAND_COLUMNS, nearGroupsSql } from "@/lib/services/products/fingerprint-lookup";
import { nonce } from "../support/archive";

const prefix = `grp${nonce()}`;
const D = SAME_CREATIVE_DISTANCE;

type Picture = {
  name: string;
  role: "grouped" | "batch" | "other";
  whole: bigint;
  crops: bigint[];
  /** [mask][window], window 0 the whole picture. */
  masked: bigint[][];
};

/** A seeded generator, so that a failure names pictures that exist on the next run too. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const hash = () => BigInt.asIntN(64, (BigInt(int(2 ** 32)) << 32n) | BigInt(int(2 ** 32)));
  const flip = (h: bigint, bits: number) => {
    let out = h;
    for (let k = 0; k < bits; k++) out ^= 1n << BigInt(int(64));
    return BigInt.asIntN(64, out);
  };
  return { next, int, hash, flip };
}

const distance = (a: bigint, b: bigint) => {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  for (; x; x &= x - 1n) n++;
  return n;
};
const near = (a: bigint, b: bigint) => distance(a, b) <= D;

/** The job's rule for one pair (nearFingerprintsSql's): whole to whole or to a crop, masked whole to window. */
function linked(x: Picture, y: Picture): boolean {
  if (near(x.whole, y.whole)) return true;
  if (y.crops.some((c) => near(x.whole, c)) || x.crops.some((c) => near(c, y.whole))) return true;
  return x.masked.some((windows, m) => windows.some((h, w) => y.masked[m].some((g, v) => (w === 0 || v === 0) && near(h, g))));
}

/**
 * Copies of 24 creatives (2 to 41 each), a third of the copies' hashes exact, some near by a crop or a
 * window only; every third creative also has a copy apart (its own group) and a picture bridging the two.
 */
function pictures(): Picture[] {
  const r = random(20_261_130);
  const out: Picture[] = [];
  for (let c = 0; c < 24; c++) {
    const base = r.hash();
    const maskBase = STICKER_MASKS.map(() => {
      const whole = r.hash();
      // Every other creative's masked windows sit near its masked whole: whole-to-window links.
      return MASKED_WINDOWS.map((_, w) => (w === 0 ? whole : c % 2 === 0 ? r.flip(whole, 1) : r.hash()));
    });
    const copies = 1 + Math.floor(40 / (1 + c));
    for (let i = 0; i < copies; i++) {
      const exact = r.int(3) === 0;
      // One copy in five is cropped hard: its whole far from the others, its first crop near them.
      const hard = !exact && r.int(5) === 0;
      const whole = exact ? base : hard ? r.flip(base, 9) : r.flip(base, 1 + r.int(3));
      const crops = CROP_WINDOWS.map((_, k) => (hard && k === 0 ? r.flip(base, r.int(2)) : r.flip(whole, 12)));
      const masked = maskBase.map((windows) => windows.map((h) => (exact ? h : r.flip(h, r.int(3)))));
      const roll = r.int(20);
      const role = roll < 13 ? "grouped" : roll < 17 ? "batch" : "other";
      out.push({ name: `${prefix}c${c}i${i}`, role, whole, crops, masked });
    }
    if (c % 3 === 1) {
      // A grouped copy 4 bits from the creative (a group of its own), and a picture of the batch 2 bits
      // from both: its look-up must return both groups.
      const bits = [0, 1, 2, 3].map((k) => 1n << BigInt(k * 16 + r.int(16)));
      const apart = (from: bigint, flips: bigint[]) =>
        BigInt.asIntN(
          64,
          flips.reduce((h, b) => h ^ b, from),
        );
      const fresh = () => STICKER_MASKS.map(() => MASKED_WINDOWS.map(() => r.hash()));
      const far = (h: bigint) => CROP_WINDOWS.map(() => r.flip(h, 12));
      const split = apart(base, bits);
      const bridge = apart(base, bits.slice(0, 2));
      out.push({ name: `${prefix}c${c}split`, role: "grouped", whole: split, crops: far(split), masked: fresh() });
      out.push({ name: `${prefix}c${c}bridge`, role: "batch", whole: bridge, crops: far(bridge), masked: fresh() });
    }
  }
  return out;
}

/** The groups the job would have left: the links among grouped pictures alone, each group named by its smallest key. */
function groupsOf(all: Picture[]): Map<string, string> {
  const grouped = all.filter((p) => p.role === "grouped");
  const parent = new Map(grouped.map((p) => [`f${p.name}`, `f${p.name}`]));
  const find = (k: string): string => (parent.get(k) === k ? k : find(parent.get(k)!));
  for (const [i, a] of grouped.entries()) {
    for (const b of grouped.slice(i + 1)) {
      if (!linked(a, b)) continue;
      const [ra, rb] = [find(`f${a.name}`), find(`f${b.name}`)];
      if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
    }
  }
  return new Map(grouped.map((p) => [`f${p.name}`, find(`f${p.name}`)]));
}

let client: PoolClient;
async function run<T = Record<string, unknown>>(sql: Prisma.Sql): Promise<T[]> {
  return (await client.query(sql.text, sql.values as unknown[])).rows as T[];
}
const bands = Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "));
const bandValues = Prisma.join(
  BAND_COLUMNS.map((_, i) => {
    const offset = BAND_BITS.slice(0, i).reduce((a, b) => a + b, 0);
    return Prisma.raw(`((h >> ${offset}) & ${(1n << BigInt(BAND_BITS[i])) - 1n})::int`);
  }),
);

const all = pictures();
const groupOf = groupsOf(all);

beforeAll(async () => {
  client = await pgPool().connect();
  // One transaction, rolled back: the pictures and their groups never reach the other files.
  await client.query("BEGIN");
  const strings = (xs: unknown[]) => xs.map(String);
  await run(Prisma.sql`
    INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${bands})
    SELECT t, h, ${bandValues} FROM unnest(${all.map((p) => p.name)}::text[], ${strings(all.map((p) => p.whole))}::bigint[]) AS x(t, h)`);
  const crops = all.flatMap((p) => p.crops.map((h, k) => ({ t: p.name, k, h })));
  await run(Prisma.sql`
    INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${bands})
    SELECT t, k, h, ${bandValues}
    FROM unnest(${crops.map((c) => c.t)}::text[], ${crops.map((c) => c.k)}::int[], ${strings(crops.map((c) => c.h))}::bigint[]) AS x(t, k, h)`);
  const masked = all.flatMap((p) => p.masked.flatMap((windows, m) => windows.map((h, w) => ({ t: p.name, m, w, h }))));
  await run(Prisma.sql`
    INSERT INTO "CreativeFingerprintMask" ("thumbnailHash", "mask", "crop", "phash", ${bands})
    SELECT t, m, w, h, ${bandValues}
    FROM unnest(${masked.map((c) => c.t)}::text[], ${masked.map((c) => c.m)}::int[], ${masked.map((c) => c.w)}::int[],
      ${strings(masked.map((c) => c.h))}::bigint[]) AS x(t, m, w, h)`);
  // The grouped pictures' rows take their groups' numbers, as the job gives them when it groups them:
  // their only record of the group (a fingerprint has no ProductNode row).
  await run(
    numberClustersSql(
      [...groupOf].map(([key, groupId]) => ({ thumbnailHash: key.slice(1), groupId })),
      new Map(),
    ),
  );
  await client.query('ANALYZE "CreativeFingerprint", "CreativeFingerprintCrop", "CreativeFingerprintMask", "ClusterNumber"');
}, 120_000);

afterAll(async () => {
  await client?.query("ROLLBACK");
  client?.release();
});

describe("the clustering job's look-up: the groups near each picture of a batch", () => {
  it("has the pictures it needs: exact hashes shared by grouped copies, links by a crop and by a masked window, groups split", () => {
    const grouped = all.filter((p) => p.role === "grouped");
    const shared = grouped.filter((p) => grouped.some((q) => q !== p && q.whole === p.whole));
    const byCrop = all.filter((p) => all.some((q) => q !== p && !near(p.whole, q.whole) && q.crops.some((c) => near(p.whole, c))));
    const byWindow = all.filter((p) =>
      all.some((q) => q !== p && !near(p.whole, q.whole) && p.masked.some((ws, m) => ws.slice(1).some((h) => near(h, q.masked[m][0])))),
    );
    expect(shared.length, "grouped copies sharing their whole hash exactly").toBeGreaterThan(10);
    expect(byCrop.length, "pictures linked by a crop alone").toBeGreaterThan(5);
    expect(byWindow.length, "pictures linked by a masked window").toBeGreaterThan(5);
    expect(all.filter((p) => p.role === "batch").length).toBeGreaterThan(20);
    expect(all.filter((p) => p.role === "other").length).toBeGreaterThan(10);
    // Some creative's grouped copies form more than one group: the look-up must return each.
    const perCreative = new Map<string, Set<string>>();
    for (const p of grouped) {
      const c = p.name.slice(prefix.length).split(/i|split/)[0];
      perCreative.set(c, (perCreative.get(c) ?? new Set()).add(groupOf.get(`f${p.name}`)!));
    }
    expect([...perCreative.values()].some((g) => g.size > 1)).toBe(true);
  });

  it("returns, for every picture of the batch, exactly the brute force's groups and batch pictures", async () => {
    const batch = all.filter((p) => p.role === "batch");
    const rows = await run<{ key: string; groupKey: string }>(
      nearGroupsSql(
        batch.map((p) => ({ key: p.name, phash: p.whole, thumbnailHash: p.name })),
        batch.map((p) => p.name),
      ),
    );
    const found = new Map(batch.map((p) => [p.name, new Set<string>()]));
    for (const r of rows) found.get(r.key)!.add(r.groupKey);
    const expected = new Map(
      batch.map((p) => [
        p.name,
        new Set(
          all
            .filter((q) => q.role !== "other" && (q === p || linked(p, q)))
            .map((q) => (q.role === "grouped" ? groupOf.get(`f${q.name}`)! : `f${q.name}`)),
        ),
      ]),
    );
    const sorted = (m: Map<string, Set<string>>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]));
    expect(sorted(found)).toEqual(sorted(expected));
    // Not a vacuous equality: most pictures of the batch meet a stored group, some more than one.
    const groupIds = new Set(groupOf.values());
    const withGroups = [...expected.values()].filter((s) => [...s].some((k) => groupIds.has(k)));
    expect(withGroups.length).toBeGreaterThan(batch.length / 2);
    expect([...expected.values()].some((s) => s.size > 2)).toBe(true);
  });
});

describe("the clusters' numbers", () => {
  /** A picture far from every other of the file: a fresh hash with crops and masked hashes of its own. */
  const r = random(20_261_201);
  const lone = (name: string): Picture => ({
    name: `${prefix}${name}`,
    role: "grouped",
    whole: r.hash(),
    crops: CROP_WINDOWS.map(() => r.hash()),
    masked: STICKER_MASKS.map(() => MASKED_WINDOWS.map(() => r.hash())),
  });
  const near1 = (p: Picture, name: string): Picture => ({ ...lone(name), whole: r.flip(p.whole, 1) });
  async function store(p: Picture) {
    await run(Prisma.sql`
      INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${bands})
      SELECT t, h, ${bandValues} FROM unnest(${[p.name]}::text[], ${[String(p.whole)]}::bigint[]) AS x(t, h)`);
    await run(Prisma.sql`
      INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${bands})
      SELECT ${p.name}, k - 1, h, ${bandValues} FROM unnest(${p.crops.map(String)}::bigint[]) WITH ORDINALITY AS x(h, k)`);
    const masked = p.masked.flatMap((windows, m) => windows.map((h, w) => ({ m, w, h: String(h) })));
    await run(Prisma.sql`
      INSERT INTO "CreativeFingerprintMask" ("thumbnailHash", "mask", "crop", "phash", ${bands})
      SELECT ${p.name}, m, w, h, ${bandValues}
      FROM unnest(${masked.map((x) => x.m)}::int[], ${masked.map((x) => x.w)}::int[], ${masked.map((x) => x.h)}::bigint[]) AS x(m, w, h)`);
  }
  /** The numbers on a picture's whole and masked whole rows, and on its masked windows' (crops have none). */
  const numbersOf = async (p: Picture) => {
    const rows = await run<{ cluster: string | null; crop: number }>(Prisma.sql`
      SELECT "cluster"::text AS "cluster", 0 AS "crop" FROM "CreativeFingerprint" WHERE "thumbnailHash" = ${p.name}
      UNION ALL SELECT "cluster"::text, "crop" FROM "CreativeFingerprintMask" WHERE "thumbnailHash" = ${p.name}`);
    return {
      wholes: rows.filter((x) => x.crop === 0).map((x) => x.cluster),
      windows: rows.filter((x) => x.crop !== 0).map((x) => x.cluster),
    };
  };
  const groupsNear = async (p: Picture) =>
    (await run<{ groupKey: string }>(nearGroupsSql([{ key: "q", phash: p.whole, thumbnailHash: p.name }], [p.name])))
      .map((x) => x.groupKey)
      .sort();

  it("numbers every row of a grouped picture, and a merge renames the absorbed group's numbers without rewriting a row", async () => {
    const [a, b] = [lone("numA"), lone("numB")];
    await store(a);
    await store(b);
    const [ga, gb] = [`f${a.name}`, `f${b.name}`];
    await run(
      numberClustersSql(
        [
          { thumbnailHash: a.name, groupId: ga },
          { thumbnailHash: b.name, groupId: gb },
        ],
        new Map(),
      ),
    );
    const [na, nb] = [await numbersOf(a), await numbersOf(b)];
    // The whole and the two masked wholes of each picture take one number, two numbers in all; the four
    // masked windows none.
    expect(na.wholes).toHaveLength(3);
    expect(new Set(na.wholes).size).toBe(1);
    expect(new Set(nb.wholes).size).toBe(1);
    expect(na.wholes[0]).not.toBeNull();
    expect(na.wholes[0]).not.toBe(nb.wholes[0]);
    expect(na.windows).toEqual([null, null, null, null]);

    // A picture near b alone finds b's group.
    const nearB = near1(b, "numNearB");
    await store(nearB);
    expect(await groupsNear(nearB)).toEqual([gb, `f${nearB.name}`].sort());

    // A bridge joins the two groups: b's group is absorbed into a's (the smaller id). Its rows take a's number.
    const [keep, gone] = ga < gb ? [ga, gb] : [gb, ga];
    const bridge = lone("numBridge");
    await store(bridge);
    const [merged] = await run<{ renamed: number; fresh: number; rows: number }>(
      numberClustersSql([{ thumbnailHash: bridge.name, groupId: keep }], new Map([[gone, keep]])),
    );
    expect(merged).toEqual({ renamed: 1, fresh: 0, rows: 3 });
    expect(await numbersOf(a)).toEqual(na);
    expect(await numbersOf(b)).toEqual(nb);
    expect(new Set((await numbersOf(bridge)).wholes)).toEqual(new Set([keep === ga ? na.wholes[0] : nb.wholes[0]]));
    // The picture near b now finds the merged group, by b's own number.
    expect(await groupsNear(nearB)).toEqual([keep, `f${nearB.name}`].sort());
  });

  it("gives a new number to a group renamed to a key it did not hold, and the old numbers follow it", async () => {
    const a = lone("renA");
    await store(a);
    const ga = `f${a.name}`;
    await run(numberClustersSql([{ thumbnailHash: a.name, groupId: ga }], new Map()));
    // A new picture whose key sorts first joins a's group: the group is now named by the new key.
    const first = { ...lone("renA0"), name: `${prefix}ren` };
    await store(first);
    const renamed = `f${first.name}`;
    expect(renamed < ga).toBe(true);
    const [row] = await run<{ renamed: number; fresh: number; rows: number }>(
      numberClustersSql([{ thumbnailHash: first.name, groupId: renamed }], new Map([[ga, renamed]])),
    );
    expect(row).toEqual({ renamed: 1, fresh: 1, rows: 3 });
    const nearA = near1(a, "renNearA");
    await store(nearA);
    expect(await groupsNear(nearA)).toEqual([renamed, `f${nearA.name}`].sort());
    // Numbering the same pictures again changes nothing.
    const [again] = await run<{ renamed: number; fresh: number; rows: number }>(
      numberClustersSql(
        [
          { thumbnailHash: first.name, groupId: renamed },
          { thumbnailHash: a.name, groupId: renamed },
        ],
        new Map(),
      ),
    );
    expect(again).toEqual({ renamed: 0, fresh: 0, rows: 0 });
  });
});
