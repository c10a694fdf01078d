// Links built from ad fields are http(s) and absolute on every screen that shows them,
// whatever the provider sent. The hostile ad is written straight into the database, as an upstream
// could have delivered it, and saved into a fresh user's library and a tracked advertiser's new ads.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { registerNewUser, setUserPlan, withTestDb } from "./helpers";

const HOSTILE_LINKS = [
  "javascript:alert(document.domain)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "/relative/phish",
  " JaVaScRiPt:alert(1)",
];

async function seedHostileAd(email: string, snapshotUrl: string) {
  const adId = `9${randomBytes(7).readUIntBE(0, 6)}`;
  const pageId = `8${randomBytes(6).readUIntBE(0, 5)}`;
  const adData = {
    id: adId,
    page_id: pageId,
    page_name: "Tienda <b>Hostil</b>",
    ad_snapshot_url: snapshotUrl,
    ad_creative_bodies: ["<img src=x onerror=alert(1)> Texto \u202e del anuncio"],
    days_running: 12,
    collation_count: 3,
    hotness_score: 2,
    apify_data: { link_url: snapshotUrl, images: [], cta_text: "Comprar" },
  };
  await withTestDb(async (pool) => {
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
    const userId = rows[0].id;
    await pool.query(
      `INSERT INTO "Ad" (id, "pageId", "pageName", source, "snapshotUrl", bodies, "linkTitles", "linkDescriptions", "linkCaptions", platforms, languages, countries, data, "startTime")
       VALUES ($1, $2, $3, 'demo', $4, $5, '{}', '{}', '{}', '{}', '{}', '{}', $6, now() - interval '12 days')`,
      [adId, pageId, adData.page_name, snapshotUrl, adData.ad_creative_bodies, JSON.stringify(adData)],
    );
    await pool.query(
      `INSERT INTO "SavedAd" (id, "userId", "adId", "adData", tags, "pageName", "daysRunning", hotness) VALUES ($1, $2, $3, $4, '{}', $5, 12, 2)`,
      [`sav_${randomBytes(8).toString("hex")}`, userId, adId, JSON.stringify(adData), adData.page_name],
    );
    const trackedId = `trk_${randomBytes(8).toString("hex")}`;
    await pool.query(
      `INSERT INTO "TrackedAdvertiser" (id, "userId", "pageId", "pageName", "pageCategories", "initialActiveAdsCount") VALUES ($1, $2, $3, $4, '{}', 1)`,
      [trackedId, userId, pageId, adData.page_name],
    );
    await pool.query(
      `INSERT INTO "AdvertiserDailyStat" (id, "trackedAdvertiserId", date, "activeAds", "newAds", "adIds", "newAdIds") VALUES ($1, $2, current_date, 1, 1, $3, $3)`,
      [`st_${randomBytes(8).toString("hex")}`, trackedId, [adId]],
    );
  });
}

/** Every href on the page: app routes, or absolute http(s) URLs; never another scheme. */
async function expectOnlySafeLinks(page: Page) {
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, `unsafe link ${href}`).toMatch(/^(https?:\/\/[^/]|\/(?!\/)|#|\?)/);
    expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(href).not.toContain("/relative/phish");
  }
}

for (const [i, link] of HOSTILE_LINKS.entries()) {
  test(`ad links stay http(s) on the library and tracked screens: ${i + 1}`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const user = await registerNewUser(page, "hostil");
    await setUserPlan(user.email, "pioneros");
    await seedHostileAd(user.email, link);

    await page.goto("/saved-ads");
    await expect(page.getByText("Tienda <b>Hostil</b>").first()).toBeVisible();
    await expect(page.getByText(/<img src=x onerror=alert\(1\)>/).first()).toBeVisible();
    await expectOnlySafeLinks(page);

    await page.goto("/tracked-advertisers");
    await expect(page.getByText("Tienda <b>Hostil</b>").first()).toBeVisible();
    await expectOnlySafeLinks(page);
    expect(dialogs).toEqual([]);
    await context.close();
  });
}
