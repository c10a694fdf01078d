// The winner score end to end on the demo data: the winner score on the cards and its '¿Por qué?' by keyboard,
// sorting by 'Puntuación', the shop filters, and the score on saved ads and a followed advertiser's new ads.
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { lookAt, registerNewUser, searchFor, setUserPlan, withTestDb } from "./helpers";

/** Each worker searches as a user of its own (a search cancels its user's other searches, docs/product.md §4). */
const test = base.extend<object, { workerStorageState: string }>({
  storageState: ({ workerStorageState }, use) => use(workerStorageState),
  workerStorageState: [
    async ({ browser }, use, workerInfo) => {
      const file = path.resolve(workerInfo.project.outputDir, `.auth/score-worker-${workerInfo.workerIndex}.json`);
      const page = await browser.newPage({ storageState: { cookies: [], origins: [] }, baseURL: workerInfo.project.use.baseURL });
      const user = await registerNewUser(page, `e2e-score-w${workerInfo.workerIndex}`);
      await setUserPlan(user.email, "imperio");
      await page.context().storageState({ path: file });
      await page.close();
      await use(file);
    },
    { scope: "worker" },
  ],
});

/** The cards' scores, in screen order. */
async function scoresOnScreen(page: Page): Promise<number[]> {
  const values = await page
    .getByRole("article")
    .locator("[data-score]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-score")));
  return values.map(Number);
}

test.describe("winner score and shop signals", () => {
  test("sorts by 'Puntuación' both ways; 'Popularidad' is the 1–5 hotness", async ({ page }) => {
    await page.goto("/search");
    await searchFor(page, "crema");
    await expect(page.getByRole("article")).toHaveCount(20);
    await expect(page.getByRole("button", { name: /^Popularidad ?, primario/ })).toBeVisible();

    // Two clicks give both directions, whichever a first click picks: the button's name says which is on.
    const primary = page.getByRole("button", { name: /^Puntuación ?, primario/ });
    const seen = new Set<string>();
    for (let click = 0; click < 2; click++) {
      const before = (await primary.textContent()) ?? "";
      await primary.click();
      await expect(primary).toHaveAttribute("aria-pressed", "true");
      await expect(primary).not.toHaveText(before);
      const direction = /descendente/.test((await primary.textContent()) ?? "") ? "desc" : "asc";
      seen.add(direction);
      await expect
        .poll(async () => {
          const s = await scoresOnScreen(page);
          return s.length === 20 && s.every((v, i) => i === 0 || (direction === "asc" ? s[i - 1] <= v : s[i - 1] >= v));
        })
        .toBe(true);
    }
    expect([...seen].sort()).toEqual(["asc", "desc"]);
    await lookAt(page, "score-search-sorted", { widths: [375, 1280] });
  });

  test("'¿Por qué?' opens with Enter or Space, lists each component, and Escape closes it back on the button", async ({ page }) => {
    await page.goto("/search");
    await searchFor(page, "faja");
    const card = page.getByRole("article").first();
    const why = card.getByRole("button", { name: /^¿Por qué\?/ });
    await why.focus();
    await page.keyboard.press("Enter");

    const popover = page.getByRole("dialog", { name: /^Por qué tiene \d+ puntos$/ });
    await expect(popover).toBeVisible();
    // One line per component (docs/score.md), each with its points.
    await expect(popover.getByRole("listitem")).toHaveCount(7);
    for (const line of await popover.getByRole("listitem").allTextContents()) expect(line).toMatch(/: \+\d+$/);
    const score = Number(await card.locator("[data-score]").getAttribute("data-score"));
    await expect(popover.getByText(new RegExp(`^Puntuación ${score}/100`))).toBeVisible();
    await lookAt(page, "score-why-open", { widths: [375, 1280], fullPage: false });

    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(why).toBeFocused();

    await page.keyboard.press("Space");
    await expect(popover).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(why).toBeFocused();
  });

  test("'Solo tiendas' and 'Contra entrega' keep only shops that take cash on delivery, and the link repeats them", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("button", { name: "Opciones avanzadas" }).click();
    await page.getByRole("checkbox", { name: "Solo tiendas" }).check();
    await page.getByRole("checkbox", { name: "Contra entrega" }).check();
    await lookAt(page, "score-filters", { widths: [375, 1280] });

    const request = page.waitForRequest((req) => req.method() === "POST" && new URL(req.url()).pathname === "/api/search");
    await searchFor(page, "crema");
    expect((await request).postDataJSON()).toMatchObject({ shopsOnly: true, cashOnDelivery: true });

    // The grid reveals its cards in steps: count once the summary says how many it shows (the toast
    // names the total found and, when it is more, how many are shown).
    const summary = (await page.getByText(/^¡Se encontr(ó|aron) [\d.]+ anuncios? con tus filtros!/).textContent()) ?? "";
    const found = summary.includes("Mostrando")
      ? Number(summary.match(/Mostrando ([\d.]+)/)?.[1].replace(/\./g, ""))
      : Number(summary.match(/[\d.]+/)?.[0].replace(/\./g, ""));
    expect(found).toBeGreaterThan(0);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(found);
    await expect(cards.filter({ has: page.locator('[data-signal="cod"]') })).toHaveCount(found);
    await expect(cards.filter({ has: page.locator('[data-signal="shop"], [data-signal="storefront"]') })).toHaveCount(found);
    await expect(page.locator('[data-signal^="not-"]')).toHaveCount(0);
    await lookAt(page, "score-filtered", { widths: [375, 1280] });
    // The filters panel and the badges add no serious or critical axe violation.
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // The URL prefill ('Repetir', shared links) carries the filters back into the form.
    await page.goto("/search?value=crema&shopsOnly=true&cashOnDelivery=true&platforms=instagram&startedWithin=90");
    await expect(page.getByRole("checkbox", { name: "Solo tiendas" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Contra entrega" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "WhatsApp" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Instagram" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Facebook" })).not.toBeChecked();
    await expect(page.getByLabel("Inicio del anuncio")).toHaveValue("90");
  });

  test("a saved ad and a followed advertiser's new ad show the score too", async ({ page }) => {
    await page.goto("/search");
    await searchFor(page, "keratina");
    const card = page.getByRole("article").first();
    const pageName = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
    const adHref = (await card.getByRole("link", { name: /^IR/ }).getAttribute("href")) ?? "";
    const adId = new URL(adHref).searchParams.get("id") ?? "";
    expect(adId).not.toBe("");

    await card.getByRole("button", { name: /^GUARDAR/ }).click();
    await expect(page.getByText("Anuncio guardado exitosamente")).toBeVisible();
    await card.getByRole("button", { name: /^SEGUIR/ }).click();
    await page.getByRole("dialog", { name: "Seguir anunciante" }).getByRole("button", { name: "Activar seguimiento" }).click();
    await expect(page.getByText("¡Anunciante agregado al seguimiento exitosamente!")).toBeVisible();

    await page.goto("/saved-ads");
    const saved = page.getByRole("article", { name: `Anuncio guardado de ${pageName}` });
    // Its own figure: the library scores the ad as kept, without the search's advertiser momentum.
    await expect(saved.locator("[data-score]")).toHaveAttribute("data-score", /^\d{1,3}$/);
    await expect(saved.getByRole("button", { name: /^¿Por qué\?/ })).toBeVisible();
    await expect(saved.getByText(/^Popularidad \d\/5$/)).toBeVisible();
    await lookAt(page, "score-saved-ads", { widths: [375, 1280] });

    // A day of history in which this ad is new: the card lists the latest point's new ads.
    await withTestDb(async (pool) => {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT t.id FROM "TrackedAdvertiser" t
          WHERE t."pageName" = $1 ORDER BY t."trackingStartDate" DESC LIMIT 1`,
        [pageName],
      );
      const trackingId = rows[0]?.id;
      if (!trackingId) throw new Error(`no tracking of ${pageName}`);
      await pool.query(
        `INSERT INTO "AdvertiserDailyStat" (id, "trackedAdvertiserId", date, "activeAds", "adIds", "newAdIds")
         SELECT 'e2e-' || $1, $1, MIN(date) - 1, 1, ARRAY['e2e-old'], ARRAY[]::text[] FROM "AdvertiserDailyStat" WHERE "trackedAdvertiserId" = $1
         ON CONFLICT (id) DO NOTHING`,
        [trackingId],
      );
      await pool.query(
        `UPDATE "AdvertiserDailyStat" SET "newAds" = 1, "newAdIds" = ARRAY[$2], "adIds" = ARRAY[$2]
          WHERE "trackedAdvertiserId" = $1 AND id <> 'e2e-' || $1`,
        [trackingId, adId],
      );
    });
    await page.goto("/tracked-advertisers");
    const tracked = page.getByRole("article", { name: pageName, exact: true });
    const newAds = tracked.getByRole("region", { name: "Cambios desde el último registro" });
    await expect(newAds.locator("[data-score]")).toHaveCount(1);
    await expect(newAds.getByRole("button", { name: /^¿Por qué\?/ })).toBeVisible();
    await lookAt(page, "score-tracked", { widths: [375, 1280] });
  });
});

// A paying user's week (week.spec.ts) in the same two places: Madrid at a desktop's width, Mexico City at a phone's.
for (const { width, zone } of [
  { width: 1280, zone: "Europe/Madrid" },
  { width: 375, zone: "America/Mexico_City" },
]) {
  test.describe(`counts and scores at ${width} px in ${zone}`, () => {
    test.use({ viewport: { width, height: width <= 400 ? 812 : 900 } });

    test("a filtered search counts what passed, names its filters everywhere, and one ad shows one score", async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        storageState: { cookies: [], origins: [] },
        viewport: { width, height: width <= 400 ? 812 : 900 },
        timezoneId: zone,
        locale: "es-ES",
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      const user = await registerNewUser(page, `e2e-counts-${width}`);
      await setUserPlan(user.email, "imperio");

      await page.goto("/search");
      await page.getByRole("button", { name: "Opciones avanzadas" }).click();
      await page.getByRole("checkbox", { name: "Solo tiendas" }).check();
      await page.getByRole("checkbox", { name: "Contra entrega" }).check();
      // The filters say when they apply.
      await expect(page.getByText("Los filtros se aplican al pulsar Buscar.")).toBeVisible();
      await searchFor(page, "crema");

      // The summary names the filters; the count is what passed them, never upstream's total as if it were.
      await expect(page.getByText("«crema» · Todos los países · Solo tiendas · Contra entrega", { exact: true })).toBeVisible();
      const count = page.getByRole("status").filter({ hasText: /^Mostrando [\d.]+ .*con tus filtros/ });
      await expect(count).toHaveText(
        /^Mostrando ([\d.]+ de [\d.]+ anuncios?|[\d.]+ anuncios?) con tus filtros( \(hay más\))?( · [\d.]+ antes de filtros)?$/,
      );
      const cards = page.getByRole("article");
      const shown = Number((await count.textContent())?.match(/^Mostrando ([\d.]+)/)?.[1].replace(/\./g, ""));
      await expect(cards).toHaveCount(shown);
      await lookAt(page, `counts-filtered-${width}`, { fullPage: false });

      // 'Cargar más', while there is more, adds filtered ads and the count follows the cards.
      const more = page.getByRole("button", { name: "Cargar más" });
      if (await more.isVisible()) {
        const request = page.waitForRequest((req) => req.method() === "POST" && new URL(req.url()).pathname === "/api/search");
        await more.click();
        expect((await request).postDataJSON()).toMatchObject({ page: 2, shopsOnly: true, cashOnDelivery: true });
        await expect(more.or(page.getByText("No hay más anuncios para esta búsqueda."))).toBeVisible();
        await expect(page.getByRole("button", { name: "Cargando..." })).toBeHidden();
        const after = Number((await count.textContent())?.match(/^Mostrando ([\d.]+)/)?.[1].replace(/\./g, ""));
        expect(after).toBeGreaterThanOrEqual(shown);
        await expect(cards).toHaveCount(after);
      }

      // One ad, one score: once its advertiser is counted, the card, its page and the saved copy agree.
      await expect(page.getByText("Estadísticas de anunciantes completas")).toBeVisible({ timeout: 60_000 });
      const card = cards.first();
      const score = await card.locator("[data-score]").getAttribute("data-score");
      const pageName = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
      await card.getByRole("button", { name: /^GUARDAR/ }).click();
      await expect(page.getByText("Anuncio guardado exitosamente")).toBeVisible();
      await card.getByRole("link", { name: /^Ver historial/ }).click();
      await page.waitForURL(/\/ads\/[^/]+$/);
      await expect(page.locator("main [data-score]").first()).toHaveAttribute("data-score", score ?? "");
      await page.goto("/saved-ads");
      const saved = page.getByRole("article", { name: `Anuncio guardado de ${pageName}` }).first();
      await expect(saved.locator("[data-score]")).toHaveAttribute("data-score", score ?? "");

      // The history and the saved searches name the filters of each entry.
      await page.goto("/search-history");
      await expect(page.getByText("Filtros: Solo tiendas · Contra entrega").first()).toBeVisible();
      await lookAt(page, `counts-history-${width}`, { fullPage: false });
      await page.goto("/search");
      // Once the stored search is back and the form has replaced its stand-in (the term box is editable):
      // a press on the toggle right after the page loaded once left the panel closed under load.
      await expect(page.getByLabel("Término de búsqueda")).toBeEditable();
      const toggle = page.getByRole("button", { name: "Búsquedas guardadas" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(
        page
          .getByRole("region", { name: /Búsquedas guardadas/ })
          .getByText("Filtros: Solo tiendas · Contra entrega")
          .first(),
      ).toBeVisible();
      await lookAt(page, `counts-saved-searches-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
