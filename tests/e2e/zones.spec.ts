// Every signed-in screen in three time zones (UTC−6, UTC+1, UTC+9), for a user with watches, saved ads, a
// followed advertiser and feed entries: no console error and no page error (React's hydration error
// #418 among them) on any screen, and the same zone everywhere: one watch run reads the same time in
// Novedades and Vigilancias, and 'Desde' names the day the advertiser was followed in the browser's zone.
// One browser context per zone, the screens in sequence, one sign-up for all three.
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { settled, withTestDb } from "./helpers";
import { prepareScreens, SCREEN_URLS, type Samples } from "./screens";
import { TIME_ZONE_COOKIE } from "../../lib/time-zone-cookie";

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

const ZONES = ["America/Mexico_City", "Europe/Madrid", "Asia/Tokyo"] as const;

/** Followed at 03:30 UTC on 28 Nov: still the 27th in Mexico City (and Bogotá), already the 28th in Madrid and Tokyo. */
const FOLLOWED_AT = new Date("2026-11-28T03:30:00Z");
/**
 * An ad first seen at that same moment, on the archive's (Bogotá's) 27th, and last seen at 04:30 UTC on the
 * 29th, still the 28th in Mexico City and Bogotá, already the 29th in Madrid and Tokyo: its chart must start
 * and end on the days its timeline names in each zone.
 */
const AD_FIRST_SEEN = FOLLOWED_AT;
const AD_LAST_SEEN = new Date("2026-11-29T04:30:00Z");

function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric", timeZone }).format(date);
}

function clockIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(date);
}

/** A watch of the user's with one run: its last run and its feed entry at the same moment, as a run writes them. */
async function watchRun(page: Page, email: string, samples: Samples): Promise<Date> {
  const res = await page.request.post("/api/watches", {
    headers: { origin: new URL(page.url()).origin },
    data: { params: { value: "crema", country: "CO" }, frequencyHours: 24, minScore: 0, channels: { telegram: false, inApp: true } },
  });
  expect(res.status()).toBe(201);
  const { watch } = (await res.json()) as { watch: { id: string } };
  const watchId = watch.id;
  const ranAt = new Date(Math.floor((Date.now() - 20 * 60_000) / 60_000) * 60_000);
  await withTestDb(async (pool) => {
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email.toLowerCase()]);
    const userId = rows[0].id;
    // Prisma's columns hold UTC without a zone. The next run a day away: another spec running the watches
    // job meanwhile must not run this one over the run written here.
    await pool.query(
      `UPDATE "Watch" SET "lastRunAt" = $2::timestamptz AT TIME ZONE 'UTC', "nextRunAt" = now() AT TIME ZONE 'UTC' + interval '1 day' WHERE id = $1`,
      [watchId, ranAt.toISOString()],
    );
    const ads = [
      {
        id: samples.adId,
        pageId: samples.pageId,
        pageName: "Crema",
        text: "Crema hidratante",
        score: 60,
        label: "Escalando",
        daysRunning: 3,
        thumbnailUrl: null,
      },
    ];
    await pool.query(
      `INSERT INTO "FeedItem" (id, "userId", kind, "watchId", "watchName", title, body, ads, "refKey", "createdAt")
       VALUES ($1, $2, 'watch', $3, 'crema · Colombia', '1 anuncio nuevo en crema', '', $4, $5, $6::timestamptz AT TIME ZONE 'UTC')`,
      [`e2e${randomBytes(8).toString("hex")}`, userId, watchId, JSON.stringify(ads), `zones-${watchId}`, ranAt.toISOString()],
    );
    await pool.query(`UPDATE "TrackedAdvertiser" SET "trackingStartDate" = $2::timestamptz AT TIME ZONE 'UTC' WHERE "userId" = $1`, [
      userId,
      FOLLOWED_AT.toISOString(),
    ]);
  });
  return ranAt;
}

/**
 * A copy of the sample ad seen on two of the archive's days, with each day's first sighting as the archive
 * records it. Its own id and advertiser, in no collation group or product, so no other spec's counts see it.
 * Returns its id.
 */
async function adSeenAroundMidnight(samples: Samples): Promise<string> {
  const id = `8${Date.now()}${randomBytes(2).readUInt16BE(0)}`;
  const pageId = `7${Date.now()}`;
  await withTestDb(async (pool) => {
    await pool.query(
      `INSERT INTO "Ad" SELECT * FROM jsonb_populate_record(NULL::"Ad", (
         SELECT to_jsonb(a) || jsonb_build_object('id', $2::text, 'pageId', $5::text,
           'data', a.data || jsonb_build_object('id', $2::text, 'page_id', $5::text),
           'collationId', NULL,
           'firstSeenAt', $3::timestamptz AT TIME ZONE 'UTC', 'lastSeenAt', $4::timestamptz AT TIME ZONE 'UTC',
           'endedAt', NULL, 'endedBy', NULL, 'sightings', 2)
         FROM "Ad" a WHERE a.id = $1))`,
      [samples.adId, id, AD_FIRST_SEEN.toISOString(), AD_LAST_SEEN.toISOString(), pageId],
    );
    await pool.query(
      `INSERT INTO "AdDay" ("adId", "day", "firstSeenAt", "collationCount", "active")
       VALUES ($1, '2026-11-27', $2::timestamptz AT TIME ZONE 'UTC', 2, true), ($1, '2026-11-28', $3::timestamptz AT TIME ZONE 'UTC', 3, true)`,
      [id, AD_FIRST_SEEN.toISOString(), AD_LAST_SEEN.toISOString()],
    );
  });
  return id;
}

/** Console and page errors of one context, each with the screen it happened on. */
function watchErrors(page: Page): { errors: string[]; at: { url: string } } {
  const at = { url: "" };
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${at.url}: console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${at.url}: page error: ${error.message}`));
  return { errors, at };
}

async function visitAll(browser: Browser, baseURL: string, zone: string, cookies: Cookies, samples: Samples, ranAt: Date, adId: string) {
  // No zone cookie: the first screen is rendered in the zone the server last saw, then in this one.
  // Mexico City at a phone's width, the others at a desktop's (week.spec.ts pairs them the same way).
  const viewport = zone === "America/Mexico_City" ? { width: 375, height: 812 } : { width: 1280, height: 900 };
  const context = await browser.newContext({ baseURL, timezoneId: zone, locale: "es-ES", viewport });
  await context.addCookies(cookies.filter((c) => c.name !== TIME_ZONE_COOKIE));
  const page = await context.newPage();
  const { errors, at } = watchErrors(page);
  for (const screen of Object.values(SCREEN_URLS)) {
    if (!screen.url || !screen.roles.includes("user")) continue;
    at.url = screen.url(samples);
    await page.goto(at.url, { waitUntil: "domcontentloaded" });
    await expect(page.locator("main")).toBeVisible();
    // Hydrated (where error #418 would be thrown) and its first fetches rendered.
    await settled(page);
  }

  at.url = "/novedades";
  await page.goto(at.url);
  const time = clockIn(ranAt, zone);
  await expect(page.getByRole("article").filter({ hasText: "1 anuncio nuevo en crema" }).locator("time").first()).toHaveText(time);
  at.url = "/search-history?tab=vigilancias";
  await page.goto(at.url);
  await expect(page.getByText(`Última revisión: ${dayIn(ranAt, zone)}, ${time}`)).toBeVisible();
  at.url = "/tracked-advertisers";
  await page.goto(at.url);
  const since = page.getByRole("main").locator("dt", { hasText: "Desde" }).locator("xpath=following-sibling::dd");
  await expect(since).toHaveText(dayIn(FOLLOWED_AT, zone));
  at.url = `/ads/${adId}`;
  await page.goto(at.url);
  const fact = (label: string) =>
    page.getByRole("region", { name: "Línea de tiempo" }).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
  await expect(fact("Visto por primera vez")).toHaveText(dayIn(AD_FIRST_SEEN, zone));
  await expect(fact("Visto por última vez")).toHaveText(dayIn(AD_LAST_SEEN, zone));
  // The chart's name says its first and last days: the same two days.
  await expect(page.getByRole("img", { name: /^Variantes del anuncio/ })).toHaveAccessibleName(
    new RegExp(`, del ${dayIn(AD_FIRST_SEEN, zone)} al ${dayIn(AD_LAST_SEEN, zone)}:`),
  );
  await context.close();
  return errors;
}

test.use({ storageState: { cookies: [], origins: [] } });

test("every signed-in screen in UTC−6, UTC+1 and UTC+9: no console error, one zone for every date", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const { email, samples } = await prepareScreens(page, "user");
  const ranAt = await watchRun(page, email, samples);
  const adId = await adSeenAroundMidnight(samples);
  const cookies = await page.context().cookies();
  for (const zone of ZONES) {
    await test.step(zone, async () => {
      const errors = await visitAll(browser, baseURL!, zone, cookies, samples, ranAt, adId);
      expect(errors, errors.join("\n")).toEqual([]);
    });
  }
});
