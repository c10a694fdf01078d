import { describe, expect, it } from "vitest";
import { localSuggestions, MAX_SUGGESTIONS, MIN_SUGGESTIONS } from "@/lib/services/suggestions/local-suggestions";

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function expectWellFormed(list: string[]) {
  expect(list.length).toBeGreaterThanOrEqual(MIN_SUGGESTIONS);
  expect(list.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  for (const k of list) {
    expect(k).toBe(k.toLocaleLowerCase("es"));
    expect(k).toBe(k.trim());
    expect(k).not.toMatch(/\s{2}/);
  }
  expect(new Set(list.map(fold)).size).toBe(list.length);
}

describe("local keyword suggester", () => {
  it("keeps the idea's product words and drops the seller's talk and the country", () => {
    const list = localSuggestions("Quiero vender fajas moldeadoras para mujeres en México");
    expectWellFormed(list);
    expect(list[0]).toBe("fajas moldeadoras para mujeres");
    expect(list).toContain("fajas moldeadoras");
    expect(list.join(" | ")).not.toMatch(/quiero|vender|méxico/);
  });

  it("adds the buying-intent modifiers Spanish-language ads use", () => {
    const list = localSuggestions("cama para perros");
    expect(list).toEqual(
      expect.arrayContaining([
        "cama para perros envío gratis",
        "cama para perros pago contra entrega",
        "cama para perros oferta",
        "cama para perros 2x1",
      ]),
    );
  });

  it("adds regional synonyms, keeping the plural", () => {
    expect(localSuggestions("audífonos bluetooth")).toEqual(expect.arrayContaining(["auriculares bluetooth", "cascos bluetooth"]));
    expect(localSuggestions("fajas moldeadoras")).toContain("cinturillas moldeadoras");
  });

  it("adds related products from every niche the idea touches", () => {
    const list = localSuggestions("soporte de celular para carro");
    expect(list).toContain("soporte de celular para carro");
    expect(list).toEqual(expect.arrayContaining(["soporte de móvil", "accesorios para celular", "accesorios para auto"]));
  });

  it("ignores accents and case in the input and writes the accents back", () => {
    const plain = localSuggestions("AUDIFONOS INALAMBRICOS");
    expect(plain).toEqual(localSuggestions("audífonos inalámbricos"));
    expect(plain[0]).toBe("audífonos inalámbricos");
    expect(localSuggestions("lampara de luna")[0]).toBe("lámpara de luna");
  });

  it("is deterministic", () => {
    const idea = "Juguetes didácticos para niños de 3 años";
    expect(localSuggestions(idea)).toEqual(localSuggestions(idea));
    expect(localSuggestions(idea)[0]).toBe("juguetes didácticos para niños");
  });

  it("never returns the same keyword twice, even across singular and plural", () => {
    const list = localSuggestions("juguetes para perros juguetes para perro");
    expectWellFormed(list);
    const keys = list.map((k) => fold(k).replace(/s\b/g, ""));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("does not offer to buy a verb", () => {
    const list = localSuggestions("bajar de peso");
    expect(list).toContain("bajar de peso envío gratis");
    expect(list).not.toContain("comprar bajar de peso");
  });

  it("still helps with a word it does not know", () => {
    const list = localSuggestions("kombucha");
    expectWellFormed(list);
    expect(list[0]).toBe("kombucha");
    expect(list).toContain("kombucha envío gratis");
  });

  it("falls back to general selling keywords when nothing is left after the stop-words", () => {
    const list = localSuggestions("quiero vender algo para mi tienda en México");
    expectWellFormed(list);
    expect(list).toEqual(expect.arrayContaining(["envío gratis", "pago contra entrega", "2x1"]));
    expect(list.join(" | ")).not.toMatch(/quiero|algo|méxico/);
  });
});
