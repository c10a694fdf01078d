// The Foundation issue end to end: registering with an invitation, the register/login validation
// messages (docs/product.md §5), signing in and out, route protection with the return to the original route,
// the shell (name, initials, role label, admin link) and every route of docs/product.md §2, also on a phone.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createInvitationToken, pageWidth, registerNewUser, uniqueEmail } from "./helpers";

type RegisterFields = { name: string; email: string; token: string; password: string; confirmPassword: string };

/** Fills the register form on /auth?mode=register (only the given fields) and submits it. */
async function submitRegisterForm(page: Page, fields: Partial<RegisterFields>): Promise<void> {
  if (fields.name !== undefined) await page.getByLabel("Nombre completo").fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel("Correo electrónico", { exact: true }).fill(fields.email);
  if (fields.token !== undefined) await page.getByLabel("Token de invitación").fill(fields.token);
  if (fields.password !== undefined) await page.getByLabel("Contraseña", { exact: true }).fill(fields.password);
  if (fields.confirmPassword !== undefined) await page.getByLabel("Confirmar contraseña").fill(fields.confirmPassword);
  await page.getByRole("button", { name: "Crear Cuenta", exact: true }).click();
}

/** Fills the login form on /auth and submits it. */
async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
}

/** The URL a signed-out visit to `target` lands on: /auth remembering where the user was going. */
function isAuthWithCallback(target: string) {
  return (url: URL) => url.pathname === "/auth" && url.searchParams.get("callbackUrl") === target;
}

/**
 * Forgets the session in this browser only (the server-side session is not revoked, unlike a logout).
 * The app's page is left first: a request still in flight (a link prefetch, the usage poll) would come
 * back with the refreshed session cookie and sign the browser in again.
 */
async function dropSessionCookie(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

test.describe("register and sign in (fresh users)", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("registering with an invitation signs in; the shell shows the name, initials and 'Usuario', no admin link", async ({ page }) => {
    const token = createInvitationToken();
    const password = `clave-${randomBytes(6).toString("hex")}`;
    await page.goto("/auth?mode=register");
    await expect(page.getByRole("heading", { name: "Crea tu cuenta" })).toBeVisible();
    await submitRegisterForm(page, {
      name: "María José Pérez",
      email: uniqueEmail("e2e-auth-register"),
      token,
      password,
      confirmPassword: password,
    });

    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByText("¡Cuenta creada exitosamente!")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Buscar Anuncios" })).toBeVisible();

    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByText("María José Pérez", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("MP", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("Usuario", { exact: true })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Anuncios Guardados", exact: true })).toBeVisible();
    // A normal user gets no admin section, and the admin screen refuses them.
    await expect(sidebar.getByRole("link", { name: "Gestión de Usuarios" })).toHaveCount(0);
    await expect(sidebar.getByText("Administración")).toHaveCount(0);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Acceso Denegado" })).toBeVisible();
    await expect(page.getByText("Tu rol actual: Usuario")).toBeVisible();
  });

  test("an invitation token that was already used is refused", async ({ page }) => {
    const token = createInvitationToken();
    const password = `clave-${randomBytes(6).toString("hex")}`;
    await page.goto("/auth?mode=register");
    await submitRegisterForm(page, {
      name: "Primera Persona",
      email: uniqueEmail("e2e-auth-token-a"),
      token,
      password,
      confirmPassword: password,
    });
    await expect(page).toHaveURL((url) => url.pathname === "/");

    await dropSessionCookie(page);
    await page.goto("/auth?mode=register");
    const otherEmail = uniqueEmail("e2e-auth-token-b");
    await submitRegisterForm(page, { name: "Segunda Persona", email: otherEmail, token, password, confirmPassword: password });
    await expect(page.getByText("El token de invitación no es válido")).toBeVisible();
    await expect(page.getByLabel("Token de invitación")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL((url) => url.pathname === "/auth");

    // No account was opened with it: that e-mail cannot sign in.
    await page.goto("/auth");
    await submitLoginForm(page, otherEmail, password);
    await expect(page.getByText("Correo electrónico o contraseña incorrectos")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
  });

  test("the register form shows each validation message of docs/product.md §5, in order", async ({ page }) => {
    await page.goto("/auth?mode=register");
    const steps: { fill: Partial<RegisterFields>; message: string }[] = [
      { fill: {}, message: "El nombre es requerido" },
      { fill: { name: "Ana García" }, message: "El correo electrónico es requerido" },
      { fill: { email: "ana garcia@correo.com" }, message: "El formato del correo electrónico no es válido" },
      { fill: { email: "ana@correo.com" }, message: "La contraseña es requerida" },
      { fill: { password: "12345" }, message: "La contraseña debe tener al menos 6 caracteres" },
      { fill: { password: "123456", confirmPassword: "654321" }, message: "Las contraseñas no coinciden" },
      { fill: { confirmPassword: "123456" }, message: "El token de invitación es requerido" },
      { fill: { token: "a".repeat(63) }, message: "El token de invitación no es válido" },
    ];

    for (const [index, step] of steps.entries()) {
      await submitRegisterForm(page, step.fill);
      await expect(page.getByText(step.message, { exact: true }), `step ${index + 1}`).toBeVisible();
      // The rules before this one are satisfied now: their messages are gone.
      for (const earlier of steps.slice(0, index)) {
        await expect(page.getByText(earlier.message, { exact: true }), `step ${index + 1}`).toHaveCount(0);
      }
    }
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
  });

  test("the login form with empty fields asks to fill them all", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Accede a tu cuenta" })).toBeVisible();
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page.getByText("Por favor completa todos los campos").first()).toBeVisible();
    await expect(page.getByLabel("Correo electrónico", { exact: true })).toHaveAttribute("aria-invalid", "true");

    // Only the password missing: still refused, and only that field is marked.
    await page.getByLabel("Correo electrónico", { exact: true }).fill("alguien@adradar.test");
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page.getByText("Por favor completa todos los campos")).toHaveCount(1);
    await expect(page.getByLabel("Contraseña", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
  });

  test("a wrong password shows an error and stays on /auth; the right one signs in", async ({ page }) => {
    const user = await registerNewUser(page, "e2e-auth-wrong-password");
    await dropSessionCookie(page);

    await page.goto("/auth");
    await submitLoginForm(page, user.email, `${user.password}-no`);
    await expect(page.getByText("Correo electrónico o contraseña incorrectos")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
    // The form is usable again for another try.
    await expect(page.getByRole("button", { name: "Iniciar Sesión", exact: true })).toBeEnabled();

    await submitLoginForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByText("¡Bienvenido de vuelta!")).toBeVisible();
    await expect(page.getByRole("complementary").getByText(user.name, { exact: true })).toBeVisible();
  });

  test("a signed-out visit to a protected route goes to /auth and returns there after signing in", async ({ page }) => {
    const user = await registerNewUser(page, "e2e-auth-callback");
    await dropSessionCookie(page);

    await page.goto("/saved-ads");
    await expect(page).toHaveURL(isAuthWithCallback("/saved-ads"));
    await submitLoginForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === "/saved-ads");
    await expect(page.getByRole("heading", { level: 1, name: "Anuncios Guardados" })).toBeVisible();

    // The query string is remembered too.
    await dropSessionCookie(page);
    await page.goto("/search-history?x=1");
    await expect(page).toHaveURL(isAuthWithCallback("/search-history?x=1"));
    await submitLoginForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === "/search-history" && url.search === "?x=1");
    await expect(page.getByRole("heading", { level: 1, name: "Historial de Búsquedas" })).toBeVisible();

    // "/" itself needs no reminder.
    await dropSessionCookie(page);
    await page.goto("/");
    await expect(page).toHaveURL((url) => url.pathname === "/auth" && !url.searchParams.has("callbackUrl"));
  });

  test("logout shows 'Sesión cerrada exitosamente', lands on /auth and protected routes redirect again", async ({ page }) => {
    const user = await registerNewUser(page, "e2e-auth-logout");
    await page.goto("/saved-ads");
    await expect(page.getByRole("heading", { level: 1, name: "Anuncios Guardados" })).toBeVisible();

    await page.getByRole("complementary").getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page.getByText("Sesión cerrada exitosamente")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
    await expect(page.getByRole("heading", { name: "Accede a tu cuenta" })).toBeVisible();

    await page.goto("/saved-ads");
    await expect(page).toHaveURL(isAuthWithCallback("/saved-ads"));
    await expect(page.getByRole("heading", { name: "Accede a tu cuenta" })).toBeVisible();

    // Signing in again works and returns to the remembered route.
    await submitLoginForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.pathname === "/saved-ads");
  });
});

test.describe("logout everywhere (fresh users)", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("logging out ends the user's other sessions; their next visit asks to sign in and returns to the route", async ({
    page,
    browser,
  }) => {
    const user = await registerNewUser(page, "e2e-auth-revoked");
    // The same account open in a second browser (another device).
    const other = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: "es-ES",
      storageState: await page.context().storageState(),
    });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto("/saved-ads");
      await expect(otherPage.getByRole("heading", { level: 1, name: "Anuncios Guardados" })).toBeVisible();

      await page.getByRole("complementary").getByRole("button", { name: "Cerrar sesión" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/auth");

      // Its cookie is still there but no longer accepted.
      await otherPage.goto("/tracked-advertisers?estado=activos");
      await expect(otherPage).toHaveURL(isAuthWithCallback("/tracked-advertisers?estado=activos"));
      await submitLoginForm(otherPage, user.email, user.password);
      await expect(otherPage).toHaveURL((url) => url.pathname === "/tracked-advertisers" && url.search === "?estado=activos");
      await expect(otherPage.getByRole("heading", { level: 1, name: "Anunciantes en Seguimiento" })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe("shell and routes (shared admin session)", () => {
  test("a signed-in visit to /auth goes to /", async ({ page }) => {
    await page.goto("/auth");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1, name: "Buscar Anuncios" })).toBeVisible();

    await page.goto("/auth?mode=register&callbackUrl=%2Fsaved-ads");
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("the admin sees the 'Gestión de Usuarios' link and the 'Admin' label", async ({ page }) => {
    await page.goto("/");
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByText("Admin", { exact: true })).toBeVisible();
    await expect(sidebar.getByRole("heading", { name: "Administración" })).toBeVisible();
    await sidebar.getByRole("link", { name: "Gestión de Usuarios", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Gestión de Usuarios" })).toBeVisible();
  });

  // Not in the shell (docs/product.md §2: route not shown): opened by address.
  test("the routes without a shell link show their heading when opened by address", async ({ page }) => {
    for (const { path, heading } of [
      { path: "/stats", heading: "Análisis y Ahorros" },
      { path: "/pages", heading: "Páginas" },
      { path: "/search", heading: "Buscar Anuncios" },
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true }), path).toBeVisible();
    }
  });

  // One test per shell link, each from the search screen, so a slow screen cannot starve the others.
  for (const { link, path, heading } of [
    { link: "Archivo", path: "/archive", heading: "Archivo" },
    { link: "Historial", path: "/search-history", heading: "Historial de Búsquedas" },
    { link: "Anunciantes", path: "/tracked-advertisers", heading: "Anunciantes en Seguimiento" },
    { link: "Anuncios Guardados", path: "/saved-ads", heading: "Anuncios Guardados" },
    { link: "Análisis y Ahorros", path: "/stats", heading: "Análisis y Ahorros" },
    { link: "Planes", path: "/user-plans", heading: "Planes y Límites" },
    { link: "Configuración", path: "/settings", heading: "Configuración" },
    { link: "Gestión de Usuarios", path: "/admin/users", heading: "Gestión de Usuarios" },
  ]) {
    test(`the shell's '${link}' link leads to ${path} with its heading, marked current`, async ({ page }) => {
      await page.goto("/search");
      await expect(page.getByRole("heading", { level: 1, name: "Buscar Anuncios", exact: true })).toBeVisible();
      const entry = page.getByRole("complementary").getByRole("link", { name: link, exact: true });
      await entry.click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(entry).toHaveAttribute("aria-current", "page");
      await page.getByRole("complementary").getByRole("link", { name: "Buscar Anuncios", exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(page.getByRole("heading", { level: 1, name: "Buscar Anuncios", exact: true })).toBeVisible();
    });
  }

  test.describe("on a 375 px wide phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the menu button opens the navigation, which reaches the screens", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "Buscar Anuncios" })).toBeVisible();
      // The sidebar rail is folded away behind the menu button.
      await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
      // Nothing sticks out sideways.
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);

      const menu = page.getByRole("dialog", { name: "Menú de navegación" });
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await expect(menu).toBeVisible();
      await expect(menu.getByText("Administrador", { exact: true })).toBeVisible();
      await menu.getByRole("link", { name: "Anuncios Guardados", exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === "/saved-ads");
      await expect(page.getByRole("heading", { level: 1, name: "Anuncios Guardados" })).toBeVisible();

      // The foot of the drawer (plans, settings) is reachable too, and the menu closes with its button.
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await expect(menu.getByRole("link", { name: "Gestión de Usuarios", exact: true })).toBeVisible();
      await menu.getByRole("link", { name: "Configuración", exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/settings");
      await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();

      const menuButton = page.getByRole("button", { name: "Abrir menú" });
      await menuButton.click();
      await expect(menu).toBeVisible();
      await menu.getByRole("button", { name: "Cerrar menú" }).click();
      await expect(menu).toBeHidden();
      // The focus goes back to the menu button, as it does after Escape.
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      await menuButton.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    });
  });
});
