// The banded look-up of docs/creative-fingerprints.md at 1M stored whole-picture hashes, 1M crop hashes
// and 1M masked hashes on real PostgreSQL: its plan reads the bands' B-tree indexes, never a sequential
// scan, and it finds every stored thumbnail within SAME_CREATIVE_DISTANCE of the query, whole to whole,
// whole to crop, crop to whole, and masked to masked under the same mask, whole to window (the pigeonhole
// guarantee, in SQL); and no thumbnail whose crops alone are near, nor one near under another mask or
// window to window.
import type { PoolClient } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgPool, Prisma } from "@/lib/db";
import { bandSqlExpressions, hashBands, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";
import { MASKED_WINDOWS, STICKER_MASKS } from "@/lib/services/products/fingerprint";
import { BAND_COLUMNS, nearFingerprintsSql, nearGroupsSql } from "@/lib/services/products/fingerprint-lookup";
import { nonce } from "../support/archive";

const ROWS = 1_000_000;
/** Thumbnails given crop rows: five each, so as many crop hashes as whole ones. */
const WITH_CROPS = ROWS / 5;
/** Masked rows per thumbnail, and thumbnails given them: as many masked hashes as whole ones. */
const MASKED_ROWS = STICKER_MASKS.length * MASKED_WINDOWS.length;
const WITH_MASKS = Math.round(ROWS / MASKED_ROWS);
const prefix = `plan${nonce()}`;
const TABLES = ["CreativeFingerprint", "CreativeFingerprintCrop", "CreativeFingerprintMask"];
const NUMBER_BASE = 9_000_000_000_000_000n;
const CLUSTERS = Math.floor(ROWS / 3);
const clusterOf = (g: string) => Prisma.raw(`${NUMBER_BASE}::bigint + ${g} % ${CLUSTERS}`);

/**
 * The whole file runs in one transaction on one connection, rolled back at the end: the three million
 * rows never need deleting, and their indexes are dropped before the load and built again after it from
 * their own definitions. Built once from sorted rows, a B-tree costs a fraction of three million inserts
 * into thirteen of them (the file's set-up took 113 s at two million rows). DDL is transactional, so the
 * other files of this worker's database find the tables as they were.
 */
let client: PoolClient;
async function run<T = Record<string, unknown>>(sql: Prisma.Sql): Promise<T[]> {
  return (await client.query(sql.text, sql.values as unknown[])).rows as T[];
}
const bands = Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "));

/** Each band's value of the hash `h` in SQL, as hashBands cuts it in JavaScript. */
const bandValues = Prisma.raw(bandSqlExpressions("h").join(", "));

/** A query hash and hashes with `bits` bits flipped, from `shift` up. */
const query = -0x1234_5678_9abc_def0n;
const flipped = (from: bigint, bits: number, shift = 7n) => BigInt.asIntN(64, from ^ (((1n << BigInt(bits)) - 1n) << shift));
/** The query picture's own crop, far from its whole hash. */
const queryCrop = flipped(query, 20, 30n);
/** The query picture's masked hashes [mask][window], 32 bits from one another and far from the above. */
const SPREAD = [
  0x0f0f0f0f0f0f0f0fn,
  0x00ff00ff00ff00ffn,
  0x3333333333333333n,
  0x5555555555555555n,
  0x0000ffff0000ffffn,
  0x00000000ffffffffn,
];
const queryMasked = (mask: number, crop: number) => BigInt.asIntN(64, query ^ (SPREAD[mask * 3 + crop] as bigint));

async function storeWhole(name: string, h: bigint) {
  await run(Prisma.sql`INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${bands})
    SELECT ${prefix + name}, h, ${bandValues} FROM (SELECT ${h.toString()}::bigint AS h) x`);
}
async function storeMasked(name: string, mask: number, crop: number, h: bigint) {
  await run(Prisma.sql`INSERT INTO "CreativeFingerprintMask" ("thumbnailHash", "mask", "crop", "phash", ${bands})
    SELECT ${prefix + name}, ${mask}, ${crop}, h, ${bandValues} FROM (SELECT ${h.toString()}::bigint AS h) x`);
}
async function storeCrop(name: string, crop: number, h: bigint) {
  await run(Prisma.sql`INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${bands})
    SELECT ${prefix + name}, ${crop}, h, ${bandValues} FROM (SELECT ${h.toString()}::bigint AS h) x`);
}

beforeAll(async () => {
  client = await pgPool().connect();
  await client.query("BEGIN");
  await client.query("SET LOCAL maintenance_work_mem = '256MB'");
  const { rows: keys } = await client.query<{ table: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS "table", conname AS "name", pg_get_constraintdef(oid) AS "def"
     FROM pg_constraint WHERE contype = 'p' AND conrelid = ANY($1::text[]::regclass[])`,
    [TABLES.map((t) => `"${t}"`)],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT indexname AS "name", indexdef AS "def" FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = ANY($1::text[]) AND NOT (indexname = ANY($2::text[]))`,
    [TABLES, keys.map((k) => k.name)],
  );
  expect(indexes.length, "the band indexes of the three tables").toBeGreaterThanOrEqual(TABLES.length * BAND_COLUMNS.length);
  for (const i of indexes) await client.query(`DROP INDEX "${i.name}"`);
  for (const k of keys) await client.query(`ALTER TABLE ${k.table} DROP CONSTRAINT "${k.name}"`);

  // A million random 64-bit hashes (md5 bits), and a million random crop hashes, each written in one statement.
  await run(Prisma.sql`
    INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${bands}, "cluster")
    SELECT ${prefix} || g, h, ${bandValues}, ${clusterOf("g")}
    FROM generate_series(1, ${ROWS}) AS g, LATERAL (SELECT ('x' || md5(${prefix} || g))::bit(64)::bigint AS h) x`);
  await run(Prisma.sql`
    INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${bands})
    SELECT ${prefix} || g, c, h, ${bandValues}
    FROM generate_series(1, ${WITH_CROPS}) AS g, generate_series(0, 4) AS c,
      LATERAL (SELECT ('x' || md5(${prefix} || g || 'c' || c))::bit(64)::bigint AS h) x`);
  await run(Prisma.sql`
    INSERT INTO "CreativeFingerprintMask" ("thumbnailHash", "mask", "crop", "phash", ${bands}, "cluster")
    SELECT ${prefix} || g, m, c, h, ${bandValues}, CASE WHEN c = 0 THEN ${clusterOf("g")} END
    FROM generate_series(1, ${WITH_MASKS}) AS g, generate_series(0, ${STICKER_MASKS.length - 1}) AS m,
      generate_series(0, ${MASKED_WINDOWS.length - 1}) AS c,
      LATERAL (SELECT ('x' || md5(${prefix} || g || 'm' || m || 'c' || c))::bit(64)::bigint AS h) x`);
  // The query's own picture, with a crop; whole hashes 1..distance+2 bits away; pictures whose crop, or
  // whose whole, is that far from the query's crop; and one whose crop is near the query's crop alone.
  await storeWhole("query", query);
  await storeCrop("query", 4, queryCrop);
  for (const [m] of STICKER_MASKS.entries()) {
    for (const [c] of MASKED_WINDOWS.entries()) await storeMasked("query", m, c, queryMasked(m, c));
  }
  for (let k = 1; k <= SAME_CREATIVE_DISTANCE + 2; k++) {
    await storeWhole(`near${k}`, flipped(query, k));
    await storeWhole(`crop${k}`, flipped(query, 33, 0n) ^ BigInt(k));
    await storeCrop(`crop${k}`, 0, flipped(query, k, 40n));
    await storeWhole(`ofcrop${k}`, flipped(queryCrop, k, 1n));
    // Under a mask: its whole near the query's whole, its window near the query's whole, its whole near
    // the query's window. Each picture's own whole hash is far from everything.
    await storeWhole(`masked${k}`, flipped(query, 30, 2n) ^ BigInt(k));
    await storeMasked(`masked${k}`, 0, 0, flipped(queryMasked(0, 0), k, 3n));
    await storeWhole(`maskwin${k}`, flipped(query, 31, 2n) ^ BigInt(k));
    await storeMasked(`maskwin${k}`, 1, 2, flipped(queryMasked(1, 0), k, 5n));
    await storeWhole(`ofmaskwin${k}`, flipped(query, 29, 2n) ^ BigInt(k));
    await storeMasked(`ofmaskwin${k}`, 1, 0, flipped(queryMasked(1, 1), k, 9n));
  }
  // The query's masked whole under the other mask, and its masked window as another picture's window.
  await storeWhole("othermask", flipped(query, 28, 2n));
  await storeMasked("othermask", 1, 0, queryMasked(0, 0));
  await storeWhole("windows", flipped(query, 27, 2n));
  await storeMasked("windows", 0, 1, queryMasked(0, 2));
  await storeWhole("cropsonly", flipped(query, 40, 0n));
  await storeCrop("cropsonly", 2, flipped(queryCrop, 1));
  for (const k of keys) await client.query(`ALTER TABLE ${k.table} ADD CONSTRAINT "${k.name}" ${k.def}`);
  for (const i of indexes) await client.query(i.def);
  // The stored pictures are grouped, a cluster for every three, each cluster's number named in ClusterNumber
  // (numbers far above any the other files' rows take, and rolled back with the rest).
  await run(Prisma.sql`
    INSERT INTO "ClusterNumber" ("number", "groupId")
    SELECT ${NUMBER_BASE}::bigint + n, ${prefix} || 'group' || n FROM generate_series(0, ${CLUSTERS - 1}) AS n`);
  for (const t of [...TABLES, "ClusterNumber"]) await client.query(`ANALYZE "${t}"`);
}, 600_000);

afterAll(async () => {
  if (!client) return;
  await client.query("ROLLBACK");
  client.release();
}, 600_000);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe("the banded look-up at 1M hashes", () => {
  it("cuts the bands in SQL as hashBands cuts them in JavaScript, for negative and positive hashes", async () => {
    const hashes = [query, -1n, 1n, -(2n ** 63n), 2n ** 63n - 1n, 0x0123_4567_89ab_cdefn, -0x7edc_ba98_7654_3210n];
    for (const h of hashes) {
      const [row] = await run<Record<string, number>>(
        Prisma.sql`SELECT ${Prisma.raw(
          bandSqlExpressions("h")
            .map((e, i) => `${e} AS "b${i}"`)
            .join(", "),
        )} FROM (SELECT ${h.toString()}::bigint AS h) x`,
      );
      expect(Object.values(row), String(h)).toEqual(hashBands(h));
    }
  });

  it("reads the band indexes of the three tables, with no sequential scan", async () => {
    const sql = nearFingerprintsSql([{ key: "q", phash: query }]);
    const [row] = await run<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(Prisma.sql`EXPLAIN (FORMAT JSON) ${sql}`);
    const plan = nodes(row["QUERY PLAN"][0].Plan);
    const onFingerprints = plan.filter((p) => p["Relation Name"]?.startsWith("CreativeFingerprint"));
    expect(onFingerprints.map((p) => p["Node Type"])).not.toContain("Seq Scan");
    // Each band is read through its own index (a bitmap or index-only scan, as the visibility map allows).
    const indexes = new Set(plan.flatMap((p) => p["Index Name"] ?? []));
    for (const column of BAND_COLUMNS) {
      expect(indexes, `CreativeFingerprint ${column}`).toContain(`CreativeFingerprint_${column}_phash_cluster_idx`);
      expect(indexes, `CreativeFingerprintCrop ${column}`).toContain(`CreativeFingerprintCrop_${column}_phash_idx`);
    }
    for (const column of BAND_COLUMNS) {
      expect(indexes, `CreativeFingerprintMask ${column}`).toContain(`CreativeFingerprintMask_${column}_mask_crop_phash_cluster_idx`);
    }
  });

  it("reads the same band indexes for the clustering job's look-up by groups, with no sequential scan", async () => {
    const sql = nearGroupsSql([{ key: "q", phash: query, thumbnailHash: `${prefix}query` }], [`${prefix}query`]);
    const [row] = await run<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(Prisma.sql`EXPLAIN (FORMAT JSON) ${sql}`);
    const plan = nodes(row["QUERY PLAN"][0].Plan);
    const scanned = plan.filter((p) => p["Relation Name"]?.startsWith("CreativeFingerprint") || p["Relation Name"] === "ClusterNumber");
    expect(scanned.filter((p) => p["Node Type"] === "Seq Scan").map((p) => p["Relation Name"])).toEqual([]);
    const indexes = new Set(plan.flatMap((p) => p["Index Name"] ?? []));
    for (const column of BAND_COLUMNS) {
      expect(indexes, `CreativeFingerprint ${column}`).toContain(`CreativeFingerprint_${column}_phash_cluster_idx`);
      expect(indexes, `CreativeFingerprintMask ${column}`).toContain(`CreativeFingerprintMask_${column}_mask_crop_phash_cluster_idx`);
    }
    // The near clusters' numbers are named by key, a row each, never by reading the numbers' table.
    expect(indexes).toContain("ClusterNumber_pkey");
  });

  it("finds exactly the stored thumbnails within the distance: whole to whole, to a crop, a crop to a whole, and masked", async () => {
    const found = await run<{ key: string; thumbnailHash: string }>(nearFingerprintsSql([{ key: "q", phash: query }]));
    expect(new Set(found.map((f) => f.key))).toEqual(new Set(["q"]));
    const names = found.map((f) => f.thumbnailHash.slice(prefix.length)).sort();
    const within = Array.from({ length: SAME_CREATIVE_DISTANCE }, (_, k) => k + 1);
    expect(names).toEqual(
      ["query", ...within.flatMap((k) => [`near${k}`, `crop${k}`, `ofcrop${k}`, `masked${k}`, `maskwin${k}`, `ofmaskwin${k}`])].sort(),
    );
  });
});
