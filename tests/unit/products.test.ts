// The products' pure rules (docs/product.md §Productos): which product-page slugs join stores, the
// saturation label with its reasons, what a follower is told, and the list's filters from a URL.
import { describe, expect, it } from "vitest";
import { productNews } from "@/lib/shared/products/product-news";
import { formatPriceRange, toProductQuery } from "@/lib/shared/products/product-query";
import { productSlug, slugTitle } from "@/lib/shared/products/product-slug";
import { saturationOf } from "@/lib/shared/products/saturation";

const DAY = 86_400_000;
const now = new Date("2026-11-28T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

describe("productSlug", () => {
  it("keeps a slug that names a product, whatever the platform's path", () => {
    expect(productSlug("/products/faja-moldeadora-reductora")).toBe("faja-moldeadora-reductora");
    expect(productSlug("/productos/Cepillo-Alisador-3en1")).toBe("cepillo-alisador-3en1");
    expect(productSlug("/producto/lampara_de_mesa/")).toBe("lampara_de_mesa");
  });

  it("never joins stores by a generic page, a number or one word", () => {
    for (const path of ["/products/oferta", "/producto/123", "/products/combo-2x1", "/products/reloj", "/products/kit-x2", null, "", "/"]) {
      expect(productSlug(path), String(path)).toBeNull();
    }
  });

  it("names a product from its slug", () => {
    expect(slugTitle("faja-moldeadora_reductora")).toBe("Faja moldeadora reductora");
  });
});

describe("saturationOf", () => {
  const base = { firstSeenAt: daysAgo(30), storeCount: 4, advertiserCount: 4, countryCount: 2, newStores7d: 1 };

  it("calls a product new for its first 14 days with up to 3 stores", () => {
    expect(saturationOf({ ...base, firstSeenAt: daysAgo(14), storeCount: 3 }, now).label).toBe("NUEVO");
    expect(saturationOf({ ...base, firstSeenAt: daysAgo(15), storeCount: 3 }, now).label).toBe("EXPANSION");
    expect(saturationOf({ ...base, firstSeenAt: daysAgo(2), storeCount: 4 }, now).label).toBe("EXPANSION");
  });

  it("calls it saturated from 10 stores or 15 advertisers, or old and stalled with 6 stores", () => {
    expect(saturationOf({ ...base, storeCount: 10 }, now).label).toBe("SATURADO");
    expect(saturationOf({ ...base, advertiserCount: 15 }, now).label).toBe("SATURADO");
    expect(saturationOf({ ...base, firstSeenAt: daysAgo(60), storeCount: 6, newStores7d: 0 }, now).label).toBe("SATURADO");
    expect(saturationOf({ ...base, firstSeenAt: daysAgo(60), storeCount: 6, newStores7d: 1 }, now).label).toBe("EXPANSION");
  });

  it("explains itself with the figures, in Spanish, singular where it is one", () => {
    const { reasons } = saturationOf({ firstSeenAt: daysAgo(1), storeCount: 1, advertiserCount: 2, countryCount: 1, newStores7d: 1 }, now);
    expect(reasons).toContain("Visto por primera vez hace 1 día.");
    expect(reasons).toContain("Lo vende 1 tienda con 2 anunciantes en 1 país.");
  });
});

describe("productNews", () => {
  it("tells a follower only what is new, stores and countries", () => {
    const news = productNews({ stores: ["a.com"], countries: ["CO"] }, { stores: ["a.com", "b.com", "c.com"], countries: ["CO", "US"] });
    expect(news?.stores).toEqual(["b.com", "c.com"]);
    expect(news?.body).toBe("2 tiendas nuevas: b.com y c.com. Llegó a EE. UU.");
    expect(news?.title("Faja")).toBe("Novedades de «Faja»");
    expect(productNews({ stores: ["a.com"], countries: ["CO"] }, { stores: ["a.com"], countries: ["CO"] })).toBeNull();
  });
});

describe("the products list's URL", () => {
  it("keeps known filters, drops the rest, and leaves the default order out", () => {
    const params: Record<string, string | string[]> = {
      country: "mx",
      platform: "Shopify",
      signals: ["cod", "shop", "nope"],
      firstSeenFrom: "2026-11-01",
      sort: "momentum",
      extra: "x",
    };
    expect(toProductQuery((name) => params[name])).toEqual({
      country: "MX",
      platform: "shopify",
      signals: "shop,cod",
      firstSeenFrom: "2026-11-01",
    });
    expect(toProductQuery((name) => ({ platform: "amazon", sort: "stores", country: "MEX" })[name])).toEqual({ sort: "stores" });
  });

  it("writes a price range per currency", () => {
    expect(formatPriceRange({ currency: "COP", min: 49_900, max: 59_900 })).toBe("49.900 – 59.900 COP");
    expect(formatPriceRange({ currency: "USD", min: 25, max: 25 })).toBe("25 USD");
  });
});
