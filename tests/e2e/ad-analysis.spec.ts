// 'Analizar con IA' on the ad's page and on the search screen's cards, at a desktop's and a phone's width,
// in both states of the product: the main e2e server has no model, and the button must say that an
// administrator has to configure it; the second server (AI_APP_URL, same build and database) uses the
// fake OpenAI-compatible server this spec starts on AI_FAKE_PORT, and shows the breakdown. The session
// cookie is the host's, so it signs in on both ports.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { pageWidth, searchFor, WIDTHS } from "./helpers";
import { AI_APP_URL, AI_FAKE_PORT } from "./ports";

let fake: FakeOpenAI | null = null;

test.beforeAll(async () => {
  fake = await startFakeOpenAI("good", AI_FAKE_PORT);
});

/**
 * A search on the demo data (as the signed-in admin) puts its ads in the archive; the first one is used.
 * The two states use different terms: an analysis is shared, so an ad the model state analysed shows its
 * stored breakdown on the server without a model too (as it should).
 */
async function archivedAdId(page: Page, value: string): Promise<string> {
  const res = await page.request.post("/api/search", { data: { value, country: "CO", minDays: 0 } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { id: string }[] };
  return body.data[0].id;
}

test.afterAll(async () => {
  await fake?.close();
});

async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} × ${v.nodes.length}`);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use({ viewport: width.viewport });

    test("without a model the button explains that an administrator must configure it", async ({ page }) => {
      await page.goto(`/ads/${encodeURIComponent(await archivedAdId(page, "faja"))}`);
      const section = page.getByRole("region", { name: "Análisis con IA" });
      const button = section.getByRole("button", { name: "Analizar con IA" });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/un administrador configure la clave del modelo/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width.viewport.width);
      expect(await seriousViolations(page, "main")).toEqual([]);
    });

    test("'Analizar con IA' shows the breakdown in Spanish with its date", async ({ page }) => {
      await page.goto(`${AI_APP_URL}/ads/${encodeURIComponent(await archivedAdId(page, "crema"))}`);
      const section = page.getByRole("region", { name: "Análisis con IA" });
      const button = section.getByRole("button", { name: "Analizar con IA" });
      // The first width runs it; the second finds it stored (shared by every user, free). Which one the
      // screen shows is known once it has loaded: wait for either before deciding.
      const stored = section.getByText(/^Análisis del /);
      await expect(button.or(stored).first()).toBeVisible();
      if (await button.isVisible()) await button.click();
      await expect(stored).toBeVisible();
      await expect(section.getByText("Gancho", { exact: false }).first()).toBeVisible();
      await expect(section.getByRole("heading", { name: /^Qué copiar/ })).toBeVisible();
      await expect(section.getByRole("heading", { name: "Qué evitar" })).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(3);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width.viewport.width);
      expect(await seriousViolations(page, "main")).toEqual([]);
    });

    test("a search card's 'Analizar con IA' says, without a model, that an administrator must configure it", async ({ page }) => {
      await page.goto("/search");
      await searchFor(page, "faja");
      const button = page
        .getByRole("article")
        .first()
        .getByRole("button", { name: /^Analizar con IA el anuncio de / });
      await button.click();
      const dialog = page.getByRole("dialog", { name: "Análisis con IA" });
      await expect(dialog.getByRole("alert")).toContainText("un administrador debe configurar la clave del modelo");
      await expect(dialog.getByText(/^Análisis del /)).toHaveCount(0);
    });

    test("a search card's 'Analizar con IA' shows the breakdown in a dialog, from the keyboard", async ({ page }) => {
      await page.goto(`${AI_APP_URL}/search`);
      await searchFor(page, "freidora");
      const button = page
        .getByRole("article")
        .first()
        .getByRole("button", { name: /^Analizar con IA el anuncio de / });
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Análisis con IA" });
      // The first width runs it; the second gets it back stored.
      await expect(dialog.getByText(/^Análisis del /)).toBeVisible();
      await expect(dialog.getByText("Gancho", { exact: false }).first()).toBeVisible();
      await expect(dialog.getByRole("heading", { name: /^Qué copiar/ })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Qué evitar" })).toBeVisible();
      await expect(dialog.getByRole("listitem")).toHaveCount(3);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width.viewport.width);
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      // Escape closes it and gives the focus back to the card's button.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}
