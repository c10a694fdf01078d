// Every signed-in screen as a URL, and an account with something on each of them: the list the
// accessibility spec audits and the time-zone spec visits (one list, so a new page is covered by both).
import { expect, type Page } from "@playwright/test";
import { registerNewUser, searchFor, setUserPlan, withTestDb } from "./helpers";

export type Role = "user" | "admin";
export type Samples = { adId: string; pageId: string; productId: string; storeDomain: string };

type ScreenUrl = {
  /** The URL, sample ids filled in; null when the page is not a signed-in screen (tested on its own). */
  url: ((s: Samples) => string) | null;
  /**
   * The roles whose view of the screen is audited. An admin sees a user's screens plus the admin links
   * of the shell, so the admin audits only what differs ("/" for the shell, the admin screens and
   * dialogs, the admins-only demo notice on /search): auditing every shared screen twice cost about a
   * third of the e2e tier's time.
   */
  roles: Role[];
};

export const SCREEN_URLS: Record<string, ScreenUrl> = {
  "/": { url: () => "/", roles: ["user", "admin"] },
  "/search": { url: () => "/search", roles: ["user", "admin"] },
  "/archive": { url: () => "/archive", roles: ["user"] },
  "/ads/[id]": { url: (s) => `/ads/${encodeURIComponent(s.adId)}`, roles: ["user"] },
  "/advertisers/[pageId]": { url: (s) => `/advertisers/${encodeURIComponent(s.pageId)}`, roles: ["user"] },
  "/products": { url: () => "/products", roles: ["user"] },
  "/products/[id]": { url: (s) => `/products/${s.productId}`, roles: ["user"] },
  "/stores/[domain]": { url: (s) => `/stores/${s.storeDomain}`, roles: ["user"] },
  "/search-history": { url: () => "/search-history", roles: ["user"] },
  "/saved-ads": { url: () => "/saved-ads", roles: ["user"] },
  "/tracked-advertisers": { url: () => "/tracked-advertisers", roles: ["user"] },
  "/stats": { url: () => "/stats", roles: ["user"] },
  "/novedades": { url: () => "/novedades", roles: ["user"] },
  "/user-plans": { url: () => "/user-plans", roles: ["user", "admin"] },
  "/settings": { url: () => "/settings", roles: ["user"] },
  "/pages": { url: () => "/pages", roles: ["user"] },
  // A user reads 'Acceso Denegado' there: that screen is audited too.
  "/admin/users": { url: () => "/admin/users", roles: ["user", "admin"] },
  // Signed out and must-change-password screens: their own tests below.
  "/auth": { url: null, roles: [] },
  "/change-password": { url: null, roles: [] },
};

/**
 * A fresh account of the role with something on every screen it audits: a search, and for a user a saved
 * ad and a followed advertiser (an admin audits no screen that lists them, so it gets no samples).
 */
export async function prepareScreens(page: Page, role: Role): Promise<{ email: string; samples: Samples }> {
  const user = await registerNewUser(page, `axe-${role}`);
  await setUserPlan(user.email, "imperio");
  if (role === "admin") await withTestDb((pool) => pool.query(`UPDATE "User" SET role = 'admin' WHERE email = $1`, [user.email]));
  await page.goto("/search");
  await searchFor(page, "crema");
  if (role === "admin") return { email: user.email, samples: { adId: "", pageId: "", productId: "", storeDomain: "" } };
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: /^GUARDAR/ }).click();
  await expect(card.getByRole("button", { name: /^GUARDADO/ })).toBeVisible();
  await card.getByRole("button", { name: /^SEGUIR/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Activar seguimiento" }).click();
  await expect(card.getByRole("button", { name: /^SIGUIENDO/ })).toBeVisible();
  // The archive's ad and advertiser pages, of an ad the search just archived.
  const archived = (await (await page.request.get("/api/archive?q=crema&limit=1")).json()) as {
    ads: { ad: { id: string; page_id: string } }[];
  };
  const first = archived.ads[0]?.ad;
  expect(first, "the search archived its ads").toBeDefined();
  // A product of the demo archive's (seeded before Playwright starts) and the first store selling it.
  const products = (await (await page.request.get("/api/products?sort=stores&limit=1")).json()) as { products: { id: string }[] };
  const productId = products.products[0]?.id ?? "p000000000000000";
  const product = (await (await page.request.get(`/api/products/${productId}`)).json()) as { stores?: { domain: string }[] };
  const storeDomain = product.stores?.[0]?.domain ?? "tienda-que-no-existe.com";
  return { email: user.email, samples: { adId: first!.id, pageId: first!.page_id, productId, storeDomain } };
}
