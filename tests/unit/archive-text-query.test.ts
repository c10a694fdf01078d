// Which archive searches have a word to find: those take the country-tagged words of the text index;
// the others (only -excluded words) need the country's own list.
import { describe, expect, it } from "vitest";
import { hasWordToFind } from "@/lib/services/archive/text-query";

describe("hasWordToFind", () => {
  it("sees words and phrases to find, with or without exclusions", () => {
    for (const q of ["crema", "faja -barata", '"envío gratis"', '-barato "envío gratis"', "crema or faja", "ñandú", "4k"]) {
      expect(hasWordToFind(q), q).toBe(true);
    }
  });

  it("sees a box of exclusions only", () => {
    for (const q of ["-barato", '-"envío gratis"', "-barato -oferta", " - ", "or -barato", '-"sin cerrar']) {
      expect(hasWordToFind(q), q).toBe(false);
    }
  });
});
