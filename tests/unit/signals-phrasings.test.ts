/**
 * The general rules of the 2026-11-28 revision (docs/signals.md, Blind sets): verb forms rather than
 * listed phrases, every country's currency, services named by their kind. Written after the revision,
 * these phrasings guard the rules; the blind set is what measured them.
 */
import { describe, expect, it } from "vitest";
import { CURRENCIES, detectSignals } from "@/lib/signals";
import { COUNTRY_CURRENCY } from "@/lib/signals/currencies";
import { COUNTRY_CODES } from "@/lib/providers/catalog";

const read = (body: string, countries: string[] = [], extra: Parameters<typeof detectSignals>[0] = {}) =>
  detectSignals({ bodies: [body], ...extra }, { countries });

describe("prices in every country the search offers", () => {
  it("knows the currency of each country of the catalogue", () => {
    for (const c of COUNTRY_CODES) expect.soft(CURRENCIES, c).toContain(COUNTRY_CURRENCY[c]);
  });

  it("reads each sign as that country writes it, and a shared sign by the ad's country", () => {
    const first = (s: string, c: string[]) => read(s, c).prices.map((p) => [p.currency, p.amount])[0] ?? null;
    const cases: [string, string[], [string | null, number] | null][] = [
      ["Oferta RD$ 1,499", ["DO"], ["DOP", 1499]],
      ["Solo $ 990", ["DO"], ["DOP", 990]],
      ["A Q.89.99 la unidad", ["GT"], ["GTQ", 89.99]],
      ["Cada uno ₡ 7.500", ["CR"], ["CRC", 7500]],
      ["Desde $4.500", ["CR"], ["USD", 4500]],
      ["$U 890", ["UY"], ["UYU", 890]],
      ["Bs 75", ["BO"], ["BOB", 75]],
      ["Bs 75", ["VE"], ["VES", 75]],
      ["Gs 95.000", ["PY"], ["PYG", 95000]],
      ["Solo L. 1,299", ["HN"], ["HNL", 1299]],
      ["C$ 320", ["NI"], ["NIO", 320]],
      ["C$ 320", ["CA"], ["CAD", 320]],
      ["B/.15", ["PA"], ["PAB", 15]],
      ["¥1,980", ["JP"], ["JPY", 1980]],
      ["4 x 50 mil", ["CO"], ["COP", 50000]],
      ["3x$45.000", ["CL"], ["CLP", 45000]],
      ["Desde $1.200 millones", ["CO"], ["COP", 1_200_000_000]],
      // A bare letter is a model or a size outside the country that writes it so.
      ["Modelo Q10, talla L 38", ["MX"], null],
      ["Más de 10 mil clientes felices", ["CO"], null],
    ];
    for (const [s, c, want] of cases) expect.soft(first(s, c), `${s} in ${c.join()}`).toEqual(want);
  });
});

describe("cash on delivery in any person and mood", () => {
  it("reads receive-then-pay and pay-on-receipt in tuteo, voseo and usted", () => {
    for (const s of [
      "Recibilo y pagalo en tu casa",
      "Nos pagas cuando te lo entreguemos",
      "Usted cancela cuando el mensajero llega",
      "Lo recibe, lo revisa y luego paga",
      "Pagan al repartidor en efectivo",
      "Te llega y abonás en la puerta",
      "Você recebe e paga na hora",
    ])
      expect.soft(read(s).cash_on_delivery, s).toBe(true);
  });

  it("leaves out paying first, paying online and teaching the method", () => {
    for (const s of [
      "Paga hoy y recíbelo mañana",
      "Recibe tu pedido en 24 horas y paga con tarjeta",
      "Aprende a vender contraentrega sin inventario",
      "No hacemos envíos contra reembolso",
    ])
      expect.soft(read(s).cash_on_delivery, s).toBe(false);
  });
});

describe("WhatsApp without the word", () => {
  it("reads a number announced to write or order, not to call", () => {
    const wa = (s: string) => read(s).whatsapp;
    expect(wa("Escríbeme 📲 311 222 3344")).toBe(true);
    expect(wa("Pedidos: 55 1234 5678")).toBe(true);
    expect(wa("Línea de ventas por WhatsApp 300 111 2233")).toBe(true);
    expect(wa("Llámanos ☎️ 601 745 0000")).toBe(false);
    expect(wa("Pedidos desde $50.000, mínimo 12 unidades")).toBe(false);
    expect(wa("Automatiza tus ventas en WhatsApp")).toBe(false);
  });
});

describe("ballots and look-alikes", () => {
  it("reads a ballot call as political and a model name or a borough as not", () => {
    const political = (s: string) => read(s).not_shop.includes("political");
    expect(political("Este domingo marca el 22 en el tarjetón verde")).toBe(true);
    expect(political("Tachá la lista 7 en la boleta única")).toBe(true);
    expect(political("Ana Ruiz para gobernadora")).toBe(true);
    expect(political("Reloj Senator de cuarzo")).toBe(false);
    expect(political("La marca número 1 en colchones")).toBe(false);
    expect(political("Entregas en toda la alcaldía Coyoacán")).toBe(false);
  });
});

describe("services named by their kind", () => {
  it("keeps restaurants on delivery apps, trips and homes for sale out of 'Solo tiendas'", () => {
    const shop = (s: string, extra = {}) => read(s, ["CO"], extra).is_shop;
    expect(shop("Bandeja paisa $25.900, pídela por Rappi con envío gratis")).toBe(false);
    expect(shop("Plan a Santa Marta 3 noches, hotel y desayuno, $990.000 por persona")).toBe(false);
    expect(shop("Casa campestre en venta en La Calera, $850 millones")).toBe(false);
    expect(shop("Tenis urbanos $129.900, envío gratis")).toBe(true);
    expect(shop("Piso laminado $45.900 el metro, envío a todo el país")).toBe(true);
  });
});
