// What the benchmarks that call route handlers in-process share (bench-library.ts, bench-archive.ts,
// bench-products.ts): the bench database's server and its seed's record, a PostgreSQL restart for cold
// calls, timing, percentiles, capturing the SQL a request sends at the pg driver, EXPLAINing it, and
// calling a route with a bearer token. A benchmark prints figures; it never asserts.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { assertLocalDatabaseUrl, withDatabase } from "./postgres.mjs";

export const log = (...args: unknown[]) => console.error(...args);

/**
 * The comment bench-archive.ts puts on its database once its seed completed; bench-products.ts reads it
 * to know the archive's ads are there at the size it expects.
 */
export const archiveSeededComment = (ads: number) => `adradar bench: seeded ${ads} ads, seed v4 (zipf, creatives)`;

/** The server the bench databases live on: DATABASE_URL's (local only), or the machine's PostgreSQL. */
export function benchServerUrl(): string {
  const url = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  assertLocalDatabaseUrl(url, "bench database");
  return url;
}

/** Runs `fn` on a connection to the server's maintenance database. */
export async function withAdmin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The comment a bench put on database `name` once its seed completed (null when none, or no such database). */
export function seedComment(serverUrl: string, name: string): Promise<string | null> {
  return withAdmin(serverUrl, async (c) => {
    const { rows } = await c.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [name],
    );
    return rows[0]?.comment ?? null;
  });
}

/** Records on database `name` that its seed completed, as `comment` says. */
export function recordSeed(serverUrl: string, name: string, comment: string): Promise<void> {
  return withAdmin(serverUrl, async (c) => {
    await c.query(`COMMENT ON DATABASE "${name.replace(/"/g, '""')}" IS '${comment.replace(/'/g, "''")}'`);
  });
}

const DAMON = "/sys/kernel/mm/damon/admin/kdamonds";

/**
 * Whether this machine's kernel pages out memory nobody read for a while (DAMON's `pageout` action, as on
 * the machines these benches were measured on: idle for 60 s). The page cache goes with it, so a "warm"
 * call reads from the disk any page no call touched within that time. Every bench prints this with its
 * figures; null when no such scheme runs.
 */
export function pageCacheReclaim(): { action: "pageout"; idleSeconds: number } | null {
  const read = (path: string) => {
    try {
      return readFileSync(path, "utf8").trim();
    } catch {
      return null;
    }
  };
  const list = (path: string) => {
    try {
      return readdirSync(path).filter((name) => /^\d+$/.test(name));
    } catch {
      return [];
    }
  };
  for (const k of list(DAMON)) {
    if (read(`${DAMON}/${k}/state`) !== "on") continue;
    for (const c of list(`${DAMON}/${k}/contexts`)) {
      const context = `${DAMON}/${k}/contexts/${c}`;
      const aggregationUs = Number(read(`${context}/monitoring_attrs/intervals/aggr_us`));
      for (const s of list(`${context}/schemes`)) {
        if (read(`${context}/schemes/${s}/action`) !== "pageout") continue;
        const minAge = Number(read(`${context}/schemes/${s}/access_pattern/age/min`));
        return { action: "pageout", idleSeconds: Math.round((minAge * aggregationUs) / 1e6) };
      }
    }
  }
  return null;
}

/**
 * The server settings a figure depends on, printed with it: the machine's PostgreSQL ships with
 * `shared_buffers` at 128 MB, and on a machine that pages out the page cache (pageCacheReclaim) only the
 * shared buffers stay in memory, so a run with another setting is a different measurement.
 */
async function postgresSettings(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string; setting: string }>(
      `SELECT name, current_setting(name) AS setting FROM pg_settings
       WHERE name IN ('shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit') ORDER BY name`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await c.end();
  }
}

/** What every bench prints beside its figures about the machine and server they were taken on. */
export async function benchConditions(url: string) {
  return { pageCacheReclaim: pageCacheReclaim(), postgres: await postgresSettings(url) };
}

export type StatementTime = { statement: string; calls: number; ms: number };

/**
 * Times every statement sent through pg's Client.query while `during` runs, grouped by the
 * statement's first words (its parameters differ call to call).
 */
export async function profileStatements<T>(during: () => Promise<T>): Promise<{ result: T; statements: StatementTime[] }> {
  const byText = new Map<string, StatementTime>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const text = (typeof config === "string" ? config : (config?.text ?? "")).replace(/\s+/g, " ").trim().slice(0, 110);
    const t0 = performance.now();
    const done = () => {
      const row = byText.get(text) ?? { statement: text, calls: 0, ms: 0 };
      row.calls++;
      row.ms += performance.now() - t0;
      byText.set(text, row);
    };
    // pg's Pool.query (Prisma outside a transaction) passes a callback; a client in a transaction awaits the promise.
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = function (this: unknown, ...result: unknown[]) {
        done();
        return callback.apply(this, result);
      };
    }
    const out = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (out && typeof (out as Promise<unknown>).then === "function") (out as Promise<unknown>).then(done, done);
    return out;
  } as typeof original;
  try {
    const result = await during();
    return { result, statements: [...byText.values()].sort((a, b) => b.ms - a.ms) };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/** What a run of calls read, per call: the bench database's blocks, and the machine's disks. */
export type IoFigures = {
  /** Blocks read into shared buffers (from the page cache or the disk), and the time those reads took. */
  blocksRead: number;
  blockReadMs: number | null;
  /** Blocks found in shared buffers. */
  blocksHit: number;
  /** Reads the machine's disks served (any process's, the bench's alone while it times), and their time. */
  diskReads: number;
  diskReadMs: number;
};

type IoCounters = Record<keyof IoFigures, number>;

/** The whole disks' read counters; loop, RAM and device-mapper devices would count the same reads again, or none. */
function diskCounters(): { reads: number; ms: number } {
  let names: string[] = [];
  try {
    names = readdirSync("/sys/block").filter((d) => !/^(loop|ram|zram|dm-|md|sr)/.test(d));
  } catch {
    return { reads: 0, ms: 0 };
  }
  let reads = 0;
  let ms = 0;
  for (const name of names) {
    try {
      // Fields 1 and 4 of the block layer's stat file: reads completed, milliseconds spent reading.
      const f = readFileSync(`/sys/block/${name}/stat`, "utf8").trim().split(/\s+/).map(Number);
      reads += f[0];
      ms += f[3];
    } catch {
      // A device gone since the listing reads nothing.
    }
  }
  return { reads, ms };
}

/**
 * The counters after every connection of `pool` reported its statistics: PostgreSQL 15 keeps a backend's
 * up to 10 s before it writes them to shared memory, unless asked (pg_stat_force_next_flush, reported when
 * the statement ends). `track_io_timing` is set on each connection, so reads are timed on those opened
 * before the bench's ALTER DATABASE too.
 */
async function ioCounters(pool: pg.Pool, c: pg.Client, timed: boolean): Promise<IoCounters> {
  const clients = await Promise.all(Array.from({ length: Math.max(1, pool.totalCount) }, () => pool.connect()));
  try {
    const flush = "SELECT pg_stat_force_next_flush()";
    await Promise.all(clients.map((k) => k.query(timed ? `SET track_io_timing = on; ${flush}` : flush)));
  } finally {
    for (const k of clients) k.release();
  }
  await c.query("SELECT pg_stat_clear_snapshot()");
  const { rows } = await c.query<{ read: string; hit: string; ms: number }>(
    `SELECT blks_read AS "read", blks_hit AS "hit", blk_read_time AS "ms" FROM pg_stat_database WHERE datname = current_database()`,
  );
  const disk = diskCounters();
  return {
    blocksRead: Number(rows[0].read),
    blockReadMs: rows[0].ms,
    blocksHit: Number(rows[0].hit),
    diskReads: disk.reads,
    diskReadMs: disk.ms,
  };
}

/**
 * Times reads from here on: `track_io_timing` for the bench database's new connections (superusers only;
 * without it the figures say `blockReadMs: null`). Whether the setting could be made.
 */
export async function timeIoReads(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET track_io_timing = on', current_database()); END $$`);
    return true;
  } catch {
    return false;
  } finally {
    await c.end();
  }
}

/**
 * What `during` read, per call of its `calls`: the bench's pool (the app's connections) reports its
 * statistics before and after, and nothing else may run on the database meanwhile. Waiting on reads is
 * what the "warm" figures of a database larger than memory are made of on a machine that pages out its
 * page cache (pageCacheReclaim): this says how much of a call it was.
 */
export async function measureIo<T>(
  pool: pg.Pool,
  c: pg.Client,
  { calls, timed }: { calls: number; timed: boolean },
  during: () => Promise<T>,
): Promise<{ result: T; io: IoFigures }> {
  const before = await ioCounters(pool, c, timed);
  const result = await during();
  const after = await ioCounters(pool, c, timed);
  const per = (k: keyof IoCounters) => Math.round(((after[k] - before[k]) / Math.max(1, calls)) * 10) / 10;
  return {
    result,
    io: {
      blocksRead: per("blocksRead"),
      blockReadMs: timed ? per("blockReadMs") : null,
      blocksHit: per("blocksHit"),
      diskReads: per("diskReads"),
      diskReadMs: per("diskReadMs"),
    },
  };
}

/** The mean of several runs' figures (the products bench measures each clustering round apart). */
export function meanIo(list: IoFigures[]): IoFigures | null {
  if (list.length === 0) return null;
  const mean = (values: number[]) => Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10;
  const times = list.map((x) => x.blockReadMs);
  return {
    blocksRead: mean(list.map((x) => x.blocksRead)),
    blockReadMs: times.every((t) => t !== null) ? mean(times) : null,
    blocksHit: mean(list.map((x) => x.blocksHit)),
    diskReads: mean(list.map((x) => x.diskReads)),
    diskReadMs: mean(list.map((x) => x.diskReadMs)),
  };
}

/** One line of a bench's log for a run's reads, per call or per round. */
export const ioLine = (io: IoFigures, per: "call" | "round" = "call") =>
  `reads a ${per}: ${io.blocksRead} blocks${io.blockReadMs === null ? "" : ` (${io.blockReadMs} ms)`}, ${io.blocksHit} hit; ${io.diskReads} from disk (${io.diskReadMs} ms)`;

/**
 * What BENCH_RESTART asks for: "1" a cold start (PostgreSQL restarted and the OS page cache dropped, the
 * first reads from disk); "pg" PostgreSQL restarted alone (empty shared buffers, the page cache kept, as
 * after a crash or a deploy of the database); anything else nothing.
 */
export function restartMode(): { keepPageCache: boolean } | null {
  const asked = process.env.BENCH_RESTART;
  if (asked === "1") return { keepPageCache: false };
  if (asked === "pg") return { keepPageCache: true };
  return null;
}

/** Why no restart happened, for the bench's JSON. */
export const RESTART_NOT_ASKED = 'not asked (BENCH_RESTART=1 restarts PostgreSQL and drops the page cache; "pg" restarts it alone)';

/**
 * A restart before the next calls: PostgreSQL restarted (empty shared buffers) and, unless
 * `keepPageCache`, the OS page cache dropped, so the first reads come from disk. BENCH_PGDATA names a
 * cluster of the bench's own (stopped and started with `pg_ctl` as the directory's owner, its
 * postgresql.conf alone); otherwise the machine's Debian cluster (`pg_ctlcluster 15 main`). Needs root;
 * returns "restarted" (or "restarted, page cache kept") or why it did not.
 */
export function restartPostgres(databaseUrl: string, { keepPageCache = false } = {}): string {
  if (process.getuid?.() !== 0) return "skipped: not root";
  try {
    const u = new URL(databaseUrl);
    const psql = ["-h", u.hostname, "-p", u.port || "5432", "-U", u.username || "postgres", "-d", decodeURIComponent(u.pathname.slice(1))];
    execFileSync("psql", [...psql, "-c", "CHECKPOINT"], { stdio: "ignore" });
    const pgdata = process.env.BENCH_PGDATA;
    if (pgdata) {
      const owner = execFileSync("stat", ["-c", "%U", pgdata], { encoding: "utf8" }).trim();
      log(`restarting PostgreSQL (pg_ctl -D ${pgdata}, as ${owner})${keepPageCache ? "" : " and dropping the OS page cache"}`);
      const pgCtl = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim() + "/pg_ctl";
      const asOwner = (args: string[]) =>
        execFileSync("runuser", ["-u", owner, "--", pgCtl, "-D", pgdata, ...args], { stdio: ["ignore", "ignore", 2] });
      asOwner(["-m", "fast", "-w", "stop"]);
      asOwner(["-w", "-l", `${pgdata}/server.log`, "start"]);
    } else {
      log(`restarting PostgreSQL (pg_ctlcluster 15 main restart)${keepPageCache ? "" : " and dropping the OS page cache"}`);
      execFileSync("pg_ctlcluster", ["15", "main", "restart"], { stdio: ["ignore", 2, 2] });
    }
    if (keepPageCache) return "restarted, page cache kept";
    execFileSync("sh", ["-c", "sync && echo 3 > /proc/sys/vm/drop_caches"], { stdio: ["ignore", 2, 2] });
    return "restarted";
  } catch (e) {
    return `skipped: ${(e as Error).message.split("\n")[0]}`;
  }
}

/**
 * One statement as the app sent it, with its own parameters and the `SET LOCAL`s its connection ran
 * before it in the same transaction (the text windows turn index scans off, the gather raises
 * `work_mem`): without them its EXPLAIN shows a plan the app never runs.
 */
export type Captured = { text: string; values: unknown[]; settings: string[] };

/** Runs `sql` and logs how long it took (the seed's steps). */
export async function timed(label: string, client: pg.Client, sql: string): Promise<void> {
  const started = Date.now();
  await client.query(sql);
  log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The p-th percentile of `times` (nearest rank), to a tenth of a millisecond. */
export function pct(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

/**
 * Records every SELECT or WITH statement the app sends through pg's Client.query while `during` runs
 * (the app's pool and Prisma's adapter both end there), except those `skip` matches.
 */
export function installCapture(skip?: RegExp): <T>(during: () => Promise<T>) => Promise<Captured[]> {
  let capturing: Captured[] | null = null;
  const settings = new WeakMap<pg.Client, string[]>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === "string" ? config : config?.text;
    // A transaction's end forgets its settings, as PostgreSQL does.
    if (text && /^\s*(COMMIT|ROLLBACK|BEGIN)\b/i.test(text)) settings.delete(this);
    if (capturing && text) {
      const vals = typeof config === "string" ? values : (config?.values ?? values);
      if (/^\s*SET\s+LOCAL\b/i.test(text)) settings.set(this, [...(settings.get(this) ?? []), text]);
      else if (/^\s*(SELECT|WITH)/i.test(text) && !(skip && skip.test(text)))
        capturing.push({ text, values: Array.isArray(vals) ? vals : [], settings: settings.get(this) ?? [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return async (during) => {
    capturing = [];
    try {
      await during();
      return capturing;
    } finally {
      capturing = null;
    }
  };
}

/**
 * Writes each statement's `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)` under a `### name: title` heading into
 * `out`, and any sequential scan of one of `bigTables` into `seqScans`.
 */
export async function explainStatements(
  client: pg.Client,
  {
    name,
    title,
    statements,
    bigTables,
    out,
    seqScans,
    maxText = 3000,
  }: {
    name: string;
    title: string;
    statements: Captured[];
    bigTables: string[];
    out: string[];
    seqScans: string[];
    maxText?: number;
  },
): Promise<void> {
  out.push(`### ${name}: ${title}\n`);
  for (const s of statements) {
    await client.query("BEGIN");
    for (const setting of s.settings) await client.query(setting);
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.text}`, s.values as unknown[]);
    await client.query("ROLLBACK");
    const lines = plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]);
    for (const line of lines) {
      const m = /Seq Scan on "?(\w+)"?/.exec(line);
      if (m && bigTables.includes(m[1])) seqScans.push(`${name}: ${line.trim()}`);
    }
    const shown = s.text.replace(/\s+/g, " ").trim();
    const values = JSON.stringify(s.values);
    out.push(
      `${s.settings.map((setting) => `${setting};\n`).join("")}${shown.length > maxText ? `${shown.slice(0, maxText)} …` : shown}\n-- params: ${values.length > 400 ? `${values.slice(0, 400)} …` : values}\n${lines.join("\n")}\n`,
    );
  }
}

export type RouteHandlerLike = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** GETs `path` from the route handler in-process with a bearer token; anything but a 200 throws. */
export async function callRoute(
  handler: RouteHandlerLike,
  token: string,
  path: string,
  params: Record<string, string> = {},
): Promise<string> {
  const res = await handler(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve(params),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}
