// A paying user's week (docs/product.md, "The quota"), walked by one new user in Madrid at a desktop's
// width and by another in Mexico City at a phone's, with no console or page error on the way: the plan's
// locks before any form (free plan), then on a paid plan an ad counted once a month whatever delivers it
// (a search, the same search again from the cache, a saved search loaded back, a watch's run), the month
// broken down by source on Planes and Análisis to the sidebar's figure, a watched search that cannot be
// watched twice, an ad page that agrees with itself and leads back where the user came from, and the
// limit modal once, when a search is refused. The filtered counts and the one score are walked in the same
// two places by score.spec.ts, the time zones by zones.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { registerNewUser, runJob, searchFor, setAdsUsed, setUserPlan, settled } from "./helpers";

const WEEK = [
  { zone: "Europe/Madrid", width: 1280 },
  { zone: "America/Mexico_City", width: 375 },
] as const;

const num = (text: string) => Number(text.replace(/\./g, ""));

/**
 * The sidebar's 'N / M anuncios' (on a phone, in the menu's drawer: opened to read it, closed again). With
 * `used`, waits until the figure reads it (the card refreshes after each delivery).
 */
async function usage(page: Page, used?: number): Promise<{ used: number; limit: number }> {
  const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
  const drawer = page.getByRole("dialog", { name: "Menú de navegación" });
  if (narrow) {
    // A tap before hydration would be lost. By keyboard: on a phone the last toast lies over the header,
    // and a pointer resting on it keeps it open (sonner pauses its timer while hovered).
    await settled(page);
    await page.getByRole("button", { name: "Abrir menú" }).press("Enter");
    await expect(drawer).toBeVisible();
  }
  const figure = page.getByRole("region", { name: "Uso mensual" }).getByText(/anuncios$/);
  const read = async () => {
    const [, n, limit] = /^([\d.]+) \/ ([\d.]+) anuncios$/.exec((await figure.textContent()) ?? "") ?? [];
    return { used: n === undefined ? NaN : num(n), limit: limit === undefined ? NaN : num(limit) };
  };
  await expect(figure).toHaveText(/^[\d.]+ \/ [\d.]+ anuncios$/);
  if (used !== undefined) await expect.poll(async () => (await read()).used).toBe(used);
  const figures = await read();
  if (narrow) {
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  }
  return figures;
}

/** Searches `term`, returns the reply's quota and waits for the usage card's refresh that follows it. */
async function search(page: Page, term: string): Promise<{ status: number; shown: number; charged: number; free: number }> {
  const input = page.getByLabel("Término de búsqueda");
  await input.fill(term);
  const [reply] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/search"),
    page.waitForResponse((res) => new URL(res.url()).pathname === "/api/user-plans/usage"),
    input.press("Enter"),
  ]);
  const body = (await reply.json()) as { data?: unknown[]; quota?: { charged: number; free: number } };
  return { status: reply.status(), shown: body.data?.length ?? 0, charged: body.quota?.charged ?? 0, free: body.quota?.free ?? 0 };
}

/** 'Tu cuota este mes' on the screen shown: the counted column's sum and the total, both as numbers. */
async function breakdown(page: Page): Promise<{ counted: number; total: number; bySource: Record<string, [number, number]> }> {
  const table = page.getByRole("region", { name: "Tu cuota este mes" }).getByRole("table");
  await expect(table).toBeVisible();
  const bySource: Record<string, [number, number]> = {};
  for (const row of await table.locator("tbody tr").all()) {
    const cells = await row.locator("td").allTextContents();
    bySource[(await row.getAttribute("data-source")) ?? "?"] = [num(cells[0]), num(cells[1])];
  }
  const total = num(/^[\d.]+/.exec((await page.getByTestId("quota-breakdown-total").textContent()) ?? "")![0]);
  return { counted: Object.values(bySource).reduce((n, [c]) => n + c, 0), total, bySource };
}

for (const { zone, width } of WEEK) {
  test.describe(`a paying user's week in ${zone} at ${width} px`, () => {
    test.use({ storageState: { cookies: [], origins: [] }, timezoneId: zone, viewport: { width, height: width <= 400 ? 812 : 900 } });

    test("locks before forms, each ad counted once across search, cache, saved search and watch, one story of the month", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`${page.url()}: ${msg.text()}`);
      });
      page.on("pageerror", (err) => errors.push(`${page.url()}: ${err.message}`));
      const user = await registerNewUser(page, `e2e-week-${width}`);

      // Free plan: what the plan does not allow shows as a lock, with the plan that allows it.
      await searchFor(page, "faja");
      await page
        .getByRole("article")
        .first()
        .getByRole("button", { name: /^GUARDAR.*\(no incluido en tu plan\)$/ })
        .click();
      const lock = page.getByRole("dialog", { name: "Límite de tu plan" });
      await expect(lock.getByText("Tu plan GRATIS no incluye anuncios guardados.")).toBeVisible();
      await expect(lock.getByRole("link", { name: "Ver planes" })).toHaveAttribute("href", "/user-plans");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Vigilar esta búsqueda (no incluido en tu plan)" }).click();
      await expect(lock.getByText("Tu plan GRATIS no incluye vigilancias.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Crear vigilancia" })).toHaveCount(0);
      await page.keyboard.press("Escape");

      // A paid plan. A new term is counted once; the same term again comes free, and the figure stays.
      await setUserPlan(user.email, "pioneros");
      await page.goto("/search");
      const before = await usage(page);
      const first = await search(page, "crema");
      expect(first.status).toBe(200);
      expect(first.charged).toBeGreaterThan(0);
      expect(first.charged + first.free).toBe(first.shown);
      await usage(page, before.used + first.charged);
      const again = await search(page, "crema");
      expect(again).toMatchObject({ status: 200, charged: 0, free: again.shown });
      expect((await usage(page)).used).toBe(before.used + first.charged);

      // A saved search loaded back delivers the same ads again: nothing new is counted.
      await page.getByRole("button", { name: "Limpiar" }).click();
      await page.getByRole("button", { name: "Búsquedas guardadas" }).click();
      await page.getByRole("button", { name: "Cargar búsqueda crema", exact: true }).click();
      await expect(page.getByText(/^¡[\d.]+ anuncios cargados de tu búsqueda guardada!$/)).toBeVisible();
      expect((await usage(page)).used).toBe(before.used + first.charged);

      // The watch dialog says its deliveries use the quota; once watched, the search cannot be watched twice.
      await page.getByRole("button", { name: "Vigilar esta búsqueda" }).click();
      const dialog = page.getByRole("dialog", { name: "Vigilar esta búsqueda" });
      await expect(dialog.getByText(/^Los anuncios que te entregue usan tu cuota mensual, por cualquier canal\./)).toBeVisible();
      await dialog.getByRole("button", { name: "Crear vigilancia" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("link", { name: /^Vigilando esta búsqueda: ver «.+» en Vigilancias$/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Vigilar esta búsqueda" })).toHaveCount(0);

      // The watch's run: the ads the search already delivered are free, only new ones are counted.
      await runJob("watches");
      await page.goto("/user-plans");
      await settled(page);
      const afterWatch = await usage(page);
      const plans = await breakdown(page);
      expect(plans.total).toBe(afterWatch.used);
      expect(plans.counted).toBe(afterWatch.used);
      expect(plans.bySource.search).toEqual([before.used + first.charged, again.shown]);
      expect(plans.bySource.saved_search?.[0] ?? 0).toBe(0);
      const [watchCounted, watchFree] = plans.bySource.watch ?? [0, 0];
      expect(watchFree).toBeGreaterThan(0);
      expect(afterWatch.used).toBe(before.used + first.charged + watchCounted);
      // Análisis tells the same story.
      await page.goto("/stats");
      await settled(page);
      expect(await breakdown(page)).toEqual(plans);

      // The ad page agrees with itself, and leads back to the search it was opened from.
      await page.goto("/search");
      await expect(page.getByRole("article").first()).toBeVisible();
      await page
        .getByRole("article")
        .first()
        .getByRole("link", { name: /^Ver historial/ })
        .click();
      await page.waitForURL(/\/ads\/[^/?]+\?desde=busqueda$/);
      await expect(page.getByRole("link", { name: "Volver a la búsqueda" })).toHaveAttribute("href", "/search");
      const heading = page.getByRole("heading", { level: 2, name: /^Otras variantes del grupo en el archivo \([\d.]+\)$/ });
      const inArchive = num(/\(([\d.]+)\)/.exec((await heading.textContent()) ?? "")![1]);
      const badge = page
        .locator("main")
        .getByText(/^[\d.]+ variantes$/)
        .first();
      if (await badge.isVisible()) {
        const inMeta = num(/^[\d.]+/.exec((await badge.textContent()) ?? "")![0]);
        if (inMeta - 1 > inArchive)
          await expect(page.getByText(`Meta agrupa ${inMeta} variantes de este anuncio`, { exact: false })).toBeVisible();
      }
      const media = page.getByRole("region", { name: "Medios guardados" });
      if (await media.getByText("Miniatura pendiente").isVisible()) await expect(media.getByText("Miniatura guardada")).toHaveCount(0);
      await expect(page.getByRole("img", { name: /variantes/i }).first()).toBeVisible();
      await settled(page);
      expect(errors, errors.join("\n")).toEqual([]);

      // At the limit: nothing opens by itself; a refused search opens the modal once, and no reload or
      // other screen brings it back. (The refusal's 403 is the one error the browser logs from here.)
      await setAdsUsed(user.email, afterWatch.limit);
      await page.goto("/search");
      const modal = page.getByRole("dialog", { name: "Límite de Anuncios Alcanzado" });
      await usage(page, afterWatch.limit);
      await expect(modal).toBeHidden();
      const refused = await search(page, "reloj");
      expect(refused.status).toBe(403);
      await expect(modal).toBeVisible();
      await expect(modal).toContainText("Cada anuncio cuenta una sola vez al mes");
      await page.keyboard.press("Escape");
      await page.reload();
      await settled(page);
      await expect(modal).toBeHidden();
      await page.goto("/archive");
      await settled(page);
      await expect(modal).toBeHidden();
    });
  });
}
