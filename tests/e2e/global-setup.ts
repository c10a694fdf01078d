// Playwright `setup` project: sign in as the seeded admin once, through the real login form, and save
// the session to .auth/admin.json (git-ignored) for the specs (`storageState` in playwright.config.ts).
import { test as setup } from "@playwright/test";

// Seeded into the e2e database by scripts/test.mjs (prisma/seed.ts with these variables).
const email = process.env.ADMIN_EMAIL || "admin@adradar.test";
const password = process.env.ADMIN_PASSWORD || "admin-test-password";

setup("sign in as the admin", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  // The contract: a successful login lands on the dashboard at "/".
  await page.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
  await page.context().storageState({ path: ".auth/admin.json" });
});
