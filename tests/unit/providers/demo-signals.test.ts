// The demo data shows every e-commerce signal (docs/signals.md), so the cards' badges and the 'Solo
// tiendas', 'Contra entrega' and 'WhatsApp' filters have something to show without a provider key.
import { describe, expect, it } from "vitest";
import { createDemoProvider, demoDataset } from "@/lib/providers/demo/provider";
import type { NormalizedAd } from "@/lib/providers/types";

const NOW = new Date("2026-03-15T15:30:00Z");
const provider = createDemoProvider({ now: () => NOW });

/** Every active ad, through each advertiser's pages: what the app itself would read. */
async function everyAd(): Promise<NormalizedAd[]> {
  const ads: NormalizedAd[] = [];
  for (const advertiser of demoDataset().advertisers) {
    let cursor: string | null = null;
    do {
      const page = await provider.listPageAds(advertiser.pageId, "ALL", { cursor });
      ads.push(...page.ads);
      cursor = page.nextCursor;
    } while (cursor);
  }
  return ads;
}

describe("demo data: every signal", async () => {
  const ads = await everyAd();
  const count = (test: (ad: NormalizedAd) => boolean) => ads.filter(test).length;

  it("has ads with cash on delivery, WhatsApp, free shipping, and shops", () => {
    expect(count((a) => a.signals.cash_on_delivery)).toBeGreaterThan(20);
    expect(count((a) => a.signals.whatsapp)).toBeGreaterThan(20);
    expect(count((a) => a.signals.free_shipping)).toBeGreaterThan(20);
    expect(count((a) => a.signals.is_shop)).toBeGreaterThan(500);
  });

  it("has prices written in each country's style", () => {
    const texts = new Map<string, string>();
    for (const ad of ads) for (const p of ad.signals.prices) if (p.currency) texts.set(p.currency, p.text);
    expect([...texts.keys()].sort()).toEqual(["ARS", "BRL", "CLP", "COP", "EUR", "MXN", "PEN", "USD"]);
    expect(texts.get("COP")).toMatch(/^\$ \d{2,3}\.\d{3}$/);
    expect(texts.get("MXN")).toMatch(/^\$\d{3} mxn$/);
    expect(texts.get("PEN")).toMatch(/^s\/ \d+$/);
    expect(texts.get("EUR")).toMatch(/^\d+,90 €$/);
    expect(texts.get("BRL")).toMatch(/^r\$ \d+,90$/);
  });

  it("has every storefront, a few marketplace and app ads, none of them a shop", () => {
    for (const kind of ["shopify", "tiendanube", "woocommerce", "mercadoshops"] as const)
      expect(
        count((a) => a.signals.storefront === kind),
        kind,
      ).toBeGreaterThan(5);
    const marketplace = ads.filter((a) => a.signals.not_shop.includes("marketplace"));
    const apps = ads.filter((a) => a.signals.not_shop.includes("app"));
    expect(marketplace.length).toBeGreaterThan(5);
    expect(apps.length).toBeGreaterThan(2);
    expect([...marketplace, ...apps].every((a) => !a.signals.is_shop)).toBe(true);
  });

  it("has Facebook-only and Instagram-only ads", () => {
    expect(count((a) => a.publisher_platform.join() === "facebook")).toBeGreaterThan(50);
    expect(count((a) => a.publisher_platform.join() === "instagram")).toBeGreaterThan(50);
  });
});
