#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12.2.3 (pinned: 13 needs Node 22) on the built app, in Debian's
// Chromium headless shell (scripts/lib/chromium.mjs; CHROMIUM_PATH to use another), on two screens:
//   - /auth, signed out;
//   - /search, signed in, showing the results of a search: the script signs in through the form, runs
//     one search (the screen keeps its results in localStorage), then audits a fresh load of /search
//     with storage kept and the session cookie sent in `extraHeaders`.
//
//  1. builds the app when .next is not current (scripts/lib/build.mjs);
//  2. database `adradar_lighthouse`, dropped and recreated, migrated and seeded, on DATABASE_URL's
//     server (local only) or on an embedded PostgreSQL (.data/postgres-bench);
//  3. `next start` on a free port with the demo provider; a user registered with an invitation.
//
// Desktop preset (Lighthouse's own desktop throttling) unless LIGHTHOUSE_FORM_FACTOR=mobile. Prints ONE
// JSON line (the four category scores per screen, and the failing audits of each) on stdout; writes the
// full reports to .data/lighthouse/<screen>.json. A measure, not a test: scores under the targets (95)
// are reported (`meetsTargets`), never failed. Run it under the shared heavy-work lock.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, bin, checkNodeVersion, killChildren, runOrThrow, step } from "./lib/proc.mjs";
import { startApp } from "./lib/app-server.mjs";
import { assertLocalDatabaseUrl, createDatabase, ensurePrismaClient, ensureServer, migrate, seed, stopEmbedded } from "./lib/postgres.mjs";
import { buildIsCurrent, nextBuild } from "./lib/build.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";

const emit = (line) => process.stdout.write(`${line}\n`);
console.log = (...args) => console.error(...args);

const OUT = path.join(ROOT, ".data", "lighthouse");
const TARGET = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const MOBILE = process.env.LIGHTHOUSE_FORM_FACTOR === "mobile";

const cleanups = [];
let stopping = false;
async function cleanup() {
  stopping = true;
  while (cleanups.length)
    await Promise.resolve()
      .then(cleanups.pop())
      .catch((e) => console.error(`(cleanup) ${e?.message ?? e}`));
  killChildren();
  await stopEmbedded().catch(() => {});
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** The audits that cost points in a category, worst first: what to fix. */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ""})`);
}

async function main() {
  checkNodeVersion();
  mkdirSync(OUT, { recursive: true });
  await ensurePrismaClient();
  if (buildIsCurrent()) console.error("✓ next build: .next is current for these sources");
  else {
    await step("next build (log: .data/lighthouse/next-build.log)", async () => {
      const res = await nextBuild({ logFile: path.join(OUT, "next-build.log") });
      if (res.code !== 0) throw new Error(`next build failed (exit ${res.code})`);
    });
  }
  const databaseUrl = await step("Database adradar_lighthouse (fresh, migrated, seeded)", async () => {
    if (process.env.DATABASE_URL) assertLocalDatabaseUrl(process.env.DATABASE_URL, "lighthouse database");
    const server = await ensureServer({ cluster: "bench", localOnly: true });
    const url = await createDatabase(server, "adradar_lighthouse", { fresh: true });
    await migrate(url);
    await seed(url, { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    return url;
  });
  const invitation = (
    await runOrThrow("scripts/invite.ts", bin("tsx"), [path.join(ROOT, "scripts", "invite.ts")], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    })
  )
    .trim()
    .split("\n")
    .pop()
    .trim();

  const { baseUrl } = await step("next start (AD_PROVIDER=demo; log: .data/lighthouse/next-start.log)", () =>
    startApp({ databaseUrl, logFile: path.join(OUT, "next-start.log"), onCleanup: (fn) => cleanups.push(fn), stopping: () => stopping }),
  );

  const user = { name: "Lighthouse", email: `lh-${Date.now()}@adradar.bench`, password: randomBytes(12).toString("base64url") };
  const reg = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...user, invitationToken: invitation }),
  });
  if (reg.status !== 201) throw new Error(`POST /api/auth/register: ${reg.status} ${await reg.text()}`);

  const { default: puppeteer } = await import("puppeteer-core");
  const { default: lighthouse } = await import("lighthouse");
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  const flags = {
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    ...(MOBILE
      ? {}
      : {
          formFactor: "desktop",
          screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
          throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
        }),
  };

  async function audit(name, page, url, extra = {}) {
    return step(`Lighthouse ${url}`, async () => {
      const res = await lighthouse(`${baseUrl}${url}`, { ...flags, ...extra }, undefined, page);
      if (!res) throw new Error(`Lighthouse returned nothing for ${url}`);
      writeFileSync(path.join(OUT, `${name}.json`), res.report);
      const { lhr } = res;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
      const misses = Object.fromEntries(CATEGORIES.map((c) => [c, failing(lhr, c)]).filter(([, f]) => f.length));
      console.error(`  ${JSON.stringify(scores)}`);
      for (const [c, f] of Object.entries(misses)) console.error(`  ${c}: ${f.join("; ")}`);
      return {
        url,
        scores,
        finalUrl: lhr.finalDisplayedUrl,
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        failing: misses,
      };
    });
  }

  // /auth, signed out, in a context of its own.
  const anonymous = await browser.createBrowserContext();
  const authResult = await audit("auth", await anonymous.newPage(), "/auth");
  await anonymous.close();

  // Signed in through the form, one search run, then /search audited afresh with its stored results.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  /** A failed wait, with where the page was and a screenshot to see why. */
  async function fail(what, e) {
    await page.screenshot({ path: path.join(OUT, `failed-${what.replace(/\W+/g, "-")}.png`) }).catch(() => {});
    throw new Error(`${what}: ${e?.message ?? e} (at ${page.url()}; screenshot in .data/lighthouse/)`);
  }
  const cookie = await step("Sign in and search 'crema' in the browser", async () => {
    await page.goto(`${baseUrl}/auth`, { waitUntil: "networkidle0" });
    await page.locator("::-p-aria(Correo electrónico)").fill(user.email);
    await page.locator("::-p-aria(Contraseña)").fill(user.password);
    await page.keyboard.press("Enter");
    // The form signs in, then moves on client-side: wait for the screen, not for a navigation event.
    await page.waitForFunction(() => window.location.pathname !== "/auth", { timeout: 60_000 }).catch(async (e) => fail("sign-in", e));
    await page.goto(`${baseUrl}/search`, { waitUntil: "networkidle0" });
    await page.locator("input[name=value]").fill("crema");
    await page.keyboard.press("Enter");
    await page
      .waitForFunction(() => document.querySelectorAll("main article").length >= 10, { timeout: 90_000 })
      .catch(async (e) => fail("search results", e));
    const cookies = await page.cookies(baseUrl);
    const session = cookies.filter((c) => c.name.includes("authjs"));
    if (session.length === 0) throw new Error("no session cookie after signing in");
    return session.map((c) => `${c.name}=${c.value}`).join("; ");
  });
  const searchResult = await audit("search", page, "/search", { disableStorageReset: true, extraHeaders: { Cookie: cookie } });
  if (!searchResult.finalUrl.endsWith("/search")) throw new Error(`/search ended on ${searchResult.finalUrl}: not signed in`);

  const screens = [authResult, searchResult];
  const meetsTargets = screens.every((s) => ["performance", "accessibility", "best-practices"].every((c) => s.scores[c] >= TARGET));
  await cleanup();
  emit(JSON.stringify({ bench: "lighthouse", lighthouse: "12.2.3", formFactor: MOBILE ? "mobile" : "desktop", screens, meetsTargets }));
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(`\nlighthouse failed: ${err instanceof Error ? err.message : err}`);
    await cleanup();
    process.exit(1);
  },
);
