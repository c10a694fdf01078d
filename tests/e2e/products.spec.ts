// Products end to end, as a new user at a desktop's and a phone's width, on the demo archive (where
// advertisers re-post the same creatives re-encoded, cropped or stickered): a card's 'Usado por N
// tiendas' leads to the product, the product to a store, the store to an ad; the list's filters apply as
// they change; nothing of it moves the quota.
import { expect, test, type Page } from "@playwright/test";
import { ensureDemoArchive, lookAt, pageWidth, registerNewUser, WIDTHS } from "./helpers";

test.beforeAll(() => ensureDemoArchive((ms) => test.setTimeout(ms)));

type ProductRow = { id: string; name: string; storeCount: number };
type ProductDetail = {
  product: ProductRow;
  stores: { domain: string }[];
  ads: { ad: { id: string; page_id: string; store_count: number } }[];
};

/** Through the API (free of quota, as the screens): the product sold by the most stores, and one of its ads. */
async function busiestProduct(page: Page): Promise<{ product: ProductRow; adId: string; pageId: string }> {
  const list = (await (await page.request.get("/api/products?sort=stores&limit=5")).json()) as { products: ProductRow[] };
  for (const product of list.products) {
    const detail = (await (await page.request.get(`/api/products/${product.id}`)).json()) as ProductDetail;
    const ad = detail.ads.find((a) => a.ad.store_count >= 2);
    if (ad) return { product, adId: ad.ad.id, pageId: ad.ad.page_id };
  }
  throw new Error("the demo archive holds no product sold by two stores");
}

async function adsFetched(page: Page): Promise<number> {
  const res = await page.request.get("/api/user-plans/usage");
  return ((await res.json()) as { usage: { adsFetched: number } }).usage.adsFetched;
}

for (const width of WIDTHS) {
  test.describe(`products at ${width.name}`, () => {
    test.use({ viewport: width.viewport });

    test("a card's 'Usado por N tiendas' leads to the product, the product to a store, the store to an ad", async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: width.viewport });
      const page = await context.newPage();
      const tag = width.viewport.width;
      await registerNewUser(page, `e2e-products-${tag}`);
      const before = await adsFetched(page);
      const target = await busiestProduct(page);

      // 1. The card, among its advertiser's ads in the archive.
      await page.goto(`/archive?${new URLSearchParams({ pageId: target.pageId })}`);
      const card = page.getByRole("article").filter({ has: page.locator(`a[href="/ads/${encodeURIComponent(target.adId)}"]`) });
      await expect(card).toBeVisible();
      const usedBy = card.getByRole("link", { name: `Usado por ${target.product.storeCount} tiendas` });
      await expect(usedBy).toBeVisible();
      await usedBy.click();

      // 2. The product: its saturation explained, its countries, its stores.
      await page.waitForURL(`**/products/${target.product.id}`);
      await expect(page.getByRole("heading", { level: 1, name: target.product.name })).toBeVisible();
      const saturation = page.getByRole("region", { name: "Saturación" });
      await saturation.getByText("¿Por qué?").click();
      await expect(saturation.getByRole("listitem").filter({ hasText: /^Lo venden? \d+ tiendas?/ })).toBeVisible();
      await expect(page.getByRole("region", { name: "Recorrido por países" })).toBeVisible();
      const stores = page.getByRole("region", { name: "Tiendas que lo venden" }).getByRole("listitem");
      await expect(stores).toHaveCount(Math.min(target.product.storeCount, 50));
      expect(await pageWidth(page)).toBeLessThanOrEqual(tag);
      await lookAt(page, `product-${tag}`);

      // 3. A store, then one of its ads.
      const store = stores.first().getByRole("link");
      const domain = (await store.textContent())?.trim() ?? "";
      await store.click();
      await page.waitForURL(`**/stores/${domain}`);
      await expect(page.getByRole("heading", { level: 1, name: domain })).toBeVisible();
      await expect(page.getByRole("region", { name: "Páginas que la anuncian" }).getByRole("link").first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(tag);
      await lookAt(page, `store-${tag}`);
      await page
        .getByRole("article")
        .first()
        .getByRole("link", { name: /^Ver historial/ })
        .click();
      await page.waitForURL(/\/ads\/[^/]+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Historial del anuncio" })).toBeVisible();

      // 4. The list: ranked, filtered as a filter changes, the filter in the URL.
      await page.goto("/products");
      await expect(page.getByRole("heading", { level: 1, name: "Productos" })).toBeVisible();
      await expect(page.getByTestId("product-card").first()).toBeVisible();
      // On a phone the filters are folded under one button, so the list starts on the first screen.
      const fold = page.getByRole("button", { name: /^Filtros y orden/ });
      if (tag < 640) {
        await expect(page.getByLabel("Ordenar por")).toBeHidden();
        await fold.click();
        await expect(fold).toHaveAttribute("aria-expanded", "true");
      } else {
        await expect(fold).toBeHidden();
      }
      await page.getByLabel("Ordenar por").selectOption("stores");
      await page.waitForURL((url) => url.searchParams.get("sort") === "stores");
      await expect(page.getByTestId("product-card").first()).toContainText(target.product.name);
      await page.getByLabel("Plataforma de la tienda").selectOption("shopify");
      await page.waitForURL((url) => url.searchParams.get("platform") === "shopify" && url.searchParams.get("sort") === "stores");
      await expect(page.getByTestId("product-card").first().or(page.getByText("Ningún producto coincide con estos filtros"))).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(tag);
      await lookAt(page, `products-${tag}`);

      expect(await adsFetched(page)).toBe(before);
      await context.close();
    });
  });
}
