// The search screen end to end (demo provider): results, sorting, load more, restore after reload,
// prefill from the query string, saving and following from a card, AI suggestions and validation.
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { lookAt, registerNewUser, searchFor, setAdsUsed, setUserPlan } from "./helpers";

/**
 * A search first cancels its user's pending work (docs/product.md §4), so two tests searching as the same user at
 * once abort each other's requests (with the shared admin, 'Cargar más' lost its page to another
 * test's search). Tests that search run as a user of their worker's own: tests in one worker run one
 * after another, workers never share a user, and the sign-up is paid once per worker, not per test.
 */
const test = base.extend<object, { workerStorageState: string }>({
  storageState: ({ workerStorageState }, use) => use(workerStorageState),
  workerStorageState: [
    async ({ browser }, use, workerInfo) => {
      const file = path.resolve(workerInfo.project.outputDir, `.auth/search-worker-${workerInfo.workerIndex}.json`);
      const page = await browser.newPage({ storageState: { cookies: [], origins: [] }, baseURL: workerInfo.project.use.baseURL });
      const user = await registerNewUser(page, `e2e-search-w${workerInfo.workerIndex}`);
      // A paid plan: the worker's tests together fetch more than the free plan's 100 ads a month.
      await setUserPlan(user.email, "imperio");
      await page.context().storageState({ path: file });
      await page.close();
      await use(file);
    },
    { scope: "worker" },
  ],
});

/**
 * react-hook-form and the form's binding load just after the search screen (docs/benchmarks.md §3): holds
 * that code back, so the read-only stand-in is what the user meets, until the returned function is called.
 * Navigate with `waitUntil: "domcontentloaded"` meanwhile: the load event may wait for the held chunk.
 */
async function holdFormCode(page: Page): Promise<() => Promise<void>> {
  let released = false;
  let resolveHeld = () => {};
  const held = new Promise<void>((resolve) => (resolveHeld = resolve));
  let resolveDelivered = () => {};
  const delivered = new Promise<void>((resolve) => (resolveDelivered = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    // Once released, chunks go straight through: a handler still fetching when the test ends would
    // fail it ('Response has been disposed'), as the cards' chunk did after the search.
    if (released) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    // The AI suggestions' list comes with the form's binding.
    const isForm = body.includes("Cerrar sugerencias");
    if (isForm) await held;
    await route.fulfill({ response, body });
    if (isForm) resolveDelivered();
  });
  /** Lets the form's code through; resolves once the browser has it. */
  return () => {
    released = true;
    resolveHeld();
    return delivered;
  };
}

/** The "N días activo" figures of the cards, in screen order. */
async function daysOnScreen(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole("article")
    .getByText(/^\d+ días? activo$/)
    .allTextContents();
  return texts.map((t) => Number.parseInt(t, 10));
}

function sortedAsc(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

type StoredSearch = { pagination: { displayedCount: number }; savedAdIds: string[] };

/** A figure of the stored search state (docs/product.md §4 Persisted search state), read as a reload would. */
async function storedState<T>(page: Page, pick: (state: StoredSearch) => T): Promise<T | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem("adradar:search-state"));
  return raw ? pick((JSON.parse(raw) as { state: StoredSearch }).state) : null;
}

test.describe("search screen (the worker's own user)", () => {
  test("a search shows cards with the advertiser, days running, duplicate badge and images", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { name: "Listo para Descubrir" })).toBeVisible();

    await searchFor(page, "crema");
    // The toast names the same total as 'Mostrando 20 de N'.
    const shown = page.getByRole("status").filter({ hasText: /^Mostrando 20 de [\d.]+ anuncios$/ });
    await expect(shown).toBeVisible();
    const total = /de ([\d.]+) anuncios/.exec((await shown.textContent()) ?? "")?.[1] ?? "";
    await expect(
      page.getByText(total === "20" ? "¡Se encontraron 20 anuncios!" : `¡Se encontraron ${total} anuncios! Mostrando 20.`),
    ).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(20);

    const first = cards.first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    await expect(first.getByText(/^\d+ días? activo$/)).toBeVisible();
    await expect(page.getByText(/^\d+ veces duplicado$/).first()).toBeVisible();

    const image = page.getByRole("img", { name: /del anuncio de/ }).first();
    await expect(image).toBeVisible();
    // Creatives load lazily, as a person scrolling the grid would see them.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A carousel wraps around: back from the first image is the last one. The card is found by its ad
    // (its 'IR' link), not by position: arriving advertiser counts may re-sort the grid meanwhile.
    const firstWithCarousel = cards.filter({ has: page.getByRole("group", { name: /^Imágenes del anuncio de/ }) }).first();
    const href = await firstWithCarousel.getByRole("link", { name: /^IR/ }).getAttribute("href");
    expect(href).toBeTruthy();
    const carousel = cards.filter({ has: page.locator(`a[href="${href}"]`) }).getByRole("group", { name: /^Imágenes del anuncio de/ });
    await carousel.getByRole("button", { name: "Imagen anterior" }).click();
    await expect(carousel.getByRole("img", { name: /^Imagen (\d+) de \1 del anuncio/ })).toBeVisible();
    await carousel.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(carousel.getByRole("img", { name: /^Imagen 1 de \d+ del anuncio/ })).toBeVisible();

    // The advertiser-stats queue runs to the end: 'done de total'.
    await expect(page.getByText(/^(\d+) de \1$/)).toBeVisible();

    // The viewport only: off-screen cards skip painting (content-visibility), so a full-page shot shows them blank.
    await lookAt(page, "search", { widths: [1280, 375], fullPage: false });
  });

  test("sorting cycles desc → asc → none (longest running first) and disables the lower levels", async ({ page }) => {
    await page.goto("/search");
    await searchFor(page, "crema");
    // The whole page is on screen (cards arrive a few per frame) before its order is compared.
    await expect(page.getByRole("article")).toHaveCount(20);

    const primary = page.getByRole("group", { name: /^Primario/ });
    const secondary = page.getByRole("group", { name: /^Secundario/ });
    const tertiary = page.getByRole("group", { name: /^Terciario/ });
    const daysButton = primary.getByRole("button", { name: /^Días activo/ });

    // The first click on a count or a number of days puts the biggest first.
    await daysButton.click();
    await expect(daysButton).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => daysOnScreen(page)).toEqual(sortedAsc(await daysOnScreen(page)).reverse());
    const longestFirst = await daysOnScreen(page);
    expect(longestFirst[0]).toBeGreaterThan(longestFirst[longestFirst.length - 1]);

    await daysButton.click();
    await expect.poll(() => daysOnScreen(page)).toEqual(sortedAsc(await daysOnScreen(page)));

    await daysButton.click();
    await expect(daysButton).toHaveAttribute("aria-pressed", "false");
    await expect(secondary.getByRole("button", { name: /^Duplicados/ })).toBeDisabled();
    await expect(tertiary.getByRole("button", { name: /^Días activo/ })).toBeDisabled();

    await primary.getByRole("button", { name: /^Duplicados/ }).click();
    await expect(secondary.getByRole("button", { name: /^Duplicados/ })).toBeEnabled();
    await expect(tertiary.getByRole("button", { name: /^Días activo/ })).toBeDisabled();
  });

  test("'Cargar más' adds 20 cards and a reload restores them", async ({ page }) => {
    await page.goto("/search");
    await searchFor(page, "crema");
    await expect(page.getByRole("article")).toHaveCount(20);
    // The page as a reader sees it once the advertisers' counts are in (on a loaded machine they land
    // for seconds after the cards).
    await expect(page.getByText("Estadísticas de anunciantes completas")).toBeVisible();

    const [more] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === "/api/search"),
      page.getByRole("button", { name: "Cargar más" }).click(),
    ]);
    // The next page itself, so that a failure says whether the server or the screen fell short.
    expect(more.status()).toBe(200);
    expect(((await more.json()) as { data: unknown[] }).data).toHaveLength(20);
    await expect(page.getByText("¡Se cargaron 20 anuncios más!")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(40);

    // The batched storage write has landed, then reload.
    await expect.poll(() => storedState(page, (state) => state.pagination.displayedCount)).toBe(40);
    await page.reload();
    await expect(page.getByRole("article")).toHaveCount(40);
    await expect(page.getByLabel("Término de búsqueda")).toHaveValue("crema");
    await expect(page.getByText(/^Mostrando 40 de \d+ anuncios$/)).toBeVisible();

    await page.getByRole("button", { name: "Limpiar" }).click();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Listo para Descubrir" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Listo para Descubrir" })).toBeVisible();
  });

  test("'Búsquedas guardadas' loads a complete search back: its cards and its params, without a new search", async ({ page }) => {
    await page.goto("/search");
    await searchFor(page, "crema");
    await page.getByRole("button", { name: "Limpiar" }).click();
    await expect(page.getByRole("heading", { name: "Listo para Descubrir" })).toBeVisible();
    await expect(page.getByLabel("Término de búsqueda")).toHaveValue("");

    await page.getByRole("button", { name: "Búsquedas guardadas" }).click();
    const searches: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname === "/api/search") searches.push(req.url());
    });
    await page.getByRole("button", { name: "Cargar búsqueda crema", exact: true }).click();
    await expect(page.getByText(/^¡[\d.]+ anuncios cargados de tu búsqueda guardada!$/)).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    // Its params are back in the form (read through the search schema, loaded for it).
    await expect(page.getByLabel("Término de búsqueda")).toHaveValue("crema");
    expect(searches).toEqual([]);
  });
});

test.describe("search screen (admin, no search run)", () => {
  test.use({ storageState: ".auth/admin.json" });

  test("a link with search params fills the form without running the search", async ({ page }) => {
    await page.goto("/search?value=zapatos&country=CO&minDays=3");
    await expect(page.getByLabel("Término de búsqueda")).toHaveValue("zapatos");
    await expect(page.getByLabel("País", { exact: true })).toHaveValue("CO");
    await expect(page.getByLabel("Días mínimos activo")).toHaveValue("3");
    await expect(page.getByRole("heading", { name: "Listo para Descubrir" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("AI suggestions fill the search input", async ({ page }) => {
    await page.goto("/search");
    const input = page.getByLabel("Término de búsqueda");
    await input.fill("crema para manchas de la piel");
    await page.getByRole("button", { name: "Sugerencias IA" }).click();

    const suggestions = page.getByRole("region", { name: /^Sugerencias/ });
    const firstChip = suggestions.getByRole("listitem").first().getByRole("button");
    await expect(firstChip).toBeVisible();
    const keyword = (await firstChip.textContent())?.trim() ?? "";
    expect(keyword).not.toBe("");
    await firstChip.click();
    await expect(input).toHaveValue(keyword);
  });

  test("empty text: the search and the suggestions ask for it", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page.getByText("Por favor ingresa un término de búsqueda")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);

    await page.getByRole("button", { name: "Sugerencias IA" }).click();
    await expect(page.getByText("Ingresa una idea primero")).toBeVisible();
  });
});

test("while the form's code is still on its way: the term box waits read-only, and a click on it or on 'Buscar' is not lost", async ({
  page,
}) => {
  const release = await holdFormCode(page);
  await page.goto("/search", { waitUntil: "domcontentloaded" });
  // Hydrated (the empty state shows once the stored search is read), the form's code still held back.
  await expect(page.getByText("Listo para Descubrir")).toBeVisible();
  const input = page.getByLabel("Término de búsqueda");
  await expect(input).toBeVisible();
  await expect(input).not.toBeEditable();
  await input.click();
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await page.waitForTimeout(300);
  await expect(page.getByText("Por favor ingresa un término de búsqueda")).toHaveCount(0);

  void release();
  // The click on 'Buscar' is done once the form is there: the empty term is refused as usual.
  await expect(page.getByText("Por favor ingresa un término de búsqueda")).toBeVisible();
  await expect(input).toBeEditable();
  await input.fill("faja");
  await input.press("Enter");
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("the term box clicked before the form's code arrived has the focus once it has", async ({ page }) => {
  const release = await holdFormCode(page);
  await page.goto("/search", { waitUntil: "domcontentloaded" });
  // Hydrated (the empty state shows once the stored search is read), the form's code still held back.
  await expect(page.getByText("Listo para Descubrir")).toBeVisible();
  const input = page.getByLabel("Término de búsqueda");
  await input.click();
  await expect(input).toBeFocused();
  void release();
  await expect(input).toBeEditable();
  await expect(input).toBeFocused();
  await page.keyboard.type("colágeno");
  await expect(input).toHaveValue("colágeno");
});

test("a press on 'Búsquedas guardadas' that the form's code arrives under still opens the panel", async ({ page }) => {
  const release = await holdFormCode(page);
  await page.goto("/search", { waitUntil: "domcontentloaded" });
  await expect(page.getByText("Listo para Descubrir")).toBeVisible();
  const toggle = page.getByRole("button", { name: "Búsquedas guardadas" });
  await expect(toggle).toBeEnabled();
  await toggle.hover();
  await page.mouse.down();
  // The form's code arrives and runs while the button is held down: swapped in now, the form would take
  // the release on a new button and the click would be lost.
  await release();
  // Time for the code to run. Bounded: on a slower machine the swap may come after the release, which
  // lets this test pass without proving its point but can never fail it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await page.mouse.up();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: /Búsquedas guardadas/ })).toBeVisible();
  await expect(page.getByLabel("Término de búsqueda")).toBeEditable();
});

test.describe("search screen (new users)", () => {
  // Users of their own: saved ads and followed advertisers must not leak into other specs' admin lists.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("on a paid plan: save an ad; a fresh browser shows it saved; the library counts it", async ({ page, browser }) => {
    const user = await registerNewUser(page, "e2e-search-save");
    await setUserPlan(user.email, "imperio");

    // Save: success, the card shows it, and the mark survives a reload.
    await page.goto("/search");
    await searchFor(page, "keratina");
    const href = await page.getByRole("article").first().getByRole("link", { name: /^IR/ }).getAttribute("href");
    expect(href).toBeTruthy();
    const sameAd = page.getByRole("article").filter({ has: page.locator(`a[href="${href}"]`) });

    await sameAd.getByRole("button", { name: /^GUARDAR/ }).click();
    await expect(page.getByText("Anuncio guardado exitosamente")).toBeVisible();
    await expect(sameAd.getByRole("button", { name: /^GUARDADO/ })).toBeDisabled();

    await expect.poll(() => storedState(page, (state) => state.savedAdIds.length)).toBe(1);
    await page.reload();
    await expect(sameAd.getByRole("button", { name: /^GUARDADO/ })).toBeVisible();

    // A fresh browser (the same session, nothing stored) still shows it saved: the mark comes from the server.
    const fresh = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
    const freshPage = await fresh.newPage();
    await freshPage.goto("/search");
    await searchFor(freshPage, "keratina");
    await expect(
      freshPage
        .getByRole("article")
        .filter({ has: freshPage.locator(`a[href="${href}"]`) })
        .getByRole("button", { name: /^GUARDADO/ }),
    ).toBeDisabled();
    await fresh.close();

    await page.goto("/saved-ads");
    await expect(page.getByRole("list", { name: "Anuncios guardados" }).getByRole("article")).toHaveCount(1);
  });

  test("on a paid plan: follow an advertiser through the modal; a fresh browser shows it followed; the tracking list shows it", async ({
    page,
    browser,
  }) => {
    const user = await registerNewUser(page, "e2e-search-follow");
    await setUserPlan(user.email, "imperio");
    await page.goto("/search");
    await searchFor(page, "freidora");
    const pageName = (await page.getByRole("article").last().getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
    expect(pageName).not.toBe("");
    const advertiserCard = page.getByRole("article", { name: pageName, exact: true }).first();
    await advertiserCard.getByRole("button", { name: /^SEGUIR/ }).click();

    const dialog = page.getByRole("dialog", { name: "Seguir anunciante" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(pageName, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: /Físico/ })).toBeChecked();
    await dialog.getByRole("radio", { name: /Digital/ }).check();
    await dialog.getByLabel("Notas (opcional)").fill("  Competidor directo  ");
    await dialog.getByRole("button", { name: "Activar seguimiento" }).click();

    await expect(page.getByText("¡Anunciante agregado al seguimiento exitosamente!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(advertiserCard.getByRole("button", { name: /^SIGUIENDO/ })).toBeVisible();

    // Reopening the modal for another advertiser starts from the defaults.
    const other = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^SEGUIR/ }) })
      .first();
    await other.getByRole("button", { name: /^SEGUIR/ }).click();
    await expect(dialog.getByRole("radio", { name: /Físico/ })).toBeChecked();
    await expect(dialog.getByLabel("Notas (opcional)")).toHaveValue("");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();

    // A fresh browser (the same session, nothing stored) still shows it followed: the mark comes from the server.
    const fresh = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
    const freshPage = await fresh.newPage();
    await freshPage.goto("/search");
    await searchFor(freshPage, "freidora");
    await expect(
      freshPage
        .getByRole("article", { name: pageName, exact: true })
        .first()
        .getByRole("button", { name: /^SIGUIENDO/ }),
    ).toBeVisible();
    await fresh.close();

    await page.goto("/tracked-advertisers");
    await expect(page.getByRole("article", { name: pageName, exact: true })).toBeVisible();
  });

  test("on the free plan: GUARDAR and SEGUIR show the plan's lock before any request", async ({ page }) => {
    const refused: string[] = [];
    page.on("response", (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await registerNewUser(page, "e2e-search-free");
    await searchFor(page, "faja");
    const card = page.getByRole("article").first();

    await card.getByRole("button", { name: /^GUARDAR.*\(no incluido en tu plan\)$/ }).click();
    const saveLock = page.getByRole("dialog", { name: "Límite de tu plan" });
    await expect(saveLock.getByText("Tu plan GRATIS no incluye anuncios guardados.")).toBeVisible();
    await expect(saveLock.getByText("Disponibles desde el plan Pioneros.")).toBeVisible();
    await expect(saveLock.getByRole("link", { name: "Ver planes" })).toHaveAttribute("href", "/user-plans");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: /^SEGUIR.*\(no incluido en tu plan\)$/ }).click();
    const followLock = page.getByRole("dialog", { name: "Límite de tu plan" });
    await expect(followLock.getByText("Tu plan GRATIS no incluye anunciantes en seguimiento.")).toBeVisible();
    // No form to fill, and nothing the server would refuse (no 403, no failed resource in the console).
    await expect(page.getByRole("button", { name: "Activar seguimiento" })).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test("reaching the monthly limit: the page is cut, the next search is refused and only then the limit modal opens", async ({ page }) => {
    const user = await registerNewUser(page, "e2e-search-quota");
    await setAdsUsed(user.email, 95); // free plan: 100 ads a month

    await page.getByLabel("Término de búsqueda").fill("crema");
    await page.getByLabel("Término de búsqueda").press("Enter");
    // Only what was left of the month's quota was delivered; nothing was refused, so no modal.
    await expect(page.getByRole("article")).toHaveCount(5);
    const modal = page.getByRole("dialog", { name: "Límite de Anuncios Alcanzado" });
    await expect(modal).toBeHidden();

    await page.getByLabel("Término de búsqueda").fill("reloj");
    await page.getByLabel("Término de búsqueda").press("Enter");
    await expect(page.getByText("Has alcanzado tu límite mensual de anuncios")).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByText("Pioneros")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    // A refusal opens it once: no other screen, and no reload, brings it back.
    await page.goto("/search-history");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The usage card has loaded the figures the old modal opened on.
    await expect(page.getByText("Límite", { exact: true })).toBeVisible();
    await expect(modal).toBeHidden();
  });
});
