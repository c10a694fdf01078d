// Shared steps of the e2e specs: fresh users through the real /auth form, and searches.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { Pool } from "pg";
import { insertInvitation } from "../../scripts/lib/invitation";

/** The two widths every screen is checked at: a desktop's and a phone's. */
export const WIDTHS = [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "375 px", viewport: { width: 375, height: 812 } },
];

/**
 * The demo archive's history (what `npm run local` seeds): some 45 days of sightings, ended ads, kept
 * thumbnails and the products grouped from them. A search alone archives today's ads only, and the demo's
 * pictures are local files the guarded fetcher does not fetch. `npm test` writes it before Playwright
 * starts (E2E_ARCHIVE_SEEDED_DAYS); a spec run alone calls this from its `beforeAll`. Idempotent.
 */
export function ensureDemoArchive(setTimeout: (ms: number) => void): void {
  if (process.env.E2E_ARCHIVE_SEEDED_DAYS === "45") return;
  // The back-fill, its thumbnails and the products' grouping: minutes on a busy 2-core machine.
  setTimeout(420_000);
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  execFileSync(tsx, ["--conditions=react-server", "scripts/seed-archive.ts"], {
    env: { ...process.env, ARCHIVE_BACKFILL_DAYS: "45" },
    encoding: "utf8",
    timeout: 400_000,
  });
}

/** `npm run job -- <name>` on the test database, as an operator would run it (demo ads, the runner's env). */
export async function runJob(name: string): Promise<string> {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const { stdout } = await promisify(execFile)(tsx, ["--conditions=react-server", "scripts/job.ts", name], {
    env: { ...process.env, AD_PROVIDER: "demo", JOBS_SCHEDULER: "off" },
    timeout: 120_000,
  });
  return stdout;
}

/**
 * A single-use invitation token, minted by the same script admins use (`scripts/invite.ts`, which
 * prints the token on its last line) against the test runner's DATABASE_URL.
 */
export function createInvitationToken(): string {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", process.platform === "win32" ? "tsx.cmd" : "tsx");
  const out = execFileSync(tsx, ["scripts/invite.ts"], { env: process.env, encoding: "utf8", timeout: 60_000 });
  const token = out.trim().split(/\r?\n/).at(-1)?.trim() ?? "";
  if (token.length !== 64) throw new Error(`scripts/invite.ts printed no token: ${out}`);
  return token;
}

/**
 * A pool for a test's own queries. An idle connection the server ends (a restart, a DROP DATABASE … WITH
 * (FORCE)) is emitted as an 'error' event, and with no listener Node throws it into whichever test is
 * running, with no frame of it: a clean-clone run of b7b9c7f failed the two-nodes ticks test 108 ms in with
 * "terminating connection due to administrator command" and passed on its retry. The pool drops that
 * client and opens another on the next query, so a query that really fails still fails its test.
 */
export function testPool(connectionString: string | undefined, max?: number): Pool {
  const pool = new Pool({ connectionString, max });
  pool.on("error", (err) => console.error(`[e2e] an idle connection of a test's pool ended: ${err.message}`));
  return pool;
}

/** Runs `fn` with a connection pool to the test database (the runner's DATABASE_URL), then closes it. */
export async function withTestDb<T>(fn: (pool: Pool) => Promise<T>): Promise<T> {
  const pool = testPool(process.env.DATABASE_URL);
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}

/** An e-mail no other test, attempt or run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString("hex")}@adradar.test`;
}

export type NewUser = { name: string; email: string; password: string };

/**
 * Registers a brand-new user (free plan) through the register form and waits for the signed-in
 * landing page. The page's context must not carry another session (use an empty storageState).
 */
export async function registerNewUser(page: Page, prefix = "e2e"): Promise<NewUser> {
  const user: NewUser = {
    name: "Usuario de Prueba",
    email: uniqueEmail(prefix),
    password: `clave-${randomBytes(6).toString("hex")}`,
  };
  // Written straight into the database as `npm run invite` writes it: starting tsx for each sign-up cost
  // seconds of CPU on a 2-core machine. The register tests in auth.spec.ts still run the script itself.
  const token = await withTestDb(insertInvitation);
  await page.goto("/auth?mode=register");
  await page.getByLabel("Nombre completo").fill(user.name);
  await page.getByLabel("Correo electrónico", { exact: true }).fill(user.email);
  await page.getByLabel("Token de invitación").fill(token);
  await page.getByLabel("Contraseña", { exact: true }).fill(user.password);
  await page.getByLabel("Confirmar contraseña").fill(user.password);
  await page.getByRole("button", { name: "Crear Cuenta", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
  return user;
}

/** The page's full scrollable width: wider than the viewport means content sticks out sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * A screenshot for a person to look at, taken only when asked: `E2E_SCREENSHOTS=<directory>`. Each one
 * re-renders the page in software on CI's 2 cores, so a normal run takes none.
 */
export async function lookAt(
  page: Page,
  name: string,
  { widths, fullPage = true }: { widths?: number[]; fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const viewport = page.viewportSize();
  for (const width of widths ?? [viewport?.width ?? 1280]) {
    if (widths) await page.setViewportSize({ width, height: width <= 400 ? 812 : 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage });
  }
  if (widths && viewport) await page.setViewportSize(viewport);
}

/**
 * Moves a user to another plan directly in the test database (plan limits are read from the database on
 * every request, so the next action already sees it). Lets a spec save ads and follow advertisers with a
 * user of its own instead of the shared admin, whose lists other specs may be looking at.
 */
export async function setUserPlan(email: string, planType: "free" | "pioneros" | "tactico" | "conquista" | "imperio"): Promise<void> {
  await updateUser(email, `"planType" = $2`, planType);
}

/** Sets how many ads a user has already received this month (the quota the next search is charged to). */
export async function setAdsUsed(email: string, adsFetched: number): Promise<void> {
  await updateUser(email, `"adsFetched" = $2`, adsFetched);
}

async function updateUser(email: string, assignment: string, value: unknown): Promise<void> {
  const res = await withTestDb((pool) =>
    pool.query(`UPDATE "User" SET ${assignment} WHERE email = $1`, [email.trim().toLowerCase(), value]),
  );
  if (res.rowCount !== 1) throw new Error(`no user ${email}`);
}

/**
 * Types a term on the search screen, submits with Enter (as a keyboard user does; a pointer could land on
 * the toasts stacked over the top-right corner), and waits for the first page of cards.
 */
export async function searchFor(page: Page, term: string): Promise<void> {
  const input = page.getByLabel("Término de búsqueda");
  await input.fill(term);
  await Promise.all([
    page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/search"),
    input.press("Enter"),
  ]);
  await expect(page.getByRole("article").first()).toBeVisible();
}

/**
 * The screen as a person would judge it: React has hydrated it (its nodes carry React's fiber) and nothing
 * says it is still loading (no `aria-busy`). Bounded, and never a failure by itself: the caller's
 * assertions judge what is on screen. Replaces waiting for the network to idle, which cost half a second
 * to a second on every page (thumbnails, polling) and proved nothing about hydration.
 */
export async function settled(page: Page, timeout = 5_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector("main");
        if (!main || !Object.keys(main).some((key) => key.startsWith("__reactFiber"))) return false;
        return document.querySelector('[aria-busy="true"]') === null;
      },
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Holds a screen's first fetch of `pathname` (its revalidation after the server-rendered page) until a
 * second fetch of it begins: the refetch a write starts. A click on a busy machine can land before that
 * first fetch returns, and what it changed must stay on screen all the same. Returns how many fetches of
 * the path the page has made so far.
 */
export async function holdFirstFetch(page: Page, pathname: string): Promise<() => number> {
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let fetches = 0;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      fetches += 1;
      if (fetches === 1) await firstHeld;
      else releaseFirst();
      await route.continue();
    },
  );
  return () => fetches;
}
