// `npm run bench:library`: the library's list and stats requests at scale, through the real route handlers.
//
//  1. database `adradar_bench_library` on DATABASE_URL's server (local only; dropped first and at the end,
//     BENCH_KEEP_DB=1 keeps it), migrated and seeded with the plans;
//  2. bulk SQL (generate_series, never row by row): one user with 100,000 saved ads, 1,000,000 history
//     entries, 5,000 saved complete searches and 300,000 usage-ledger rows; 20 other users with 10,000
//     saved ads, 50,000 history entries, 1,000 saved searches and 10,000 ledger rows each; the roll-ups
//     the triggers keep are built in one pass, then VACUUM ANALYZE (index-only scans need the visibility map);
//  3. each request below is sent to its route handler in-process with the user's bearer token: 20 warm-up
//     calls, then BENCH_CALLS (200) timed calls one after another; p50/p95 in ms;
//  4. every SQL statement a measured request sends is captured at the pg driver and EXPLAINed
//     (ANALYZE, BUFFERS) with its own parameters into .data/bench/library-explain.txt; `seqScans` lists
//     any sequential scan of a big table found in those plans (there should be none).
//
// Prints ONE JSON line on stdout; progress goes to stderr. A benchmark, not a test: missed targets exit 0.
// Run with `tsx --conditions=react-server` (the npm script does) so the server-only modules load.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { assertLocalDatabaseUrl, createDatabase, migrate, seed, withDatabase } from "./lib/postgres.mjs";
import { ROOT } from "./lib/proc.mjs";
import { callRoute, explainStatements, installCapture, benchConditions, log, pct, timed, type RouteHandlerLike } from "./lib/bench";

const DB_NAME = "adradar_bench_library";
const CALLS = Number(process.env.BENCH_CALLS || 200);
const WARMUP = 20;
const OTHERS = 20;
/** BENCH_SCALE=0.01 makes a quick smoke run of the script itself; the figures need the default, 1. */
const SCALE = Number(process.env.BENCH_SCALE || 1);
const n = (count: number) => Math.max(1, Math.round(count * SCALE));
const OUT = path.join(ROOT, ".data", "bench");
const TARGETS = { listP95Ms: 30, statsP95Ms: 200 };
const BIG_TABLES = ["SavedAd", "SearchHistoryEntry", "CompleteSearch", "UsageEvent", "Ad"];

const TERMS = [
  "crema",
  "zapatillas",
  "iphone",
  "samsung",
  "faja",
  "reloj",
  "perfume",
  "mochila",
  "lámpara",
  "cafetera",
  "bicicleta",
  "colchón",
  "vestido",
  "gafas",
  "auriculares",
  "proteína",
  "maquillaje",
  "sofá",
  "tenis",
  "curso",
  "seguro",
  "crédito",
  "hotel",
  "vuelos",
  "juguete",
  "pañales",
  "vitaminas",
  "champú",
  "tablet",
  "portátil",
  "cámara",
  "impresora",
  "silla",
  "escritorio",
  "maleta",
  "bolso",
  "collar",
  "anillo",
  "pintura",
  "taladro",
];

async function main() {
  const serverUrl = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  assertLocalDatabaseUrl(serverUrl, "bench database");
  const url = await createDatabase(serverUrl, DB_NAME, { fresh: true });
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  try {
    log(`database ${DB_NAME}: migrate and seed the plans`);
    await migrate(url);
    await seed(url, { ADMIN_EMAIL: "admin-bench@adradar.test", ADMIN_PASSWORD: "bench-admin-123" });
    const userId = await seedData(url);
    const result = await measure(url, userId);
    process.stdout.write(`${JSON.stringify({ ...result, ...(await benchConditions(url)) })}\n`);
  } finally {
    if (process.env.BENCH_KEEP_DB !== "1") {
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`).catch((e) => log(`(cleanup) ${e.message}`));
      await admin.end();
    }
  }
}

async function seedData(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log("seeding (bulk SQL)");
    const terms = `ARRAY[${TERMS.map((t) => `'${t}'`).join(",")}]`;
    const countries = `ARRAY['CO','MX','AR','ES','US','BR']`;
    // Bulk loads skip the per-row triggers; the roll-ups are then built in one pass below.
    await client.query(`SET session_replication_role = replica`);
    await timed(
      "users",
      client,
      `
      INSERT INTO "User" ("id", "name", "email", "passwordHash", "planType", "updatedAt")
      SELECT CASE WHEN g = 0 THEN 'bench-user' ELSE 'bench-other-' || g END, 'Bench ' || g, 'bench-' || g || '@adradar.test',
        'x', 'imperio', now()
      FROM generate_series(0, ${OTHERS}) g`,
    );
    await timed(
      "100,000 ads",
      client,
      `
      INSERT INTO "Ad" ("id", "pageId", "pageName", "source", "bodies", "linkTitles", "linkDescriptions", "linkCaptions",
        "platforms", "languages", "countries", "data")
      SELECT 'ad-' || g, 'page-' || (g % 5000), 'Tienda ' || (g % 5000), 'demo', ARRAY[b], '{}', '{}', '{}', '{facebook}', '{es}', '{CO}',
        jsonb_build_object('id', 'ad-' || g, 'page_id', 'page-' || (g % 5000), 'page_name', 'Tienda ' || (g % 5000),
          'days_running', g % 365, 'collation_count', 1 + g % 7, 'hotness_score', 1 + g % 5,
          'ad_delivery_start_time', '2026-01-01T00:00:00.000Z', 'ad_snapshot_url', 'https://www.facebook.com/ads/library/?id=' || g,
          'ad_creative_bodies', jsonb_build_array(b), 'source', 'demo',
          'apify_data', jsonb_build_object('images', jsonb_build_array('/demo/creatives/tenis-urbanos-1.svg'), 'videos', '[]'::jsonb,
            'page_profile_picture_url', null, 'cta_text', 'Comprar', 'link_url', 'https://tienda.example/' || g))
      FROM (SELECT g, 'Oferta de ' || (${terms})[1 + g % 40] || ' con envío gratis, solo hoy: ' || md5(g::text) AS b
            FROM generate_series(1, 100000) g) s`,
    );
    const savedAd = (user: string, count: number, salt: number) => `
      INSERT INTO "SavedAd" ("id", "userId", "adId", "adData", "tags", "collection", "notes", "isFavorite", "savedAt",
        "pageName", "hotness", "daysRunning", "searchText")
      SELECT ${user} || '-sa-' || g, ${user}, a."id", a."data", ARRAY['búsqueda', (${terms})[1 + (g + ${salt}) % 40]],
        CASE WHEN g % 12 = 0 THEN 'Búsqueda' ELSE 'Colección ' || (g % 12) END, '', g % 17 = 0,
        now() - (g || ' minutes')::interval, a."pageName", (a."data"->>'hotness_score')::int, (a."data"->>'days_running')::int,
        lower(a."pageName" || ' ' || a."bodies"[1])
      FROM generate_series(1, ${count}) g JOIN "Ad" a ON a."id" = 'ad-' || ((g + ${salt}) % 100000 + 1)`;
    await timed("100,000 saved ads (the user)", client, savedAd("'bench-user'", n(100_000), 0));
    for (let u = 1; u <= OTHERS; u++) await client.query(savedAd(`'bench-other-${u}'`, n(10_000), 7 * u));
    log(`  ${OTHERS} × 10,000 saved ads (others): done`);
    const history = (user: string, count: number) => `
      INSERT INTO "SearchHistoryEntry" ("id", "userId", "searchType", "value", "country", "minDays", "adType", "mediaType",
        "searchPhraseType", "languages", "apifyCount", "totalAds", "cached", "searchDate")
      SELECT ${user} || '-h-' || g, ${user}, 'keyword', (${terms})[1 + g % 40] || CASE WHEN g % 3 = 0 THEN '' ELSE ' ' || (g % 4) END,
        (${countries})[1 + g % 6], 1, 'ALL', 'ALL', 'unordered', '{es}', 20, 20 - g % 20, g % 3 = 0,
        now() - ((g::float8 / ${count}) * interval '730 days')
      FROM generate_series(1, ${count}) g`;
    await timed("1,000,000 history entries (the user)", client, history("'bench-user'", n(1_000_000)));
    for (let u = 1; u <= OTHERS; u++) await client.query(history(`'bench-other-${u}'`, n(50_000)));
    log(`  ${OTHERS} × 50,000 history entries (others): done`);
    const complete = (user: string, count: number) => `
      INSERT INTO "CompleteSearch" ("id", "userId", "searchName", "params", "adIds", "totalResults", "country", "source",
        "accessCount", "executedAt", "paramsKey")
      SELECT ${user} || '-cs-' || g, ${user}, (${terms})[1 + g % 40] || ' ' || g, '{}'::jsonb, '{}', 1 + g % 200,
        (${countries})[1 + g % 6], 'demo', g % 11, now() - (g || ' hours')::interval, md5(${user} || g)
      FROM generate_series(1, ${count}) g`;
    await client.query(complete("'bench-user'", n(5_000)));
    for (let u = 1; u <= OTHERS; u++) await client.query(complete(`'bench-other-${u}'`, n(1_000)));
    const usage = (user: string, count: number) => `
      INSERT INTO "UsageEvent" ("id", "userId", "kind", "ads", "credits", "cached", "at")
      SELECT ${user} || '-u-' || g, ${user}, CASE WHEN g % 3 = 0 THEN 'search_cached' ELSE 'search' END, 20,
        CASE WHEN g % 3 = 0 THEN 0 ELSE 1 END, g % 3 = 0, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${count}) g`;
    await timed("300,000 ledger rows (the user)", client, usage("'bench-user'", n(300_000)));
    for (let u = 1; u <= OTHERS; u++) await client.query(usage(`'bench-other-${u}'`, n(10_000)));
    await client.query(`SET session_replication_role = DEFAULT`);
    await timed(
      "roll-ups",
      client,
      `
      INSERT INTO "SavedAdCollection" ("userId", "name", "count", "favorites", "hotnessSum")
      SELECT "userId", "collection", count(*), count(*) FILTER (WHERE "isFavorite"), sum("hotness") FROM "SavedAd" GROUP BY 1, 2;
      INSERT INTO "SearchHistoryDay" ("userId", "day", "country", "searches", "totalAds", "cachedSearches")
      SELECT "userId", "searchDate"::date, "country", count(*), sum("totalAds"), count(*) FILTER (WHERE "cached")
      FROM "SearchHistoryEntry" GROUP BY 1, 2, 3;
      INSERT INTO "SearchHistoryTerm" ("userId", "value", "searches")
      SELECT "userId", "value", count(*) FROM "SearchHistoryEntry" GROUP BY 1, 2`,
    );
    await timed("VACUUM ANALYZE", client, `VACUUM ANALYZE`);
    return "bench-user";
  } finally {
    await client.end();
  }
}

async function measure(url: string, userId: string) {
  process.env.DATABASE_URL = url;
  process.env.AUTH_SECRET ||= "bench-only-secret-0123456789abcdefghijklmnop";
  process.env.DATABASE_POOL_MAX ||= "10";

  // Every statement the app sends goes through pg's Client.query: recorded while a sample request runs.
  const capture = installCapture();

  const { issueApiToken } = await import("@/lib/auth/tokens");
  const savedAds = await import("@/app/api/saved-ads/route");
  const history = await import("@/app/api/search-history/route");
  const historyStats = await import("@/app/api/search-history/stats/route");
  const completeStats = await import("@/app/api/complete-searches/stats/route");
  const token = await issueApiToken({ userId, sessionVersion: 0 });

  const requests: { name: string; kind: "list" | "stats"; handler: RouteHandlerLike; path: string }[] = [
    { name: "savedAdsCollection", kind: "list", handler: savedAds.GET, path: "/api/saved-ads?collection=Colecci%C3%B3n%203" },
    { name: "savedAdsSearch", kind: "list", handler: savedAds.GET, path: "/api/saved-ads?search=zapatillas" },
    { name: "historyPage1", kind: "list", handler: history.GET, path: "/api/search-history?page=1&limit=20" },
    { name: "historyPage500Term", kind: "list", handler: history.GET, path: "/api/search-history?page=500&limit=20&search=iphone" },
    { name: "historyStats", kind: "stats", handler: historyStats.GET, path: "/api/search-history/stats" },
    { name: "completeSearchStats", kind: "stats", handler: completeStats.GET, path: "/api/complete-searches/stats" },
  ];

  const call = (r: (typeof requests)[number]) => callRoute(r.handler, token, r.path);

  const results: Record<string, { p50: number; p95: number; target: number; met: boolean }> = {};
  const explains: string[] = [];
  const seqScans: string[] = [];
  const explainClient = new pg.Client({ connectionString: url });
  await explainClient.connect();
  for (const r of requests) {
    for (let i = 0; i < WARMUP; i++) await call(r);
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      await call(r);
      times.push(performance.now() - t0);
    }
    const target = r.kind === "list" ? TARGETS.listP95Ms : TARGETS.statsP95Ms;
    results[r.name] = { p50: pct(times, 50), p95: pct(times, 95), target, met: pct(times, 95) <= target };
    log(`${r.name}: p50 ${results[r.name].p50} ms, p95 ${results[r.name].p95} ms (target ${target})`);

    // The session/user lookup of every request is a primary-key read; the plans of interest are the library's.
    const statements = await capture(() => call(r));
    await explainStatements(explainClient, {
      name: r.name,
      title: `GET ${decodeURIComponent(r.path)}`,
      statements,
      bigTables: BIG_TABLES,
      out: explains,
      seqScans,
    });
  }
  await explainClient.end();
  mkdirSync(OUT, { recursive: true });
  const explainFile = path.join(OUT, "library-explain.txt");
  writeFileSync(explainFile, explains.join("\n"));
  log(`EXPLAINs written to ${path.relative(ROOT, explainFile)}`);
  const { pgPool } = await import("@/lib/db");
  await pgPool().end();
  return {
    bench: "library",
    rows: {
      savedAds: n(100_000),
      history: n(1_000_000),
      otherUsers: OTHERS,
      otherSavedAds: OTHERS * n(10_000),
      otherHistory: OTHERS * n(50_000),
    },
    calls: CALLS,
    p95Ms: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.p95])),
    p50Ms: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.p50])),
    targetsMet: Object.values(results).every((v) => v.met),
    seqScans,
    explainFile: path.relative(ROOT, explainFile),
  };
}

main().catch((e) => {
  log(e);
  process.exit(1);
});
