// Tracked advertisers and settings end to end (demo provider, fresh users): follow from search, the card
// with its chart and trend, check stats, filters, pause, delete; the settings tabs with Telegram (the
// 'Conectar Telegram' button; telegram-connect.spec.ts connects a chat), time and zone, the validation message, and changing the password then signing in with the new one.
import { expect, test, type Page } from "@playwright/test";
import { lookAt, pageWidth, registerNewUser, searchFor, setUserPlan } from "./helpers";

// A browser in Madrid: the settings propose its zone rather than the app's (Bogotá).
test.use({ storageState: { cookies: [], origins: [] }, timezoneId: "Europe/Madrid" });

/** At a phone's and a desktop's width: nothing wider than the screen once the layout (and the chart) has adapted. */
async function checkWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(width);
    await lookAt(page, `tracking-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("follow from search, then the card: chart, trend, check stats, filters, pause and delete", async ({ page }) => {
  const user = await registerNewUser(page, "e2e-tracking");
  await setUserPlan(user.email, "pioneros");
  await page.goto("/search");
  await searchFor(page, "freidora");
  const card = page.getByRole("article").first();
  const pageName = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
  await card.getByRole("button", { name: /^SEGUIR/ }).click();
  const dialog = page.getByRole("dialog", { name: "Seguir anunciante" });
  // The same four product types as the edit dialog and the list filter.
  for (const type of ["Físico", "Digital", "Servicio", "Otro"])
    await expect(dialog.getByRole("radio", { name: new RegExp(`^${type}`) })).toBeVisible();
  await lookAt(page, "tracking-follow-dialog", { widths: [375, 1280], fullPage: false });
  await dialog.getByLabel("Notas (opcional)").fill("  Competidor directo  ");
  await dialog.getByRole("button", { name: "Activar seguimiento" }).click();
  await expect(page.getByText("¡Anunciante agregado al seguimiento exitosamente!")).toBeVisible();

  await page.goto("/tracked-advertisers");
  await expect(page.getByRole("heading", { level: 1, name: "Anunciantes en Seguimiento" })).toBeVisible();
  const tracked = page.getByRole("article", { name: pageName, exact: true });
  await expect(tracked).toBeVisible();
  // Day one has one point: a message until the second one, not a chart of a lone dot.
  await expect(tracked.getByText("El gráfico aparecerá con el segundo registro diario: se toma uno cada día.")).toBeVisible();
  await expect(tracked.locator("canvas")).toHaveCount(0);
  await expect(tracked.getByText("Estable", { exact: true })).toBeVisible();
  await expect(tracked.getByText("Inicio del seguimiento")).toBeVisible();
  await expect(tracked.getByText("Competidor directo", { exact: true })).toBeVisible();
  await expect(tracked.getByText("Físico", { exact: true })).toBeVisible();

  await tracked.getByRole("button", { name: "Actualizar estadísticas" }).click();
  await expect(page.getByText(/^Estadísticas actualizadas: \d+ → \d+ anuncios \([+-]?\d+, [+-]?[\d,]+%\)$/)).toBeVisible();

  // From the keyboard: the toast above sits over this top-right button, and a pointer resting on a toast
  // keeps it open (sonner pauses it), so a click would wait on itself.
  // The list is refetched after the check, and 'Actualizar' waits for that (disabled meanwhile): a key
  // pressed on it before then does nothing.
  const refresh = page.getByRole("button", { name: "Actualizar", exact: true });
  await expect(refresh).toBeEnabled();
  await refresh.press("Enter");
  await expect(page.getByText("Datos actualizados")).toBeVisible();
  await checkWidths(page, "list");

  // Client-side filters: name and product type.
  await page.getByLabel("Buscar anunciante").fill("zzz-no-existe");
  await expect(page.getByRole("heading", { name: "No hay anunciantes en seguimiento" })).toBeVisible();
  await page.getByLabel("Buscar anunciante").fill("");
  await page.getByLabel("Tipo de producto").selectOption("digital");
  await expect(tracked).toBeHidden();
  await page.getByLabel("Tipo de producto").selectOption("physical");
  await expect(tracked).toBeVisible();

  // Pause: the card stays where it was, marked 'Pausado', and the toast says where it will be; once
  // the list is loaded again it shows under 'Pausados' and 'Todos', not 'Activos'.
  await tracked.getByRole("button", { name: "Pausar" }).click();
  await expect(page.getByText("Seguimiento pausado: lo encontrarás en la pestaña Pausados")).toBeVisible();
  await expect(tracked.getByText("Pausado", { exact: true })).toBeVisible();
  await expect(tracked.getByRole("button", { name: "Reanudar" })).toBeVisible();
  await lookAt(page, "tracking-paused", { widths: [375, 1280] });
  await page.getByRole("group", { name: "Estado" }).getByRole("button", { name: "Todos" }).click();
  await page.getByRole("group", { name: "Estado" }).getByRole("button", { name: "Activos" }).click();
  await expect(tracked).toBeHidden();
  await page.getByRole("group", { name: "Estado" }).getByRole("button", { name: "Pausados" }).click();
  await expect(tracked.getByText("Pausado")).toBeVisible();
  await page.getByRole("group", { name: "Estado" }).getByRole("button", { name: "Todos" }).click();
  await expect(tracked).toBeVisible();
  await tracked.getByRole("button", { name: "Reanudar" }).click();
  await expect(page.getByText("Seguimiento reanudado")).toBeVisible();

  // Delete after confirming.
  await tracked.getByRole("button", { name: `Eliminar seguimiento de ${pageName}` }).click();
  const confirm = page.getByRole("dialog", { name: "¿Eliminar seguimiento?" });
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Anunciante eliminado del seguimiento")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No hay anunciantes en seguimiento" })).toBeVisible();
});

test("settings: profile, the Telegram button, time and zone, change the password and sign in with the new one", async ({
  page,
  browser,
}) => {
  const user = await registerNewUser(page, "e2e-settings");
  await page.goto("/settings");
  await expect(page.getByRole("tab", { name: "Perfil" })).toHaveAttribute("aria-selected", "true");
  const profile = page.getByRole("region", { name: "Perfil" });
  await expect(profile.getByText(user.email)).toBeVisible();
  await expect(profile.getByText("Usuario", { exact: true })).toBeVisible();
  await checkWidths(page, "settings-profile");
  // On a phone the three tabs fit their bar: none is cut off or pushes it sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const tabs = page.getByRole("tablist");
  await expect.poll(() => tabs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("tab", { name: "Notificaciones" }).click();
  await expect(page.getByText("Telegram no está conectado")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar notificación de prueba" })).toBeHidden();
  // Connecting is one button (telegram-connect.spec.ts follows it through); no chat id is typed any more.
  await expect(page.getByRole("button", { name: "Conectar Telegram" })).toBeVisible();
  await expect(page.getByLabel("ID de Telegram", { exact: true })).toHaveCount(0);

  // No zone saved: the browser's is proposed, and saving keeps it.
  await expect(page.getByLabel("Zona horaria")).toHaveValue("Europe/Madrid");
  await expect(page.getByText("La de tu navegador: pulsa «Guardar configuración» para usarla.")).toBeVisible();
  await page.getByLabel("Hora del análisis diario").fill("07:30");
  await page.getByRole("button", { name: "Guardar configuración" }).click();
  await expect(page.getByText("Configuración guardada exitosamente")).toBeVisible();
  await checkWidths(page, "settings-notifications");

  await page.reload();
  await page.getByRole("tab", { name: "Notificaciones" }).click();
  await expect(page.getByLabel("Hora del análisis diario")).toHaveValue("07:30");
  await expect(page.getByLabel("Zona horaria")).toHaveValue("Europe/Madrid");

  await page.getByRole("tab", { name: "Seguridad" }).click();
  const submit = page.getByRole("button", { name: "Cambiar contraseña" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Contraseña actual").fill(user.password);
  await page.getByLabel("Nueva contraseña", { exact: true }).fill("nueva-clave-1");
  await page.getByLabel("Confirmar nueva contraseña").fill("otra-clave-2");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Las contraseñas nuevas no coinciden")).toBeVisible();
  await page.getByLabel("Confirmar nueva contraseña").fill("nueva-clave-1");
  await checkWidths(page, "settings-security");
  await submit.click();
  await expect(page.getByText("Contraseña cambiada exitosamente")).toBeVisible();

  // This browser stays signed in.
  await page.goto("/tracked-advertisers");
  await expect(page.getByRole("heading", { level: 1, name: "Anunciantes en Seguimiento" })).toBeVisible();

  // A fresh browser signs in with the new password, not the old one.
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const fresh = await other.newPage();
  await fresh.goto("/auth");
  await fresh.getByLabel("Correo electrónico", { exact: true }).fill(user.email);
  await fresh.getByLabel("Contraseña", { exact: true }).fill(user.password);
  await fresh.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await expect(fresh.getByText("Correo electrónico o contraseña incorrectos")).toBeVisible();
  await fresh.getByLabel("Contraseña", { exact: true }).fill("nueva-clave-1");
  await fresh.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await fresh.waitForURL((url) => url.pathname === "/");
  await other.close();
});

test("/pages is the 'Próximamente' placeholder with an inert add button", async ({ page }) => {
  await registerNewUser(page, "e2e-pages");
  await page.goto("/pages");
  await expect(page.getByRole("heading", { name: "Próximamente" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Agregar página" })).toBeDisabled();
});
