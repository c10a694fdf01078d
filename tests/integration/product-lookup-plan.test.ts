// The banded look-up of docs/creative-fingerprints.md at 1M stored hashes on real PostgreSQL: its plan
// reads the bands' B-tree indexes, never a sequential scan of CreativeFingerprint, and it finds every
// stored hash within SAME_CREATIVE_DISTANCE of the query (the pigeonhole guarantee, in SQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, Prisma } from "@/lib/db";
import { BAND_BITS, SAME_CREATIVE_DISTANCE } from "@/lib/shared/products/creative-bands";
import { BAND_COLUMNS, nearFingerprintsSql } from "@/lib/services/products/fingerprint-lookup";
import { nonce } from "../support/archive";

const ROWS = 1_000_000;
const prefix = `plan${nonce()}`;

/** Each band's value in SQL, as hashBands cuts it in JavaScript: BAND_BITS[i] bits from the low end up. */
function bandSql(i: number): Prisma.Sql {
  const offset = BAND_BITS.slice(0, i).reduce((a, b) => a + b, 0);
  return Prisma.raw(`((h >> ${offset}) & ${(1n << BigInt(BAND_BITS[i])) - 1n})::int`);
}

/** A query hash and copies of it with 1..distance+2 bits flipped, stored beside the million random ones. */
const query = -0x1234_5678_9abc_def0n;
const flipped = (bits: number) => BigInt.asIntN(64, query ^ (((1n << BigInt(bits)) - 1n) << 7n));

beforeAll(async () => {
  // A million random 64-bit hashes (md5 bits), written in one statement with their bands.
  await db.$executeRaw`
    INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "))})
    SELECT ${prefix} || g, h, ${Prisma.join(BAND_COLUMNS.map((_, i) => bandSql(i)))}
    FROM generate_series(1, ${ROWS}) AS g, LATERAL (SELECT ('x' || md5(${prefix} || g))::bit(64)::bigint AS h) x`;
  const near = Array.from({ length: SAME_CREATIVE_DISTANCE + 2 }, (_, k) => flipped(k + 1));
  await db.$executeRaw`
    INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${Prisma.raw(BAND_COLUMNS.map((c) => `"${c}"`).join(", "))})
    SELECT ${prefix} || 'near' || k, h, ${Prisma.join(BAND_COLUMNS.map((_, i) => bandSql(i)))}
    FROM unnest(${near.map(String)}::bigint[]) WITH ORDINALITY AS n(h, k)`;
  await db.$executeRaw`ANALYZE "CreativeFingerprint"`;
}, 600_000);

afterAll(async () => {
  await db.$executeRaw`DELETE FROM "CreativeFingerprint" WHERE "thumbnailHash" LIKE ${`${prefix}%`}`;
}, 600_000);

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe("the banded look-up at 1M hashes", () => {
  it("reads the band indexes, with no sequential scan", async () => {
    const sql = nearFingerprintsSql([{ key: "q", phash: query }]);
    const [row] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>`EXPLAIN (FORMAT JSON) ${sql}`;
    const plan = nodes(row["QUERY PLAN"][0].Plan);
    const onFingerprints = plan.filter((p) => p["Relation Name"] === "CreativeFingerprint");
    expect(onFingerprints.map((p) => p["Node Type"])).not.toContain("Seq Scan");
    // Each band is read through its own index (a bitmap or index-only scan, as the visibility map allows).
    const bandIndexes = new Set(plan.flatMap((p) => (p["Index Name"]?.startsWith("CreativeFingerprint_b") ? [p["Index Name"]] : [])));
    expect(bandIndexes.size).toBe(BAND_COLUMNS.length);
  });

  it("finds exactly the stored hashes within the distance", async () => {
    const found = await db.$queryRaw<{ thumbnailHash: string }[]>(nearFingerprintsSql([{ key: "q", phash: query }]));
    const names = found.map((f) => f.thumbnailHash.slice(prefix.length)).sort();
    expect(names).toEqual(Array.from({ length: SAME_CREATIVE_DISTANCE }, (_, k) => `near${k + 1}`).sort());
  });
});
