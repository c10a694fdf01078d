// The banded look-up of docs/creative-fingerprints.md at 1M stored whole-picture hashes and 1M crop hashes
// on real PostgreSQL: its plan reads the bands' B-tree indexes, never a sequential scan, and it finds
// every stored thumbnail within SAME_CREATIVE_DISTANCE of the query, whole to whole, whole to crop and
// crop to whole (the pigeonhole guarantee, in SQL), and no thumbnail whose crops alone are near.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, Prisma } from "@/lib/db";
import { BAND_BITS, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";
import { BAND_COLUMNS, nearFingerprintsSql } from "@/lib/services/products/fingerprint-lookup";
import { nonce } from "../support/archive";

const ROWS = 1_000_000;
/** Thumbnails given crop rows: five each, so as many crop hashes as whole ones. */
const WITH_CROPS = ROWS / 5;
const prefix = `plan${nonce()}`;
const bands = Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "));

/** Each band's value in SQL, as hashBands cuts it in JavaScript: BAND_BITS[i] bits from the low end up. */
function bandSql(i: number): Prisma.Sql {
  const offset = BAND_BITS.slice(0, i).reduce((a, b) => a + b, 0);
  return Prisma.raw(`((h >> ${offset}) & ${(1n << BigInt(BAND_BITS[i])) - 1n})::int`);
}
const bandValues = Prisma.join(BAND_COLUMNS.map((_, i) => bandSql(i)));

/** A query hash and hashes with `bits` bits flipped, from `shift` up. */
const query = -0x1234_5678_9abc_def0n;
const flipped = (from: bigint, bits: number, shift = 7n) => BigInt.asIntN(64, from ^ (((1n << BigInt(bits)) - 1n) << shift));
/** The query picture's own crop, far from its whole hash. */
const queryCrop = flipped(query, 20, 30n);

async function storeWhole(name: string, h: bigint) {
  await db.$executeRaw`INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${bands})
    SELECT ${prefix + name}, h, ${bandValues} FROM (SELECT ${h.toString()}::bigint AS h) x`;
}
async function storeCrop(name: string, crop: number, h: bigint) {
  await db.$executeRaw`INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${bands})
    SELECT ${prefix + name}, ${crop}, h, ${bandValues} FROM (SELECT ${h.toString()}::bigint AS h) x`;
}

beforeAll(async () => {
  // A million random 64-bit hashes (md5 bits), and a million random crop hashes, each written in one statement.
  await db.$executeRaw`
    INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${bands})
    SELECT ${prefix} || g, h, ${bandValues}
    FROM generate_series(1, ${ROWS}) AS g, LATERAL (SELECT ('x' || md5(${prefix} || g))::bit(64)::bigint AS h) x`;
  await db.$executeRaw`
    INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${bands})
    SELECT ${prefix} || g, c, h, ${bandValues}
    FROM generate_series(1, ${WITH_CROPS}) AS g, generate_series(0, 4) AS c,
      LATERAL (SELECT ('x' || md5(${prefix} || g || 'c' || c))::bit(64)::bigint AS h) x`;
  // The query's own picture, with a crop; whole hashes 1..distance+2 bits away; pictures whose crop, or
  // whose whole, is that far from the query's crop; and one whose crop is near the query's crop alone.
  await storeWhole("query", query);
  await storeCrop("query", 4, queryCrop);
  for (let k = 1; k <= SAME_CREATIVE_DISTANCE + 2; k++) {
    await storeWhole(`near${k}`, flipped(query, k));
    await storeWhole(`crop${k}`, flipped(query, 33, 0n) ^ BigInt(k));
    await storeCrop(`crop${k}`, 0, flipped(query, k, 40n));
    await storeWhole(`ofcrop${k}`, flipped(queryCrop, k, 1n));
  }
  await storeWhole("cropsonly", flipped(query, 40, 0n));
  await storeCrop("cropsonly", 2, flipped(queryCrop, 1));
  await db.$executeRaw`ANALYZE "CreativeFingerprint"`;
  await db.$executeRaw`ANALYZE "CreativeFingerprintCrop"`;
}, 600_000);

afterAll(async () => {
  await db.$executeRaw`DELETE FROM "CreativeFingerprint" WHERE "thumbnailHash" LIKE ${`${prefix}%`}`;
  await db.$executeRaw`DELETE FROM "CreativeFingerprintCrop" WHERE "thumbnailHash" LIKE ${`${prefix}%`}`;
}, 600_000);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe("the banded look-up at 1M hashes", () => {
  it("reads the band indexes of both tables, with no sequential scan", async () => {
    const sql = nearFingerprintsSql([{ key: "q", phash: query }]);
    const [row] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>`EXPLAIN (FORMAT JSON) ${sql}`;
    const plan = nodes(row["QUERY PLAN"][0].Plan);
    const onFingerprints = plan.filter((p) => p["Relation Name"]?.startsWith("CreativeFingerprint"));
    expect(onFingerprints.map((p) => p["Node Type"])).not.toContain("Seq Scan");
    // Each band is read through its own index (a bitmap or index-only scan, as the visibility map allows).
    const indexes = new Set(plan.flatMap((p) => p["Index Name"] ?? []));
    for (const table of ["CreativeFingerprint", "CreativeFingerprintCrop"]) {
      for (const column of BAND_COLUMNS) expect(indexes, `${table} ${column}`).toContain(`${table}_${column}_phash_idx`);
    }
  });

  it("finds exactly the stored thumbnails within the distance: whole to whole, to a crop, and a crop to a whole", async () => {
    const found = await db.$queryRaw<{ key: string; thumbnailHash: string }[]>(nearFingerprintsSql([{ key: "q", phash: query }]));
    expect(new Set(found.map((f) => f.key))).toEqual(new Set(["q"]));
    const names = found.map((f) => f.thumbnailHash.slice(prefix.length)).sort();
    const within = Array.from({ length: SAME_CREATIVE_DISTANCE }, (_, k) => k + 1);
    expect(names).toEqual(["query", ...within.flatMap((k) => [`near${k}`, `crop${k}`, `ofcrop${k}`])].sort());
  });
});
