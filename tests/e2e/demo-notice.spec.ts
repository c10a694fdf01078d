// Without provider keys (the e2e server runs AD_PROVIDER=demo) the search screen tells admins
// that its ads are demo data and how to connect a real provider; a normal user never gets it, not even
// in the HTML.
import { expect, test } from "@playwright/test";
import { lookAt, registerNewUser } from "./helpers";

const TITLE = "Resultados de demostración";

test("an admin reads that results are demo data and which variables connect a provider", async ({ page }) => {
  const res = await page.goto("/search");
  expect(await res!.text()).toContain(TITLE);
  const notice = page.getByRole("complementary", { name: TITLE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("SCRAPECREATORS_API_KEY");
  await expect(notice).toContainText("META_ACCESS_TOKEN");
  await expect(notice).toContainText("README");
  await lookAt(page, "demo-notice", { widths: [1280, 375], fullPage: false });
});

test.describe("a normal user", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("never gets the notice, on screen or in the page's HTML", async ({ page }) => {
    await registerNewUser(page, "sin-aviso");
    for (const path of ["/", "/search"]) {
      const res = await page.goto(path);
      const html = await res!.text();
      expect(html).not.toContain(TITLE);
      expect(html).not.toContain("SCRAPECREATORS_API_KEY");
      await expect(page.getByRole("heading", { name: "Buscar Anuncios" })).toBeVisible();
      await expect(page.getByText(TITLE)).toHaveCount(0);
    }
  });
});
