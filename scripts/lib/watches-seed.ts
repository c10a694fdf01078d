// bench-watches.ts's data, in bulk SQL (generate_series, never row by row): an archive of archived ads
// shaped like a real one, kept as a template database between runs, and the users and watches of one run.
import pg from "pg";
import { log, timed } from "./bench";

/** Archived ad g's id: the upstream's search results name some of them, so a watch's fetch re-sights them. */
export const ARCHIVE_ID_BASE = 7_100_000_000_000_000n;

/**
 * Ad g's life from g alone (multiplicative hashes, so attributes are independent as the planner assumes):
 * last seen `off` days ago, seen on `k` days over `life` days; its advertiser uneven: one ad in ten is an
 * advertiser's only ad, the rest fall on `pages` advertisers by the cube of a uniform draw, so the first
 * ones have tens of thousands of ads and the last a handful.
 */
const life = (pages: number) => `
  ((g::bigint * 1103515245 + 12345) % 2147483647)::int AS h1,
  ((g::bigint * 48271 + 7) % 2147483647)::int AS h2,
  ((g::bigint * 16807 + 3) % 2147483647)::int % 60 AS off,
  (((g::bigint * 16807 + 3) % 2147483647)::int / 60) % 90 AS life,
  LEAST(1 + (((g::bigint * 48271 + 7) % 2147483647)::int / 2) % 7, (((g::bigint * 16807 + 3) % 2147483647)::int / 60) % 90 + 1) AS k,
  CASE WHEN g % 10 = 0 THEN 's' || g
    ELSE 'p' || floor(${pages} * power(((g::bigint * 69621 + 11) % 2147483647)::float8 / 2147483647, 3))::int END AS page`;

const COUNTRIES = `ARRAY['CO','MX','AR','PE','CL','EC','GT','DO','ES','BO','PY','UY']`;
const TERMS = `ARRAY['crema','zapatillas','reloj','faja','perfume','mochila','lámpara','cafetera','freidora','colchón','vestido','gafas','auriculares','proteína','maquillaje','sérum']`;

/**
 * `ads` archived ads over ads/100 advertisers (uneven, above), a daily point on each day an ad was seen
 * (1–7 of them, spread over its life) and nowhere else, one or two countries, about half ended. Ads of an
 * IMAGE kind (two in three) keep a thumbnail: one of `thumbHashes`, as ads sharing a creative share a file.
 * Secondary indexes and the foreign keys are dropped during the load and rebuilt once after.
 */
export async function seedArchive(url: string, ads: number, thumbHashes: { hash: string; bytes: number }[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log(`seeding ${ads.toLocaleString("en")} archived ads (bulk SQL)`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET synchronous_commit = off`);
    const { rows: indexes } = await client.query<{ def: string; name: string }>(`
      SELECT indexdef AS def, indexname AS name FROM pg_indexes
      WHERE schemaname = 'public' AND tablename IN ('Ad', 'AdDay', 'AdCountry') AND indexname NOT LIKE '%_pkey'`);
    for (const ix of indexes) await client.query(`DROP INDEX "${ix.name}"`);
    await client.query(`ALTER TABLE "AdDay" DROP CONSTRAINT "AdDay_adId_fkey"`);
    await client.query(`ALTER TABLE "AdCountry" DROP CONSTRAINT "AdCountry_adId_fkey"`);
    await client.query(
      `INSERT INTO "ArchiveThumbnail" ("hash", "bytes", "width", "height") SELECT h, b, 480, 480 FROM unnest($1::text[], $2::int[]) AS t(h, b)`,
      [thumbHashes.map((t) => t.hash), thumbHashes.map((t) => t.bytes)],
    );
    const hashes = `ARRAY[${thumbHashes.map((t) => `'${t.hash}'`).join(",")}]::text[]`;
    const step = 250_000;
    for (let from = 1; from <= ads; from += step) {
      const to = Math.min(ads, from + step - 1);
      await timed(
        `ads ${from.toLocaleString("en")}–${to.toLocaleString("en")}`,
        client,
        `
        INSERT INTO "Ad" ("id", "pageId", "pageName", "source", "collationId", "collationCount", "startTime", "isActive", "bodies",
          "linkTitles", "linkDescriptions", "linkCaptions", "platforms", "languages", "countries", "data", "firstSeenAt", "lastSeenAt",
          "sightings", "endedAt", "endedBy", "lifespanDays", "mediaType", "seenCountries", "searchVector", "thumbnailHash",
          "thumbnailNextAt")
        SELECT id, page, pname, 'scrapecreators_api', 'c' || (g / 3), 1 + (h2 / 14) % 23, first, ended IS NULL, ARRAY[body],
          ARRAY[initcap(t) || ' -40%'], '{}', ARRAY[page || '.example'], '{facebook,instagram}', '{es}', ctry,
          jsonb_build_object('id', id, 'page_id', page, 'page_name', pname, 'ad_creative_bodies', jsonb_build_array(body),
            'publisher_platform', '["facebook","instagram"]'::jsonb, 'countries', to_jsonb(ctry), 'source', 'scrapecreators_api'),
          first, last, k, ended, CASE WHEN ended IS NOT NULL THEN 'listing' END,
          GREATEST(0, floor(extract(epoch FROM COALESCE(ended, last) - first) / 86400))::int, media, ctry,
          to_tsvector('adradar_es', pname || ' ' || body), CASE WHEN media = 'IMAGE' THEN (${hashes})[1 + h1 % ${thumbHashes.length}] END,
          last + interval '30 days'
        FROM (
          SELECT *, (${ARCHIVE_ID_BASE}::bigint + g)::text AS id, 'Tienda ' || page AS pname,
            (${TERMS})[1 + (h1 / 1000) % 16] AS t,
            '¡' || initcap((${TERMS})[1 + (h1 / 1000) % 16]) || ' con envío gratis! Código ' || substr(md5(g::text), 1, 8) AS body,
            CASE WHEN (h2 / 7) % 3 = 0 THEN ARRAY[(${COUNTRIES})[1 + h1 % 12], (${COUNTRIES})[1 + (h1 / 12) % 12]]
              ELSE ARRAY[(${COUNTRIES})[1 + h1 % 12]] END AS ctry,
            (ARRAY['IMAGE','IMAGE','VIDEO'])[1 + (h1 / 132) % 3] AS media,
            date_trunc('second', now() AT TIME ZONE 'UTC') - (off || ' days')::interval - ((g % 86400) || ' seconds')::interval AS last,
            date_trunc('second', now() AT TIME ZONE 'UTC') - ((off + life) || ' days')::interval AS first,
            CASE WHEN h2 % 2 = 0 AND off > 3 THEN date_trunc('second', now() AT TIME ZONE 'UTC') - ((off - 1) || ' days')::interval END AS ended
          FROM (SELECT g, ${life(Math.max(1, Math.round(ads / 100)))} FROM generate_series(${from}, ${to}) g) l
        ) a`,
      );
    }
    await timed(
      "daily points (only on the days seen)",
      client,
      `
      INSERT INTO "AdDay" ("adId", "day", "firstSeenAt", "collationCount", "active")
      SELECT p."adId", p."day", p."day" + time '12:00', p."collationCount", true FROM (
        SELECT (${ARCHIVE_ID_BASE}::bigint + g)::text AS "adId",
          (now() AT TIME ZONE 'UTC')::date - off - CASE WHEN k = 1 THEN 0 ELSE (i * life) / (k - 1) END AS "day",
          1 + (h2 / 14) % 23 AS "collationCount"
        FROM (SELECT g, ${life(1)} FROM generate_series(1, ${ads}) g) s CROSS JOIN LATERAL generate_series(0, k - 1) i
      ) p
      ON CONFLICT DO NOTHING`,
    );
    await timed(
      "country rows",
      client,
      `INSERT INTO "AdCountry" ("adId", "country", "firstSeenAt", "lastSeenAt")
       SELECT a."id", c, a."firstSeenAt", a."lastSeenAt" FROM "Ad" a CROSS JOIN LATERAL unnest(a."seenCountries") c ON CONFLICT DO NOTHING`,
    );
    for (const ix of indexes) await timed(`index ${ix.name}`, client, ix.def);
    await timed(
      "foreign keys",
      client,
      `ALTER TABLE "AdDay" ADD CONSTRAINT "AdDay_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE NOT VALID;
       ALTER TABLE "AdCountry" ADD CONSTRAINT "AdCountry_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE NOT VALID`,
    );
    await timed("VACUUM ANALYZE", client, `VACUUM ANALYZE "Ad", "AdDay", "AdCountry", "ArchiveThumbnail"`);
  } finally {
    await client.end();
  }
}

/** The plans of a run's users: share of the users, watches each, and their clocks. */
const TIERS = [
  { plan: "imperio", share: 0.002, watches: 100 },
  { plan: "conquista", share: 0.018, watches: 20 },
  { plan: "tactico", share: 0.14, watches: 4 },
] as const;
/** Every one awake at the bench's hour (15:00 UTC), so every watch's message leaves in the tick. */
const ZONES = [
  "America/Bogota",
  "America/Mexico_City",
  "America/Argentina/Buenos_Aires",
  "Europe/Madrid",
  "America/Lima",
  "America/Caracas",
];

/**
 * `users` users with a Telegram chat, on several plans and time zones (some with none: APP_TIMEZONE), and
 * `watches` watches among them: a few users with a hundred (the top plan's limit), most with one or two
 * (the smallest paid plan's 'pioneros' takes the rest, at most 3 each). A user's watches are on distinct
 * queries. Returns the watches per query key index, for the upstream to know which queries exist.
 */
export async function seedUsersAndWatches(
  url: string,
  opts: { users: number; watches: number; queries: number; keys: string[]; params: (q: number) => unknown },
): Promise<{ byPlan: Record<string, number>; maxWatchesPerUser: number }> {
  const plan: string[] = [];
  const count: number[] = [];
  for (const tier of TIERS) {
    for (let i = Math.round(opts.users * tier.share); i > 0; i -= 1) {
      plan.push(tier.plan);
      count.push(tier.watches);
    }
  }
  const rest = opts.users - plan.length;
  let left = opts.watches - count.reduce((a, b) => a + b, 0);
  if (rest <= 0 || left < rest || left > rest * 3) throw new Error(`cannot spread ${opts.watches} watches over ${opts.users} users`);
  for (let i = 0; i < rest; i += 1, left -= 1) {
    const extra = Math.min(2, Math.max(0, left - (rest - i)));
    plan.push("pioneros");
    count.push(1 + extra);
    left -= extra;
  }
  const users = plan.map((_, u) => u);
  const watchUser: number[] = [];
  const watchQuery: number[] = [];
  users.forEach((u) => {
    for (let j = 0; j < count[u]; j += 1) {
      watchUser.push(u);
      watchQuery.push((u * 7 + j * 13) % opts.queries);
    }
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "User" ("id", "name", "email", "passwordHash", "planType", "telegramId", "timeZone", "updatedAt")
       SELECT 'bench-user-' || u, 'Usuario ' || u, 'bench-' || u || '@adradar.test', 'x', p, (500000000 + u)::text,
         CASE WHEN u % 7 = 6 THEN NULL ELSE ($2::text[])[1 + u % ${ZONES.length}] END, now()
       FROM unnest($1::text[]) WITH ORDINALITY AS t(p, n), LATERAL (SELECT (n - 1)::int AS u) x`,
      [plan, ZONES],
    );
    await client.query(
      `INSERT INTO "Watch" ("id", "userId", "name", "params", "queryKey", "frequencyHours", "minScore", "telegram", "inApp", "status",
         "nextRunAt", "updatedAt")
       SELECT 'bench-watch-' || w.i, 'bench-user-' || w.u, 'Vigilancia ' || w.q, w.params, w.key, 24, 0, true, true, 'active',
         '2000-01-01', now()
       FROM unnest($1::int[], $2::int[], $3::int[], $4::jsonb[], $5::text[]) AS w(i, u, q, params, key)`,
      [
        watchUser.map((_, i) => i),
        watchUser,
        watchQuery,
        watchQuery.map((q) => JSON.stringify(opts.params(q))),
        watchQuery.map((q) => opts.keys[q]),
      ],
    );
    await client.query(`VACUUM ANALYZE "User", "Watch"`);
  } finally {
    await client.end();
  }
  const byPlan: Record<string, number> = {};
  plan.forEach((p) => (byPlan[p] = (byPlan[p] ?? 0) + 1));
  return { byPlan, maxWatchesPerUser: Math.max(...count) };
}
