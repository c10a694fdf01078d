// The security headers and the SSRF guard against the built app as deployed (`npm start`, scripts/serve.mjs): the security headers
// on pages and the API, a CSP that the pages live with (no violations, they hydrate, images and toasts
// work), the client address taken from the socket, and a revoked session caught on client navigation.
import { randomBytes } from "node:crypto";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { registerNewUser, searchFor } from "./helpers";

const anonymous = { cookies: [], origins: [] };

function expectCommonHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  // Served over plain http: no HSTS (browsers ignore it there; over https a proxy says so).
  expect(h["strict-transport-security"]).toBeUndefined();
  const csp = h["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  return csp;
}

/** A page's CSP carries a fresh nonce, and Next put that nonce on the page's scripts. */
async function expectNonceCsp(res: APIResponse) {
  expect(res.status()).toBe(200);
  const csp = expectCommonHeaders(res);
  const nonce = csp.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(await res.text()).toContain(`nonce="${nonce}"`);
  return nonce!;
}

/** Console messages reporting a refused resource under the page's CSP. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test.describe("paths Next cannot decode", () => {
  // Next answers these with a plain-text 500 before any handler runs; the proxy refuses them first.
  for (const path of ["/api/saved-ads/%ff%fe", "/api/nextauth/%c0%af", "/api/tracked-advertisers/%zz/check", "/saved-ads/%e0%a4"]) {
    test(`${path} gets the API's JSON 400, even anonymously`, async ({ playwright, baseURL }) => {
      const api = await playwright.request.newContext({ baseURL, storageState: anonymous });
      const res = await api.get(path);
      expect(res.status()).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: "BAD_REQUEST", error: "La dirección solicitada no es válida" });
      await api.dispose();
    });
  }
});

test.describe("security headers", () => {
  test("/auth: nonce-based CSP, a new nonce on every response, and the other headers", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, storageState: anonymous });
    const first = await expectNonceCsp(await request.get("/auth"));
    const second = await expectNonceCsp(await request.get("/auth"));
    expect(second).not.toBe(first);
    await request.dispose();
  });

  test("/search (signed in): nonce-based CSP and the other headers", async ({ request }) => {
    await expectNonceCsp(await request.get("/search"));
  });

  test("/api/health: a CSP that loads nothing and the other headers", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(expectCommonHeaders(res)).toContain("default-src 'none'");
  });

  test("a redirect to /auth carries the headers too, and a client claiming https over http gets no HSTS", async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL, storageState: anonymous });
    const res = await request.get("/settings", { maxRedirects: 0, headers: { "x-forwarded-proto": "https" } });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toContain("/auth?callbackUrl=%2Fsettings");
    expectCommonHeaders(res);
    await request.dispose();
  });
});

test.describe("the pages live with their CSP", () => {
  test("/auth hydrates with no CSP violation: the login form answers with a toast", async ({ browser }) => {
    const context = await browser.newContext({ storageState: anonymous });
    const page = await context.newPage();
    const violations = collectCspViolations(page);
    await page.goto("/auth");
    await page.getByLabel("Correo electrónico", { exact: true }).fill(`nadie-${randomBytes(4).toString("hex")}@adradar.test`);
    await page.getByLabel("Contraseña", { exact: true }).fill("no-es-la-clave");
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page.getByText("Correo electrónico o contraseña incorrectos")).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });

  test("/search hydrates with no CSP violation: a search shows cards with their images", async ({ page }) => {
    const violations = collectCspViolations(page);
    await page.goto("/search");
    // The creatives are same-origin files (img-src 'self'): the browser fetches them under the policy.
    const creative = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith("/demo/") && res.status() === 200);
    await searchFor(page, "crema");
    await expect(page.getByRole("img", { name: /del anuncio de/ }).first()).toBeVisible();
    await creative;
    expect(violations).toEqual([]);
  });
});

test.describe("served directly: the client address is the socket's", () => {
  test.use({ storageState: anonymous });

  test("a forged X-Forwarded-For on every attempt does not reset the failed sign-ins counted for this address", async ({ request }) => {
    const email = `nadie-${randomBytes(6).toString("hex")}@adradar.test`;
    const forged = () => ({ "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}`, "x-real-ip": "198.51.100.7" });
    for (let i = 0; i < 5; i++) {
      const res = await request.post("/api/auth/login", { data: { email, password: "mala" }, headers: forged() });
      expect(res.status()).toBe(401);
    }
    const refused = await request.post("/api/auth/login", { data: { email, password: "mala" }, headers: forged() });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/^Demasiados intentos de inicio de sesión\. Intenta de nuevo en \d+ minutos?\.$/);
  });

  test("a cross-site cookie request to a state-changing route is refused with a JSON 403", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: anonymous });
    const page = await context.newPage();
    await registerNewUser(page, "e2e-cross-site");
    const res = await page.request.post(`${baseURL}/api/ads/cancel-pending`, {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, code: "CROSS_SITE" });
    const same = await page.request.post(`${baseURL}/api/ads/cancel-pending`, { headers: { origin: new URL(baseURL!).origin } });
    expect(same.status()).toBe(200);
    await context.close();
  });
});

test.describe("revoked sessions", () => {
  test.use({ storageState: anonymous });

  test("a session revoked elsewhere is sent to /auth on the next client-side navigation", async ({ page, playwright, baseURL }) => {
    const user = await registerNewUser(page, "e2e-revoked");
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByRole("link", { name: "Configuración" })).toBeVisible();

    // Signed out everywhere from another device: the API's logout bumps the session version.
    const api = await playwright.request.newContext({ baseURL, storageState: anonymous });
    const login = await api.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    const { token } = await login.json();
    expect((await api.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await api.dispose();

    await sidebar.getByRole("link", { name: "Configuración" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("callbackUrl") === "/settings");
    await expect(page.getByRole("button", { name: "Iniciar Sesión", exact: true })).toBeVisible();
  });
});
