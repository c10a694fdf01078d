// The user's library end to end: saved ads (save from search, filter, favourite, edit, delete, CSV),
// the search history (list, filters, pages, stats, 'Repetir') and 'Análisis y Ahorros', with
// screenshots at phone and desktop widths when asked for (E2E_SCREENSHOTS).
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { lookAt, registerNewUser, searchFor, setUserPlan, withTestDb } from "./helpers";

test.use({ storageState: { cookies: [], origins: [] } });

/** 25 older history entries for the user, so the list has two pages. */
async function seedHistory(email: string) {
  await withTestDb((pool) =>
    pool.query(
      `INSERT INTO "SearchHistoryEntry" ("id", "userId", "searchType", "value", "country", "minDays", "adType", "mediaType",
         "searchPhraseType", "languages", "apifyCount", "totalAds", "cached", "searchDate")
       SELECT 'e2e-' || md5(random()::text || g), u.id, 'keyword', CASE WHEN g % 2 = 0 THEN 'zapatillas' ELSE 'lámparas' END,
         CASE WHEN g % 2 = 0 THEN 'MX' ELSE 'AR' END, 1, 'ALL', 'ALL', 'unordered', ARRAY['es'], 20, 20, g % 3 = 0,
         now() - (g || ' days')::interval
       FROM "User" u, generate_series(1, 25) g WHERE u.email = $1`,
      [email.toLowerCase()],
    ),
  );
}

test("saved ads: save from search, see it with its picture, filter, favourite, edit tags, export and delete", async ({ page }) => {
  const user = await registerNewUser(page, "e2e-library");
  await setUserPlan(user.email, "pioneros");
  await searchFor(page, "crema");
  // Cards are found by their ad ('IR' link), not by position: arriving advertiser counts may re-sort the grid.
  const cards = page.getByRole("article");
  const hrefs = await Promise.all([0, 1].map((i) => cards.nth(i).getByRole("link", { name: /^IR/ }).getAttribute("href")));
  const byAd = hrefs.map((href) => cards.filter({ has: page.locator(`a[href="${href}"]`) }));
  for (const card of byAd) {
    await card.getByRole("button", { name: /^GUARDAR/ }).click();
    await expect(card.getByRole("button", { name: /^GUARDADO/ })).toBeVisible();
  }
  const savedName = (await byAd[0].getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";

  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Anuncios Guardados" }).click();
  await expect(page.getByRole("heading", { name: "Anuncios Guardados", level: 1 })).toBeVisible();
  const library = page.getByRole("list", { name: "Anuncios guardados" });
  await expect(library.getByRole("article")).toHaveCount(2);
  await expect(page.getByText("Total guardados").locator("..")).toContainText("2");
  // Newest first: the first card saved is the second in the library.
  const card = library.getByRole("article").nth(1);
  await expect(card).toHaveAccessibleName(`Anuncio guardado de ${savedName}`);
  const picture = card.getByRole("img", { name: /Imagen del anuncio de/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(card.getByText("Búsqueda", { exact: true })).toBeVisible();
  await expect(card.getByText("#crema")).toBeVisible();
  await lookAt(page, "library-saved-ads", { widths: [375, 1280] });

  // Text filter over the page name.
  await page.getByLabel("Buscar", { exact: true }).fill(savedName);
  await expect(library.getByRole("article", { name: `Anuncio guardado de ${savedName}` }).first()).toBeVisible();
  await page.getByLabel("Buscar", { exact: true }).fill("zzz-nada-coincide");
  await expect(page.getByRole("heading", { name: "Ningún anuncio coincide con los filtros" })).toBeVisible();
  await page.getByLabel("Buscar", { exact: true }).fill("");
  await expect(library.getByRole("article")).toHaveCount(2);

  // Favourite, then only favourites.
  await card.getByRole("button", { name: "Agregar a favoritos" }).click();
  await expect(page.getByText("Agregado a favoritos")).toBeVisible();
  await expect(card.getByRole("button", { name: "Quitar de favoritos" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("switch", { name: "Solo favoritos" }).click();
  await expect(library.getByRole("article")).toHaveCount(1);
  await page.getByRole("switch", { name: "Solo favoritos" }).click();

  // Edit the tags in place: more than three shows '+N más'.
  await card.getByRole("button", { name: "Editar" }).click();
  await card.getByLabel("Etiquetas").fill("búsqueda, crema, verano, ofertas, top");
  await card.getByLabel("Notas").fill("Gancho de precio");
  await card.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(card.getByText("+2 más")).toBeVisible();
  await expect(card.getByText("Gancho de precio")).toBeVisible();

  // The CSV of the current list.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^anuncios-guardados-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain("Página,Texto del anuncio,Enlace,CTA");
  expect(csv).toContain("Gancho de precio");
  expect(
    csv
      .trimEnd()
      .split("\n")
      // 'Guardado el' is followed by the AI hook and angle, empty for ads never analysed, then the stores
      // selling its product and the product's address, empty unless two stores or more sell it.
      .filter((l) => /,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,,(\d+,\S+\/products\/p[0-9a-f]{15})?$/.test(l)),
  ).toHaveLength(2);

  // Cancelling gives the focus back to the card's button (ConfirmDialog, opened with no Radix Trigger);
  // then delete after confirming.
  const deleteButton = card.getByRole("button", { name: "Eliminar" });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "¿Eliminar este anuncio guardado?" });
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Anuncio eliminado exitosamente")).toBeVisible();
  await expect(library.getByRole("article")).toHaveCount(1);
});

test("search history: lists, filters, pages, shows stats and repeats a search; /stats shows the figures", async ({ page }) => {
  const user = await registerNewUser(page, "e2e-history");
  await searchFor(page, "faja");
  await searchFor(page, "crema");
  await seedHistory(user.email);

  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Historial" }).click();
  await expect(page.getByRole("heading", { name: "Historial de Búsquedas" })).toBeVisible();
  await expect(page.getByText("(27 búsquedas)")).toBeVisible();
  await expect(page.getByText("Mostrando 1 - 20 de 27 búsquedas")).toBeVisible();
  await expect(page.getByText("Página 1 de 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
  const first = page.getByRole("article").first();
  await expect(first.getByRole("heading", { name: "crema" })).toBeVisible();
  await expect(first.getByText("20 anuncios")).toBeVisible();

  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Página 2 de 2")).toBeVisible();
  await expect(page.getByText("Mostrando 21 - 27 de 27 búsquedas")).toBeVisible();
  await expect(page.getByRole("button", { name: "Siguiente" })).toBeDisabled();

  // A filter goes back to page 1; one page hides the pagination.
  await page.getByLabel("Término", { exact: true }).fill("faja");
  await expect(page.getByText("(1 búsqueda)")).toBeVisible();
  await expect(page.getByText(/^Página \d+ de/)).toHaveCount(0);
  // A filter nothing matches says so, to someone with searches, and offers to clear the filters.
  await page.getByLabel("Término", { exact: true }).fill("zzz-nada");
  await expect(page.getByRole("heading", { name: "Ninguna búsqueda coincide con los filtros" })).toBeVisible();
  await expect(page.getByText("Realiza tu primera búsqueda")).toHaveCount(0);
  await lookAt(page, "library-history-no-match", { widths: [375, 1280] });
  await page.getByRole("button", { name: "Limpiar filtros" }).click();
  await expect(page.getByLabel("Término", { exact: true })).toHaveValue("");
  await expect(page.getByText("(27 búsquedas)")).toBeVisible();
  await page.getByLabel("País", { exact: true }).click();
  await page.getByRole("option", { name: "México" }).click();
  await expect(page.getByText("(12 búsquedas)")).toBeVisible();
  await expect(page.getByRole("article").first().getByText("México")).toBeVisible();
  await page.getByLabel("País", { exact: true }).click();
  await page.getByRole("option", { name: "Todos los países" }).click();

  await page.getByRole("button", { name: "Ver Estadísticas" }).click();
  const stats = page.getByRole("region", { name: "Estadísticas del historial" });
  await expect(stats.getByText("Total de búsquedas").locator("..")).toContainText(/\d/);
  await expect(stats.getByRole("img", { name: /^Búsquedas por día/ })).toBeVisible();
  await expect(stats.getByText("Términos más buscados")).toBeVisible();
  await lookAt(page, "library-search-history", { widths: [375, 1280] });
  await page.getByRole("button", { name: "Ocultar Estadísticas" }).click();
  await expect(stats).toBeHidden();

  await page.getByRole("article").first().getByRole("button", { name: "Repetir" }).click();
  // The search screen takes the prefill from the query string and then drops it from the address bar.
  await page.waitForURL((url) => url.pathname === "/search");
  await expect(page.getByLabel("Término de búsqueda")).toHaveValue("crema");

  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Análisis y Ahorros" }).click();
  await expect(page.getByRole("heading", { name: "Análisis y Ahorros" })).toBeVisible();
  await expect(page.getByText("Total de búsquedas").locator("..")).toContainText("2");
  await expect(page.getByText("Ahorro estimado")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Países principales" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Términos principales" }).locator("..")).toContainText("crema");
  await lookAt(page, "library-stats", { widths: [375, 1280] });
});

test("a library already opened shows an ad saved since, and a deleted ad is no longer saved in the search, without a reload", async ({
  page,
}) => {
  const user = await registerNewUser(page, "e2e-library-fresh");
  await setUserPlan(user.email, "pioneros");
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  const library = page.getByRole("list", { name: "Anuncios guardados" });
  const total = page.getByText("Total guardados").locator("..");

  // The library first, empty: its data is now in the browser's cache.
  await nav.getByRole("link", { name: "Anuncios Guardados" }).click();
  await expect(page.getByRole("heading", { name: "No hay anuncios guardados" })).toBeVisible();
  await expect(total).toContainText("0");

  // Save from the search, then open the library straight away (in-app navigation, no reload).
  await nav.getByRole("link", { name: "Buscar Anuncios" }).click();
  await searchFor(page, "crema");
  const card = page.getByRole("article").first();
  const href = await card.getByRole("link", { name: /^IR/ }).getAttribute("href");
  const sameAd = page.getByRole("article").filter({ has: page.locator(`a[href="${href}"]`) });
  await sameAd.getByRole("button", { name: /^GUARDAR/ }).click();
  await expect(sameAd.getByRole("button", { name: /^GUARDADO/ })).toBeVisible();
  await nav.getByRole("link", { name: "Anuncios Guardados" }).click();
  await expect(library.getByRole("article")).toHaveCount(1);
  await expect(total).toContainText("1");
  await page.getByLabel("Colección").click();
  await expect(page.getByRole("option", { name: "Búsqueda" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Delete it there: the search card offers to save it again.
  await library.getByRole("article").first().getByRole("button", { name: "Eliminar" }).click();
  await page.getByRole("dialog", { name: "¿Eliminar este anuncio guardado?" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByRole("heading", { name: "No hay anuncios guardados" })).toBeVisible();
  await expect(total).toContainText("0");
  await nav.getByRole("link", { name: "Buscar Anuncios" }).click();
  await expect(sameAd.getByRole("button", { name: /^GUARDAR/ })).toBeVisible();
});
