// The admin screens end to end: the admin manages users (create, edit, plan with an expiry, credits), creates an
// invitation someone registers with, a temporary password leads its user to change it, and a user sees
// 'Acceso Denegado', the plans page's badges and prices, the refusal when choosing a plan and an expired plan.
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { lookAt, pageWidth, registerNewUser, uniqueEmail, withTestDb } from "./helpers";

function isoDay(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A page in a fresh browser context with no session (a different person than the signed-in admin). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

async function createUserAsAdmin(page: Page, name: string, email: string, password: string) {
  await page.getByRole("button", { name: "Crear Usuario" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear Usuario" });
  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Contraseña", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Crear Usuario" }).click();
  await expect(page.getByText("Usuario creado exitosamente")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("the admin", () => {
  test("creates a user, edits it, changes its plan with an expiry and sees what it did", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Gestión de Usuarios" })).toBeVisible();
    await expect(page.getByText("Administra usuarios y sus planes")).toBeVisible();

    // An empty form: each field says what it lacks, not one message repeated under all three.
    await page.getByRole("button", { name: "Crear Usuario" }).click();
    const create = page.getByRole("dialog", { name: "Crear Usuario" });
    await create.getByRole("button", { name: "Crear Usuario" }).click();
    await expect(create.getByText("El nombre es requerido")).toBeVisible();
    await expect(create.getByText("El correo electrónico es requerido")).toBeVisible();
    await expect(create.getByText("La contraseña es requerida")).toBeVisible();
    await expect(create.getByText("Todos los campos son requeridos")).toHaveCount(0);
    await lookAt(page, "admin-create-errors", { widths: [375, 1280], fullPage: false });
    await create.getByRole("button", { name: "Cancelar" }).click();
    await expect(create).toBeHidden();

    const email = uniqueEmail("e2e-admin-created");
    await createUserAsAdmin(page, "Cuenta Creada", email, "clave-segura");

    await page.getByPlaceholder("Buscar por nombre o email...").fill(email);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("GRATIS");
    await expect(row).toContainText("Plan GRATIS");

    // Edit: the name, with docs/product.md §5's validation first.
    await row.getByRole("button", { name: "Editar Cuenta Creada" }).click();
    const edit = page.getByRole("dialog", { name: "Editar usuario" });
    await expect(edit.getByText(/Creó la cuenta con el plan GRATIS/)).toBeVisible();
    await edit.getByLabel("Nueva contraseña").fill("otra-clave");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(edit.getByText("Contraseña actual es requerida para cambiar la contraseña")).toBeVisible();
    await expect(edit.getByLabel("Contraseña actual")).toBeFocused();
    // Cancel clears the form. (Clearing the field instead raced react-hook-form, which focuses the first
    // invalid field once more on a timer and so took the keystroke that cleared it.)
    await edit.getByRole("button", { name: "Cancelar" }).click();
    await expect(edit).toBeHidden();
    await row.getByRole("button", { name: "Editar Cuenta Creada" }).click();
    await expect(edit.getByText(/Creó la cuenta con el plan GRATIS/)).toBeVisible();
    await expect(edit.getByLabel("Nueva contraseña")).toHaveValue("");
    await expect(edit.getByText("Contraseña actual es requerida para cambiar la contraseña")).toHaveCount(0);
    await edit.getByLabel("Nombre").fill("Cuenta Editada");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Usuario actualizado exitosamente")).toBeVisible();
    await expect(row).toContainText("Cuenta Editada");

    // Change plan with an expiry ten days ahead.
    await row.getByRole("button", { name: "Cambiar plan de Cuenta Editada" }).click();
    const planDialog = page.getByRole("dialog", { name: "Cambiar plan" });
    await expect(planDialog.getByText("Cuenta Editada")).toBeVisible();
    await planDialog.getByLabel("Nuevo plan").selectOption({ label: "Táctico" });
    // Typed as a Spanish reader writes it (dd/mm/aaaa), whatever the browser's locale.
    await planDialog.getByLabel("Fecha de vencimiento (opcional)").fill(isoDay(10).split("-").reverse().join("/"));
    await planDialog.getByRole("button", { name: "Cambiar Plan" }).click();
    await expect(page.getByText("Plan actualizado exitosamente")).toBeVisible();
    await expect(row).toContainText("Táctico");
    await expect(row.getByText(/^\d{1,2} \p{L}{3,4}\.?$/u)).toBeVisible();

    // Reopened at once, the edit modal already shows the new plan, the new name and what the admin did:
    // the plan change refreshed the cached detail instead of leaving it fresh for SWR's dedupe window.
    await row.getByRole("button", { name: "Editar Cuenta Editada" }).click();
    await expect(edit.getByLabel("Nombre")).toHaveValue("Cuenta Editada");
    await expect(edit.getByText("Plan", { exact: true }).locator("..")).toContainText("Táctico");
    await expect(edit.getByText("Anuncios usados").locator("..")).toContainText(/\/ 6\.?000$/);
    await expect(edit.getByText(/Cambió el plan de GRATIS a Táctico, vence el/)).toBeVisible();
    await expect(edit.getByText(/Cambió el nombre/)).toBeVisible();
    await expect(edit.getByText(/Creó la cuenta con el plan GRATIS/)).toBeVisible();
    await lookAt(page, "admin-edit", { fullPage: false });
    await edit.getByRole("button", { name: "Cancelar" }).click();
    await expect(edit).toBeHidden();
  });

  test("shows credits and invites someone who registers", async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/users");

    // Credits: loaded only when shown.
    await page.getByRole("button", { name: "Ver Créditos" }).click();
    await expect(page.getByText("Créditos este mes")).toBeVisible();
    await expect(page.getByText("0,0010\u00a0US$", { exact: true })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Costo total/i })).toBeVisible();
    await expect(page.getByRole("button", { name: "Ocultar Créditos" })).toBeVisible();
    // At 1280 px the table with credits fits: nothing to scroll sideways, and 'Editar' in view.
    const table = page.getByRole("table");
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect.poll(() => table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await expect(table.getByRole("button", { name: /^Editar / }).first()).toBeInViewport();
    await lookAt(page, "admin-users-credits", { widths: [375, 1280] });

    // An invitation for two people, with a note; the token is shown once.
    await page.getByLabel("Usos").fill("2");
    // A note of its own: a retry must not find the first attempt's invitation.
    const note = `Equipo e2e ${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Nota").fill(note);
    await page.getByRole("button", { name: "Crear invitación" }).click();
    const tokenInput = page.getByLabel("Token de invitación creado");
    await expect(tokenInput).toHaveValue(/^[0-9a-f]{64}$/);
    const token = await tokenInput.inputValue();
    const invitation = page.getByRole("listitem").filter({ hasText: note });
    await expect(invitation).toContainText("Sin usar");
    await expect(invitation).toContainText("0 de 2 usos");

    const visitor = await freshPage(browser);
    const newEmail = uniqueEmail("e2e-invited");
    await visitor.goto("/auth?mode=register");
    await visitor.getByLabel("Nombre completo").fill("Persona Invitada");
    await visitor.getByLabel("Correo electrónico", { exact: true }).fill(newEmail);
    await visitor.getByLabel("Token de invitación").fill(token);
    await visitor.getByLabel("Contraseña", { exact: true }).fill("clave-invitada");
    await visitor.getByLabel("Confirmar contraseña").fill("clave-invitada");
    await visitor.getByRole("button", { name: "Crear Cuenta", exact: true }).click();
    await visitor.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
    await visitor.context().close();

    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: note })).toContainText(`Usada por Persona Invitada (${newEmail})`);
    await expect(page.getByRole("listitem").filter({ hasText: note })).toContainText("En uso");

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    await lookAt(page, "admin-users");
  });

  test("an invitation bound to an e-mail registers that e-mail only", async ({ page, browser }) => {
    await page.goto("/admin/users");
    const invited = uniqueEmail("e2e-bound");
    const note = `Solo una persona ${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Nota").fill(note);
    await page.getByLabel("Correo del invitado").fill(invited.toUpperCase());
    await page.getByRole("button", { name: "Crear invitación" }).click();
    const tokenInput = page.getByLabel("Token de invitación creado");
    await expect(tokenInput).toHaveValue(/^[0-9a-f]{64}$/);
    const token = await tokenInput.inputValue();
    await expect(page.getByRole("listitem").filter({ hasText: note })).toContainText(`solo para ${invited}`);

    const visitor = await freshPage(browser);
    const register = async (email: string) => {
      await visitor.goto("/auth?mode=register");
      await visitor.getByLabel("Nombre completo").fill("Persona Invitada");
      await visitor.getByLabel("Correo electrónico", { exact: true }).fill(email);
      await visitor.getByLabel("Token de invitación").fill(token);
      await visitor.getByLabel("Contraseña", { exact: true }).fill("clave-invitada");
      await visitor.getByLabel("Confirmar contraseña").fill("clave-invitada");
      await visitor.getByRole("button", { name: "Crear Cuenta", exact: true }).click();
    };
    // Another address is told the token does not work, as for any unusable token.
    await register(uniqueEmail("e2e-intruso"));
    await expect(visitor.getByText("El token de invitación no es válido")).toBeVisible();
    await register(invited);
    await visitor.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
    await visitor.context().close();
  });

  test("revoking an invitation asks first; backing out gives the focus back to its button", async ({ page }) => {
    await page.goto("/admin/users");
    const note = `Para revocar ${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Nota").fill(note);
    await page.getByRole("button", { name: "Crear invitación" }).click();
    const row = page.getByRole("listitem").filter({ hasText: note });
    const revoke = row.getByRole("button", { name: `Revocar invitación ${note}` });
    await revoke.click();
    const dialog = page.getByRole("dialog", { name: "Revocar invitación" });
    await expect(dialog).toContainText("Nadie podrá registrarse con ella a partir de ahora.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(revoke).toBeFocused();
    await expect(row).toContainText("Sin usar");

    await revoke.press("Enter");
    await dialog.getByRole("button", { name: "Revocar", exact: true }).click();
    await expect(page.getByText("Invitación revocada")).toBeVisible();
    await expect(row).toContainText("Revocada");
    await expect(revoke).toHaveCount(0);
  });

  test("a temporary password leads its user to the change-password form until it is changed", async ({ page, browser }) => {
    await page.goto("/admin/users");
    const email = uniqueEmail("e2e-temp");
    await createUserAsAdmin(page, "Usuario Temporal", email, "clave-original");
    await page.getByPlaceholder("Buscar por nombre o email...").fill(email);
    await page.getByRole("button", { name: "Editar Usuario Temporal" }).click();
    const edit = page.getByRole("dialog", { name: "Editar usuario" });
    await edit.getByRole("button", { name: "Generar contraseña temporal" }).click();
    const shown = edit.getByLabel("Contraseña temporal generada");
    await expect(shown).toHaveValue(/^\S{12,}$/);
    const temporary = await shown.inputValue();
    await expect(edit.getByText(/El usuario deberá cambiarla en su próximo inicio de sesión/)).toBeVisible();
    // A copy button puts it on the clipboard.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await edit.getByRole("button", { name: "Copiar" }).click();
    await expect(page.getByText("Contraseña temporal copiada")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
    await lookAt(page, "admin-temp", { fullPage: false, widths: [375, 1280] });

    // The user signs in meanwhile; the admin's screen keeps the password until the dialog closes.
    const user = await freshPage(browser);
    await user.goto("/auth");
    await user.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await user.getByLabel("Contraseña", { exact: true }).fill(temporary);
    await user.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await user.waitForURL((url) => url.pathname === "/change-password", { timeout: 20_000 });
    await expect(user.getByRole("heading", { name: "Cambia tu contraseña temporal" })).toBeVisible();

    // Every page leads back here; the API refuses with a Spanish 403.
    await user.goto("/saved-ads");
    await expect(user).toHaveURL((url) => url.pathname === "/change-password");
    const api = await user.request.get("/api/user-plans/usage");
    expect(api.status()).toBe(403);
    expect((await api.json()).code).toBe("PASSWORD_CHANGE_REQUIRED");

    await user.setViewportSize({ width: 375, height: 740 });
    await lookAt(user, "admin-change-password", { fullPage: false });
    const submit = user.getByRole("button", { name: "Cambiar contraseña" });
    await expect(submit).toBeDisabled();
    await user.getByLabel("Contraseña actual").fill(temporary);
    await user.getByLabel("Nueva contraseña", { exact: true }).fill("mi-clave-propia");
    await user.getByLabel("Confirmar nueva contraseña").fill("otra-distinta");
    await submit.click();
    await expect(user.getByText("Las contraseñas nuevas no coinciden")).toBeVisible();
    await user.getByLabel("Confirmar nueva contraseña").fill("mi-clave-propia");
    await submit.click();
    await user.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
    await expect(user.getByText("Contraseña cambiada exitosamente")).toBeVisible();
    await user.goto("/saved-ads");
    await expect(user).toHaveURL((url) => url.pathname === "/saved-ads");
    await user.context().close();

    // Still shown (it no longer hides after 8 seconds), until the dialog closes.
    await expect(shown).toHaveValue(temporary);
    await expect(edit.getByText(/Generó una contraseña temporal y cerró sus sesiones/)).toBeVisible();
    await edit.getByRole("button", { name: "Cancelar" }).click();
    await page.getByRole("button", { name: "Editar Usuario Temporal" }).click();
    await expect(page.getByRole("dialog", { name: "Editar usuario" }).getByLabel("Contraseña temporal generada")).toHaveCount(0);
  });

  test("pages users on the server, with the search, role filter and page kept in the URL", async ({ page }) => {
    const tag = `e2epag${randomBytes(4).toString("hex")}`;
    await withTestDb((pool) =>
      pool.query(
        `INSERT INTO "User" (id, name, email, "passwordHash", "createdAt", "updatedAt")
         SELECT $1 || '-' || g, 'Paginado ' || g, $1 || '-' || g || '@adradar.test', 'x', now() - g * interval '1 second', now()
         FROM generate_series(1, 25) g`,
        [tag],
      ),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/users");
    await page.getByPlaceholder("Buscar por nombre o email...").fill(tag.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toUpperCase()}`));
    await expect(page.getByText("(25 usuarios)")).toBeVisible();
    const users = page.getByRole("navigation", { name: "Paginación de usuarios" });
    await expect(users.getByText("Mostrando 1 - 20 de 25 usuarios")).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(21);
    await users.getByRole("button", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(users.getByText("Mostrando 21 - 25 de 25 usuarios")).toBeVisible();
    await expect(page.getByRole("table").getByText(`${tag}-25@adradar.test`)).toBeVisible();

    // A reload (or a shared link) shows the same page of the same search.
    await page.reload();
    await expect(page.getByPlaceholder("Buscar por nombre o email...")).toHaveValue(tag.toUpperCase());
    await expect(users.getByText("Página 2 de 2")).toBeVisible();
    await lookAt(page, "admin-users-paged", { widths: [375, 1280], fullPage: false });

    // The role filter goes back to page 1 and is kept in the URL too.
    await page.getByLabel("Filtrar por rol").selectOption("admin");
    await expect(page).toHaveURL(/[?&]role=admin/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByRole("heading", { name: "No se encontraron usuarios" })).toBeVisible();
    await page.getByLabel("Filtrar por rol").selectOption("user");
    await expect(page.getByText("(25 usuarios)")).toBeVisible();
  });

  test("sets where users ask for a plan, and a user's 'Contactar Admin' opens it", async ({ page, browser }) => {
    await page.goto("/user-plans");
    const form = page.getByRole("region", { name: "Contacto para pedir un plan" });
    await form.getByLabel("Correo o enlace (https://t.me/...)").fill("no es un contacto");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(form.getByText("Escribe un correo electrónico o un enlace que empiece por https://")).toBeVisible();
    await form.getByLabel("Correo o enlace (https://t.me/...)").fill("https://t.me/adradar_soporte");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(page.getByText("Contacto guardado")).toBeVisible();
    await expect(form).toContainText("Ahora: https://t.me/adradar_soporte");
    await lookAt(page, "admin-plan-contact", { widths: [375, 1280] });

    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const userPage = await context.newPage();
    await registerNewUser(userPage, "e2e-contact");
    await userPage.goto("/user-plans");
    const link = userPage.getByRole("link", { name: "Contactar Admin para el plan Pioneros (se abre en otra pestaña)" });
    await expect(link).toHaveAttribute("href", "https://t.me/adradar_soporte");
    await expect(link).toHaveAttribute("target", "_blank");
    await lookAt(userPage, "user-plan-contact", { widths: [375, 1280] });

    // Cleared: back to the first admin's e-mail, with the plan in the subject.
    await form.getByLabel("Correo o enlace (https://t.me/...)").fill("");
    await form.getByRole("button", { name: "Guardar contacto" }).click();
    await expect(form).toContainText("(correo del primer administrador)");
    await userPage.reload();
    await expect(userPage.getByRole("link", { name: "Contactar Admin para el plan Pioneros por correo" })).toHaveAttribute(
      "href",
      /^mailto:[^?]+\?subject=Quiero%20el%20plan%20Pioneros%20en%20AdRadar&body=/,
    );
    await context.close();
  });

  test("sees the admin note and can edit a plan from the plans page", async ({ page }) => {
    await page.goto("/user-plans");
    await expect(page.getByText("Como administrador, los cambios de plan se aplican de inmediato.")).toBeVisible();
    await page.getByRole("button", { name: "Editar plan Conquista" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar plan Conquista" });
    await expect(dialog.getByLabel("Precio mensual (USD)")).toHaveValue("79.00");
    await dialog.getByLabel("Enlace de pago").fill("ftp://no-valido");
    await dialog.getByRole("button", { name: "Guardar plan" }).click();
    await expect(dialog.getByText("El enlace de pago debe empezar por https://")).toBeVisible();
    await dialog.getByLabel("Enlace de pago").fill("https://pagos.example/conquista");
    await dialog.getByRole("button", { name: "Guardar plan" }).click();
    await expect(page.getByText("Plan Conquista guardado")).toBeVisible();
    const buy = page.getByRole("link", { name: "Comprar Ahora - 79,00\u00a0US$" });
    await expect(buy).toHaveAttribute("href", "https://pagos.example/conquista");

    // Put it back: other specs read the same plans.
    await page.getByRole("button", { name: "Editar plan Conquista" }).click();
    await dialog.getByLabel("Enlace de pago").fill("");
    await dialog.getByRole("button", { name: "Guardar plan" }).click();
    await expect(buy).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await lookAt(page, "admin-plans-admin");
  });
});

test.describe("a user", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("sees 'Acceso Denegado', the plans' badges and prices, the refusal when choosing a plan, and an expired plan", async ({ page }) => {
    const user = await registerNewUser(page, "e2e-plans");
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Acceso Denegado" })).toBeVisible();
    await expect(page.getByText("Tu rol actual: Usuario")).toBeVisible();
    expect((await page.request.get("/api/admin/users")).status()).toBe(403);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/user-plans");
    const usage = page.getByRole("region", { name: "Tu Uso Actual" });
    await expect(usage).toContainText("GRATIS");
    await expect(usage).toContainText("Plan GRATIS");
    await expect(usage).toContainText("100");

    const card = (name: string) => page.locator("li").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
    await expect(card("GRATIS")).toContainText("Actual");
    await expect(card("GRATIS")).toContainText("Gratis");
    await expect(card("GRATIS").getByRole("button", { name: "Plan actual" })).toBeDisabled();
    await expect(card("Táctico")).toContainText("Popular");
    await expect(card("Táctico")).toContainText("39,00\u00a0US$/mes");
    await expect(card("Pioneros")).toContainText("19,00\u00a0US$/mes");
    // What the plan allows, from its limits (vigilancias and AI included), then its own feature lines.
    await expect(card("Pioneros").getByRole("listitem")).toHaveText([
      "200 anuncios guardados",
      "5 anunciantes en seguimiento",
      "3 vigilancias, revisión diaria",
      "30 análisis con IA al mes",
      "Sugerencias con IA",
    ]);
    await expect(page.getByText("Como administrador")).toHaveCount(0);
    await lookAt(page, "admin-plans");

    // 'Contactar Admin' reaches someone: the admins' contact (their chat link, or an e-mail naming the
    // plan), never a confirmation the server can only refuse. Another spec may be changing the contact.
    const contact = card("Pioneros").getByRole("link", { name: /^Contactar Admin para el plan Pioneros/ });
    await expect(contact).toHaveAttribute("href", /^(mailto:[^?]+\?subject=Quiero%20el%20plan%20Pioneros|https:\/\/)/);
    await expect(page.getByRole("button", { name: "Contactar Admin" })).toHaveCount(0);
    await expect(card("GRATIS")).toContainText("Actual");

    // A paid plan whose end date has passed: the free plan's limits, and the screens say so.
    await withTestDb((pool) =>
      pool.query(`UPDATE "User" SET "planType" = 'tactico', "subscriptionEndDate" = now() - interval '2 days' WHERE email = $1`, [
        user.email,
      ]),
    );
    await page.reload();
    await expect(usage).toContainText("Vencido");
    await expect(usage).toContainText("Tu plan Táctico está vencido: se aplican los límites del plan GRATIS");
    await expect(page.getByRole("complementary").getByText(/Plan vencido: se aplican los límites del plan GRATIS/)).toBeVisible();
    await lookAt(page, "admin-plans-expired");
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    await lookAt(page, "admin-plans-expired");
  });
});
