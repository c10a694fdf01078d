// Copies whose picture differs but whose text is the same count as one creative
// (docs/creative-fingerprints.md §5): the key must survive what copiers change (price, link, emojis,
// store handle) and tell different copy apart.
import { describe, expect, it } from "vitest";
import { creativeTextKey } from "@/lib/services/products/creative-text-key";
import { normalizedCreativeText } from "@/lib/shared/products/creative-text";

const keyOf = (bodies: string[], titles: string[] = []) => {
  const text = normalizedCreativeText(bodies, titles);
  return text === null ? null : creativeTextKey(text);
};

const CORRECTOR = [
  "🔥 ¡Corrector de postura ajustable! Alivia el dolor de espalda en pocos días 💪 Precio especial: $49.900 👉 Compra aquí: https://tiendamax.co/products/corrector?utm_source=fb&fbclid=IwAR0x",
  "¡¡CORRECTOR DE POSTURA AJUSTABLE!! alivia el dolor de espalda en pocos dias ✅✅ Precio especial 89.990 COP 📦 Compra aquí www.saludtotal.com.co",
  "Corrector de postura ajustable. Alivia el dolor de espalda en pocos días. Precio especial: S/ 129 ➡️ compra aquí @posturaperu +51 987 654 321",
];

describe("normalizedCreativeText and creativeTextKey", () => {
  it("gives copies of one text the same key whatever their emojis, price, currency, link or handle", () => {
    const keys = CORRECTOR.map((body) => keyOf([body]));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    expect(normalizedCreativeText([CORRECTOR[0] as string], [])).toBe(
      "corrector de postura ajustable alivia el dolor de espalda en pocos dias precio especial compra aqui",
    );
  });

  it("ignores the titles when the body is long enough (they name the store or the product)", () => {
    expect(keyOf([CORRECTOR[0] as string], ["TiendaMax"])).toBe(keyOf([CORRECTOR[0] as string], ["Salud Total Colombia"]));
  });

  it("does not depend on the order of a carousel's bodies, nor on a repeated one", () => {
    const a = "Lámpara de luna 3D con 16 colores y control remoto. ¡Envío gratis a todo México! 🌙";
    const b = "Regálale la luna: decora su cuarto con una luz suave y relajante ✨";
    expect(keyOf([a, b])).toBe(keyOf([b, a, b]));
  });

  it("tells different copy apart, even about the same product", () => {
    const other = keyOf([
      "¿Dolor de espalda por pasar horas sentado? Este corrector de postura te ayuda a mantener la espalda recta 👇 $49.900",
    ]);
    const different = keyOf(["Smartwatch deportivo resistente al agua, mide tu ritmo cardíaco y tus pasos. Paga al recibir 🚚"]);
    expect(other).not.toBeNull();
    expect(new Set([keyOf([CORRECTOR[0] as string]), other, different]).size).toBe(3);
  });

  it("returns null for short generic text, so 'Compra ya' does not merge every ad that says it", () => {
    expect(normalizedCreativeText(["Compra ya 👉 https://tienda.co"], [])).toBeNull();
    expect(normalizedCreativeText(["🔥🔥 ENVÍO GRATIS 🔥🔥 $49.900 - 50% OFF!!!"], ["Oferta"])).toBeNull();
    expect(normalizedCreativeText([], [])).toBeNull();
    expect(normalizedCreativeText(["{{product.name}} {{product.price}}"], ["{{product.brand}}"])).toBeNull();
  });

  it("falls back on the titles when the body alone is too short", () => {
    const text = normalizedCreativeText(["Nuevo 😍"], ["Set de brochas profesionales de maquillaje x12 piezas"]);
    expect(text).toBe("nuevo set de brochas profesionales de maquillaje x piezas");
  });
});
