// Issue 18 §7: axe on every screen, as a user and as an admin, at a phone's and a desktop's width.
// Serious and critical violations fail the test; the report names the rule, the screen and the nodes.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerNewUser, searchFor, setUserPlan } from "./helpers";

const WIDTHS = [
  { name: "375 px", viewport: { width: 375, height: 812 } },
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
];

const USER_SCREENS = [
  "/archive",
  "/search-history",
  "/search-history?tab=vigilancias",
  "/novedades",
  "/saved-ads",
  "/tracked-advertisers",
  "/stats",
  "/user-plans",
  "/settings",
  "/pages",
];
const ADMIN_SCREENS = [...USER_SCREENS, "/admin/users"];

async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  // Skeletons and reveal transitions settle first: axe judges what a person would read.
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) × ${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

async function auditScreens(page: Page, screens: string[]): Promise<string[]> {
  const found: string[] = [];
  await page.goto("/");
  await searchFor(page, "crema");
  found.push(...(await seriousViolations(page, "/ (con resultados)")));
  // The watch dialog (its form, or the plan's limit where the plan has no watches).
  await page.getByRole("button", { name: "Vigilar esta búsqueda" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(...(await seriousViolations(page, "Vigilar esta búsqueda (diálogo)")));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  // The archive's ad and advertiser pages, of an ad the search just archived.
  const archived = (await (await page.request.get("/api/archive?q=crema&limit=1")).json()) as {
    ads: { ad: { id: string; page_id: string } }[];
  };
  const first = archived.ads[0]?.ad;
  expect(first, "the search archived its ads").toBeDefined();
  const archiveScreens = first ? [`/ads/${encodeURIComponent(first.id)}`, `/advertisers/${encodeURIComponent(first.page_id)}`] : [];
  for (const screen of [...screens, ...archiveScreens]) {
    await page.goto(screen);
    await expect(page.locator("main")).toBeVisible();
    found.push(...(await seriousViolations(page, screen)));
  }
  return found;
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width.name}`, () => {
    test.use({ viewport: width.viewport });

    test("the sign-in screen, signed out", async ({ browser }) => {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: width.viewport });
      const page = await context.newPage();
      await page.goto("/auth");
      const found = await seriousViolations(page, "/auth");
      await page.goto("/auth?mode=register");
      found.push(...(await seriousViolations(page, "/auth?mode=register")));
      expect(found, found.join("\n")).toEqual([]);
      await context.close();
    });

    test("every screen as a user", async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: width.viewport });
      const page = await context.newPage();
      const user = await registerNewUser(page, "axe");
      await setUserPlan(user.email, "pioneros");
      const found = await auditScreens(page, USER_SCREENS);
      expect(found, found.join("\n")).toEqual([]);
      await context.close();
    });

    test("every screen as the admin", async ({ page }) => {
      test.setTimeout(90_000);
      const found = await auditScreens(page, ADMIN_SCREENS);
      expect(found, found.join("\n")).toEqual([]);
    });
  });
}
