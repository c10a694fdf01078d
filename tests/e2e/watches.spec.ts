// Watches end to end: create a watch from a search, run the job (`npm run job -- watches`) against
// the test database, see the sidebar's unread count and the Novedades entries, and mark them read; the
// 'Vigilancias' tab; the plan limit of the free plan; and a 375 px pass over the dialog, the tab and the feed.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { holdFirstFetch, lookAt, pageWidth, registerNewUser, runJob, searchFor, setUserPlan, withTestDb } from "./helpers";

test.use({ storageState: { cookies: [], origins: [] } });

/**
 * A zone where it is now early afternoon: deliveries never happen between 22:00 and 07:00 in the user's
 * zone, and the test must not depend on the hour it runs at.
 */
function daytimeZone(): string {
  const zones = ["America/Bogota", "Europe/Madrid", "Asia/Tokyo", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Auckland"];
  const hour = (zone: string) =>
    Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: zone }).format(new Date()));
  return zones.find((z) => hour(z) >= 9 && hour(z) <= 19) ?? "America/Bogota";
}

async function setTimeZone(email: string, zone: string): Promise<void> {
  await withTestDb((pool) => pool.query(`UPDATE "User" SET "timeZone" = $2 WHERE email = $1`, [email.toLowerCase(), zone]));
}

/** Fills and sends the watch dialog opened from the search screen. */
async function createWatchFromSearch(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Vigilar esta búsqueda" }).click();
  const dialog = page.getByRole("dialog", { name: "Vigilar esta búsqueda" });
  await expect(dialog.getByRole("radio", { name: "Diaria" })).toBeChecked();
  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByRole("button", { name: "Crear vigilancia" }).click();
  await expect(page.getByText("Vigilancia creada. Te avisaremos cuando aparezcan anuncios nuevos.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The same search cannot be watched twice: the button now says it is watched, and leads to the watch.
  await expect(page.getByRole("link", { name: `Vigilando esta búsqueda: ver «${name}» en Vigilancias` })).toHaveAttribute(
    "href",
    "/search-history?tab=vigilancias",
  );
}

const novedades = (page: Page) => page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: /^Novedades/ });

test("create a watch from a search, run the job, see the unread count and the feed, mark them read", async ({ page }) => {
  test.setTimeout(180_000);
  const user = await registerNewUser(page, "e2e-watch");
  await setUserPlan(user.email, "pioneros");
  await setTimeZone(user.email, daytimeZone());
  await page.goto("/search");
  await searchFor(page, "crema");
  await createWatchFromSearch(page, "Cremas en todos los países");

  await page.goto("/search-history?tab=vigilancias");
  const watch = page.getByRole("article", { name: "Cremas en todos los países" });
  await expect(watch).toBeVisible();
  await expect(watch.getByText("Activa", { exact: true })).toBeVisible();
  await expect(watch.getByText(/Aún no se ha revisado/)).toBeVisible();
  await expect(page.getByText("Usas 1 de 3 vigilancias de tu plan")).toBeVisible();
  await expect(novedades(page)).toHaveAccessibleName("Novedades");

  await runJob("watches");

  await page.reload();
  await expect(watch.getByText(/Última revisión:/)).toBeVisible();
  // The badge reads the count of entries the run wrote.
  await expect(novedades(page)).toHaveAccessibleName(/^Novedades\s*\d+ novedad(es)? sin leer$/);
  await novedades(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novedades" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Hoy" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Cremas en todos los países" })).toBeVisible();
  const entry = page.locator("article[data-unread]").first();
  await expect(entry).toBeVisible();
  const firstAd = entry.getByRole("link", { name: /^Ver anuncio de / }).first();
  await expect(firstAd).toHaveAttribute("href", /^\/ads\//);
  await expect(entry.getByText(/Puntuación \d+ de 100/).first()).toBeAttached();
  await lookAt(page, "watches-feed", { widths: [375, 1280] });

  await page.getByRole("button", { name: "Marcar todo como leído" }).click();
  await expect(page.getByText("Todas las novedades están marcadas como leídas")).toBeVisible();
  await expect(page.locator("article[data-unread]")).toHaveCount(0);
  await expect(novedades(page)).toHaveAccessibleName("Novedades");
  await expect(page.getByRole("button", { name: "Marcar todo como leído" })).toBeDisabled();

  // A second run delivers nothing twice: no new unread entry.
  await runJob("watches");
  await page.reload();
  await expect(page.locator("article[data-unread]")).toHaveCount(0);
  await expect(novedades(page)).toHaveAccessibleName("Novedades");
});

test("the free plan: 'Vigilar esta búsqueda' shows the plan's lock before any form", async ({ page }) => {
  await registerNewUser(page, "e2e-watch-free");
  await page.goto("/search");
  await searchFor(page, "faja");
  await page.getByRole("button", { name: "Vigilar esta búsqueda (no incluido en tu plan)" }).click();
  const dialog = page.getByRole("dialog", { name: "Límite de tu plan" });
  await expect(dialog.getByText("Tu plan GRATIS no incluye vigilancias.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Ver planes" })).toHaveAttribute("href", "/user-plans");
  await expect(page.getByRole("button", { name: "Crear vigilancia" })).toHaveCount(0);
  await lookAt(page, "watches-limit-dialog", { widths: [375, 1280], fullPage: false });
  await page.keyboard.press("Escape");
  await page.goto("/search-history?tab=vigilancias");
  await expect(page.getByRole("heading", { name: "Aún no tienes vigilancias" })).toBeVisible();
  await expect(page.getByText("Tu plan actual no incluye vigilancias.")).toBeVisible();
  await page.goto("/novedades");
  await expect(page.getByRole("heading", { name: "Aún no hay novedades" })).toBeVisible();
  await lookAt(page, "watches-feed-empty", { widths: [375, 1280] });
});

test("375 px: the dialog, the 'Vigilancias' tab and the feed fit a phone, and one entry is marked read", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const user = await registerNewUser(page, "e2e-watch-phone");
  await setUserPlan(user.email, "tactico");
  await page.goto("/search");
  await searchFor(page, "zapatillas");
  await page.getByRole("button", { name: "Vigilar esta búsqueda" }).click();
  const dialog = page.getByRole("dialog", { name: "Vigilar esta búsqueda" });
  // A blank name takes the search's term and country, which the field shows as its placeholder.
  await expect(dialog.getByLabel("Nombre")).toHaveAttribute("placeholder", "zapatillas · Todos los países");
  // This plan allows every 6 hours; the free and first paid plans only offer daily.
  await expect(dialog.getByRole("radio", { name: "Cada 6 horas" })).toBeVisible();
  await dialog.getByLabel("En la app (Novedades)").uncheck();
  await dialog.getByRole("button", { name: "Crear vigilancia" }).click();
  await expect(dialog.getByText("Elige al menos un canal: Telegram o Novedades")).toBeVisible();
  await lookAt(page, "watches-dialog-error", { fullPage: false });
  await dialog.getByLabel("En la app (Novedades)").check();
  await dialog.getByRole("radio", { name: "Cada 6 horas" }).check();
  await dialog.getByLabel("Puntuación mínima (0–100)").fill("40");
  await dialog.getByRole("button", { name: "Crear vigilancia" }).click();
  await expect(dialog).toBeHidden();

  const watchFetches = await holdFirstFetch(page, "/api/watches");
  await page.goto("/search-history?tab=vigilancias");
  const watch = page.getByRole("article").filter({ hasText: "«zapatillas»" });
  await expect(watch.getByText(/Cada 6 horas · Puntuación mínima 40 · En la app/)).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await lookAt(page, "watches-tab");
  await expect.poll(watchFetches).toBe(1);
  await watch.getByRole("button", { name: /^Pausar / }).click();
  await expect(watch.getByText("Pausada", { exact: true })).toBeVisible();
  await expect.poll(watchFetches).toBe(2);
  await page.unrouteAll({ behavior: "wait" });
  await watch.getByRole("button", { name: /^Editar / }).click();
  await lookAt(page, "watches-edit-dialog", { fullPage: false });
  await page.getByRole("dialog", { name: "Editar vigilancia" }).getByRole("button", { name: "Cancelar" }).click();

  // Two entries written as a run writes them, so the phone layout is checked whatever the hour.
  const archived = (await (await page.request.get("/api/archive?q=zapatillas&limit=2")).json()) as {
    ads: { ad: { id: string; page_id: string; page_name: string } }[];
  };
  const ads = archived.ads.map(({ ad }, i) => ({
    id: ad.id,
    pageId: ad.page_id,
    pageName: ad.page_name,
    text: "Zapatillas con envío gratis ".repeat(6),
    score: 70 - i,
    label: "Escalando",
    daysRunning: 12,
    thumbnailUrl: null,
    ...(i === 0 ? { arrival: { country: "MX", from: "US", since: new Date(Date.now() - 12 * 86_400_000).toISOString() } } : {}),
  }));
  await withTestDb(async (pool) => {
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [user.email.toLowerCase()]);
    for (const [i, title] of ["2 anuncios nuevos en zapatillas", "1 anuncio nuevo en zapatillas"].entries()) {
      await pool.query(
        `INSERT INTO "FeedItem" (id, "userId", kind, "watchId", "watchName", title, body, ads, "refKey", "createdAt")
         VALUES ($1, $2, 'watch', 'w-e2e', 'zapatillas · Todos los países', $3, '', $4, $5, (now() AT TIME ZONE 'UTC') - ($6 || ' minutes')::interval)`,
        [
          `e2e${randomBytes(8).toString("hex")}`,
          rows[0].id,
          title,
          JSON.stringify(i === 0 ? ads : ads.slice(0, 1)),
          `e2e-${i}`,
          String(i * 5),
        ],
      );
    }
  });
  const feedFetches = await holdFirstFetch(page, "/api/feed");
  await page.goto("/novedades");
  await expect(page.getByText("Llegó a México (visto en EE. UU. desde hace 12 días)").first()).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await lookAt(page, "watches-feed-phone");
  await expect.poll(feedFetches).toBe(1);
  await page.getByRole("button", { name: "Marcar como leída: 2 anuncios nuevos en zapatillas" }).click();
  await expect(page.locator("article[data-unread]")).toHaveCount(1);
  await expect(page.getByRole("main").getByText("1 novedad sin leer", { exact: true })).toBeVisible();
  await expect.poll(feedFetches).toBe(2);
});

test("moved to a smaller plan: the newest watch beyond it waits, says why, and cannot be resumed", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const user = await registerNewUser(page, "e2e-watch-plan");
  await setUserPlan(user.email, "tactico");
  const origin = new URL(baseURL!).origin;
  for (const value of ["faja", "crema", "zapatillas", "reloj"]) {
    const res = await page.request.post("/api/watches", {
      headers: { origin },
      data: { params: { value, country: "CO" }, frequencyHours: 24, minScore: 0, channels: { telegram: false, inApp: true } },
    });
    expect(res.status()).toBe(201);
  }
  // Pioneros allows 3: the job pauses the newest at its next tick.
  await setUserPlan(user.email, "pioneros");
  await runJob("watches");

  await page.goto("/search-history?tab=vigilancias");
  const newest = page.getByRole("article").filter({ hasText: "«reloj»" });
  await expect(newest.getByText("Pausada por tu plan", { exact: true })).toBeVisible();
  await expect(newest.getByText(/^Pausada: tu plan permite 3 vigilancias\. Se reanudará sola/)).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "«faja»" }).getByText("Activa", { exact: true })).toBeVisible();
  await expect(page.getByText("Tienes 4 vigilancias y tu plan permite 3: las más recientes esperan pausadas")).toBeVisible();
  await lookAt(page, "watches-paused-plan", { widths: [375, 1280] });
  await newest.getByRole("button", { name: /^Reanudar / }).click();
  await expect(page.getByText("Tu plan Pioneros permite 3 vigilancias en marcha: pausa o elimina otra para reanudar esta.")).toBeVisible();
  await expect(newest.getByText("Pausada por tu plan", { exact: true })).toBeVisible();
});
