#!/usr/bin/env node
// `npm run bench:search`: throughput and latency of a search cache hit, next to a bare-bones baseline.
//
//  1. builds the app when .next is not current (scripts/lib/build.mjs);
//  2. database `adradar_bench`, dropped and recreated, migrated and seeded, on DATABASE_URL's server
//     (local servers only: it is dropped) or on an embedded PostgreSQL of its own (.data/postgres-bench);
//  3. `next start` with the demo provider on a free port; a bench user registered with an invitation
//     and moved to the 'imperio' plan, whose limit is raised in this database only, so no run ever
//     meets 'Límite de anuncios excedido', and BENCH_USERS - 1 copies of it, each signed in; one POST
//     /api/search primes the shared cache;
//  4. autocannon, 50 connections (spread over the users, then again from one user, then over the users
//     asking for the full ads), a warm-up then a measured run, against the app's POST /api/search with
//     the search screen's body (card view; a cache hit: auth, quota, cache read, charge, history) and
//     against scripts/lib/bench-baseline.mjs
//     (plain `http` + `pg`: the same two indexed reads and the JSON, nothing else);
//  5. with Chromium (CHROMIUM_PATH, default Debian's headless shell, scripts/lib/chromium.mjs): signs in,
//     then on each of BENCH_PAGE_LOADS fresh loads of /search runs the same search twice and times the
//     advertiser-stats pass of each ('N de N'); the second, with the counts cached, is statsPassMs
//     (median); for each pass, the main thread's long tasks while the stats arrive (browser.longTasks:
//     count, totalMs, maxMs over all loads; the target is none over 50 ms).
//
// Each load also reports the CPU the local PostgreSQL spent per request and how busy the whole machine
// was: on 2 cores the app, the database and the load generator share them.
//
// Prints ONE JSON line on stdout at the end; progress goes to stderr. A benchmark, not a test: missed
// targets still exit 0; only errors exit non-zero. Stops Next, the baseline, Chromium and the embedded
// PostgreSQL it started, also on errors and Ctrl-C.
//
// Knobs: BENCH_CONNECTIONS (50), BENCH_USERS (one per connection), BENCH_DURATION_S (10), BENCH_WARMUP_S (3), BENCH_BROWSER=0 (skip step 5),
// BENCH_PAGE_LOADS (3), BENCH_REBUILD=1 (force `next build`), BENCH_TRACE=<file> (a Chromium trace of the
// first load's two passes), BENCH_CPU_PROF=<dir> (a V8 CPU profile of `next start`, written when it stops:
// read it with `node scripts/cpu-profile-top.mjs <dir>/*.cpuprofile`),
// DATABASE_URL, CHROMIUM_PATH.
import { randomBytes } from "node:crypto";
import { mkdirSync, existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { ROOT, bin, checkNodeVersion, killChildren, nodeModulesPresent, runOrThrow, step } from "./lib/proc.mjs";
import { freePort, spawnService, startApp, tail } from "./lib/app-server.mjs";
import {
  assertLocalDatabaseUrl,
  createDatabase,
  ensurePrismaClient,
  ensureServer,
  migrate,
  redact,
  seed,
  stopEmbedded,
} from "./lib/postgres.mjs";
import { buildIsCurrent, nextBuild } from "./lib/build.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";

// stdout carries the one JSON line; everything else (ours and the helpers' console.log) goes to stderr.
const emit = (line) => process.stdout.write(`${line}\n`);
console.log = (...args) => console.error(...args);

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const USERS = Math.max(1, Number(process.env.BENCH_USERS || CONNECTIONS));
const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S || 3);
const BROWSER = process.env.BENCH_BROWSER !== "0";
const PAGE_LOADS = Math.max(1, Number(process.env.BENCH_PAGE_LOADS || 3));
const TARGETS = { p95Ms: 50, minRatio: 0.5 };
const DB_NAME = "adradar_bench";
const OUT = path.join(ROOT, ".data", "bench");
const BUILD_LOG = path.join(OUT, "next-build.log");
const APP_LOG = path.join(OUT, "next-start.log");
const BASELINE_LOG = path.join(OUT, "baseline.log");
const SEARCH_TERM = "crema";
/** What the search form sends for a plain keyword search (its defaults), page 1, in the screen's card view. */
const SEARCH_BODY = {
  searchType: "keyword",
  value: SEARCH_TERM,
  country: "ALL",
  minDays: 1,
  adType: "ALL",
  mediaType: "ALL",
  searchPhraseType: "unordered",
  languages: ["es"],
  page: 1,
  limit: 20,
  cursor: null,
  searchId: null,
  view: "card",
};
/** The same search as an API client sends it by default: every ad in full (docs/product.md §3 Ad). */
const FULL_BODY = { ...SEARCH_BODY, view: "full" };

// ---------------------------------------------------------------------------------------------
// Cleanup: every resource registers how to release it; run once, newest first, on any exit path.

const cleanups = [];
let cleaning;
let running; // the autocannon run in progress: stopped first
function onCleanup(fn) {
  cleanups.push(fn);
}
function cleanup() {
  cleaning ??= (async () => {
    running?.stop();
    while (cleanups.length) {
      const fn = cleanups.pop();
      await Promise.resolve()
        .then(fn)
        .catch((err) => console.error(`(cleanup) ${err?.message ?? err}`));
    }
    killChildren();
    await stopEmbedded().catch(() => {});
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping…`);
    await cleanup();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers

async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (an HTML error page): the status says what happened
  }
  return { status: res.status, json, bytes: Buffer.byteLength(text) };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round1 = (n) => (n == null ? null : Math.round(n * 10) / 10);

/**
 * autocannon against `url` for `durationS`, `CONNECTIONS` connections, the search body. p95 comes from
 * every 2xx response time (autocannon's own summary stops at p90/p97.5).
 */

async function load(url, headers, durationS, connectionHeaders = [], body = SEARCH_BODY) {
  const { default: autocannon } = await import("autocannon");
  const latencies = [];
  let connection = 0;
  const instance = autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 30,
    // Each connection its own user when given: connection i sends connectionHeaders[i mod n].
    ...(connectionHeaders.length > 0
      ? {
          setupClient: (client) =>
            client.setHeaders({
              "content-type": "application/json",
              ...headers,
              ...connectionHeaders[connection++ % connectionHeaders.length],
            }),
        }
      : {}),
  });
  running = instance;
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  running = undefined;
  latencies.sort((a, b) => a - b);
  const ok = latencies.length;
  return {
    rps: round1(ok / result.duration),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    p99Ms: round1(percentile(latencies, 99)),
    requests: ok + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
  };
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux); undefined elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in USER_HZ (100/s on Linux)
  } catch {
    return undefined;
  }
}

/**
 * CPU time of each PostgreSQL process on this machine (the bench's server is local), in ms by pid: what
 * the database spends serving the load, beside the server's own.
 */
function postgresCpuMs() {
  const byPid = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const fields = stat.split(") ")[1].split(" ");
      byPid.set(entry, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return byPid;
}

/** CPU the PostgreSQL processes used between two readings; a backend that ended meanwhile takes its share with it. */
function postgresCpuBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The whole machine's busy and total CPU ticks (all cores), from /proc/stat: two readings give its busy share. */
function machineTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3] + (n[4] ?? 0);
  return { busy: n.reduce((a, b) => a + b, 0) - idle, total: n.reduce((a, b) => a + b, 0) };
}

/** Warm-up (discarded), then the measured run; `pid`: the server, whose CPU time per request is reported. */
async function measure(title, url, headers, { pid, before, connectionHeaders, body } = {}) {
  return step(`${title}: ${WARMUP_S} s warm-up + ${DURATION_S} s at ${CONNECTIONS} connections`, async () => {
    await before?.();
    if (WARMUP_S > 0) await load(url, headers, WARMUP_S, connectionHeaders, body);
    await before?.();
    const cpuBefore = cpuMs(pid);
    const dbBefore = postgresCpuMs();
    const machineBefore = machineTicks();
    const res = await load(url, headers, DURATION_S, connectionHeaders, body);
    const cpuAfter = cpuMs(pid);
    const dbAfter = postgresCpuMs();
    const machineAfter = machineTicks();
    res.dbCpuMsPerReq = res.requests ? round1(postgresCpuBetween(dbBefore, dbAfter) / res.requests) : null;
    res.machineBusyPct = round1((100 * (machineAfter.busy - machineBefore.busy)) / Math.max(1, machineAfter.total - machineBefore.total));
    res.serverCpuMsPerReq =
      cpuBefore === undefined || cpuAfter === undefined || !res.requests ? null : round1((cpuAfter - cpuBefore) / res.requests);
    console.error(
      `  ${res.rps} req/s, p50 ${res.p50Ms} ms, p95 ${res.p95Ms} ms, p99 ${res.p99Ms} ms, non-2xx ${res.non2xx}, errors ${res.errors}, server CPU ${res.serverCpuMsPerReq} ms/req, PostgreSQL CPU ${res.dbCpuMsPerReq} ms/req, machine ${res.machineBusyPct} % busy`,
    );
    return res;
  });
}

// ---------------------------------------------------------------------------------------------
// Browser: the advertiser-stats pass over one result page.

async function browserPasses({ baseUrl, email, password }) {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `Chromium not found at ${CHROMIUM_PATH}` };
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());

  // Signed in once; each page load below starts from this session in a fresh context (empty caches).
  const signIn = await browser.newContext({ baseURL: baseUrl, locale: "es-ES" });
  const signInPage = await signIn.newPage();
  await signInPage.goto("/auth");
  await signInPage.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await signInPage.getByLabel("Contraseña", { exact: true }).fill(password);
  await signInPage.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await signInPage.waitForURL((url) => url.pathname === "/", { timeout: 30_000 });
  const storageState = await signIn.storageState();
  await signIn.close();

  /** A fresh context on /search, recording long tasks (> 50 ms on the main thread) from its first script on. */
  async function openSearch() {
    const context = await browser.newContext({ baseURL: baseUrl, locale: "es-ES", storageState });
    await context.addInitScript(() => {
      window.__longTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: "longtask", buffered: true });
      } catch {
        window.__longTasks = null; // not supported: reported as such
      }
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto("/search");
    return page;
  }

  /**
   * One search and its stats pass: from the search reply's arrival to 'N de N', in the page's clock.
   * Long tasks are those that start in that window (the stats arriving).
   */
  async function pass(page) {
    const replies = [];
    const onResponse = (res) => {
      if (new URL(res.url()).pathname === "/api/ads/advertiser-stats") {
        replies.push(
          res.json().then(
            (j) => j?.cached === true,
            () => false,
          ),
        );
      }
    };
    page.on("response", onResponse);
    await page.evaluate(() => performance.clearResourceTimings());
    // Enter, not a click on 'Buscar': the previous pass's toasts may cover the button (as in tests/e2e/helpers.ts).
    const input = page.getByLabel("Término de búsqueda");
    await input.fill(SEARCH_TERM);
    await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/search"),
      input.press("Enter"),
    ]);
    // Watched with a MutationObserver, not polled every frame: a poll would run on the main thread the
    // bench measures and lengthen the very tasks it reports. The time is that of the DOM change.
    const doneAt = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const re = /^(\d+) de \1$/;
          const check = () => {
            const hit = [...document.querySelectorAll("p")].find((p) => re.test((p.textContent ?? "").trim()));
            if (!hit) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve({ at: performance.now(), text: hit.textContent.trim() });
          };
          const observer = new MutationObserver(check);
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error("'N de N' did not appear within 120 s"));
          }, 120_000);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          check();
        }),
    );
    page.off("response", onResponse);
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource");
      const search = entries.filter((e) => new URL(e.name).pathname === "/api/search").at(-1);
      const stats = entries
        .filter((e) => new URL(e.name).pathname === "/api/ads/advertiser-stats")
        .sort((a, b) => a.startTime - b.startTime);
      // Idle time between one count's reply and the next count's request: the client's own pacing and rendering.
      const gaps = stats.slice(1).map((e, i) => e.startTime - stats[i].responseEnd);
      return {
        searchEnd: search?.responseEnd ?? null,
        statsCount: stats.length,
        statsRequestMs: stats.reduce((sum, e) => sum + e.duration, 0),
        gapMs: gaps.reduce((sum, g) => sum + g, 0),
        gapCount: gaps.length,
      };
    });
    const longTasks = await page.evaluate(
      ({ from, to }) => {
        if (!window.__longTasks) return null;
        const tasks = window.__longTasks.filter((t) => t.start >= from && t.start <= to);
        return {
          count: tasks.length,
          totalMs: Math.round(tasks.reduce((sum, t) => sum + t.duration, 0)),
          maxMs: Math.round(tasks.reduce((max, t) => Math.max(max, t.duration), 0)),
        };
      },
      { from: timing.searchEnd ?? 0, to: doneAt.at },
    );
    const cached = await Promise.all(replies);
    const advertisers = Number(doneAt.text.split(" de ")[1].replace(/\D/g, ""));
    return {
      advertisers,
      passMs: timing.searchEnd == null ? null : Math.round(doneAt.at - timing.searchEnd),
      statsRequests: timing.statsCount,
      statsRequestAvgMs: timing.statsCount ? round1(timing.statsRequestMs / timing.statsCount) : null,
      statsGapAvgMs: timing.gapCount ? round1(timing.gapMs / timing.gapCount) : null,
      cachedReplies: cached.filter(Boolean).length,
      longTasks,
    };
  }

  // Each load: the first search of a freshly loaded page (cold: nothing compiled or cached yet), then the
  // same search again (warm: the counts come from the cache). Several loads, because one cold pass on a
  // 2-core machine varies from run to run.
  // BENCH_TRACE=<file>: a Chromium performance trace of the first load's two passes (DevTools opens it).
  const trace = process.env.BENCH_TRACE;
  const loads = [];
  for (let i = 0; i < PAGE_LOADS; i++) {
    const page = await openSearch();
    if (trace && i === 0)
      await browser.startTracing(page, {
        path: trace,
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"],
      });
    const cold = await pass(page);
    const warm = await pass(page);
    if (trace && i === 0) await browser.stopTracing();
    await page.context().close();
    loads.push({ cold, warm });
  }
  await browser.close();
  const summary = (name) => {
    const passes = loads.map((load) => load[name]);
    const tasks = passes.map((p) => p.longTasks);
    const last = passes.at(-1);
    return {
      ...last,
      passMs: percentile(
        passes
          .map((p) => p.passMs)
          .filter((ms) => ms != null)
          .sort((a, b) => a - b),
        50,
      ),
      longTasks: tasks.includes(null)
        ? null
        : {
            count: tasks.reduce((sum, t) => sum + t.count, 0),
            totalMs: tasks.reduce((sum, t) => sum + t.totalMs, 0),
            maxMs: Math.max(...tasks.map((t) => t.maxMs)),
            passesWithLongTasks: tasks.filter((t) => t.count > 0).length,
            passes: tasks.length,
          },
    };
  };
  return { cold: summary("cold"), warm: summary("warm") };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  checkNodeVersion();
  if (!nodeModulesPresent() || !existsSync(path.join(ROOT, "node_modules", "autocannon", "package.json"))) {
    throw new Error("node_modules is missing or incomplete: run `npm install --no-audit --no-fund` first.");
  }
  mkdirSync(OUT, { recursive: true });
  await step("Prisma client", async () => {
    if (await ensurePrismaClient()) console.error("  generated lib/generated/prisma");
  });

  if (process.env.BENCH_REBUILD !== "1" && buildIsCurrent()) {
    console.error("✓ next build: .next is current for these sources (BENCH_REBUILD=1 to force)");
  } else {
    await step(`next build (log: ${path.relative(ROOT, BUILD_LOG)})`, async () => {
      const res = await nextBuild({ logFile: BUILD_LOG });
      if (res.code !== 0)
        throw new Error(`next build failed (exit ${res.code}); last lines of ${path.relative(ROOT, BUILD_LOG)}:\n${tail(BUILD_LOG)}`);
    });
  }

  const databaseUrl = await step(`Database ${DB_NAME} (fresh, migrated, seeded)`, async () => {
    // Dropped and recreated every run: only ever on this machine.
    if (process.env.DATABASE_URL) assertLocalDatabaseUrl(process.env.DATABASE_URL, "bench database");
    const server = await ensureServer({ cluster: "bench", localOnly: true });
    const url = await createDatabase(server, DB_NAME, { fresh: true });
    console.error(`  ${redact(url)}${process.env.DATABASE_URL ? " (DATABASE_URL's server)" : " (embedded, .data/postgres-bench)"}`);
    await migrate(url);
    await seed(url, { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    return url;
  });
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  onCleanup(() => pool.end());

  const invitation = await step("Invitation (scripts/invite.ts)", async () => {
    const out = await runOrThrow("scripts/invite.ts", bin("tsx"), [path.join(ROOT, "scripts", "invite.ts")], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return out.trim().split("\n").pop().trim();
  });

  // The app.
  let baseUrl;
  const nextPid = await step(`next start (AD_PROVIDER=demo; log: ${path.relative(ROOT, APP_LOG)})`, async () => {
    const app = await startApp({
      databaseUrl,
      logFile: APP_LOG,
      onCleanup,
      stopping: () => Boolean(cleaning),
      // One user sends every request: the per-user search budget would measure 429s, not searches.
      env: { SEARCH_MAX_PER_MINUTE: "100000000" },
      nodeArgs: process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [],
    });
    baseUrl = app.baseUrl;
    console.error(`  ${baseUrl}`);
    return app.child.pid;
  });

  // The bench user: a regular account, on the top plan, whose limit no run can reach.
  const user = {
    name: "Bench",
    email: `bench-${Date.now()}@adradar.bench`,
    password: randomBytes(12).toString("base64url"),
  };
  const token = await step(`Bench user ${user.email} (register, plan imperio, quota raised)`, async () => {
    const reg = await postJson(`${baseUrl}/api/auth/register`, { ...user, invitationToken: invitation });
    if (reg.status !== 201 || !reg.json?.token) throw new Error(`POST /api/auth/register: ${reg.status} ${JSON.stringify(reg.json)}`);
    await pool.query(`UPDATE "Plan" SET "adsLimit" = 2000000000 WHERE type = 'imperio'`);
    const res = await pool.query(`UPDATE "User" SET "planType" = 'imperio', "adsFetched" = 0 WHERE email = $1`, [user.email]);
    if (res.rowCount !== 1) throw new Error("bench user not found after registering");
    const login = await postJson(`${baseUrl}/api/auth/login`, { email: user.email, password: user.password });
    if (login.status !== 200 || !login.json?.token) throw new Error(`POST /api/auth/login: ${login.status} ${JSON.stringify(login.json)}`);
    return login.json.token;
  });
  const auth = { authorization: `Bearer ${token}` };
  const resetUsage = () => pool.query(`UPDATE "User" SET "adsFetched" = 0 WHERE email LIKE $1`, [`%${user.email}`]);

  // As production load is: the connections' searches come from BENCH_USERS (one per connection) users,
  // copies of the bench user with the same password, each signed in through the API. With one user, every
  // charged search queues on that user's row lock (what keeps concurrent searches from overspending).
  const userTokens = await step(`${USERS} bench users (copies of the first, each signed in)`, async () => {
    await pool.query(
      `INSERT INTO "User"
       SELECT (jsonb_populate_record(NULL::"User", to_jsonb(u) || jsonb_build_object('id', u."id" || '-' || g, 'email', 'u' || g || '-' || u."email"))).*
       FROM "User" u, generate_series(1, $2::int - 1) g WHERE u."email" = $1`,
      [user.email, USERS],
    );
    const tokens = [token];
    for (let g = 1; g < USERS; g++) {
      const login = await postJson(`${baseUrl}/api/auth/login`, { email: `u${g}-${user.email}`, password: user.password });
      if (login.status !== 200 || !login.json?.token)
        throw new Error(`POST /api/auth/login (user ${g}): ${login.status} ${JSON.stringify(login.json)}`);
      tokens.push(login.json.token);
    }
    return tokens;
  });
  const perUser = userTokens.map((t) => ({ authorization: `Bearer ${t}` }));

  const sample = await step(`Prime the search cache ('${SEARCH_TERM}')`, async () => {
    const first = await postJson(`${baseUrl}/api/search`, SEARCH_BODY, auth);
    if (first.status !== 200 || !first.json?.success) throw new Error(`POST /api/search: ${first.status} ${JSON.stringify(first.json)}`);
    const second = await postJson(`${baseUrl}/api/search`, SEARCH_BODY, auth);
    if (second.status !== 200 || second.json?.cached !== true)
      throw new Error(`second POST /api/search is not a cache hit: ${second.status} ${JSON.stringify(second.json)?.slice(0, 300)}`);
    const full = await postJson(`${baseUrl}/api/search`, FULL_BODY, auth);
    if (full.status !== 200 || full.json?.cached !== true) throw new Error(`POST /api/search (full view): ${full.status}`);
    console.error(`  ${second.json.data.length} ads, ${second.bytes} bytes per reply (${full.bytes} in the full view)`);
    return { ...second, fullBytes: full.bytes };
  });

  // The baseline.
  let baselinePid;
  const baselineUrl = await step(`Baseline server (http + pg; log: ${path.relative(ROOT, BASELINE_LOG)})`, async () => {
    const port = await freePort();
    const child = spawnService("baseline", [path.join(ROOT, "scripts", "lib", "bench-baseline.mjs")], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        BASELINE_PORT: String(port),
        BASELINE_POOL_MAX: process.env.DATABASE_POOL_MAX || "10",
      },
      logFile: BASELINE_LOG,
      onCleanup,
      stopping: () => Boolean(cleaning),
    });
    baselinePid = child.pid;
    const url = `http://127.0.0.1:${port}/`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`baseline server exited:\n${tail(BASELINE_LOG)}`);
      const res = await postJson(url, SEARCH_BODY).catch(() => null);
      if (res) {
        if (res.status !== 200) throw new Error(`baseline replied ${res.status}: ${JSON.stringify(res.json)}`);
        const same = JSON.stringify(res.json.data.map((a) => a.id)) === JSON.stringify(sample.json.data.map((a) => a.id));
        if (!same) throw new Error("baseline and app disagree on the cached ads (cache key or order differs)");
        console.error(`  ${res.json.data.length} ads, ${res.bytes} bytes per reply`);
        return url;
      }
      if (Date.now() > deadline) throw new Error(`baseline did not answer within 20 s:\n${tail(BASELINE_LOG)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  const app = await measure(
    `App POST /api/search (cache hit), ${USERS} users`,
    `${baseUrl}/api/search`,
    {},
    {
      pid: nextPid,
      before: resetUsage,
      connectionHeaders: perUser,
    },
  );
  const appOneUser = await measure("App POST /api/search (cache hit), one user", `${baseUrl}/api/search`, auth, {
    pid: nextPid,
    before: resetUsage,
  });
  const appFull = await measure(
    `App POST /api/search (cache hit), ${USERS} users, full view`,
    `${baseUrl}/api/search`,
    {},
    {
      pid: nextPid,
      before: resetUsage,
      connectionHeaders: perUser,
      body: FULL_BODY,
    },
  );
  const baseline = await measure("Baseline (http + pg)", baselineUrl, {}, { pid: baselinePid });
  if (app.non2xx > 0 || app.errors > 0) {
    console.error(
      `! the app answered ${app.non2xx} non-2xx replies (${JSON.stringify(app.statusCodes)}) and ${app.errors} errors; last lines of ${path.relative(ROOT, APP_LOG)}:\n${tail(APP_LOG, 20)}`,
    );
  }

  let browser = { skipped: "BENCH_BROWSER=0" };
  if (BROWSER) {
    browser = await step("Browser: advertiser-stats pass over one result page, cold then warm", async () => {
      await resetUsage();
      const res = await browserPasses({ baseUrl, ...user });
      if (res.skipped) console.error(`  skipped: ${res.skipped}`);
      else {
        console.error(
          `  ${res.warm.advertisers} advertisers: cold ${res.cold.passMs} ms, warm ${res.warm.passMs} ms (warm: stats request avg ${res.warm.statsRequestAvgMs} ms, gap between requests avg ${res.warm.statsGapAvgMs} ms)`,
        );
        for (const name of ["cold", "warm"]) {
          const lt = res[name].longTasks;
          console.error(
            `  long tasks while stats arrive (${name}, ${PAGE_LOADS} page loads): ${lt ? `${lt.count}, ${lt.totalMs} ms in all, longest ${lt.maxMs} ms; ${lt.passesWithLongTasks} of ${lt.passes} passes had any` : "not supported"}`,
          );
        }
      }
      return res;
    }).catch((err) => {
      // The figures above stand on their own: a browser failure is reported, not fatal.
      console.error(`  browser pass failed: ${err?.message ?? err}`);
      return { error: String(err?.message ?? err).split("\n")[0] };
    });
  }

  const throughputRatio = baseline.rps ? Math.round((app.rps / baseline.rps) * 1000) / 1000 : null;
  const oneUserRatio = baseline.rps ? Math.round((appOneUser.rps / baseline.rps) * 1000) / 1000 : null;
  const fullRatio = baseline.rps ? Math.round((appFull.rps / baseline.rps) * 1000) / 1000 : null;
  const meetsTargets =
    app.non2xx === 0 &&
    app.errors === 0 &&
    app.p95Ms !== null &&
    app.p95Ms <= TARGETS.p95Ms &&
    throughputRatio !== null &&
    throughputRatio >= TARGETS.minRatio;
  const line = {
    bench: "search-cache-hit",
    connections: CONNECTIONS,
    users: USERS,
    durationS: DURATION_S,
    app: {
      rps: app.rps,
      p95Ms: app.p95Ms,
      p50Ms: app.p50Ms,
      p99Ms: app.p99Ms,
      non2xx: app.non2xx,
      errors: app.errors,
      ...(app.non2xx ? { statusCodes: app.statusCodes } : {}),
      cpuMsPerReq: app.serverCpuMsPerReq,
      dbCpuMsPerReq: app.dbCpuMsPerReq,
      machineBusyPct: app.machineBusyPct,
      bytesPerReply: sample.bytes,
    },
    baseline: {
      rps: baseline.rps,
      p95Ms: baseline.p95Ms,
      p50Ms: baseline.p50Ms,
      p99Ms: baseline.p99Ms,
      non2xx: baseline.non2xx,
      cpuMsPerReq: baseline.serverCpuMsPerReq,
      dbCpuMsPerReq: baseline.dbCpuMsPerReq,
      machineBusyPct: baseline.machineBusyPct,
    },
    throughputRatio,
    // The same load from a single user: its searches queue on that user's row.
    oneUser: { rps: appOneUser.rps, p95Ms: appOneUser.p95Ms, cpuMsPerReq: appOneUser.serverCpuMsPerReq, ratio: oneUserRatio },
    // The same load asking for the full ads, as an API client does by default.
    fullView: {
      rps: appFull.rps,
      p95Ms: appFull.p95Ms,
      cpuMsPerReq: appFull.serverCpuMsPerReq,
      bytesPerReply: sample.fullBytes,
      ratio: fullRatio,
    },
    statsPassMs: browser.warm?.passMs ?? null,
    browser: browser.warm
      ? {
          advertisers: browser.warm.advertisers,
          statsPassColdMs: browser.cold.passMs,
          statsPassMs: browser.warm.passMs,
          statsRequestAvgMs: browser.warm.statsRequestAvgMs,
          statsGapAvgMs: browser.warm.statsGapAvgMs,
          cachedReplies: browser.warm.cachedReplies,
          // PerformanceObserver 'longtask' entries between the search reply and 'N de N', over BENCH_PAGE_LOADS
          // fresh page loads: count, total, max, and how many passes had any.
          longTasks: { cold: browser.cold.longTasks, warm: browser.warm.longTasks },
        }
      : browser,
    targets: TARGETS,
    meetsTargets,
  };
  await cleanup();
  emit(JSON.stringify(line));
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(`\nbench:search failed: ${err instanceof Error ? err.message : err}`);
    await cleanup();
    process.exit(1);
  },
);
