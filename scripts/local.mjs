#!/usr/bin/env node
// `npm run local`: the product's front door on a fresh clone. Installs dependencies if needed, builds when
// the sources changed (in the background, beside the database steps), starts a database (DATABASE_URL's
// server, or an embedded PostgreSQL under .data/postgres), applies migrations, seeds, starts the app
// (scripts/serve.mjs) and prints the URL, the admin's credentials and a fresh invitation token; then it
// fills the demo archive's history while the app already answers. Running it again reuses everything
// under .data/.
// Ctrl-C stops Next and the embedded PostgreSQL.
//
// Knobs: PORT (default 3000), HOST (default 127.0.0.1: it prints the admin's password, so it stays off
// the network unless asked, e.g. HOST=0.0.0.0), DATABASE_URL, ADMIN_EMAIL / ADMIN_PASSWORD, AUTH_SECRET.
// Only Node built-ins are imported statically (through ./lib/*.mjs): node_modules may not exist yet.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, bin, checkNodeVersion, killChildren, nodeModulesPresent, run, runOrThrow, seconds, step, tcpOpen } from "./lib/proc.mjs";
import { databaseNameOf, ensureDatabase, ensurePrismaClient, migrate, redact, seed, stopEmbedded } from "./lib/postgres.mjs";
import { buildIsCurrent, nextBuild } from "./lib/build.mjs";

const STATE_FILE = path.join(ROOT, ".data", "local.json");
const BUILD_LOG = path.join(ROOT, ".data", "next-build.log");
const PORT = Number(process.env.PORT || 3000);
const HOST = process.env.HOST || "127.0.0.1";
const DEFAULT_ADMIN_EMAIL = "admin@adradar.local";

checkNodeVersion();

/**
 * .data/local.json: what must stay the same between runs (AUTH_SECRET, so sessions survive a restart;
 * the generated admin password) and what scripts/invite.ts reads (databaseUrl). Git-ignored, mode 600.
 */
function loadState() {
  try {
    return JSON.parse(readFileSync(STATE_FILE, "utf8"));
  } catch {
    return {};
  }
}
function saveState(state) {
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** Hash of the dependency manifest: a change (git pull) means `npm install` must run again. */
function lockHash() {
  const hash = createHash("sha256");
  for (const f of ["package.json", "package-lock.json"]) {
    const p = path.join(ROOT, f);
    if (existsSync(p)) hash.update(readFileSync(p));
  }
  return hash.digest("hex");
}

/** No record yet (first run of this script on an installed tree): trust npm's own marker file. */
function installLooksCurrent() {
  const marker = path.join(ROOT, "node_modules", ".package-lock.json");
  const lock = path.join(ROOT, "package-lock.json");
  return existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
}

let next; // the server child (scripts/serve.mjs: Next's handler, client address from the socket)
let stopping = false;

/** Ctrl-C / SIGTERM, at any step: stop Next (or whatever step runs), then PostgreSQL. */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping AdRadar…");
  killChildren();
  if (next && next.exitCode === null && next.signalCode === null) {
    const exited = new Promise((resolve) => next.once("exit", resolve));
    next.kill("SIGTERM");
    const timer = setTimeout(() => next.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await stopEmbedded().catch(() => {});
  console.log("Stopped.");
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

/** Where this machine reaches the server HOST names (a wildcard is reached on loopback). */
function reachableHost() {
  if (HOST === "0.0.0.0" || HOST === "localhost") return "127.0.0.1";
  if (HOST === "::") return "[::1]";
  return HOST.includes(":") ? `[${HOST}]` : HOST;
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (next.exitCode !== null || next.signalCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function main() {
  const state = loadState();

  // 1. Dependencies.
  const deps = lockHash();
  const needInstall = !nodeModulesPresent() || (state.lockHash ? state.lockHash !== deps : !installLooksCurrent());
  if (needInstall) {
    // `npm install`, not `npm ci`: see docs/architecture.md §11, "Installing".
    await step("npm install", async () => {
      const res = await run("npm", ["install", "--no-audit", "--no-fund"]);
      if (res.code !== 0) throw new Error(`npm install failed (exit ${res.code})`);
    });
  }
  state.lockHash = deps;
  saveState(state);

  await step("Prisma client", async () => {
    if (await ensurePrismaClient()) console.log("  generated lib/generated/prisma");
  });

  // The build needs no database: it runs beside the database steps instead of after them.
  const building = buildIsCurrent()
    ? undefined
    : step("next build (in the background)", async () => {
        const res = await nextBuild({ logFile: BUILD_LOG });
        if (res.code !== 0) throw new Error(`next build failed (exit ${res.code}); its output is in ${path.relative(ROOT, BUILD_LOG)}`);
      });
  // Reported when awaited, not as an unhandled rejection while the database steps run.
  building?.catch(() => {});

  // 2. Database. With DATABASE_URL: that database as is, unless it names none or the server's
  // maintenance database `postgres` (CI's URL): then `adradar` next to it.
  const external = process.env.DATABASE_URL;
  const name = external && !["", "postgres"].includes(databaseNameOf(external)) ? undefined : "adradar";
  const databaseUrl = await step("Database", async () => {
    const url = await ensureDatabase({ name, cluster: "local" });
    console.log(`  ${redact(url)}${external ? "" : " (embedded PostgreSQL, data in .data/postgres)"}`);
    await migrate(url);
    return url;
  });

  // 3. Secrets and admin: generated once, then reused.
  state.authSecret ||= randomBytes(32).toString("base64url");
  state.adminEmail ||= DEFAULT_ADMIN_EMAIL;
  state.adminPassword ||= randomBytes(12).toString("base64url");
  state.databaseUrl = databaseUrl;
  saveState(state);
  const authSecret = process.env.AUTH_SECRET || state.authSecret;
  const adminEmail = process.env.ADMIN_EMAIL || state.adminEmail;
  const adminPassword = process.env.ADMIN_PASSWORD || state.adminPassword;

  // Seeding every run keeps the plans current and resets the admin's password to the one printed below.
  await step("Seed", async () => {
    const out = await seed(databaseUrl, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
    const last = out.trim().split("\n").pop();
    if (last) console.log(`  ${last}`);
  });

  // 4. The build started above.
  if (building) await building;
  else console.log("✓ next build: up to date");

  // 5. A fresh invitation, so a second account can be created right away.
  const invitation = await step("Invitation", async () => {
    const out = await runOrThrow("scripts/invite.ts", bin("tsx"), [path.join(ROOT, "scripts", "invite.ts")], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return out.trim().split("\n").pop().trim();
  });

  // 6. Serve.
  if (await tcpOpen(reachableHost().replace(/^\[|\]$/g, ""), PORT)) {
    throw new Error(`Port ${PORT} is already in use. Stop what runs there, or choose another: PORT=3001 npm run local`);
  }
  // A wildcard or loopback HOST is reached as localhost; a specific address, as itself.
  const local = ["127.0.0.1", "localhost", "::1", "0.0.0.0", "::"].includes(HOST);
  const appUrl = `http://${local ? "localhost" : HOST.includes(":") ? `[${HOST}]` : HOST}:${PORT}`;
  next = spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs")], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: authSecret,
      AUTH_URL: appUrl,
      AUTH_TRUST_HOST: "true",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(PORT),
      HOST,
    },
  });
  next.on("exit", async (code, signal) => {
    if (stopping) return;
    console.error(`the app server exited (${signal ?? `code ${code}`})`);
    stopping = true;
    await stopEmbedded().catch(() => {});
    process.exit(code || 1);
  });

  if (!(await waitForHealth(`http://${reachableHost()}:${PORT}/api/health`, 60_000))) {
    if (!stopping) {
      console.error(`AdRadar did not become healthy on ${appUrl}/api/health within 60 s.`);
      await shutdown(1);
    }
    return;
  }

  const line = "─".repeat(64);
  console.log(`
${line}
  AdRadar is running at ${appUrl}

  Admin e-mail:      ${adminEmail}
  Admin password:    ${adminPassword}
  Invitation token:  ${invitation}
                     (single use; \`npm run invite\` makes another while this runs)

  Data stays in .data/ between runs. Press Ctrl-C to stop.
${line}
`);

  // 7. The archive's ~60 days of history from the demo world (skipped on a real provider; idempotent),
  // while the app already answers: the archive screen says it is still filling until this ends.
  const started = Date.now();
  console.log("▸ Demo archive: filling about 60 days of history in the background…");
  const res = await run(bin("tsx"), ["--conditions=react-server", path.join(ROOT, "scripts", "seed-archive.ts")], {
    capture: true,
    env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret },
  });
  if (stopping) return;
  if (res.code === 0) {
    console.log(`✓ Demo archive (${seconds(Date.now() - started)}): ${res.output.trim().split("\n").pop()?.trim() ?? ""}`);
  } else {
    console.error(`✗ Demo archive failed (exit ${res.code}); the app keeps running:\n${res.output.trimEnd()}`);
  }
}

main().catch(async (err) => {
  console.error(`\n${err?.message ?? err}`);
  await shutdown(1);
});
