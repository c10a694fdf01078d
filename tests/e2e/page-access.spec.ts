// The screens' half of the access matrix, generated from app/**/page.tsx: each screen as
// anonymous, as its owner, as another user and as the admin, against the rule of PAGE_RULES
// (tests/support/access-rules.ts; tests/integration/access-matrix.test.ts fails for a screen without
// one). The owner's private rows carry marker strings: the server-rendered HTML another user or the
// admin receives must hold none of them, while the owner's own pages do show them. Leaks that are not
// strings (GUARDADO on a card, SIGUIENDO, an unread count, a figure) are caught by comparing each
// screen's text as another user reads it with the text a fresh user read on the same shared data
// before the owner's rows were written (tests/support/reply-diff.ts normalises both).
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { registerNewUser, setUserPlan, withTestDb, type NewUser } from "./helpers";
import { PAGE_RULES, pageUrl } from "../support/access-rules";
import { pageFiles } from "../support/route-files";
import { normaliseReply, replyDifferences, visibleText } from "../support/reply-diff";

const anonymous = { cookies: [], origins: [] };
const tag = randomBytes(5).toString("hex");
const MARKERS = {
  notes: `NOTA-PRIVADA-${tag}`,
  trackedNotes: `SEGUIMIENTO-${tag}`,
  searchName: `BUSQUEDA-${tag}`,
  historyTerm: `termino-${tag}`,
  telegramUsername: `tg_${tag}`,
  watchName: `VIGILANCIA-${tag}`,
  feedTitle: `NOVEDAD-${tag}`,
};
/** Where the owner sees each marker, proving the check below could fail. */
const OWNER_SEES: [string, keyof typeof MARKERS][] = [
  ["/saved-ads", "notes"],
  ["/tracked-advertisers", "trackedNotes"],
  ["/search-history", "historyTerm"],
  ["/settings", "telegramUsername"],
  ["/search-history?tab=vigilancias", "watchName"],
  ["/novedades", "feedTitle"],
];

/** What every user sees alike: an archived ad, its advertiser, the product it belongs to and its store. */
async function seedShared() {
  return withTestDb(async (pool) => {
    const adId = `4${randomBytes(7).readUIntBE(0, 6)}`.slice(0, 16);
    const pageId = `3${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 15);
    const productId = `p${tag}${randomBytes(3).toString("hex").slice(0, 5)}`; // p + 15 hex digits
    const storeDomain = `tienda-matriz-${tag}.example`;
    const data = { id: adId, page_id: pageId, page_name: "Tienda Matriz", ad_creative_bodies: ["Crema"], apify_data: { images: [] } };
    await pool.query(
      `INSERT INTO "Ad" (id, "pageId", "pageName", source, bodies, "linkTitles", "linkDescriptions", "linkCaptions", platforms, languages, countries, data)
       VALUES ($1, $2, 'Tienda Matriz', 'demo', '{Crema}', '{}', '{}', '{}', '{facebook}', '{es}', '{CO}', $3)`,
      [adId, pageId, JSON.stringify(data)],
    );
    await pool.query(
      `INSERT INTO "AdGroup" ("adId", "clusterId", "productId", "firstSeenAt") SELECT id, $2, $3, "firstSeenAt" FROM "Ad" WHERE id = $1`,
      [adId, `k${tag}`, productId],
    );
    await pool.query(
      `INSERT INTO "Product" (id, name, "exampleAdId", "adCount", "storeCount", "advertiserCount", "clusterCount", "countryCount", countries,
         "countryPath", platforms, prices, "firstSeenAt", "lastSeenAt", "newStores7d", "newCountries7d", momentum, "signalShop", "signalCod",
         "signalWhatsApp", saturation, "computedAt")
       VALUES ($1, $2, $3, 1, 1, 1, 1, 1, '{CO}', $4, '{facebook}', '[]', now(), now(), 1, 1, 1, true, false, false, 'NUEVO', now())`,
      [productId, `Crema Matriz ${tag}`, adId, JSON.stringify([{ country: "CO", firstSeenAt: new Date().toISOString() }])],
    );
    await pool.query(`INSERT INTO "AdStore" ("adId", domain, url, "pageId") VALUES ($1, $2, $3, $4)`, [
      adId,
      storeDomain,
      `https://${storeDomain}/products/crema`,
      pageId,
    ]);
    return { adId, pageId, productId, storeDomain };
  });
}

/** The owner's private rows on the shared data: saved, followed (advertiser and product), searched, watched, told. */
async function seedOwner(email: string, { adId, pageId, productId }: Awaited<ReturnType<typeof seedShared>>) {
  await withTestDb(async (pool) => {
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE "User" SET "telegramId" = $2, "telegramUsername" = $3 WHERE email = $1 RETURNING id`,
      [email, `9${parseInt(tag, 16)}`.slice(0, 12), MARKERS.telegramUsername],
    );
    const userId = rows[0].id;
    const data = { id: adId, page_id: pageId, page_name: "Tienda Matriz", ad_creative_bodies: ["Crema"], apify_data: { images: [] } };
    await pool.query(
      `INSERT INTO "SavedAd" (id, "userId", "adId", "adData", tags, notes, "pageName") VALUES ($1, $2, $3, $4, '{}', $5, 'Tienda Matriz')`,
      [`sav_${tag}`, userId, adId, JSON.stringify(data), MARKERS.notes],
    );
    await pool.query(
      `INSERT INTO "TrackedAdvertiser" (id, "userId", "pageId", "pageName", "pageCategories", notes) VALUES ($1, $2, $3, 'Tienda Matriz', '{}', $4)`,
      [`trk_${tag}`, userId, pageId, MARKERS.trackedNotes],
    );
    await pool.query(
      `INSERT INTO "SearchHistoryEntry" (id, "userId", "searchType", value, country, "minDays", "adType", "mediaType", "searchPhraseType", languages, "totalAds")
       VALUES ($1, $2, 'keyword', $3, 'ES', 0, 'ALL', 'ALL', 'unordered', '{}', 1)`,
      [`his_${tag}`, userId, MARKERS.historyTerm],
    );
    await pool.query(
      `INSERT INTO "CompleteSearch" (id, "userId", "searchName", params, "adIds", "totalResults", country, source)
       VALUES ($1, $2, $3, $4, $5, 1, 'ES', 'demo')`,
      [`cs_${tag}`, userId, MARKERS.searchName, JSON.stringify({ value: MARKERS.historyTerm, country: "ES" }), [adId]],
    );
    await pool.query(
      `INSERT INTO "ProductWatch" ("userId", "productId", name, stores, countries) VALUES ($1, $2, 'Crema Matriz', '{}', '{}')`,
      [userId, productId],
    );
    const params = JSON.stringify({ value: MARKERS.historyTerm, searchType: "keyword", country: "ES", minDays: 0 });
    await pool.query(`INSERT INTO "Watch" (id, "userId", name, params, "queryKey", "updatedAt") VALUES ($1, $2, $3, $4, $5, now())`, [
      `wat_${tag}`,
      userId,
      MARKERS.watchName,
      params,
      `matriz-${tag}`,
    ]);
    // Two unread entries: the sidebar's unread count and the feed are the owner's alone.
    for (const [n, title] of [MARKERS.feedTitle, `${MARKERS.feedTitle} producto`].entries()) {
      await pool.query(
        `INSERT INTO "FeedItem" (id, "userId", kind, "watchId", "watchName", title, "refKey") VALUES ($1, $2, 'watch', $3, $4, $5, $6)`,
        [`fee${n}_${tag}`, userId, `wat_${tag}`, MARKERS.watchName, title, `matriz-${n}-${tag}`],
      );
    }
  });
}

/** A screen's text as `who` reads it, normalised for comparison with another caller's. */
async function screenText(request: APIRequestContext, url: string, email: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  return normaliseReply(res.status(), visibleText(await res.text()), { id: email, email }).body as string;
}

async function signedIn(
  browser: Browser,
  prefix: string,
): Promise<{ user: NewUser; request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ storageState: anonymous });
  const page = await context.newPage();
  const user = await registerNewUser(page, prefix);
  await setUserPlan(user.email, "pioneros");
  return { user, request: context.request, close: () => context.close() };
}

test("every screen answers each identity as its rule says, and shows nobody else's rows", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const files = pageFiles().sort();
  expect(
    files.filter((f) => !(f in PAGE_RULES)),
    "screens without a rule",
  ).toEqual([]);

  const owner = await signedIn(browser, "duena");
  const other = await signedIn(browser, "otra");
  const fresh = await signedIn(browser, "nueva");
  const adminContext = await browser.newContext(); // the project's storageState: the seeded admin
  // Named explicitly: Playwright Test gives a request context it creates the project's `use` options,
  // storageState included, so without it this "anonymous" context was the signed-in admin.
  const anon = await playwright.request.newContext({ baseURL, storageState: anonymous });
  const ids = await seedShared();
  // A fresh user reads every screen on the shared data before the owner has any row of their own.
  const baseline = new Map<string, string>();
  for (const file of files) {
    const url = pageUrl(file, PAGE_RULES[file], ids);
    baseline.set(url, await screenText(fresh.request, url, fresh.user.email));
  }
  await seedOwner(owner.user.email, ids);

  for (const file of files) {
    const rule = PAGE_RULES[file];
    const url = pageUrl(file, rule, ids);

    // Redirects are read, not followed: where a screen sends each identity is the point.
    const a = await anon.get(url, { maxRedirects: 0 });
    if (rule.access === "public") expect(a.status(), `${url} as anonymous`).toBe(200);
    else
      expect(a.headers().location ?? "", `${url} as anonymous is sent to the sign-in screen`).toMatch(/^(https?:\/\/[^/]+)?\/auth(\?|$)/);

    for (const [who, request] of [
      ["other", other.request],
      ["admin", adminContext.request],
    ] as const) {
      const res = await request.get(url, { maxRedirects: 0 });
      const html = await res.text();
      expect(res.status(), `${url} as ${who}`).toBeLessThan(500);
      if (rule.access !== "public") expect(res.headers().location ?? "", `${url} as ${who} stays signed in`).not.toMatch(/\/auth/);
      if (rule.access === "admin" && who === "other") {
        expect(html, `${url} as a user`).toContain("Acceso Denegado");
        expect(html, `${url} as a user lists no accounts`).not.toContain(owner.user.email);
      }
      for (const [key, marker] of Object.entries(MARKERS)) {
        expect(html, `${url} as ${who} shows the owner's ${key}`).not.toContain(marker);
      }
    }
    const seen = await screenText(other.request, url, other.user.email);
    expect(
      replyDifferences(baseline.get(url)?.split("\n"), seen.split("\n"), "line"),
      `${url} as another user reads differently from a fresh user (fresh → other): the owner's rows show`,
    ).toEqual([]);
  }

  for (const [url, key] of OWNER_SEES) {
    expect(await (await owner.request.get(url)).text(), `${url} as its owner`).toContain(MARKERS[key]);
  }
  await Promise.all([owner.close(), other.close(), fresh.close(), adminContext.close(), anon.dispose()]);
});

// app/robots.ts is no screen, so the matrix above does not list it; but the proxy sends every signed-out
// request for a protected path to /auth, and a crawler asks for /robots.txt signed out.
test("robots.txt reaches a signed-out crawler: everything but the sign-in screen is disallowed", async ({ playwright, baseURL }) => {
  const anon = await playwright.request.newContext({ baseURL, storageState: anonymous });
  const res = await anon.get("/robots.txt", { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await res.text()).split("\n").filter((line) => line.trim());
  expect(lines).toEqual(["User-Agent: *", "Allow: /auth", "Disallow: /"]);
  await anon.dispose();
});
