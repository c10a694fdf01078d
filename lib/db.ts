import "server-only";
import { createHash } from "node:crypto";
import { Pool } from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

/**
 * What each new server connection runs before its first use. A new backend plans its first statement on
 * "Ad" with none of the table's 55 index definitions in its caches, and parses its first text query with
 * the `adradar_es` dictionaries not loaded: 38 and 20 ms of planning on top of the statements' own, paid
 * by whichever request first used the connection (right after a restart, every one of the first few).
 * Both are loaded here instead. A failure (a database not migrated yet) leaves the connection as usable.
 */
const WARM_UP_SQL = `
  EXPLAIN SELECT 1 FROM "Ad" a
  WHERE a."id" = '' AND adradar_text_vector(a."searchVector", a."seenCountries") @@ websearch_to_tsquery('adradar_es', 'envío gratis');
  SELECT to_tsvector('adradar_es', 'envío gratis') @@ websearch_to_tsquery('adradar_es', '"envío gratis" -agotado')`;

/** Gaps between attempts to open the warm connections again after the server dropped them (ms). */
const REWARM_DELAYS = [250, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

function createPool(): Pool {
  const url = env().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set. Run `npm run local` or see .env.example.");
  const pool = new Pool({
    connectionString: url,
    max: env().DATABASE_POOL_MAX,
    onConnect: (client) => client.query(WARM_UP_SQL).then(noop, noop),
    // A warmed connection is worth keeping through a quiet minute (pg closes idle ones after 10 s), and
    // an idle one never keeps a script's process alive.
    idleTimeoutMillis: 300_000,
    allowExitOnIdle: true,
  });
  // An idle connection the server drops (a restart, a failover) is reported on the pool; unheard, that
  // event would end the whole process. The pool discards the connection and opens a fresh one on demand,
  // and the warm ones again as soon as the server answers.
  pool.on("error", (e) => {
    console.error(`[db] idle connection lost: ${e.message}`);
    rewarm(pool);
  });
  // A connection lost while a request holds it between two statements (an interactive transaction when
  // the server restarts) is reported on that client, where the pool no longer listens: unheard, it too
  // would end the process. The client's next statement fails instead (the request's 503) and the pool
  // discards it on release, so there is nothing more to do here.
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

function createClient(pool: Pool) {
  // `omit` keeps the password hash inside the data layer unless a query asks for it explicitly.
  return new PrismaClient({
    adapter: new PrismaPg(pool),
    omit: { user: { passwordHash: true } },
    // Prisma's defaults (2 s to get a connection, 5 s to finish) turn a burst of searches queued on the
    // pool into 500s; waiting a little longer is what the user wants.
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
}

function noop(): void {}

/** Opens connections (each warmed as it opens) until the pool holds `count`, without waiting for requests to need them. */
async function fill(pool: Pool, count: number): Promise<number> {
  const opened = await Promise.allSettled(Array.from({ length: Math.max(0, count - pool.totalCount) }, () => pool.connect()));
  for (const o of opened) if (o.status === "fulfilled") o.value.release();
  return opened.filter((o) => o.status === "fulfilled").length;
}

let rewarming = false;

/** After a lost connection: the warm connections opened again, retried until the server is back (a restart takes seconds). */
function rewarm(pool: Pool): void {
  if (rewarming) return;
  rewarming = true;
  const attempt = (n: number) => {
    const timer = setTimeout(() => {
      void fill(pool, warmCount())
        .catch(() => 0)
        .then((opened) => {
          if (opened === 0 && pool.totalCount === 0 && !pool.ended && n + 1 < REWARM_DELAYS.length) attempt(n + 1);
          else rewarming = false;
        });
    }, REWARM_DELAYS[n]);
    timer.unref();
  };
  attempt(0);
}

function warmCount(): number {
  return Math.min(env().DATABASE_POOL_WARM, env().DATABASE_POOL_MAX);
}

/**
 * Opens the pool's warm connections (DATABASE_POOL_WARM, each with the caches its first statements
 * need) at the server's start, so the first requests do not each pay a new backend's start-up.
 */
export async function warmPool(): Promise<number> {
  return env().DATABASE_URL ? fill(pgPool(), warmCount()) : 0;
}

type Db = ReturnType<typeof createClient>;
const globalForDb = globalThis as unknown as { __adradarPool?: Pool; __adradarDb?: Db };

/** The one pg pool, shared by Prisma and the few raw stores (rate limiter). Created on first use. */
export function pgPool(): Pool {
  globalForDb.__adradarPool ??= createPool();
  return globalForDb.__adradarPool;
}

function client(): Db {
  globalForDb.__adradarDb ??= createClient(pgPool());
  return globalForDb.__adradarDb;
}

/**
 * The one Prisma client. A lazy proxy so importing this module (e.g. during `next build`)
 * never opens a connection or needs DATABASE_URL.
 */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const c = client();
    const value = Reflect.get(c, prop, c);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

export { Prisma };

/**
 * A raw statement sent straight to the pool, past Prisma's client: for the few statements nearly every
 * request pays (the session's user, the cached search's one write), where Prisma's own work per
 * statement (its spans, query interpreter and result mapping) was a measurable share of a cached
 * search's CPU (docs/benchmarks.md §1). Only for columns pg decodes as Prisma does: text, int4, bool,
 * text[] and json; not int8, numeric or timestamps, which pg reads its own way.
 */
export async function poolQuery<T>(sql: Prisma.Sql): Promise<T[]> {
  const text = sql.text;
  const values = sql.values as unknown[];
  if (!env().DATABASE_PREPARED_STATEMENTS) return (await pgPool().query(text, values)).rows as T[];
  // Named, so each connection parses and plans this text once, then only binds and executes it: the
  // cached search's one write is a dozen CTEs, whose parsing and planning PostgreSQL otherwise repeated
  // on every request (1.6 → 0.7 ms of the database's CPU per cached search). Same text, same name; the
  // texts sent here take a handful of shapes, so each connection keeps a handful of statements.
  const name = `q${createHash("sha1").update(text).digest("base64url")}`;
  return (await pgPool().query({ name, text, values })).rows as T[];
}

/** `db` or an interactive transaction's client, for services whose raw statements may join a caller's transaction. */
export type RawQueryable = Pick<Db, "$queryRaw" | "$executeRaw">;

/**
 * `term` with LIKE's wildcards (`%`, `_`) and escape (`\`) taken literally, for a LIKE pattern or Prisma's
 * `contains`, which wraps the value in `%…%` without escaping it: a search for "100%" or "_" must not
 * match everything.
 */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
