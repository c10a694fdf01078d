// The clustering job on a 50-ad page (bench-products.ts): 50 new pending ads are written outside the
// timing (half copies of stored creatives, a fingerprint 0–3 bits from the creative's, some of them
// copies of the biggest creatives; half new creatives; each thumbnail with its crops and masked hashes), then `clusterPendingAds({ maxBatches: 1 })` is
// timed end to end (fingerprint check, grouping, the touched products marked), and apart from it the
// job's next step, `refreshDirtyProducts` (the touched products' figures, the watchers). Every
// statement's time is recorded at the pg driver, to say where a slow round spends it.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { BAND_BITS, bandSqlExpressions } from "@/lib/shared/products/creative-bands";
import { cropHashExpr, ID_BASE, maskHashExpr } from "./products-seed";

const PAGE = 50;
/** New ads of this run: beyond the seed's ids and every earlier run's. */
const NEW_BASE = ID_BASE + 2_000_000_000_000_000n + BigInt(Math.floor(Date.now() / 1000) % 1_000_000) * 1_000_000n;

export type Creative = { cr: string; phash: string; textKey: string; path: string | null; template: string; size: number };

/** Creatives to copy: the biggest ones (copies of size `bigSize` or more), and a sample of the others. */
export async function pickCreatives(c: pg.Client, ads: number, bigSize: number): Promise<{ big: Creative[]; any: Creative[] }> {
  const sample = Array.from({ length: 4000 }, (_, k) => 1 + ((k * 2_654_435_761) % ads));
  // The first copy of a creative always has the product path; its row is the template of the new copies.
  const shape = `SELECT DISTINCT ON (m.cr) m.cr::text AS cr, ('x' || md5('c' || m.cr))::bit(64)::bigint::text AS phash,
      md5('k' || m.cr) AS "textKey", m.path, m.id AS template, m.sz AS size
    FROM bench.ad_model m`;
  const { rows: big } = await c.query<Creative>(`${shape} WHERE m.sz >= $1 ORDER BY m.cr, m.i`, [bigSize]);
  const sampled = await c.query<{ cr: string }>(`SELECT DISTINCT cr::text AS cr FROM bench.ad_model WHERE g = ANY($1::int[]) AND sz > 1`, [
    sample,
  ]);
  const { rows: any } = await c.query<Creative>(`${shape} WHERE m.cr = ANY($1::bigint[]) ORDER BY m.cr, m.i`, [
    sampled.rows.map((r) => r.cr),
  ]);
  return { big, any };
}

function flip(phash: string, bits: number, seed: number): string {
  let h = BigInt(phash);
  for (let k = 0; k < bits; k++) h ^= 1n << BigInt((seed * 31 + k * 17) % 64);
  return BigInt.asIntN(64, h).toString();
}

/**
 * Writes round `round`'s 50 pending ads (not timed): each a copy of an archived ad's row with a new id,
 * advertiser, thumbnail and copy key, its store and its countries; and the thumbnails' fingerprints, as
 * the hashing step would have stored them.
 */
export async function writePendingPage(
  c: pg.Client,
  { round, ads, creatives, columns }: { round: number; ads: number; creatives: { big: Creative[]; any: Creative[] }; columns: string[] },
): Promise<string[]> {
  const pages = Math.max(1, Math.round(ads / 100));
  const rows = Array.from({ length: PAGE }, (_, k) => {
    const id = (NEW_BASE + BigInt(round * 1000 + k)).toString();
    const page = (round * 7919 + k * 104_729) % pages;
    const thumb = randomBytes(32).toString("hex");
    if (k % 2 === 0) {
      // A copy: a third of them of the biggest creatives.
      const pool = k % 6 === 0 ? creatives.big : creatives.any;
      const cr = pool[(round * 13 + k) % pool.length];
      return {
        id,
        cr: cr.cr,
        template: cr.template,
        page,
        thumb,
        phash: flip(cr.phash, (round + k) % 4, round * 50 + k),
        textKey: k % 4 === 0 ? cr.textKey : randomBytes(16).toString("hex"),
        path: cr.path,
        domain: k % 8 === 0 ? `nueva-${round}-${k}.example` : `tienda-${page}.example`,
      };
    }
    const template = (ID_BASE + BigInt(1 + (((round * 50 + k) * 2_654_435_761) % ads))).toString();
    return {
      id,
      cr: `n${id}`,
      template,
      page,
      thumb,
      phash: BigInt.asIntN(64, BigInt(`0x${randomBytes(8).toString("hex")}`)).toString(),
      textKey: randomBytes(16).toString("hex"),
      path: `/products/bench-novedad-${randomBytes(4).toString("hex")}`,
      domain: `tienda-${page}.example`,
    };
  });
  const set: Record<string, string> = {
    id: "n.id",
    pageId: "'p' || n.page",
    pageName: "'Tienda ' || n.page",
    thumbnailHash: "n.thumb",
    textKey: "n.text_key",
    firstSeenAt: "now() AT TIME ZONE 'UTC'",
    lastSeenAt: "now() AT TIME ZONE 'UTC'",
  };
  const list = columns.map((col) => `"${col}"`).join(", ");
  const values = columns.map((col) => set[col] ?? `a."${col}"`).join(", ");
  const rowsJson = JSON.stringify(rows.map((r) => ({ ...r, text_key: r.textKey })));
  const input = `jsonb_to_recordset($1::jsonb) AS n(id text, cr text, template text, page int, thumb text, phash bigint, text_key text, path text, domain text)`;
  await c.query("BEGIN");
  try {
    await c.query(
      `INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${BAND_BITS.map((_, i) => `"b${i}"`).join(", ")})
       SELECT n.thumb, n.phash, ${bandSqlExpressions("n.phash").join(", ")} FROM ${input} ON CONFLICT DO NOTHING`,
      [rowsJson],
    );
    // The hashing step stores each new thumbnail's crops and masked hashes with its whole one, and the
    // look-up reads them: the page's pictures are compared crop to whole and masked too.
    const bands = BAND_BITS.map((_, i) => `"b${i}"`).join(", ");
    await c.query(
      `INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${bands})
       SELECT thumb, k, h, ${bandSqlExpressions("h").join(", ")} FROM (
         SELECT n.thumb, k, ${cropHashExpr("n.phash", "n.cr", "k")} AS h FROM ${input} CROSS JOIN generate_series(0, 4) k) s
       ON CONFLICT DO NOTHING`,
      [rowsJson],
    );
    await c.query(
      `INSERT INTO "CreativeFingerprintMask" ("thumbnailHash", "mask", "crop", "phash", ${bands})
       SELECT thumb, m, w, h, ${bandSqlExpressions("h").join(", ")} FROM (
         SELECT n.thumb, m, w, ${maskHashExpr("n.phash", "n.cr", "m", "w")} AS h
         FROM ${input} CROSS JOIN generate_series(0, 1) m CROSS JOIN generate_series(0, 2) w) s
       ON CONFLICT DO NOTHING`,
      [rowsJson],
    );
    await c.query(`INSERT INTO "Ad" (${list}) SELECT ${values} FROM ${input} JOIN "Ad" a ON a."id" = n.template`, [rowsJson]);
    await c.query(
      `INSERT INTO "AdStore" ("adId", "domain", "url", "productPath", "platform", "pageId")
       SELECT n.id, n.domain, 'https://' || n.domain || COALESCE(n.path, '/'), n.path, 'shopify', 'p' || n.page FROM ${input}`,
      [rowsJson],
    );
    await c.query(
      `INSERT INTO "AdCountry" ("adId", "country", "firstSeenAt", "lastSeenAt")
       SELECT n.id, x.country, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
       FROM ${input} JOIN "Ad" a ON a."id" = n.template
       CROSS JOIN LATERAL unnest(a."seenCountries" || CASE WHEN n.page % 5 = 0 THEN ARRAY['US'] ELSE '{}'::text[] END) AS x(country)
       ON CONFLICT DO NOTHING`,
      [rowsJson],
    );
    await c.query(`INSERT INTO "AdProductPending" ("adId") SELECT n.id FROM ${input} ORDER BY 1`, [rowsJson]);
    await c.query("COMMIT");
  } catch (e) {
    await c.query("ROLLBACK");
    throw e;
  }
  return rows.map((r) => r.id);
}

/**
 * Archived ads to queue again, as a new store, a new copy or an earlier first sighting queues a grouped
 * ad: copies of the biggest creatives (their pictures sit in buckets of hundreds), and a sample of all ads.
 */
export async function pickRequeued(c: pg.Client, ads: number, bigSize: number): Promise<{ big: string[]; any: string[] }> {
  const sample = Array.from({ length: 4000 }, (_, k) => 1 + ((k * 2_654_435_761 + 7_919) % ads));
  const big = await c.query<{ id: string }>(`SELECT id FROM bench.ad_model WHERE sz >= $1 ORDER BY g`, [bigSize]);
  const any = await c.query<{ id: string }>(`SELECT id FROM bench.ad_model WHERE g = ANY($1::int[]) ORDER BY g`, [sample]);
  return { big: big.rows.map((r) => r.id), any: any.rows.map((r) => r.id) };
}

/** Queues round `round`'s 50 grouped ads again (not timed): a third of them copies of the biggest creatives. */
export async function requeuePage(c: pg.Client, round: number, ids: { big: string[]; any: string[] }): Promise<void> {
  const pick = (pool: string[], n: number) => Array.from({ length: n }, (_, k) => pool[(round * 7_919 + k * 104_729) % pool.length]);
  await c.query(`INSERT INTO "AdProductPending" ("adId") SELECT unnest($1::text[]) ORDER BY 1 ON CONFLICT DO NOTHING`, [
    [...pick(ids.big, 17), ...pick(ids.any, 33)],
  ]);
}
