// The products' tables on the archive bench's ads (`npm run bench:products`, scripts/bench-products.ts), in
// bulk SQL (generate_series and set-based statements, never row by row), as resumable steps: each step
// that completes is recorded in `bench.step`, so a run stopped after its time budget (the shared lock is
// held ~15 minutes at a stretch) goes on where it stopped.
//
// The shapes (docs/benchmarks.md §5 says why):
// - creatives: ~70 % of the ads are unique creatives; the other ads are copies of shared creatives whose
//   sizes follow a power law (P(size ≥ s) ∝ s^-1.5, from 2 to ~550 copies), scattered over advertisers by a
//   permutation of the ad numbers;
// - a shared creative's copies: a 64-bit md5-random base hash; each copy its own thumbnail with 0–4 bits
//   flipped from the base (0 = an exact duplicate fingerprint), every fourth copy the same file as the one
//   before (one fingerprint row for two ads), every tenth an unrelated picture joined by identical copy
//   (textKey) only; a third of the copies share the creative's textKey;
// - stores: one per advertiser mostly, 2–3 for every tenth/25th advertiser, some stores run by two pages
//   and a few by twenty; a product path on most shop ads (always on a creative's first copy); one creative
//   in eight joins the one before it by the same product page (a product of two clusters);
// - Ad.thumbnailHash/textKey (written by the archive seed from scripts/lib/creative-model.ts) and AdGroup's clusterId/productId as the clustering job would leave them (a
//   group's id is its smallest key), nothing in AdProductPending; ProductNode (the copies at level 1, level 2) and the
//   fingerprints' cluster numbers consistent with them; a Product row
//   for every group with ≥ 2 stores or ≥ 2 advertisers, from SQL aggregates over its ads.
import pg from "pg";
import { BAND_BITS, bandSqlExpressions } from "@/lib/shared/products/creative-bands";
import { advertiserOf } from "./archive-seed";
import { log, timed } from "./bench";
import { creativeModel, creativeTiers, ID_BASE, sqlArray } from "./creative-model";

export { creativeTiers, ID_BASE };
/** Bump when the shapes change: a database seeded by another version is seeded again. */
export const PRODUCTS_SEED_VERSION = "products seed v3";
const CHUNK = 1_000_000;
const CURRENCY: Record<string, string> = {
  MX: "MXN",
  CO: "COP",
  AR: "ARS",
  PE: "PEN",
  CL: "CLP",
  EC: "USD",
  GT: "GTQ",
  DO: "DOP",
  ES: "EUR",
  BO: "BOB",
  PY: "PYG",
  UY: "UYU",
};
const rnd = (seed: string) => `('x' || md5(${seed}))::bit(64)::bigint`;
const fiveBits = (seed: string) => [8, 14, 20, 26, 32].map((shift) => `(1::bigint << ((${rnd(seed)} >> ${shift}) & 63)::int)`).join(" | ");

/**
 * The hash of crop `k` (0–4) of a thumbnail of creative `cr` whose whole hash is `phash`, in SQL: its
 * picture's with about five bits moved, the same bits for every copy of the creative, so that copies'
 * crops are as near to one another as their wholes are.
 */
export const cropHashExpr = (phash: string, cr: string, k: string) => `${phash} # (${fiveBits(`'C' || ${cr} || '.' || ${k}`)})`;

/** The hash of window `w` (0 the whole, 1–2) under sticker mask `m` (0–1): about sixteen bits away, its windows about five more. */
export const maskHashExpr = (phash: string, cr: string, m: string, w: string) =>
  `${phash} # (${rnd(`'M' || ${cr} || '.' || ${m}`)} & ${rnd(`'N' || ${cr} || '.' || ${m}`)})
     # CASE WHEN ${w} = 0 THEN 0 ELSE ${fiveBits(`'W' || ${cr} || '.' || ${m} || '.' || ${w}`)} END`;

type Step = { name: string; run: (c: pg.Client) => Promise<void> };

function steps(ads: number): Step[] {
  const adIndexes = `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'AdGroup' AND indexname NOT LIKE '%_pkey'`;
  const chunks = Array.from({ length: Math.ceil(ads / CHUNK) }, (_, k) => [k * CHUNK + 1, Math.min(ads, (k + 1) * CHUNK)]);
  return [
    {
      name: "model",
      run: async (c) => {
        await c.query(`DROP TABLE IF EXISTS bench.ad_model, bench.cluster, bench.prod`);
        // One row per ad: its creative (cr), its copy number (i) and the creative's size, then what follows from them.
        await timed(
          "model of the ads' creatives and stores",
          c,
          `
          CREATE UNLOGGED TABLE bench.ad_model AS ${creativeModel(ads, `generate_series(1, ${ads}) g`, advertiserOf("g", ads))}`,
        );
        await timed("model index", c, `CREATE INDEX ON bench.ad_model (g)`);
        // A cluster's id is its smallest key: 'f' + the smallest thumbnail hash among its copies.
        await timed(
          "clusters",
          c,
          `CREATE UNLOGGED TABLE bench.cluster AS
           SELECT cr, 'f' || min(thumb) AS cluster_id, row_number() OVER (ORDER BY cr) AS num FROM bench.ad_model GROUP BY cr`,
        );
        await c.query(`ALTER TABLE bench.cluster ADD PRIMARY KEY (cr)`);
        // A product's group id is its smallest key: 'c' + its smallest cluster id ('c' sorts before 's').
        await timed(
          "product groups",
          c,
          `CREATE UNLOGGED TABLE bench.prod AS
           SELECT pk, group_id, 'p' || substr(encode(sha256(convert_to(group_id, 'UTF8')), 'hex'), 1, 15) AS product_id
           FROM (SELECT m.pk, 'c' || min(c.cluster_id) AS group_id FROM bench.ad_model m JOIN bench.cluster c USING (cr) GROUP BY m.pk) s`,
        );
        await c.query(`ALTER TABLE bench.prod ADD PRIMARY KEY (pk)`);
        await c.query(`ANALYZE bench.ad_model, bench.cluster, bench.prod`);
      },
    },
    {
      name: "fingerprints",
      run: async (c) => {
        await c.query(`TRUNCATE "CreativeFingerprint"`);
        await withoutIndexes(c, "CreativeFingerprint", () =>
          timed(
            "fingerprints (one per distinct thumbnail)",
            c,
            `INSERT INTO "CreativeFingerprint" ("thumbnailHash", "phash", ${BAND_BITS.map((_, i) => `"b${i}"`).join(", ")}, "cluster")
             SELECT thumb, phash, ${bandSqlExpressions("phash").join(", ")}, c.num
             FROM (SELECT DISTINCT ON (thumb) thumb, phash, cr FROM bench.ad_model) s JOIN bench.cluster c USING (cr)`,
          ),
        );
      },
    },
    {
      // Every fingerprinted thumbnail also has its five crops' hashes and its six masked ones, as the
      // products job writes them (docs/creative-fingerprints.md §1): the look-up reads all three tables.
      // A crop's hash is its picture's with about five bits moved; a masked hash about sixteen bits
      // away, its masked windows about five more. Both from the creative (cr), so that copies of one
      // creative have crops and masked hashes as near to one another as their wholes are.
      name: "crops and masks",
      run: async (c) => {
        // Every seeded thumbnail is grouped (the nodes step): its masked wholes carry its cluster's number.
        const thumbs = `(SELECT DISTINCT ON (thumb) thumb, phash, cr, c.num FROM bench.ad_model JOIN bench.cluster c USING (cr)) t`;
        for (const table of ["CreativeFingerprintCrop", "CreativeFingerprintMask"]) await c.query(`TRUNCATE "${table}"`);
        await withoutIndexes(c, "CreativeFingerprintCrop", () =>
          timed(
            "crops (five per thumbnail)",
            c,
            `INSERT INTO "CreativeFingerprintCrop" ("thumbnailHash", "crop", "phash", ${BAND_BITS.map((_, i) => `"b${i}"`).join(", ")})
             SELECT thumb, k, h, ${bandSqlExpressions("h").join(", ")} FROM (
               SELECT thumb, k, ${cropHashExpr("phash", "cr", "k")} AS h FROM ${thumbs} CROSS JOIN generate_series(0, 4) k
             ) s`,
          ),
        );
        await withoutIndexes(c, "CreativeFingerprintMask", () =>
          timed(
            "masked hashes (two masks, three windows each)",
            c,
            `INSERT INTO "CreativeFingerprintMask" ("thumbnailHash", "mask", "crop", "phash", ${BAND_BITS.map((_, i) => `"b${i}"`).join(", ")}, "cluster")
             SELECT thumb, m, w, h, ${bandSqlExpressions("h").join(", ")}, CASE WHEN w = 0 THEN num END FROM (
               SELECT thumb, num, m, w, ${maskHashExpr("phash", "cr", "m", "w")} AS h
               FROM ${thumbs} CROSS JOIN generate_series(0, 1) m CROSS JOIN generate_series(0, 2) w
             ) s`,
          ),
        );
      },
    },
    {
      name: "stores",
      run: async (c) => {
        await c.query(`TRUNCATE "AdStore"`);
        // The rows' ads come from the model, drawn from "Ad": their key's check is switched off for the load
        // rather than the key dropped and added again, which locks "Ad" and so waited an hour behind the
        // archive seed's text index build.
        await c.query(`ALTER TABLE "AdStore" DISABLE TRIGGER ALL`);
        await withoutIndexes(c, "AdStore", () =>
          timed(
            "stores (one row per ad)",
            c,
            `INSERT INTO "AdStore" ("adId", "domain", "url", "productPath", "platform", "pageId")
             SELECT id, domain, 'https://' || domain || COALESCE(path, '/'), path, platform, 'p' || a FROM bench.ad_model`,
          ),
        );
        await c.query(`ALTER TABLE "AdStore" ENABLE TRIGGER ALL`);
      },
    },
    {
      name: "nodes",
      run: async (c) => {
        await c.query(`TRUNCATE "ProductNode", "ClusterNumber"`);
        await timed(
          "cluster numbers",
          c,
          `INSERT INTO "ClusterNumber" ("number", "groupId") SELECT num, cluster_id FROM bench.cluster;
           SELECT setval(pg_get_serial_sequence('"ClusterNumber"', 'number'), (SELECT max(num) FROM bench.cluster))`,
        );
        await withoutIndexes(c, "ProductNode", async () => {
          // A thumbnail's group is its fingerprint's number (the "fingerprints" step): it has no node.
          await timed(
            "level 1: copies → clusters",
            c,
            `INSERT INTO "ProductNode" ("level", "key", "groupId")
             SELECT 1, 't' || text_key, c.cluster_id FROM (SELECT DISTINCT text_key, cr FROM bench.ad_model WHERE text_key IS NOT NULL) m JOIN bench.cluster c USING (cr)`,
          );
          await timed(
            "level 2: clusters and product pages → products",
            c,
            `INSERT INTO "ProductNode" ("level", "key", "groupId")
             SELECT 2, 'c' || c.cluster_id, p.group_id FROM (SELECT DISTINCT cr, pk FROM bench.ad_model) m JOIN bench.cluster c USING (cr) JOIN bench.prod p USING (pk)
             UNION ALL
             SELECT 2, 's' || substr(path, 11), p.group_id FROM (SELECT DISTINCT pk, path FROM bench.ad_model WHERE path IS NOT NULL) m JOIN bench.prod p USING (pk)`,
          );
        });
      },
    },
    {
      name: "products",
      run: async (c) => {
        await c.query(`TRUNCATE "Product"`);
        await withoutIndexes(c, "Product", () => timed("products (≥ 2 stores or advertisers), by aggregates", c, productsSql()));
      },
    },
    {
      name: "watches",
      run: async (c) => {
        // The bench user follows the 100 biggest products and 900 others, so the job's notifications run.
        await c.query(`DELETE FROM "ProductWatch" WHERE "userId" = 'bench-user'`);
        await timed(
          "product watches",
          c,
          `INSERT INTO "ProductWatch" ("userId", "productId", "name", "stores", "countries")
           SELECT 'bench-user', p."id", p."name", array_agg(DISTINCT m.domain ORDER BY m.domain), p."countries"
           FROM (
             (SELECT "id", "name", "countries" FROM "Product" ORDER BY "adCount" DESC, "id" LIMIT 100)
             UNION (SELECT "id", "name", "countries" FROM "Product" ORDER BY md5("id") LIMIT 900)
           ) p JOIN bench.prod x ON x.product_id = p."id" JOIN bench.ad_model m ON m.pk = x.pk
           GROUP BY p."id", p."name", p."countries"`,
        );
      },
    },
    {
      name: "group indexes dropped",
      run: async (c) => {
        // The ads already carry their thumbnailHash and textKey (the archive seed writes them from the same
        // model, scripts/lib/creative-model.ts); their groups load into AdGroup with its indexes dropped and
        // rebuilt once at the end. Their definitions are kept for the rebuild.
        // A sample of one ad in 997 (by the primary key) tells an archive seeded before that model.
        const missing = await c.query(
          `SELECT m.id FROM bench.ad_model m JOIN "Ad" a ON a."id" = m.id
           WHERE m.g % 997 = 0 AND (a."thumbnailHash" IS DISTINCT FROM m.thumb OR a."textKey" IS DISTINCT FROM m.text_key) LIMIT 1`,
        );
        if (missing.rowCount)
          throw new Error(
            `ad ${missing.rows[0].id} lacks the model's thumbnail or copy key: seed the archive again (BENCH_FRESH=1 npm run bench:archive)`,
          );
        await c.query(`CREATE TABLE IF NOT EXISTS bench.ad_index (name text PRIMARY KEY, def text NOT NULL)`);
        await c.query(`TRUNCATE "AdGroup", "AdProductPending"`);
        await c.query(`INSERT INTO bench.ad_index ${adIndexes} ON CONFLICT (name) DO NOTHING`);
        const { rows } = await c.query<{ name: string }>(adIndexes);
        for (const ix of rows) await c.query(`DROP INDEX "${ix.name}"`);
      },
    },
    ...chunks.map(([from, to]): Step => ({
      name: `groups ${from}-${to}`,
      run: (c) =>
        timed(
          `ads ${from.toLocaleString("en")}–${to.toLocaleString("en")}: cluster, product`,
          c,
          `INSERT INTO "AdGroup" ("adId", "clusterId", "productId", "firstSeenAt")
             SELECT m.id, k.cluster_id, p.product_id, a."firstSeenAt"
             FROM bench.ad_model m JOIN bench.cluster k USING (cr) JOIN bench.prod p USING (pk) JOIN "Ad" a ON a."id" = m.id
             WHERE m.g BETWEEN ${from} AND ${to}
             ON CONFLICT ("adId") DO NOTHING`,
        ),
    })),
    {
      name: "group indexes",
      run: async (c) => {
        const { rows } = await c.query<{ name: string; def: string }>(`SELECT name, def FROM bench.ad_index ORDER BY name`);
        for (const ix of rows) {
          const exists = await c.query(`SELECT 1 FROM pg_indexes WHERE schemaname = 'public' AND indexname = $1`, [ix.name]);
          if (exists.rowCount === 0) await timed(`index ${ix.name}`, c, ix.def);
        }
        await c.query(`DROP TABLE bench.ad_index`);
      },
    },
    {
      name: "vacuum",
      run: (c) =>
        timed(
          "VACUUM ANALYZE",
          c,
          // SKIP_LOCKED: "Ad" is the archive seed's to vacuum when it is still building its indexes.
          `VACUUM (ANALYZE, SKIP_LOCKED) "Ad", "AdGroup", "AdProductPending", "AdStore", "CreativeFingerprint", "CreativeFingerprintCrop", "CreativeFingerprintMask", "ProductNode", "ClusterNumber", "Product", "ProductWatch"`,
        ),
    },
  ];
}

/** Runs `load` with the table's secondary indexes dropped, then builds them again. */
async function withoutIndexes(c: pg.Client, table: string, load: () => Promise<void>) {
  const { rows } = await c.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1 AND indexname NOT LIKE '%_pkey'`,
    [table],
  );
  for (const ix of rows) await c.query(`DROP INDEX "${ix.name}"`);
  await load();
  for (const ix of rows) await timed(`index ${ix.name}`, c, ix.def);
}

/** Product rows as refreshProducts computes them, from aggregates over each group's ads, stores and countries. */
function productsSql() {
  const iso = (col: string) => `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const currency = `(${sqlArray(Object.keys(CURRENCY))})`;
  const currencies = `(${sqlArray(Object.values(CURRENCY))})`;
  return `
    WITH now_ AS (SELECT (now() AT TIME ZONE 'UTC')::timestamp(3) AS t),
    ads AS (
      SELECT p.product_id, m.pk, m.domain, m.platform, m.thumb, k.cluster_id, a."id", a."pageId", a."firstSeenAt", a."lastSeenAt",
        a."linkTitles"[1] AS title, a."signalShop", a."signalCod", a."signalWhatsApp"
      FROM bench.ad_model m JOIN bench.cluster k USING (cr) JOIN bench.prod p USING (pk) JOIN "Ad" a ON a."id" = m.id
      WHERE m.sz > 1
    ),
    base AS (
      SELECT product_id, min(pk) AS pk, count(*)::int AS ads, count(DISTINCT "pageId")::int AS advertisers,
        count(DISTINCT cluster_id)::int AS clusters, min("firstSeenAt") AS first, max("lastSeenAt") AS last,
        mode() WITHIN GROUP (ORDER BY title) AS name, (array_agg("id" ORDER BY "firstSeenAt" DESC))[1] AS example,
        (array_agg(thumb ORDER BY "firstSeenAt" DESC))[1] AS thumb,
        bool_or("signalShop" IS TRUE) AS shop, bool_or("signalCod" IS TRUE) AS cod, bool_or("signalWhatsApp" IS TRUE) AS wa
      FROM ads GROUP BY product_id
    ),
    stores AS (
      SELECT product_id, count(*)::int AS n, count(*) FILTER (WHERE first > (SELECT t FROM now_) - interval '7 days')::int AS new7,
        COALESCE(array_agg(DISTINCT platform ORDER BY platform) FILTER (WHERE platform IS NOT NULL), '{}') AS platforms
      FROM (SELECT product_id, domain, max(platform) AS platform, min("firstSeenAt") AS first FROM ads GROUP BY 1, 2) s GROUP BY 1
    ),
    countries AS (
      SELECT product_id, count(*)::int AS n, count(*) FILTER (WHERE first > (SELECT t FROM now_) - interval '7 days')::int AS new7,
        array_agg(country ORDER BY first, country) AS list,
        jsonb_agg(jsonb_build_object('country', country, 'firstSeenAt', ${iso("first")}) ORDER BY first, country) AS path
      FROM (SELECT a.product_id, c."country", min(c."firstSeenAt") AS first FROM ads a JOIN "AdCountry" c ON c."adId" = a."id" GROUP BY 1, 2) s
      GROUP BY 1
    ),
    figures AS (
      SELECT b.*, s.n AS stores, s.new7 AS new_stores, s.platforms, COALESCE(c.n, 0) AS countries, COALESCE(c.new7, 0) AS new_countries,
        COALESCE(c.list, '{}') AS list, COALESCE(c.path, '[]') AS path,
        floor(extract(epoch FROM (SELECT t FROM now_) - b.first) / 86400) AS age
      FROM base b JOIN stores s USING (product_id) LEFT JOIN countries c USING (product_id)
      WHERE s.n >= 2 OR b.advertisers >= 2
    )
    INSERT INTO "Product" ("id", "name", "exampleAdId", "thumbnailHash", "adCount", "storeCount", "advertiserCount", "clusterCount",
      "countryCount", "countries", "countryPath", "platforms", "prices", "firstSeenAt", "lastSeenAt", "newStores7d", "newCountries7d",
      "momentum", "signalShop", "signalCod", "signalWhatsApp", "saturation", "computedAt")
    SELECT product_id, COALESCE(name, 'Producto sin nombre'), example, thumb, ads, stores, advertisers, clusters, countries, list, path, platforms,
      CASE pk % 3
        WHEN 0 THEN '[]'::jsonb
        WHEN 1 THEN jsonb_build_array(jsonb_build_object('currency', COALESCE(${currencies}[array_position(${currency}, list[1])], 'USD'), 'min', 99 + pk % 400, 'max', 99 + pk % 400 + pk % 300))
        ELSE jsonb_build_array(jsonb_build_object('currency', COALESCE(${currencies}[array_position(${currency}, list[1])], 'MXN'), 'min', 199 + pk % 500, 'max', 299 + pk % 900),
          jsonb_build_object('currency', 'USD', 'min', 9 + pk % 20, 'max', 19 + pk % 40)) END,
      first, last, new_stores, new_countries, new_stores + new_countries, shop, cod, wa,
      CASE WHEN stores >= 10 OR advertisers >= 15 THEN 'SATURADO'
        WHEN age >= 60 AND stores >= 6 AND new_stores = 0 THEN 'SATURADO'
        WHEN age <= 14 AND stores <= 3 THEN 'NUEVO' ELSE 'EXPANSION' END,
      (SELECT t FROM now_) - ((pk % 48) || ' hours')::interval
    FROM figures`;
}

/** The steps already done, in `bench.step`. */
async function doneSteps(c: pg.Client, version: string): Promise<Set<string>> {
  await c.query(`CREATE SCHEMA IF NOT EXISTS bench`);
  await c.query(
    `CREATE TABLE IF NOT EXISTS bench.step (name text PRIMARY KEY, version text NOT NULL, seconds int NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
  );
  await c.query(`DELETE FROM bench.step WHERE version <> $1`, [version]);
  const { rows } = await c.query<{ name: string }>(`SELECT name FROM bench.step`);
  return new Set(rows.map((r) => r.name));
}

export async function productsSeedComplete(url: string, ads: number): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const done = await doneSteps(c, `${PRODUCTS_SEED_VERSION}, ${ads} ads`);
    return done.has("vacuum");
  } finally {
    await c.end();
  }
}

/**
 * Runs the steps not done yet, in order, until all are done or `budgetMs` has passed after a step
 * (the caller says the seed paused). Returns whether the seed is complete and the seconds spent.
 */
export async function seedProducts(url: string, ads: number, budgetMs: number): Promise<{ complete: boolean; seconds: number }> {
  const version = `${PRODUCTS_SEED_VERSION}, ${ads} ads`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const started = Date.now();
  try {
    await c.query(`SET maintenance_work_mem = '1GB'`);
    await c.query(`SET work_mem = '256MB'`);
    await c.query(`SET synchronous_commit = off`);
    const done = await doneSteps(c, version);
    for (const step of steps(ads)) {
      if (done.has(step.name)) continue;
      if (Date.now() - started > budgetMs) return { complete: false, seconds: Math.round((Date.now() - started) / 1000) };
      log(`products seed: ${step.name}`);
      const t0 = Date.now();
      await step.run(c);
      await c.query(`INSERT INTO bench.step (name, version, seconds) VALUES ($1, $2, $3)`, [
        step.name,
        version,
        Math.round((Date.now() - t0) / 1000),
      ]);
    }
    return { complete: true, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await c.end();
  }
}
