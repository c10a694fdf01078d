// `npm run bench:archive`: the archive's reads and writes at scale, through the real route handlers and storeAds.
//
//  1. database BENCH_DB_NAME (`adradar_bench_archive`) on DATABASE_URL's server (local only), migrated and
//     seeded with the plans; one bench user. It is kept: a rerun finds its seed complete at the same size
//     (the database's comment) and only applies new migrations. BENCH_FRESH=1 seeds anew, BENCH_DROP_DB=1
//     drops it at the end;
//  2. the seed (scripts/lib/archive-seed.ts), bulk SQL in chunks: BENCH_ADS (5,000,000) archived ads whose
//     texts draw 3–180 words from a 30,000-word vocabulary ranked by Zipf's law, over advertisers of one
//     ad to thousands, each with a provider-like payload, 1–7 daily points on the days it was seen only,
//     1–2 country rows, about half of them ended, their signals the detectors' own, kept as a sighting keeps
//     them; then VACUUM ANALYZE;
//  3. each read line (scripts/lib/archive-lines.ts) goes to its route handler in-process with the user's
//     bearer token. With BENCH_RESTART=1 (root): before each line PostgreSQL is restarted and the page cache
//     dropped (scripts/lib/bench.ts: `pg_ctl` on BENCH_PGDATA, else the Debian cluster; BENCH_RESTART=pg
//     keeps the page cache, a restart of PostgreSQL alone), then its first
//     COLD_CALLS calls are timed cold. Then 20 warm-up calls and BENCH_CALLS (200) timed calls one after
//     another, the query varying per call (BENCH_LINES=name,name runs only those). The write is storeAds of
//     a 20-ad page from 20 concurrent writers (BENCH_WRITE_ROUNDS=0 skips it);
//  4. every SQL statement a measured request sends is EXPLAINed (ANALYZE, BUFFERS) into
//     .data/bench/archive-explain.txt; `seqScans` lists sequential scans of the big tables;
//  5. bytes per archived ad (the three tables with their indexes and TOAST).
//
// Prints ONE JSON line on stdout; progress goes to stderr. A benchmark, not a test: missed targets exit 0.
// Run with `tsx --conditions=react-server` (the npm script does) so the server-only modules load.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, migrate, seed } from "./lib/postgres.mjs";
import { ROOT } from "./lib/proc.mjs";
import {
  archiveSeededComment,
  benchServerUrl,
  callRoute,
  explainStatements,
  installCapture,
  ioLine,
  log,
  measureIo,
  pageCacheReclaim,
  profileStatements,
  pct,
  benchConditions,
  recordSeed,
  restartMode,
  restartPostgres,
  RESTART_NOT_ASKED,
  seedComment,
  timeIoReads,
  withAdmin,
  type IoFigures,
  type RouteHandlerLike,
} from "./lib/bench";
import { seedArchive } from "./lib/archive-seed";
import { archiveLines, chooseInputs, deepCursors, type Line } from "./lib/archive-lines";
import { measureWrites, writePage, writtenAds } from "./lib/archive-writes";
import { storageFigures } from "./lib/archive-storage";

/** BENCH_DB_NAME: a smoke run of the script itself at a small BENCH_ADS, beside a kept 5 M database. */
const DB_NAME = process.env.BENCH_DB_NAME || "adradar_bench_archive";
const ADS = Number(process.env.BENCH_ADS || 5_000_000);
const CALLS = Number(process.env.BENCH_CALLS || 200);
const COLD_CALLS = 10;
const WARMUP = 20;
const WRITE_ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS || 20);
const LOADERS = Number(process.env.BENCH_LOADERS || 2);
const OUT = path.join(ROOT, ".data", "bench");
const BIG_TABLES = ["Ad", "AdDay", "AdCountry"];

async function main() {
  const serverUrl = benchServerUrl();
  const SEEDED = archiveSeededComment(ADS);
  // Seeding millions of ads takes tens of minutes on a small machine: a complete seed of the same size is
  // kept and measured again (new migrations applied first); BENCH_FRESH=1 seeds anew.
  const reuse = process.env.BENCH_FRESH !== "1" && (await seedComment(serverUrl, DB_NAME)) === SEEDED;
  const url = await createDatabase(serverUrl, DB_NAME, { fresh: !reuse });
  try {
    let seedSeconds = 0;
    log(`database ${DB_NAME}: ${reuse ? `reusing its seed of ${ADS.toLocaleString("en")} ads; ` : ""}applying migrations`);
    await migrate(url);
    if (!reuse) {
      await seed(url, { ADMIN_EMAIL: "admin-bench@adradar.test", ADMIN_PASSWORD: "bench-admin-123" });
      const started = Date.now();
      await seedArchive(url, ADS, LOADERS);
      seedSeconds = Math.round((Date.now() - started) / 1000);
      await recordSeed(serverUrl, DB_NAME, SEEDED);
    }
    const result = await measure(url, { seedSeconds, reused: reuse });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    if (process.env.BENCH_DROP_DB === "1")
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`)).catch((e) =>
        log(`(cleanup) ${e.message}`),
      );
  }
}

/**
 * The pool's connections to the stopped server fail once each ("terminating connection due to
 * administrator command") and are dropped: a few SELECT 1 open fresh ones, reading no data.
 */
async function reconnect(db: { $queryRaw: (q: TemplateStringsArray) => Promise<unknown> }): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.$queryRaw`SELECT 1`;
      return;
    } catch (e) {
      if (attempt >= 30) throw e;
    }
  }
}

type Figures = { p50: number; p95: number };
const figures = (times: number[]): Figures => ({ p50: pct(times, 50), p95: pct(times, 95) });

async function measure(url: string, { seedSeconds, reused }: { seedSeconds: number; reused: boolean }) {
  process.env.DATABASE_URL = url;
  process.env.AUTH_SECRET ||= "bench-only-secret-0123456789abcdefghijklmnop";
  process.env.DATABASE_POOL_MAX ||= "25";
  // Every statement a measured request sends, minus the bearer token's user lookup.
  const capture = installCapture(/"User"|"Session"/);
  const { issueApiToken } = await import("@/lib/auth/tokens");
  const archive = await import("@/app/api/archive/route");
  const adRoute = await import("@/app/api/ads/[id]/route");
  const advertiserRoute = await import("@/app/api/advertisers/[pageId]/route");
  const { storeAds } = await import("@/lib/services/ads/store-ads");
  const { db } = await import("@/lib/db");
  const token = await issueApiToken({ userId: "bench-user", sessionVersion: 0 });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const chosen = await chooseInputs(client, ADS);
  const archived = await writtenAds(client, ADS, WRITE_ROUNDS);
  await client.end();
  const deep = await deepCursors(archive.GET, token, chosen.word);
  const routes = {
    archive: archive.GET,
    ad: adRoute.GET as unknown as RouteHandlerLike,
    advertiser: advertiserRoute.GET as unknown as RouteHandlerLike,
  };
  const only = process.env.BENCH_LINES?.split(",");
  const lines = archiveLines(routes, { ...chosen, deep }, ADS).filter((l) => !only || only.includes(l.name));
  const call = (line: Line, i: number) => {
    const { path: p, params } = line.request(i);
    return callRoute(line.handler, token, p, params);
  };

  // The two cores are shared: the load when the timing starts says how far to trust the figures.
  const loadAtStart = loadavg().map((l) => Math.round(l * 10) / 10);
  // And whether the kernel pages out what was not read for a while: "warm" then includes disk reads.
  const reclaim = pageCacheReclaim();
  if (reclaim)
    log(
      `this machine pages out memory idle for ${reclaim.idleSeconds} s (DAMON): a "warm" call reads from the disk what no call touched since`,
    );
  const warm: Record<
    string,
    Figures & {
      target: number;
      met: boolean;
      io: IoFigures;
      slowest: { ms: number; path: string }[];
      topStatements: { statement: string; callsPerCall: number; msPerCall: number }[];
    }
  > = {};
  // What the timed calls waited on: blocks read (timed where the bench may set track_io_timing) and disk reads.
  const ioTimed = await timeIoReads(url);
  const { pgPool } = await import("@/lib/db");
  const cold: Record<string, Figures & { first: number }> = {};
  let restart = RESTART_NOT_ASKED;
  const restartAsked = restartMode();
  const explains: string[] = [];
  const seqScans: string[] = [];
  for (const line of lines) {
    if (restartAsked) {
      restart = restartPostgres(url, restartAsked);
      if (restart.startsWith("restarted")) {
        await reconnect(db);
        const times: number[] = [];
        for (let i = 5_000; i < 5_000 + COLD_CALLS; i++) {
          const t0 = performance.now();
          await call(line, i);
          times.push(performance.now() - t0);
        }
        cold[line.name] = { first: Math.round(times[0] * 10) / 10, ...figures(times) };
        log(`${line.name} cold: first ${cold[line.name].first} ms, p50 ${cold[line.name].p50} ms, p95 ${cold[line.name].p95} ms`);
      }
    }
    for (let i = 0; i < WARMUP; i++) await call(line, 10_000 + i);
    const times: number[] = [];
    // A connection of its own: a restart before the line ended the one before.
    const statsClient = new pg.Client({ connectionString: url });
    await statsClient.connect();
    const {
      result: { statements: profiled },
      io,
    } = await measureIo(pgPool(), statsClient, { calls: CALLS, timed: ioTimed }, () =>
      profileStatements(async () => {
        for (let i = 0; i < CALLS; i++) {
          const t0 = performance.now();
          await call(line, i);
          times.push(performance.now() - t0);
        }
      }),
    );
    // Where a call's time goes, statement by statement (timed at the pg driver; the reads sent at once overlap).
    const topStatements = profiled.slice(0, 10).map((st) => ({
      statement: st.statement,
      callsPerCall: Math.round((st.calls / CALLS) * 100) / 100,
      msPerCall: Math.round((st.ms / CALLS) * 100) / 100,
    }));
    await statsClient.end();
    const f = figures(times);
    // The p95 is the slowest tenth of 200 calls: which inputs they were says what to look at.
    const slowest = times
      .map((ms, i) => ({ ms: Math.round(ms * 10) / 10, path: decodeURIComponent(line.request(i).path) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    warm[line.name] = { ...f, target: line.target, met: f.p95 <= line.target, io, slowest, topStatements };
    log(`${line.name}: p50 ${f.p50} ms, p95 ${f.p95} ms (target ${line.target}); ${ioLine(io)}`);
    const explainClient = new pg.Client({ connectionString: url });
    await explainClient.connect();
    const statements = await capture(() => call(line, 3));
    const { path: shown } = line.request(3);
    await explainStatements(explainClient, {
      name: line.name,
      title: `${line.title}: GET ${decodeURIComponent(shown)}`,
      statements,
      bigTables: BIG_TABLES,
      out: explains,
      seqScans,
    });
    await explainClient.end();
  }

  let writes = null;
  if (WRITE_ROUNDS > 0) {
    writes = await measureWrites(storeAds, { ads: ADS, rounds: WRITE_ROUNDS, archived });
    const explainClient = new pg.Client({ connectionString: url });
    await explainClient.connect();
    const writeStatements = await capture(() => storeAds(writePage(ADS, WRITE_ROUNDS + 1, 0, archived)));
    await explainStatements(explainClient, {
      name: "upsert20",
      title: "storeAds of a 20-ad page (10 archived, 10 new)",
      statements: writeStatements,
      bigTables: BIG_TABLES,
      out: explains,
      seqScans,
    });
    await explainClient.end();
  }

  mkdirSync(OUT, { recursive: true });
  const explainFile = path.join(OUT, "archive-explain.txt");
  writeFileSync(explainFile, explains.join("\n"));
  log(`EXPLAINs written to ${path.relative(ROOT, explainFile)}`);
  const storage = await storageFigures(url, ADS);
  await pgPool().end();
  return {
    bench: "archive",
    ads: ADS,
    seedSeconds,
    reused,
    calls: CALLS,
    restart,
    loadAtStart,
    ...(await benchConditions(url)),
    p50Ms: Object.fromEntries(Object.entries(warm).map(([k, v]) => [k, v.p50])),
    p95Ms: Object.fromEntries(Object.entries(warm).map(([k, v]) => [k, v.p95])),
    readsPerCall: Object.fromEntries(Object.entries(warm).map(([k, v]) => [k, v.io])),
    slowestCalls: Object.fromEntries(Object.entries(warm).map(([k, v]) => [k, v.slowest])),
    topStatements: Object.fromEntries(Object.entries(warm).map(([k, v]) => [k, v.topStatements])),
    targets: Object.fromEntries(lines.map((l) => [l.name, l.target])),
    targetsMet: Object.values(warm).every((v) => v.met),
    cold,
    writes,
    ...storage,
    seqScans,
    explainFile: path.relative(ROOT, explainFile),
  };
}

main().catch((e) => {
  log(e);
  process.exit(1);
});
