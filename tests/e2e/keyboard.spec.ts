// The keyboard alone completes search → save → follow → open the library. Every step is
// reached with Tab (or Shift+Tab) and done with Enter, as someone without a pointer would.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerNewUser, setUserPlan } from "./helpers";

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

test("search, save, follow and open the library with the keyboard alone", async ({ page }) => {
  test.setTimeout(60_000);
  const user = await registerNewUser(page, "teclado");
  await setUserPlan(user.email, "imperio");
  await page.goto("/search");

  await tabTo(page, page.getByLabel("Término de búsqueda"));
  await page.keyboard.type("freidora");
  await page.keyboard.press("Enter");
  const card = page.getByRole("article").first();
  await expect(card).toBeVisible();

  await tabTo(page, card.getByRole("button", { name: /^GUARDAR/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Anuncio guardado exitosamente")).toBeVisible();
  await expect(card.getByRole("button", { name: /^GUARDADO/ })).toBeVisible();

  // SEGUIR comes before GUARDAR in the card: back one stop.
  const follow = card.getByRole("button", { name: /^SEGUIR/ });
  const advertiser = ((await follow.getAttribute("aria-label")) ?? "").replace(/^SEGUIR a /, "");
  await tabTo(page, follow, { backwards: true });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Seguir anunciante" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Activar seguimiento" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("¡Anunciante agregado al seguimiento exitosamente!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("button", { name: /^SIGUIENDO/ })).toBeVisible();

  await tabTo(page, page.getByRole("link", { name: "Anuncios Guardados" }), { backwards: true, max: 200 });
  await page.keyboard.press("Enter");
  await page.waitForURL("**/saved-ads");
  await expect(page.getByRole("list", { name: "Anuncios guardados" }).getByRole("article")).toHaveCount(1);

  // The advertiser just followed is on its screen, reached the same way.
  await tabTo(page, page.getByRole("link", { name: "Anunciantes", exact: true }), { backwards: true, max: 200 });
  await page.keyboard.press("Enter");
  await page.waitForURL("**/tracked-advertisers");
  await expect(page.getByRole("heading", { name: advertiser }).first()).toBeVisible();
});
