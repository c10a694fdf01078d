// Which archive searches have a word to find: those take the country-tagged words of the text index;
// the others (only -excluded words) need the country's own list. A phrase's words go to the index, the
// phrase itself is checked on the stored vector.
import { describe, expect, it } from "vitest";
import { hasWordToFind, indexCanNarrow, phrasesToFind, withoutPhrases } from "@/lib/services/archive/text-query";

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

describe("withoutPhrases", () => {
  it("loosens the phrases to find into their words", () => {
    expect(withoutPhrases('"envío gratis"')).toBe("envío gratis");
    expect(withoutPhrases('crema "envío gratis" -barata')).toBe("crema envío gratis -barata");
    expect(withoutPhrases('"pago contra entrega')).toBe("pago contra entrega");
    expect(withoutPhrases('"a b" or "c d"')).toBe("a b or c d");
  });

  it("leaves an excluded phrase out, and says when there is no phrase at all", () => {
    expect(withoutPhrases('faja -"envío gratis"')).toBe("faja ");
    expect(withoutPhrases("crema natural")).toBeNull();
    expect(withoutPhrases('"envío gratis" -"pago contra entrega"')).toBe("envío gratis ");
  });
});

describe("phrasesToFind", () => {
  it("lists the phrases the ads must hold, not excluded ones, and none when the box has alternatives", () => {
    expect(phrasesToFind('crema "envío gratis" -"pago contra entrega" "a b"')).toEqual(["envío gratis", "a b"]);
    expect(phrasesToFind('"pago contra entrega')).toEqual(["pago contra entrega"]);
    expect(phrasesToFind('"a b" or "c d"')).toEqual([]);
    expect(phrasesToFind('"a b" OR c')).toEqual([]);
    expect(phrasesToFind('"" crema')).toEqual([]);
    expect(phrasesToFind("crema natural")).toEqual([]);
  });
});

describe("indexCanNarrow", () => {
  it("is false for exclusions only, and for an excluded phrase beside an alternative", () => {
    expect(indexCanNarrow('crema -"envío gratis"')).toBe(true);
    expect(indexCanNarrow("crema or faja -barata")).toBe(true);
    expect(indexCanNarrow("-crema -faja")).toBe(false);
    expect(indexCanNarrow('crema or -"envío gratis"')).toBe(false);
  });
});
