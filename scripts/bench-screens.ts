// `npm run bench:screens`: how fast each signed-in screen answers in Chromium, on the production build.
//
//  1. builds the app when .next is not current (scripts/lib/build.mjs);
//  2. database BENCH_DB_NAME (adradar_bench_screens), dropped and recreated, migrated and seeded, on
//     DATABASE_URL's server (local servers only: it is dropped) or on an embedded PostgreSQL, with
//     BENCH_ARCHIVE_DAYS (20; 0 for none) days of the demo archive, its products and stores;
//  3. `next start` with the demo provider on a free port; in Chromium (CHROMIUM_PATH) a user signed up
//     through the form, on the top plan, with a search, a saved ad and a followed advertiser
//     (tests/e2e/screens.ts prepareScreens: the accessibility spec's account);
//  4. every signed-in screen of tests/e2e/screens.ts, BENCH_RUNS (5) full loads each after one warm-up, in
//     one page: from navigation to the skeleton (the first busy region, skeleton block or <main> painted) and
//     to the first content (a <main> with its heading and no busy region or skeleton block left), both read in
//     the page by a MutationObserver against the navigation's start (performance.now()).
//
// Prints a table (medians, and the slowest run) on stdout; progress goes to stderr. A benchmark, not a
// test: nothing is asserted and missed targets exit 0. Target: first content ≤ 600 ms.
// Run with `tsx` (the npm script does). Knobs: BENCH_SCREENS=/archive,/novedades (some screens only),
// BENCH_PORT (the app's port; a free one by default), BENCH_DB_NAME, BENCH_RUNS, BENCH_ARCHIVE_DAYS, DATABASE_URL,
// CHROMIUM_PATH. The last column names what held each screen's median load back (a busy region, a skeleton).
import path from "node:path";
import { mkdirSync } from "node:fs";
import { ROOT, bin, killChildren, runOrThrow } from "./lib/proc.mjs";
import { startApp, tail } from "./lib/app-server.mjs";
import { assertLocalDatabaseUrl, createDatabase, ensureServer, migrate, seed, stopEmbedded } from "./lib/postgres.mjs";
import { buildIsCurrent, nextBuild } from "./lib/build.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { chromium, type Page } from "@playwright/test";
import { prepareScreens, SCREEN_URLS } from "../tests/e2e/screens";

const DB_NAME = process.env.BENCH_DB_NAME || "adradar_bench_screens";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const ARCHIVE_DAYS = Math.max(0, Number(process.env.BENCH_ARCHIVE_DAYS ?? 20));
const ONLY = process.env.BENCH_SCREENS?.split(",").filter(Boolean);
const TARGET_MS = 600;
const OUT = path.join(ROOT, ".data", "bench");
const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Installed in every document: the first moment a skeleton, then the first content, is in the DOM. A
 * string, not a function: tsx compiles functions with esbuild's name helpers (`__name`), which do not
 * exist in the page, so a passed function threw there and no load was ever marked.
 */
// What the product marks as loading: skeleton blocks and `aria-busy` regions. Not `role="status"`: the
// shell keeps live regions (toasts, announcements) in the page at all times.
const MARK_SCRIPT = `(() => {
  const marks = {};
  window.__benchMarks = marks;
  const busy = '[aria-busy="true"], .animate-pulse';
  const describe = (el) => {
    const named = el.getAttribute("aria-label") || el.closest("[aria-label]")?.getAttribute("aria-label");
    const section = el.closest("section[aria-labelledby]");
    const heading = section && document.getElementById(section.getAttribute("aria-labelledby"))?.textContent;
    return [el.tagName.toLowerCase(), named || heading || (el.className || "").toString().slice(0, 40)].join(" ");
  };
  const check = () => {
    if (marks.skeleton === undefined && document.querySelector(busy + ", main")) marks.skeleton = performance.now();
    if (marks.content !== undefined) return;
    const main = document.querySelector("main");
    const held = !main ? "sin <main>" : !main.querySelector("h1") ? "sin <h1>" : main.querySelector(busy);
    if (!held) marks.content = performance.now();
    else marks.holder = typeof held === "string" ? held : describe(held);
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** `holder`: what last kept the first content back (the busy element, or a missing <main> or <h1>). */
type Marks = { skeleton: number | null; content: number | null; holder: string | null };

async function load(page: Page, url: string): Promise<Marks> {
  await page.goto(url, { waitUntil: "commit" });
  const marks = await page
    .waitForFunction(
      () => {
        const m = (window as unknown as { __benchMarks?: { skeleton?: number; content?: number; holder?: string } }).__benchMarks;
        return m?.content !== undefined ? m : null;
      },
      undefined,
      { timeout: 15_000, polling: 50 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  return { skeleton: marks?.skeleton ?? null, content: marks?.content ?? null, holder: marks?.holder ?? null };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : "—");

async function main() {
  mkdirSync(OUT, { recursive: true });
  if (!buildIsCurrent()) {
    log("next build…");
    const res = await nextBuild({ logFile: path.join(OUT, "next-build.log") });
    if (res.code !== 0) throw new Error(`next build failed:\n${tail(path.join(OUT, "next-build.log"))}`);
  }
  if (process.env.DATABASE_URL) assertLocalDatabaseUrl(process.env.DATABASE_URL, "bench database");
  const server = await ensureServer({ cluster: "bench", localOnly: true });
  const databaseUrl = await createDatabase(server, DB_NAME, { fresh: true });
  await migrate(databaseUrl);
  await seed(databaseUrl, { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
  // A populated account's screens: the demo archive's history, products and stores (scripts/seed-archive.ts,
  // a few minutes). Without it the archive holds only the account's one search and there is no product.
  if (ARCHIVE_DAYS > 0) {
    log(`demo archive, ${ARCHIVE_DAYS} days…`);
    await runOrThrow("the demo archive", bin("tsx"), ["--conditions=react-server", path.join(ROOT, "scripts", "seed-archive.ts")], {
      env: { ...process.env, DATABASE_URL: databaseUrl, AD_PROVIDER: "demo", ARCHIVE_BACKFILL_DAYS: String(ARCHIVE_DAYS) },
      logFile: path.join(OUT, "seed-archive-screens.log"),
    });
  }
  // tests/e2e/helpers.ts reaches the database through DATABASE_URL (the invitation, the plan).
  process.env.DATABASE_URL = databaseUrl;
  const cleanups: (() => unknown)[] = [];
  try {
    const app = await startApp({
      databaseUrl,
      logFile: path.join(OUT, "next-start-screens.log"),
      onCleanup: (fn: () => unknown) => cleanups.push(fn),
      port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
    });
    log(`app at ${app.baseUrl}`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ baseURL: app.baseUrl, locale: "es-ES", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    log("preparing the account (search, saved ad, followed advertiser)…");
    const { samples } = await prepareScreens(page, "user");
    await context.addInitScript({ content: MARK_SCRIPT });

    const rows: string[][] = [];
    for (const [route, screen] of Object.entries(SCREEN_URLS)) {
      if (!screen.url || !screen.roles.includes("user") || (ONLY && !ONLY.includes(route))) continue;
      const url = screen.url(samples);
      await load(page, url);
      const runs: Marks[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await load(page, url));
      const skeleton = median(runs.map((r) => r.skeleton ?? NaN));
      const content = median(runs.map((r) => r.content ?? NaN));
      const worst = Math.max(...runs.map((r) => r.content ?? Infinity));
      // What held the median load's first content back: where to look when a screen misses the target.
      const held = [...runs].sort((a, b) => (a.content ?? Infinity) - (b.content ?? Infinity))[Math.floor(runs.length / 2)]?.holder;
      rows.push([route, ms(skeleton), ms(content), ms(worst), content <= TARGET_MS ? "sí" : "no", held ?? "—"]);
      log(`${route}: skeleton ${ms(skeleton)}, first content ${ms(content)}`);
    }
    const header = [
      "pantalla",
      "esqueleto (mediana)",
      "primer contenido (mediana)",
      "primer contenido (peor)",
      `≤ ${TARGET_MS} ms`,
      "retenido por",
    ];
    const table = [header, header.map(() => "---"), ...rows];
    process.stdout.write(`${table.map((r) => `| ${r.join(" | ")} |`).join("\n")}\n`);
    process.stdout.write(`\n${RUNS} loads per screen after one warm-up; ${new Date().toISOString()}\n`);
  } finally {
    for (const fn of cleanups.reverse())
      await Promise.resolve()
        .then(fn)
        .catch(() => undefined);
    killChildren();
    await stopEmbedded().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
