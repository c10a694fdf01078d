import { describe, expect, it } from "vitest";
import { ALL_COUNTRIES, COUNTRIES, COUNTRY_GROUPS, countryName, LANGUAGES, languageName } from "@/lib/providers/catalog";

describe("search catalog", () => {
  it("offers about 46 countries in the five regions, with unique ISO codes", () => {
    expect(COUNTRY_GROUPS.map((g) => g.region)).toEqual(["Latinoamérica", "Norteamérica", "Europa", "Asia-Pacífico", "Otros"]);
    expect(COUNTRIES).toHaveLength(46);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("names the countries exactly as docs/product.md §9 does", () => {
    expect(ALL_COUNTRIES).toEqual({ code: "ALL", name: "Todos los países" });
    expect(["CO", "US", "MX", "AR", "ES", "BR", "ALL"].map(countryName)).toEqual([
      "Colombia",
      "Estados Unidos",
      "México",
      "Argentina",
      "España",
      "Brasil",
      "Todos los países",
    ]);
    expect(countryName("zz")).toBe("zz");
  });

  it("offers 24 languages, Spanish first, with Spanish names", () => {
    expect(LANGUAGES).toHaveLength(24);
    expect(LANGUAGES[0]).toEqual({ code: "es", name: "Español" });
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(24);
    expect(languageName("PT")).toBe("Portugués");
  });
});
