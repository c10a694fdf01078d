// The archive bench's seed (scripts/bench-archive.ts), in set-based SQL only (generate_series, never row
// by row): ads whose texts draw their words from a Zipf-ranked vocabulary (scripts/lib/archive-vocabulary.ts)
// at varied lengths, advertisers from one ad to thousands, daily points only on the days an ad was seen.
// The load runs in chunks of CHUNK ads, each its own statements, so a caller can stop between two. One step
// is not SQL: each chunk's signals come from the detectors themselves (lib/signals), kept in the payload
// as a sighting keeps them.
import pg from "pg";
import { log, timed } from "./bench";
import { createVocabulary, zipfRank } from "./archive-vocabulary";
import { adSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import { creativeModel, ID_BASE, sqlArray } from "./creative-model";

export { ID_BASE };
/** Distinct words of the vocabulary (the made-up tail included). */
export const VOCABULARY = 30_000;
const CHUNK = 100_000;
/** The countries the seed's ads are seen in, and the ones the read lines ask for. */
export const COUNTRIES = ["MX", "CO", "AR", "PE", "CL", "EC", "GT", "DO", "ES", "BO", "PY", "UY"];

/** A uniform number in [0, 1) from the hash of `key` (a bigint SQL expression). */
const uniform = (key: string) => `((hashint8(${key}) & 2147483647)::float8 / 2147483648)`;

/**
 * The advertiser (1..ads/2) of ad `g`: r = ⌊R·u^2.5⌋ + 1 for a uniform u puts about ads/(2.5·R^0.4·r^0.6)
 * ads on advertiser r: ~5,500 on the first at 5 M ads (~2,100 at 1 M), hundreds on the first hundred,
 * one or none on the last ones. From g alone, so every table (and the products' seed) derives the same.
 */
export function advertiserOf(g: string, ads: number): string {
  return `(1 + floor(${Math.max(1, Math.floor(ads / 2))} * power(${uniform(`${g}::bigint * 8 + 7`)}, 2.5))::int)`;
}

/**
 * Ad `g`'s life, from g alone so every table derives the same one: last seen `off` days ago, seen on
 * `k` days spread over `life` days. Attributes come from multiplicative hashes of g (h1, h2, h3), not
 * from g's residues, so that country, status, lifespan and text are independent as the planner assumes.
 */
const LIFE = `
  ((g::bigint * 1103515245 + 12345) % 2147483647)::int AS h1,
  ((g::bigint * 48271 + 7) % 2147483647)::int AS h2,
  ((g::bigint * 69621 + 11) % 2147483647)::int AS h3,
  ((g::bigint * 16807 + 3) % 2147483647)::int % 60 AS off,
  (((g::bigint * 16807 + 3) % 2147483647)::int / 60) % 90 AS life,
  LEAST(1 + (((g::bigint * 48271 + 7) % 2147483647)::int / 2) % 7, (((g::bigint * 16807 + 3) % 2147483647)::int / 60) % 90 + 1) AS k`;

/** Words in ad g's body: 3 to 180, about 25 on average, a few long ones (an exponential tail). */
const bodyWords = (g: string) => `LEAST(180, 3 + floor(-ln(1 - ${uniform(`${g}::bigint * 8 + 6`)}) * 22)::int)`;

/**
 * Seeds `ads` archived ads (secondary indexes and foreign keys dropped during the load, rebuilt after),
 * their daily points and country rows, then VACUUM ANALYZE. `loaders` connections load chunks at once.
 */
export async function seedArchive(url: string, ads: number, loaders: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET synchronous_commit = off`);
    const words = await createVocabulary(client, VOCABULARY);
    log(`seeding ${ads.toLocaleString("en")} archived ads, a vocabulary of ${words.toLocaleString("en")} words (bulk SQL)`);
    await client.query(`
      INSERT INTO "User" ("id", "name", "email", "passwordHash", "planType", "updatedAt")
      VALUES ('bench-user', 'Bench', 'bench@adradar.test', 'x', 'imperio', now())`);
    const { rows: indexes } = await client.query<{ def: string; name: string }>(`
      SELECT indexdef AS def, indexname AS name FROM pg_indexes
      WHERE schemaname = 'public' AND tablename IN ('Ad', 'AdDay', 'AdCountry') AND indexname NOT LIKE '%_pkey'`);
    for (const ix of indexes) await client.query(`DROP INDEX "${ix.name}"`);
    await client.query(`ALTER TABLE "AdDay" DROP CONSTRAINT "AdDay_adId_fkey"`);
    await client.query(`ALTER TABLE "AdCountry" DROP CONSTRAINT "AdCountry_adId_fkey"`);

    const chunks: number[] = [];
    for (let from = 1; from <= ads; from += CHUNK) chunks.push(from);
    const conns = await Promise.all(
      Array.from({ length: Math.min(loaders, chunks.length) }, async () => {
        const c = new pg.Client({ connectionString: url });
        c.on("error", (e) => log(`(loader) ${e.message}`));
        await c.connect();
        await c.query(`SET synchronous_commit = off`);
        await c.query(`SET jit = off`);
        return c;
      }),
    );
    await Promise.all(
      conns.map(async (c) => {
        try {
          for (let from = chunks.shift(); from !== undefined; from = chunks.shift())
            await loadAds(c, from, Math.min(ads, from + CHUNK - 1), ads, words);
        } catch (e) {
          chunks.length = 0; // stop the other loaders before the database is dropped under them
          throw e;
        } finally {
          await c.end().catch(() => {});
        }
      }),
    );
    await timed(
      "daily points (only on the days seen)",
      client,
      `
      INSERT INTO "AdDay" ("adId", "day", "firstSeenAt", "collationCount", "active")
      SELECT p."adId", p."day", p."day" + time '12:00', p."collationCount", true FROM (
        SELECT (${ID_BASE}::bigint + g)::text AS "adId",
          (now() AT TIME ZONE 'UTC')::date - off - CASE WHEN k = 1 THEN 0 ELSE (i * life) / (k - 1) END AS "day",
          GREATEST(1, (1 + ((h2 / 14) % 23) * ((h2 / 322) % 3)) * (k - i) / k) AS "collationCount"
        FROM (SELECT g, ${LIFE} FROM generate_series(1, ${ads}) g) s CROSS JOIN LATERAL generate_series(0, k - 1) i
      ) p`,
    );
    await timed(
      "country rows",
      client,
      `INSERT INTO "AdCountry" ("adId", "country", "firstSeenAt", "lastSeenAt")
       SELECT a."id", c, a."firstSeenAt", a."lastSeenAt" FROM "Ad" a CROSS JOIN LATERAL unnest(a."seenCountries") c`,
    );
    for (const ix of indexes) await timed(`index ${ix.name}`, client, ix.def);
    await timed(
      "foreign keys",
      client,
      `
      ALTER TABLE "AdDay" ADD CONSTRAINT "AdDay_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE NOT VALID;
      ALTER TABLE "AdCountry" ADD CONSTRAINT "AdCountry_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE NOT VALID`,
    );
    await timed("VACUUM ANALYZE", client, `VACUUM ANALYZE "Ad", "AdDay", "AdCountry"`);
  } finally {
    await client.end();
  }
}

/** Archived ads `from`..`to`, with payloads shaped like a provider's normalized ad. */
async function loadAds(client: pg.Client, from: number, to: number, ads: number, words: number) {
  const started = Date.now();
  const series = `generate_series(${from}, ${to}) g`;
  const countries = sqlArray(COUNTRIES);
  // The texts first, into a table of this connection: the signals are the detectors' own (lib/signals), run
  // here on exactly what a read gives them, so that the archive's cards find them kept as a sighting keeps
  // them (lib/signals/version.ts) and the filters' columns agree with the badges.
  await client.query(`DROP TABLE IF EXISTS seed_chunk`);
  await client.query(`
    CREATE TEMP TABLE seed_chunk AS
    WITH tok AS (
      SELECT g, t, ${zipfRank("g::bigint * 256 + t", words)} AS r
      FROM ${series} CROSS JOIN LATERAL generate_series(1, ${bodyWords("g")}) t
      UNION ALL
      SELECT g, t, ${zipfRank("g::bigint * 256 + t", words)} FROM ${series} CROSS JOIN LATERAL generate_series(200, 201 + (hashint8(g) & 3)) t
    ),
    txt AS (
      SELECT g, string_agg(v.word, ' ' ORDER BY t) FILTER (WHERE t < 200) AS body_words,
        string_agg(v.word, ' ' ORDER BY t) FILTER (WHERE t >= 200) AS title_words
      FROM tok JOIN bench.vocab v ON v.rank = tok.r GROUP BY g
    )
    SELECT *,
      upper(left(body_words, 1)) || substr(body_words, 2) || '.' ||
        CASE WHEN h1 % 5 < 2 THEN ' Envío gratis a todo el país.' ELSE '' END ||
        CASE WHEN cod THEN ' Pago contra entrega.' ELSE '' END || CASE WHEN wa THEN ' Escríbenos al WhatsApp.' ELSE '' END ||
        CASE WHEN mkt THEN ' Cómpralo en Mercado Libre.' ELSE '' END || ' ' || substr(md5(g::text), 1, 8) AS body,
      initcap(title_words) AS title, CASE WHEN h3 % 3 = 0 THEN 'Últimas unidades' ELSE '' END AS descr,
      'tienda-' || pr || '.example' AS caption,
      'https://scontent.xx.fbcdn.net/v/t39.35426-6/' || g || '_' || md5(g::text) || '_n.jpg?stp=dst-jpg_s600x600&_nc_cat=10&ccb=1-7&_nc_sid=c53f8f&oh=00_' || md5(g::text || 'oh') || '&oe=6750A1B2' AS img,
      CASE WHEN (h2 / 966) % 2 = 0 THEN '{facebook,instagram}'::text[] ELSE '{facebook}'::text[] END AS plat,
      CASE WHEN (h2 / 7) % 3 = 0 THEN ARRAY[c1, c2] ELSE ARRAY[c1] END AS ctry,
      1 + ((h2 / 14) % 23) * ((h2 / 322) % 3) AS coll,
      CASE WHEN k = 1 THEN last ELSE last - (life || ' days')::interval END AS first,
      last - (life + g % 10 || ' days')::interval AS start,
      CASE WHEN h2 % 2 = 0 AND off > 3 THEN last + interval '1 day' END AS ended
    FROM (
      SELECT l.*, cm.thumb, cm.text_key, txt.body_words, txt.title_words, (${ID_BASE}::bigint + l.g)::text AS id, 'p' || l.pr AS page,
        initcap(pv.word) || ' ' || l.pr AS pname,
        l.h3 % 5 = 0 AS cod, (l.h3 / 5) % 7 = 0 AS wa, (l.h3 / 35) % 4 = 0 AS mkt,
        (${countries})[1 + l.h1 % 12] AS c1, (${countries})[1 + (l.h1 % 12 + 1 + (l.h1 / 12) % 11) % 12] AS c2,
        date_trunc('second', now() AT TIME ZONE 'UTC') - (l.off || ' days')::interval - ((l.g % 86400) || ' seconds')::interval AS last
      FROM (SELECT g, ${LIFE}, ${advertiserOf("g", ads)} AS pr FROM ${series}) l
      JOIN txt USING (g)
      -- The creative the products' seed gives this ad (scripts/lib/creative-model.ts): it then needs no rewrite of Ad.
      JOIN (${creativeModel(ads, series, advertiserOf("g", ads))}) cm USING (g)
      JOIN bench.vocab pv ON pv.rank = 1 + (l.pr::bigint * 7919) % ${words}
    ) a`);
  const { rows } = await client.query<{ id: string; ad: Parameters<typeof adSignals>[0] }>(`
    SELECT id, jsonb_build_object('page_name', pname, 'ad_creative_bodies', jsonb_build_array(body), 'ad_creative_link_titles',
      jsonb_build_array(title), 'ad_creative_link_descriptions', jsonb_build_array(descr), 'ad_creative_link_captions',
      jsonb_build_array(caption), 'countries', to_jsonb(ctry), 'apify_data', jsonb_build_object('link_url', 'https://' || caption || '/p/' || g,
      'cta_text', 'Comprar ahora', 'cta_type', 'SHOP_NOW', 'page_categories', '["Tienda de ropa"]'::jsonb)) AS ad
    FROM seed_chunk`);
  const signals = JSON.stringify(rows.map((r) => ({ id: r.id, sig: adSignals(r.ad) })));
  await client.query(
    `
    INSERT INTO "Ad" ("id", "pageId", "pageName", "source", "collationId", "collationCount", "startTime", "endTime", "isActive",
      "snapshotUrl", "bodies", "linkTitles", "linkDescriptions", "linkCaptions", "platforms", "languages", "countries", "data",
      "firstSeenAt", "lastSeenAt", "sightings", "endedAt", "endedBy", "lifespanDays", "mediaType", "seenCountries", "searchVector",
      "thumbnailNextAt", "signalShop", "signalCod", "signalWhatsApp", "thumbnailHash", "textKey")
    SELECT id, page, pname, 'scrapecreators_api', 'c' || (g / 3), coll, start, CASE WHEN ended IS NOT NULL THEN ended END, ended IS NULL,
      'https://www.facebook.com/ads/library/?id=' || id, ARRAY[body], ARRAY[title], ARRAY[descr], ARRAY[caption], plat, '{es}', ctry,
      jsonb_build_object(
        'id', id, 'page_id', page, 'page_name', pname, 'days_running', life, 'collation_count', coll, 'collation_id', 'c' || (g / 3),
        'hotness_score', 1 + g % 5, 'ad_delivery_start_time', to_char(start, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'ad_delivery_stop_time', to_char(ended, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'is_active', ended IS NULL,
        'ad_snapshot_url', 'https://www.facebook.com/ads/library/?id=' || id, 'ad_creative_bodies', jsonb_build_array(body),
        'ad_creative_link_titles', jsonb_build_array(title), 'ad_creative_link_descriptions', jsonb_build_array(descr),
        'ad_creative_link_captions', jsonb_build_array(caption), 'publisher_platform', to_jsonb(plat), 'languages', '["es"]'::jsonb,
        'countries', to_jsonb(ctry), 'source', 'scrapecreators_api',
        'apify_data', jsonb_build_object('images', jsonb_build_array(img), 'videos', '[]'::jsonb,
          'page_profile_picture_url', 'https://scontent.xx.fbcdn.net/v/t39.30808-1/' || md5(page) || '_n.jpg?stp=dst-jpg_s60x60&_nc_cat=1&ccb=1-7&oh=' || md5(page || 'oh') || '&oe=6750A1B2',
          'page_categories', '["Tienda de ropa"]'::jsonb, 'page_like_count', g % 100000, 'page_profile_uri', 'https://www.facebook.com/' || page,
          'display_format', 'IMAGE', 'cta_text', 'Comprar ahora', 'cta_type', 'SHOP_NOW', 'link_url', 'https://' || caption || '/p/' || g,
          'original_item', jsonb_build_object('snapshot', snap)),
        'snapshot', snap) || jsonb_build_object('signals', sig, 'signals_version', '${SIGNALS_VERSION}'::text),
      first, last, k, ended, CASE WHEN ended IS NOT NULL THEN 'listing' END,
      GREATEST(0, floor(extract(epoch FROM COALESCE(ended, last) - start) / 86400))::int,
      (ARRAY['IMAGE','VIDEO','NONE'])[1 + (h1 / 132) % 3], ctry,
      to_tsvector('adradar_es', pname || ' ' || body || ' ' || title || ' ' || descr || ' ' || caption), last,
      (sig->>'is_shop')::boolean, (sig->>'cash_on_delivery')::boolean, (sig->>'whatsapp')::boolean, thumb, text_key
    FROM (
      SELECT b.*, s.sig, jsonb_build_object(
          'body', jsonb_build_object('text', body), 'title', title, 'link_description', descr, 'caption', caption,
          'cta_text', 'Comprar ahora', 'cta_type', 'SHOP_NOW', 'display_format', 'IMAGE', 'page_id', page, 'page_name', pname,
          'page_profile_uri', 'https://www.facebook.com/' || page, 'page_like_count', g % 100000, 'cards', '[]'::jsonb,
          'images', jsonb_build_array(jsonb_build_object('original_image_url', img, 'resized_image_url', img || '&_nc_ohc=resized',
            'watermarked_resized_image_url', '', 'image_crops', '[]'::jsonb)),
          'videos', '[]'::jsonb, 'extra_images', '[]'::jsonb, 'extra_links', '[]'::jsonb, 'is_reshared', false) AS snap
      FROM seed_chunk b JOIN jsonb_to_recordset($1::jsonb) AS s("id" text, "sig" jsonb) ON s."id" = b."id"
      ORDER BY b.g
    ) c`,
    [signals],
  );
  log(`  ads ${from.toLocaleString("en")}–${to.toLocaleString("en")}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
