// The built app (`next start`) and other long-running children of the measuring scripts (bench:search,
// lighthouse): a free port, the child with its output in a log file, stopped on cleanup, and a wait for
// its health URL that shows the log's last lines when it never answers.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { ROOT } from "./proc.mjs";

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The last lines of a log file, for an error message. */
export function tail(file, lines = 40) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no output)";
  }
}

/**
 * Spawns a long-running Node child with its output in `logFile`. `onCleanup` receives how to stop it
 * (SIGTERM, then SIGKILL after 10 s); an exit before that is reported unless `stopping()` says the
 * script is already shutting down.
 * @param {string} name
 * @param {string[]} args node's arguments
 * @param {{ env: NodeJS.ProcessEnv, logFile: string, onCleanup: (fn: () => Promise<void>) => void, stopping?: () => boolean }} options
 */
export function spawnService(name, args, { env, logFile, onCleanup, stopping = () => false }) {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  });
  child.once("exit", (code, signal) => {
    if (!stopping()) console.error(`(${name} exited: ${signal ?? `code ${code}`}; log: ${path.relative(ROOT, logFile)})`);
  });
  return child;
}

/** Resolves once `url` answers 2xx; throws with the log's last lines if `child` exits or time runs out. */
export async function waitForUrl(url, child, timeoutMs, logFile) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; last lines of ${path.relative(ROOT, logFile)}:\n${tail(logFile)}`);
}

/**
 * `next start` of the current build on a free port of 127.0.0.1, with the demo provider and a throwaway
 * AUTH_SECRET, ready when /api/health answers.
 * @param {{ databaseUrl: string, logFile: string, onCleanup: (fn: () => Promise<void>) => void, stopping?: () => boolean, env?: Record<string, string>, nodeArgs?: string[], port?: number }} options
 *   env: more variables for the app; nodeArgs: Node's own flags (a CPU profile); port: a fixed one (else a free one)
 * @returns {Promise<{ baseUrl: string, child: import("node:child_process").ChildProcess }>}
 */
export async function startApp({ databaseUrl, logFile, onCleanup, stopping, env = {}, nodeArgs = [], port: fixedPort }) {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    AUTH_URL: baseUrl,
    AUTH_TRUST_HOST: "true",
    AD_PROVIDER: "demo",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    ...env,
  };
  delete childEnv.NODE_ENV; // next sets "production"; a stray "test"/"development" breaks `next start`
  const next = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
  const child = spawnService("next start", [...nodeArgs, next, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: childEnv,
    logFile,
    onCleanup,
    stopping,
  });
  await waitForUrl(`${baseUrl}/api/health`, child, 90_000, logFile);
  return { baseUrl, child };
}
