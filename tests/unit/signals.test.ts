import { describe, expect, it } from "vitest";
import fixtures from "@/tests/fixtures/signals.json";
import { printTable as table, type SignalFixture } from "@/tests/support/signal-eval";
import { adSignals, detectSignals, parseAmount } from "@/lib/signals";
import { detectCashOnDelivery } from "@/lib/signals/cash-on-delivery";
import { detectFreeShipping } from "@/lib/signals/free-shipping";
import { detectNotAShop } from "@/lib/signals/not-a-shop";
import { detectPrices } from "@/lib/signals/prices";
import { detectStorefront } from "@/lib/signals/storefront";
import { detectWhatsApp } from "@/lib/signals/whatsapp";
import type { SignalText } from "@/lib/signals/text";

const all = fixtures as (SignalFixture & { set: "dev" | "holdout" })[];

describe("e-commerce signals on the labelled set", () => {
  it("holds at least 300 ads in Spanish and Portuguese from several countries", () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((f) => f.lang))).toEqual(new Set(["es", "pt"]));
    expect(new Set(all.map((f) => f.country)).size).toBeGreaterThanOrEqual(8);
  });

  it("reaches 90 % precision and 90 % recall on every signal", () => {
    table(
      "holdout: written after the detectors",
      all.filter((f) => f.set === "holdout"),
    );
    const rows = table("whole set", all);
    for (const r of rows) {
      expect.soft(r.precision, `${r.signal} precision`).toBeGreaterThanOrEqual(0.9);
      expect.soft(r.recall, `${r.signal} recall`).toBeGreaterThanOrEqual(0.9);
      // Every signal is measured on enough positives to mean something.
      expect.soft(r.tp + r.fn, `${r.signal} positives`).toBeGreaterThanOrEqual(20);
    }
  });
});

const text = (body: string, extra: Partial<SignalText> = {}): SignalText => ({
  text: body,
  urls: body,
  hasDestination: false,
  ctaText: "",
  ctaType: "",
  pageName: "",
  categories: "",
  ...extra,
});

describe("detectors", () => {
  it("reads a negated clause as no, and a new clause as yes", () => {
    const cod = (s: string) => detectSignals({ bodies: [s] }).cash_on_delivery;
    expect(cod("No manejamos contra entrega, solo transferencia")).toBe(false);
    expect(cod("Não trabalhamos com pagamento na entrega")).toBe(false);
    expect(cod("¿No tienes tarjeta? Paga contra entrega")).toBe(true);
    expect(cod("Sin riesgos: pago contra entrega")).toBe(true);
    expect(cod("Domicilio sin costo y pago contra entrega")).toBe(true);
    expect(cod("No pagas nada hasta recibir tu pedido")).toBe(true);
    expect(detectSignals({ bodies: ["Ropa de trabajo. No hacemos envíos gratis."] }).free_shipping).toBe(false);
  });

  it("reads every Mercado Libre country domain as a marketplace listing, and Mercado Shops or look-alikes as not", () => {
    const kinds = (url: string) => detectNotAShop(text("Audífonos inalámbricos", { urls: url, hasDestination: true }));
    for (const url of [
      "https://www.mercadolibre.cl/audifonos/p/MLC1",
      "https://articulo.mercadolibre.com.mx/MLM-1-audifonos",
      "https://www.mercadolibre.com.ar/ofertas",
      "https://articulo.mercadolibre.com.co/MCO-1",
      "https://articulo.mercadolibre.com.pe/MPE-1",
      "https://articulo.mercadolibre.com.uy/MLU-1",
      "https://articulo.mercadolibre.com.ve/MLV-1",
      "https://www.mercadolibre.com.ec/audifonos",
      "https://articulo.mercadolibre.co.cr/MCR-1",
      "https://produto.mercadolivre.com.br/MLB-1",
    ]) {
      expect.soft(kinds(url), url).toEqual(["marketplace"]);
    }
    for (const url of ["https://tienda.mercadoshops.com.ar/x", "https://supermercadolibre.cl/x", "https://www.mercadolibreria.cl/libros"]) {
      expect.soft(kinds(url), url).toEqual([]);
    }
  });

  it("writes prices as people do, in the ad's country", () => {
    const prices = (s: string, c: string[]) => detectSignals({ bodies: [s] }, { countries: c }).prices.map((p) => [p.currency, p.amount]);
    expect(prices("Precio especial: $ 89.900", ["CO"])).toEqual([["COP", 89900]]);
    expect(prices("Solo S/ 59 o S/.129.90", ["PE"])).toEqual([
      ["PEN", 59],
      ["PEN", 129.9],
    ]);
    expect(prices("Ahora 49,90 € (antes €89,90)", ["ES"])).toEqual([
      ["EUR", 49.9],
      ["EUR", 89.9],
    ]);
    expect(prices("De R$ 1.299,00 por R$ 999", ["BR"])).toEqual([
      ["BRL", 1299],
      ["BRL", 999],
    ]);
    expect(prices("$1,299.00 MXN", [])).toEqual([["MXN", 1299]]);
    expect(prices("$19.990", ["CL"])).toEqual([["CLP", 19990]]);
    expect(prices("$24.99", ["EC"])).toEqual([["USD", 24.99]]);
    expect(prices("A solo 59 mil pesos", ["CO"])).toEqual([["COP", 59000]]);
    // Without a country, "$" stays unknown rather than guessed.
    expect(prices("$ 89.900", [])).toEqual([[null, 89900]]);
    expect(prices("50% OFF, 2x1, 3 cuotas, llama al 3001234567, modelo 2025, 100 ml", ["CO"])).toEqual([]);
    expect(parseAmount("1.299.000")).toBe(1299000);
    expect(parseAmount("1,299.50")).toBe(1299.5);
  });

  it("tells a WhatsApp call to action from an ad about WhatsApp", () => {
    const wa = (s: string) => detectSignals({ bodies: [s] }).whatsapp;
    expect(wa("Escríbenos al WhatsApp 300 456 7890")).toBe(true);
    expect(wa("Pedidos al wsp +56 9 8765 4321")).toBe(true);
    expect(wa("Chama no zap!")).toBe(true);
    expect(wa("Aprende a vender por WhatsApp con nuestro curso")).toBe(false);
    expect(wa("Comparte este video por WhatsApp")).toBe(false);
    expect(wa("Automatize suas vendas no WhatsApp")).toBe(false);
    expect(detectSignals({ bodies: ["Hola"], linkUrl: "https://wa.me/573001234567" }).whatsapp).toBe(true);
  });

  it("adSignals reads a normalized ad and falls back to the searched country", () => {
    const s = adSignals(
      {
        page_name: "Tienda",
        ad_creative_bodies: ["Crema $ 49.900, pago contra entrega"],
        ad_creative_link_captions: ["TIENDA.CO"],
        countries: [],
        apify_data: { link_url: "https://tienda.co/products/crema", cta_type: "SHOP_NOW", cta_text: "Comprar", page_categories: [] },
      },
      { countries: ["CO"] },
    );
    expect(s).toMatchObject({
      cash_on_delivery: true,
      storefront: "shopify",
      is_shop: true,
      not_shop: [],
      prices: [{ currency: "COP", amount: 49900 }],
    });
    expect(adSignals({ ad_creative_bodies: ["Vota por la continuidad"] }, { adType: "ALL" }).not_shop).toEqual(["political"]);
    expect(adSignals({ ad_creative_bodies: ["Crema facial"] }, { adType: "POLITICAL_AND_ISSUE_ADS" }).not_shop).toEqual(["political"]);
  });
});

describe("hostile text", () => {
  // Shapes that make backtracking patterns explode: long runs of what a pattern repeats, and near misses.
  const KB100 = 100_000;
  const hostile = [
    "9".repeat(KB100),
    "1.".repeat(KB100 / 2),
    "$ 1".repeat(KB100 / 3),
    "a".repeat(KB100),
    "a.".repeat(KB100 / 2),
    "pago ".repeat(KB100 / 5),
    "envio ".repeat(KB100 / 6),
    "whatsapp ".repeat(KB100 / 9),
    "wa ".repeat(KB100 / 3),
    "vota ".repeat(KB100 / 5),
    "no ".repeat(KB100 / 3) + "contra entrega",
    "s/".repeat(KB100 / 2),
    "/products/".repeat(KB100 / 10),
    "x.gob.".repeat(KB100 / 6),
    "descarga ".repeat(KB100 / 9),
    "compra en ".repeat(KB100 / 10),
    " ".repeat(KB100) + "\n".repeat(10),
    "pagas cuando te ".repeat(KB100 / 16),
    "lo recibes y ".repeat(KB100 / 13),
    "escribenos 📲 1 ".repeat(KB100 / 16),
    "2x$".repeat(KB100 / 3),
    "1 000 ".repeat(KB100 / 6),
    "envio $9.900 o ".repeat(KB100 / 15),
    "marca la ".repeat(KB100 / 9),
    "apartamentos lindos ".repeat(KB100 / 20),
  ];

  it("every detector stays linear on 100 KB strings", () => {
    for (const s of hostile) {
      const t = text(s, { urls: s, categories: s.slice(0, 2000), pageName: s.slice(0, 200) });
      const started = performance.now();
      detectCashOnDelivery(t);
      detectFreeShipping(t);
      detectWhatsApp(t);
      detectPrices(t, ["CO"]);
      detectStorefront(t);
      detectNotAShop(t);
      const ms = performance.now() - started;
      expect.soft(ms, `${JSON.stringify(s.slice(0, 12))}… took ${ms.toFixed(0)} ms`).toBeLessThan(1000);
    }
  });

  it("a whole ad of 100 KB fields is read in bounded time", () => {
    for (const s of hostile) {
      const started = performance.now();
      detectSignals({
        bodies: Array(30).fill(s),
        titles: [s],
        descriptions: [s],
        captions: [s],
        linkUrl: s,
        ctaText: s,
        ctaType: s,
        pageName: s,
        categories: [s],
      });
      const ms = performance.now() - started;
      expect.soft(ms, `${JSON.stringify(s.slice(0, 12))}… took ${ms.toFixed(0)} ms`).toBeLessThan(1000);
    }
  });
});
