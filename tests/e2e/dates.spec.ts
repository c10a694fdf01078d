// Dates read and typed as dd/mm/aaaa in a browser whose locale is en-US (where a native date
// input shows mm/dd/yyyy), and the filters they set still filter.
import { expect, test, type Page } from "@playwright/test";
import { lookAt, registerNewUser, searchFor } from "./helpers";

test.use({ locale: "en-US", storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });

/** Two days ago, as 'dd/mm/aaaa' and as 'YYYY-MM-DD': before anything this test creates in any time zone. */
function twoDaysAgo(): { text: string; iso: string } {
  const d = new Date(Date.now() - 2 * 86_400_000);
  const [y, m, day] = [d.getUTCFullYear(), String(d.getUTCMonth() + 1).padStart(2, "0"), String(d.getUTCDate()).padStart(2, "0")];
  return { text: `${day}/${m}/${y}`, iso: `${y}-${m}-${day}` };
}

function historyRequest(page: Page, param: string, value: string) {
  return page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === "/api/search-history" && url.searchParams.get(param) === value;
  });
}

test("the history's 'Desde' and 'Hasta' read dd/mm/aaaa in an en-US browser and still filter", async ({ page }) => {
  test.setTimeout(60_000);
  await registerNewUser(page, "fechas");
  await searchFor(page, "crema");
  await page.goto("/search-history");
  const list = page.getByRole("list").filter({ has: page.getByRole("heading", { name: "crema" }) });
  await expect(list).toBeVisible();

  const from = page.getByLabel("Desde");
  const to = page.getByLabel("Hasta");
  await expect(from).toHaveAttribute("placeholder", "dd/mm/aaaa");
  await expect(to).toHaveAttribute("placeholder", "dd/mm/aaaa");
  const day = twoDaysAgo();

  // Digits only: the field writes the slashes, day first, and the API gets the day it means.
  const before = historyRequest(page, "dateTo", day.iso);
  await to.pressSequentially(day.text.replaceAll("/", ""));
  await expect(to).toHaveValue(day.text);
  await before;
  await expect(page.getByText("Ninguna búsqueda coincide con los filtros")).toBeVisible();
  await lookAt(page, "history-dates-none", { widths: [1280, 375], fullPage: false });

  await to.fill("");
  const since = historyRequest(page, "dateFrom", day.iso);
  await from.fill(day.text);
  await since;
  await expect(list).toBeVisible();
  await expect(from).toHaveValue(day.text);

  // A day that does not exist is named as such, in Spanish, and filters nothing.
  await from.fill("31/02/2026");
  await expect(page.getByText("Escribe una fecha válida como dd/mm/aaaa (por ejemplo, 31/01/2026)")).toBeVisible();
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(list).toBeVisible();
  await lookAt(page, "history-dates-invalid", { widths: [1280, 375], fullPage: false });
});

test("the archive's first-seen window reads dd/mm/aaaa in an en-US browser and still filters", async ({ page }) => {
  test.setTimeout(60_000);
  await registerNewUser(page, "fechas-archivo");
  await searchFor(page, "crema");
  const day = twoDaysAgo();
  await page.goto("/archive?q=crema");
  await expect(page.getByRole("article").first()).toBeVisible();

  // Before the archive existed: nothing matches, whatever other specs archived earlier (a back-fill, say).
  const to = page.getByLabel("Visto por primera vez hasta");
  await expect(to).toHaveAttribute("placeholder", "dd/mm/aaaa");
  await to.fill("01/01/2020");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/firstSeenTo=2020-01-01/);
  await expect(page.getByText("Ningún anuncio del archivo coincide con estos filtros")).toBeVisible();
  await expect(page.getByLabel("Visto por primera vez hasta")).toHaveValue("01/01/2020");

  await page.goto("/archive?q=crema");
  await page.getByLabel("Visto por primera vez desde").fill(day.text);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`firstSeenFrom=${day.iso}`));
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByLabel("Visto por primera vez desde").scrollIntoViewIfNeeded();
  await lookAt(page, "archive-dates", { widths: [1280, 375], fullPage: false });
});
