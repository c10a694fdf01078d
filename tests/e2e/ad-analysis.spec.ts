// 'Analizar con IA' on the ad's page, at a desktop's and a phone's width. The spec starts a fake
// OpenAI-compatible server on E2E_PORT + 1000; the app uses it when the run exports
// OPENAI_BASE_URL=http://127.0.0.1:<E2E_PORT + 1000>/v1 (the web server inherits the environment).
// Without it the app has no model, and the button must say that an administrator has to configure it.
// Each test runs in the state the server is in and skips the other, so one run checks one of the two.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { pageWidth } from "./helpers";

const WIDTHS = [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "375 px", viewport: { width: 375, height: 812 } },
];
const FAKE_PORT = Number(process.env.E2E_PORT ?? 3107) + 1000;
const configured = Boolean(process.env.OPENAI_BASE_URL || process.env.OPENAI_API_KEY);

let fake: FakeOpenAI | null = null;

test.beforeAll(async () => {
  if (configured) fake = await startFakeOpenAI("good", FAKE_PORT);
});

/** A search on the demo data (as the signed-in admin) puts its ads in the archive; the first one is analysed. */
async function archivedAdId(page: Page): Promise<string> {
  const res = await page.request.post("/api/search", { data: { value: "crema", country: "CO", minDays: 0 } });
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
      test.skip(configured, "this run has a model (OPENAI_BASE_URL)");
      await page.goto(`/ads/${encodeURIComponent(await archivedAdId(page))}`);
      const section = page.getByRole("region", { name: "Análisis con IA" });
      const button = section.getByRole("button", { name: "Analizar con IA" });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/un administrador configure la clave del modelo/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width.viewport.width);
      expect(await seriousViolations(page, "main")).toEqual([]);
    });

    test("'Analizar con IA' shows the breakdown in Spanish with its date", async ({ page }) => {
      test.skip(!configured, "this run has no model: export OPENAI_BASE_URL to the fake's address");
      await page.goto(`/ads/${encodeURIComponent(await archivedAdId(page))}`);
      const section = page.getByRole("region", { name: "Análisis con IA" });
      const button = section.getByRole("button", { name: "Analizar con IA" });
      // The first width runs it; the second finds it stored (shared by every user, free).
      if (await button.isVisible()) await button.click();
      await expect(section.getByText(/^Análisis del /)).toBeVisible();
      await expect(section.getByText("Gancho", { exact: false }).first()).toBeVisible();
      await expect(section.getByRole("heading", { name: /^Qué copiar/ })).toBeVisible();
      await expect(section.getByRole("heading", { name: "Qué evitar" })).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(3);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width.viewport.width);
      expect(await seriousViolations(page, "main")).toEqual([]);
    });
  });
}
