// The monthly quota as a user sees it (demo provider): the same term searched twice does not move the
// sidebar's usage (an ad counts once a month), and the limit modal opens when a search is refused,
// once: not again on a reload, and never on /archive.
import { expect, test, type Page } from "@playwright/test";
import { registerNewUser, setAdsUsed } from "./helpers";

test.use({ storageState: { cookies: [], origins: [] } });

/** The sidebar's figure, 'N / 100 anuncios'. */
function usageFigure(page: Page) {
  return page.getByRole("region", { name: "Uso mensual" }).getByText(/anuncios$/);
}

/** Searches `term` and waits for the reply and for the usage card's refresh that follows it. */
async function search(page: Page, term: string) {
  const input = page.getByLabel("Término de búsqueda");
  await input.fill(term);
  const [reply] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/search"),
    page.waitForResponse((res) => new URL(res.url()).pathname === "/api/user-plans/usage"),
    input.press("Enter"),
  ]);
  return reply;
}

test("the same search twice leaves the usage where it was; a refusal opens the limit modal once", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await registerNewUser(page, "e2e-quota");
  await expect(usageFigure(page)).toHaveText("0 / 100 anuncios");

  const first = await search(page, "faja");
  expect(first.status()).toBe(200);
  const firstBody = (await first.json()) as { data: unknown[]; quota: { charged: number; free: number } };
  const shown = firstBody.data.length;
  expect(shown).toBeGreaterThan(0);
  expect(firstBody.quota).toMatchObject({ charged: shown, free: 0 });
  await expect(usageFigure(page)).toHaveText(`${shown} / 100 anuncios`);

  const again = await search(page, "faja");
  expect(((await again.json()) as { quota: { charged: number; free: number } }).quota).toMatchObject({ charged: 0, free: shown });
  await expect(page.getByRole("article")).toHaveCount(shown);
  await expect(usageFigure(page)).toHaveText(`${shown} / 100 anuncios`);

  // At the limit: a reload opens nothing (nothing was refused)…
  await setAdsUsed(user.email, 100);
  await page.reload();
  await expect(usageFigure(page)).toHaveText("100 / 100 anuncios");
  const modal = page.getByRole("dialog", { name: "Límite de Anuncios Alcanzado" });
  await expect(modal).toBeHidden();

  // …a search for new ads is refused, and the modal opens once, with the monthly rule.
  const refused = await search(page, "reloj");
  expect(refused.status()).toBe(403);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Cada anuncio cuenta una sola vez al mes");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  await page.reload();
  await expect(usageFigure(page)).toHaveText("100 / 100 anuncios");
  await expect(modal).toBeHidden();
  await page.goto("/archive");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(usageFigure(page)).toHaveText("100 / 100 anuncios");
  await expect(modal).toBeHidden();
});
