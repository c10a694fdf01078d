// What a newcomer tripped on: dates that hydrate differently outside UTC, toasts piling up,
// and the 'Contactar Admin' dead end.
import { expect, test, type Page } from "@playwright/test";
import { lookAt, registerNewUser, searchFor } from "./helpers";

/** Every console error and uncaught page error from now on (React's hydration error #418 is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

test.describe("a browser in Madrid", () => {
  test.use({ timezoneId: "Europe/Madrid" });

  test("the history renders without a console error (no hydration mismatch), dates in Madrid time", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, timezoneId: "Europe/Madrid" });
    const page = await context.newPage();
    await registerNewUser(page, "e2e-madrid");
    await page.goto("/search");
    await searchFor(page, "faja");

    const errors = collectErrors(page);
    await page.goto("/search-history");
    const entry = page.getByRole("article").first();
    await expect(entry.getByRole("heading", { name: "faja" })).toBeVisible();
    // The entry's time is the browser's wall clock, written once hydrated.
    const iso = await entry.locator("time").getAttribute("datetime");
    const expected = new Intl.DateTimeFormat("es-ES", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Madrid",
    }).format(new Date(iso ?? ""));
    await expect(entry.locator("time")).toHaveText(expected);
    await page.reload();
    await expect(entry.locator("time")).toHaveText(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("/admin/users renders without a console error (no hydration mismatch)", async ({ browser }) => {
    const context = await browser.newContext({ storageState: ".auth/admin.json", timezoneId: "Europe/Madrid" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Gestión de Usuarios" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    // Give a late hydration error time to surface.
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe("toasts", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("one toast per kind: repeated successes replace each other instead of piling up", async ({ page }) => {
    await registerNewUser(page, "e2e-toasts");
    await page.goto("/search");
    for (const term of ["crema", "faja", "reloj"]) await searchFor(page, term);
    const toasts = page.getByRole("region", { name: /Notificaciones/ }).locator("[data-sonner-toast]");
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText(/¡Se encontraron \d+ anuncios!/);
    await lookAt(page, "toasts", { widths: [375, 1280], fullPage: false });
  });
});
