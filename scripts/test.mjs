#!/usr/bin/env node
// `npm test`: the static checks (typecheck, lint with the import boundaries, format:check, knip, docs:check)
// and every tier (unit, integration, e2e) against real PostgreSQL and a real production build, ending with
// ONE line: "N passed, M failed" (", K skipped" when some were). Each check counts as one item of a
// "checks" tier. Exit status is non-zero when a check or a test failed or a tier could not run; a failing
// check does not stop the tiers (a formatting slip must not hide test results). Runs unattended (CI=true,
// no stdin).
//
// Order, chosen for wall time on 2 cores (docs/test-suite.md has the figures): `next build` and the
// checks (one at a time) start in the background; the databases are prepared, the e2e database's archive
// history is written and vitest runs beside them; Playwright starts once the build, the checks and vitest
// are done.
//
// Knobs: DATABASE_URL (use that local server instead of embedded PostgreSQL), E2E_PORT (default 3107),
// TEST_DB_SUFFIX (suffix of the two test databases' names),
// CHROMIUM_PATH (default /usr/bin/chromium-headless-shell), TEST_REBUILD=1 (build even if .next is current),
// TEST_ONLY=e2e (skip the checks and vitest, for working on screens), TEST_ONLY=checks (only the checks: no
// build, database or browser). Arguments after `--` go to Playwright
// (`TEST_ONLY=e2e npm test -- tests/e2e/saved-ads.spec.ts`).
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT, bin, checkNodeVersion, killChildren, nodeModulesPresent, run, seconds, step } from "./lib/proc.mjs";
import { createDatabase, ensurePrismaClient, ensureServer, migrate, redact, seed, stopEmbedded } from "./lib/postgres.mjs";
import { buildIsCurrent, nextBuild } from "./lib/build.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { checkCounts, playwrightCounts, printReport, summaryLine, tierCountsLine, vitestCounts } from "./lib/report.mjs";
import { CHECKS, runChecks } from "./lib/checks.mjs";

const OUT = path.join(ROOT, ".data", "test"); // reports and logs of the last run
const VITEST_JSON = path.join(OUT, "vitest.json");
const PLAYWRIGHT_JSON = path.join(OUT, "playwright.json");
const BUILD_LOG = path.join(OUT, "next-build.log");
const ARCHIVE_LOG = path.join(OUT, "e2e-archive.log");
/**
 * The checks and vitest yield the CPU to the build and the e2e archive's back-fill, which Playwright waits
 * for: vitest's two workers fill whatever they leave, and the last to finish is then the one that can
 * use both cores (the back-fill had become the last, running alone for minutes after vitest).
 */
const BEHIND_E2E_PATH = 10;
// Days of demo archive history the e2e database gets before Playwright starts.
const E2E_ARCHIVE_DAYS = "45";

// The e2e admin: seeded into the e2e database and signed in by tests/e2e/global-setup.ts.
const E2E_ADMIN = { ADMIN_EMAIL: "admin@adradar.test", ADMIN_PASSWORD: "admin-test-password" };
// TEST_DB_SUFFIX lets two checkouts on one server run their suites side by side (letters, digits, _).
const DB_SUFFIX = (process.env.TEST_DB_SUFFIX ?? "").replace(/[^a-z0-9_]/gi, "").toLowerCase();
const DB_INT = `adradar_test_int${DB_SUFFIX ? `_${DB_SUFFIX}` : ""}`;
const DB_E2E = `adradar_test_e2e${DB_SUFFIX ? `_${DB_SUFFIX}` : ""}`;

checkNodeVersion();
if (!nodeModulesPresent()) {
  console.error("node_modules is missing or incomplete: run `npm install --no-audit --no-fund` first (or `bash .ci/run`).");
  process.exit(1);
}

// Ctrl-C / CI cancellation: stop vitest, the build, Playwright (and its `next start`), then PostgreSQL.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    killChildren();
    await stopEmbedded().catch(() => {});
    process.exit(130);
  });
}

/** Last lines of a log file, to show why a background step failed. */
function tail(file, lines = 60) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no output)";
  }
}

async function main() {
  const started = Date.now();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  /** Why a tier cannot run, by tier name. */
  const blocked = {};
  const onlyE2e = process.env.TEST_ONLY === "e2e";
  const onlyChecks = process.env.TEST_ONLY === "checks";

  if (!onlyChecks) {
    try {
      const installed = await step("Chromium", ensureChromium);
      if (installed) console.log("  installed Debian's chromium-headless-shell");
    } catch (err) {
      console.error(err.message);
      blocked.e2e = "could not run: Chromium is missing (see above)";
    }
  }

  // Everything below imports the generated client (seed, tests, build).
  await step("Prisma client", async () => {
    if (await ensurePrismaClient()) console.log("  generated lib/generated/prisma");
  });

  // Build in the background unless .next already holds these sources.
  let build = Promise.resolve({ code: 0 });
  if (!blocked.e2e && !onlyChecks) {
    if (process.env.TEST_REBUILD !== "1" && buildIsCurrent()) {
      console.log("✓ next build: .next is current for these sources, reused (TEST_REBUILD=1 to force)");
    } else {
      const buildStarted = Date.now();
      console.log(`▸ next build started in the background (log: ${path.relative(ROOT, BUILD_LOG)})`);
      // A developer's reruns reuse Turbopack's cache; CI's clean clone would only pay for writing it.
      build = nextBuild({ logFile: BUILD_LOG, cache: !process.env.CI }).then((res) => {
        console.log(`${res.code === 0 ? "✓" : "✗"} next build (${seconds(Date.now() - buildStarted)})`);
        return res;
      });
    }
  }

  // The static checks, one at a time. A failure is counted, not fatal. They run beside the build, the
  // database set-up and vitest (whose integration tests leave a core idle while they wait on PostgreSQL),
  // their output kept in .data/test/<check>.log and shown when one fails; Playwright waits for them.
  if (onlyChecks) {
    const checks = { name: "checks", counts: checkCounts(await runChecks()) };
    const { totals, ok } = printReport([checks]);
    console.log(`  (total ${seconds(Date.now() - started)})\n`);
    console.log(`tests per tier: ${tierCountsLine([checks])}`);
    console.log(summaryLine(totals));
    return ok ? 0 : 1;
  }
  const checksDone = onlyE2e ? Promise.resolve(undefined) : runChecks({ logDir: OUT, niceness: BEHIND_E2E_PATH });
  if (!onlyE2e) console.log(`▸ checks (${CHECKS.map((c) => c.name).join(", ")}) in the background`);

  // Fresh databases each run: tests may rely on an empty schema, and leftovers must never leak between runs.
  let intUrl;
  let e2eUrl;
  try {
    await step("Test databases", async () => {
      const server = await ensureServer({ cluster: "test", localOnly: true });
      console.log(`  server: ${redact(server)}${process.env.DATABASE_URL ? " (DATABASE_URL)" : " (embedded, .data/postgres-test)"}`);
      [intUrl, e2eUrl] = await Promise.all([
        createDatabase(server, DB_INT, { fresh: true }),
        createDatabase(server, DB_E2E, { fresh: true }),
      ]);
      await Promise.all([migrate(intUrl), migrate(e2eUrl)]);
      // Both get the plans; only e2e gets the admin (blank ADMIN_* so an exported one never lands in int).
      await Promise.all([seed(intUrl, { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }), seed(e2eUrl, E2E_ADMIN)]);
    });
  } catch (err) {
    console.error(err.message);
    blocked.integration = "could not run: no test database (see above)";
    blocked.e2e ??= "could not run: no test database (see above)";
  }

  // The e2e database's archive history (tests/e2e/archive.spec.ts reads it), written beside vitest: the
  // integration tests leave a core idle while they wait on PostgreSQL, and inside the e2e tier the same
  // back-fill held one of Playwright's two workers for about a minute.
  let archiveSeed = Promise.resolve({ code: 0 });
  if (e2eUrl && !blocked.e2e) {
    archiveSeed = run(bin("tsx"), ["--conditions=react-server", path.join(ROOT, "scripts", "seed-archive.ts")], {
      env: { ...process.env, DATABASE_URL: e2eUrl, ARCHIVE_BACKFILL_DAYS: E2E_ARCHIVE_DAYS },
      logFile: ARCHIVE_LOG,
    });
  }

  // Unit + integration in one vitest run (both projects); only unit when there is no database.
  // No --passWithNoTests: a run that finds no test is a broken run, not a green one.
  const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_JSON}`];
  if (blocked.integration) vitestArgs.push("--project", "unit", "--project", "unit-isolated");
  const vitestEnv = { ...process.env };
  if (intUrl) Object.assign(vitestEnv, { TEST_DATABASE_URL: intUrl, DATABASE_URL: intUrl });
  else delete vitestEnv.DATABASE_URL; // never let a test reach a database this script did not prepare
  const vitestStarted = Date.now();
  let vitest = { code: 0 };
  if (!onlyE2e) {
    console.log("▸ vitest (unit + integration)");
    vitest = await run(bin("vitest"), vitestArgs, { env: vitestEnv, niceness: BEHIND_E2E_PATH });
    console.log(`${vitest.code === 0 ? "✓" : "✗"} vitest (${seconds(Date.now() - vitestStarted)})`);
  }

  const checkResults = await checksDone;
  const checks = checkResults && { name: "checks", counts: checkCounts(checkResults) };

  // e2e: needs the build, the database and Chromium.
  let playwright;
  if (!blocked.e2e) {
    const buildRes = await build;
    if (buildRes.code !== 0) {
      console.error(`next build failed (exit ${buildRes.code}); last lines of ${path.relative(ROOT, BUILD_LOG)}:\n${tail(BUILD_LOG)}`);
      blocked.e2e = "could not run: next build failed (see above)";
    }
  }
  if (!blocked.e2e) {
    const seeded = await archiveSeed;
    if (seeded.code !== 0) {
      console.error(
        `the e2e archive's back-fill failed (exit ${seeded.code}); last lines of ${path.relative(ROOT, ARCHIVE_LOG)}:\n${tail(ARCHIVE_LOG)}`,
      );
      blocked.e2e = "could not run: the e2e archive's back-fill failed (see above)";
    }
  }
  if (!blocked.e2e) {
    const e2eStarted = Date.now();
    console.log("▸ playwright (e2e)");
    playwright = await run(bin("playwright"), ["test", "--reporter=list,json", ...process.argv.slice(2)], {
      env: {
        ...process.env,
        ...E2E_ADMIN,
        DATABASE_URL: e2eUrl,
        E2E_ARCHIVE_SEEDED_DAYS: E2E_ARCHIVE_DAYS,
        PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    });
    console.log(`${playwright.code === 0 ? "✓" : "✗"} playwright (${seconds(Date.now() - e2eStarted)})`);
  }

  // A background build nobody waited for (e2e blocked): stop it rather than leave it running.
  killChildren();
  await stopEmbedded();

  // Per-tier counts. A tool that exits non-zero while its report shows no failure (unhandled error,
  // crash, missing report) is reported as a problem, so a run cannot pass by accident.
  const vt = onlyE2e ? {} : vitestCounts(VITEST_JSON);
  let vitestProblem;
  if (!vt) vitestProblem = "could not run: vitest wrote no report (see output above)";
  else if (vitest.code !== 0 && !Object.values(vt).some((c) => c.failed > 0))
    vitestProblem = `vitest exited with code ${vitest.code} (see output above)`;
  const tiers = onlyE2e
    ? []
    : [
        checks,
        { name: "unit", counts: vt?.unit },
        { name: "integration", counts: blocked.integration ? undefined : vt?.integration, problem: blocked.integration },
      ];
  // The run as a whole, plus any test file outside tests/unit|integration.
  if (vt?.vitest || vitestProblem) tiers.push({ name: "vitest", counts: vt?.vitest, problem: vitestProblem });
  if (blocked.e2e) {
    tiers.push({ name: "e2e", problem: blocked.e2e });
  } else {
    const counts = playwrightCounts(PLAYWRIGHT_JSON);
    let problem;
    if (!counts) problem = `could not run: Playwright wrote no report (exit ${playwright.code}, see output above)`;
    else if (playwright.code !== 0 && counts.failed === 0) problem = `playwright exited with code ${playwright.code} (see output above)`;
    tiers.push({ name: "e2e", counts, problem });
  }

  const { totals, ok } = printReport(tiers);
  console.log(`  (reports in ${path.relative(ROOT, OUT)}/; total ${seconds(Date.now() - started)})\n`);
  console.log(`tests per tier: ${tierCountsLine(tiers)}`);
  console.log(summaryLine(totals));
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error(err?.stack ?? err);
    killChildren();
    await stopEmbedded().catch(() => {});
    console.log(summaryLine({ passed: 0, failed: 0, skipped: 0 }));
    process.exit(1);
  },
);
