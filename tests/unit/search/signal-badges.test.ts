import { describe, expect, it } from "vitest";
import { priceLabel, signalBadges } from "@/lib/shared/search/signal-badges";
import type { AdSignals } from "@/lib/signals";

const none: AdSignals = {
  cash_on_delivery: false,
  whatsapp: false,
  free_shipping: false,
  prices: [],
  storefront: null,
  not_shop: [],
  is_shop: false,
};
const labels = (s: Partial<AdSignals>) => signalBadges({ ...none, ...s }).map((b) => b.label);

describe("signalBadges: the card's signal badges (docs/signals.md)", () => {
  it("shows nothing for an ad without signals, or one kept before signals existed", () => {
    expect(labels({})).toEqual([]);
    expect(signalBadges(undefined)).toEqual([]);
  });

  it("names the storefront, else 'Tienda' for a shop, then how it sells and its prices as written", () => {
    expect(
      labels({
        storefront: "shopify",
        is_shop: true,
        cash_on_delivery: true,
        whatsapp: true,
        free_shipping: true,
        prices: [
          { currency: "COP", amount: 89900, text: "$ 89.900" },
          { currency: "COP", amount: 129900, text: "$ 129.900" },
          { currency: "COP", amount: 9900, text: "$ 9.900" },
        ],
      }),
    ).toEqual(["Tienda Shopify", "Contra entrega", "WhatsApp", "Envío gratis", "$ 89.900", "$ 129.900"]);
    expect(labels({ is_shop: true, prices: [{ currency: "EUR", amount: 49.9, text: "49,90 €" }] })).toEqual(["Tienda", "49,90 €"]);
  });

  it("says quietly why an ad is not a shop", () => {
    const badges = signalBadges({ ...none, not_shop: ["marketplace", "app"] });
    expect(badges.map((b) => [b.label, b.tone])).toEqual([
      ["Marketplace", "muted"],
      ["App o juego", "muted"],
    ]);
  });
});

describe("priceLabel: a price as written, after the detector folded it", () => {
  it("gives signs and currency codes their capitals back and leaves words alone", () => {
    expect(
      ["$ 89.900", "$499 mxn", "s/ 59", "s/.129.90", "49,90 €", "r$ 129,90", "us$ 25", "u$s 420", "75 mil pesos", "45 soles"].map(
        priceLabel,
      ),
    ).toEqual(["$ 89.900", "$499 MXN", "S/ 59", "S/.129.90", "49,90 €", "R$ 129,90", "US$ 25", "U$S 420", "75 mil pesos", "45 soles"]);
  });

  it("writes the other countries' signs as they are written there", () => {
    expect(
      [
        "rd$3,950",
        "q 135.00",
        "$u 2.490",
        "bs. 1.850",
        "gs. 185.000",
        "lps. 650",
        "c$ 450",
        "b/. 189.99",
        "199 kr",
        "129 zł",
        "rp 99.000",
        "450 lempiras",
        "$320 millones",
      ].map(priceLabel),
    ).toEqual([
      "RD$3,950",
      "Q 135.00",
      "$U 2.490",
      "Bs. 1.850",
      "Gs. 185.000",
      "Lps. 650",
      "C$ 450",
      "B/. 189.99",
      "199 kr",
      "129 zł",
      "Rp 99.000",
      "450 lempiras",
      "$320 millones",
    ]);
  });
});
