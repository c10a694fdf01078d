import { describe, expect, it } from "vitest";
import { parsePrefill } from "@/lib/shared/search/parse-prefill";
import { defaultSearchValues, hasAdvancedValues, prefillQuery, setFilterQuery } from "@/lib/shared/search/prefill";
import { searchParamsSchema } from "@/lib/validation/search";

const NO_FILTERS = {
  shopsOnly: false,
  cashOnDelivery: false,
  whatsapp: false,
  platforms: [],
  startedWithin: null,
  startedFrom: null,
  startedTo: null,
  excludedWords: [],
};

describe("parsePrefill (query string → search form)", () => {
  it("ignores a query string without any search key", () => {
    expect(parsePrefill(new URLSearchParams(""))).toBeNull();
    expect(parsePrefill(new URLSearchParams("utm_source=x"))).toBeNull();
  });

  it("fills the form from the history's 'Repetir' link, with defaults for what it leaves out", () => {
    const prefill = parsePrefill(new URLSearchParams("value=zapatos&country=CO&minDays=3"));
    expect(prefill?.values).toEqual({ ...defaultSearchValues(), value: "zapatos", country: "CO", minDays: 3 });
  });

  it("reads every spec key, with comma-separated languages", () => {
    const prefill = parsePrefill({
      searchType: "keyword",
      value: "  faja reductora ",
      country: "mx",
      minDays: "7",
      adType: "HOUSING_ADS",
      mediaType: "VIDEO",
      searchPhraseType: "exact",
      languages: "es,en, pt",
      apifyCount: "200",
    });
    expect(prefill).toEqual({
      values: {
        searchType: "keyword",
        value: "faja reductora",
        country: "MX",
        minDays: 7,
        adType: "HOUSING_ADS",
        mediaType: "VIDEO",
        searchPhraseType: "exact",
        languages: ["es", "en", "pt"],
        ...NO_FILTERS,
      },
      apifyCount: 200,
    });
  });

  it("turns a non-numeric minimum of days into 0 and a negative one into 0", () => {
    expect(parsePrefill(new URLSearchParams("minDays=abc"))?.values.minDays).toBe(0);
    expect(parsePrefill(new URLSearchParams("minDays=-4"))?.values.minDays).toBe(0);
  });

  it("falls back to the defaults for values the search does not offer", () => {
    const values = parsePrefill(
      new URLSearchParams("value=x&country=ZZ&adType=NOPE&mediaType=GIF&searchPhraseType=fuzzy&languages=xx,yy&apifyCount=-1"),
    );
    expect(values?.values).toEqual({ ...defaultSearchValues(), value: "x" });
    expect(values?.apifyCount).toBeNull();
  });

  it("keeps the known languages of a mixed list, and an empty list means every language", () => {
    expect(parsePrefill(new URLSearchParams("languages=es,xx,en"))?.values.languages).toEqual(["es", "en"]);
    expect(parsePrefill(new URLSearchParams("languages="))?.values.languages).toEqual([]);
  });

  it("takes the first of repeated keys from a Next.js searchParams object", () => {
    expect(parsePrefill({ value: ["uno", "dos"] })?.values.value).toBe("uno");
  });
});

describe("defaults and advanced options", () => {
  it("uses the defaults of docs/product.md §3: keyword, all countries, 1 day, Spanish", () => {
    expect(defaultSearchValues()).toEqual({
      searchType: "keyword",
      value: "",
      country: "ALL",
      minDays: 1,
      adType: "ALL",
      mediaType: "ALL",
      searchPhraseType: "unordered",
      languages: ["es"],
      ...NO_FILTERS,
    });
  });

  it("are the search schema's own defaults (written out so the screen starts without zod)", () => {
    // Every param but the text left out: what the schema gives each is its default.
    const parsed = searchParamsSchema.parse({ value: "x" });
    expect({ ...defaultSearchValues(), value: "x" }).toEqual(parsed);
  });

  it("says when a prefilled search needs the advanced options opened", () => {
    expect(hasAdvancedValues(defaultSearchValues())).toBe(false);
    expect(hasAdvancedValues({ ...defaultSearchValues(), value: "x" })).toBe(false);
    expect(hasAdvancedValues({ ...defaultSearchValues(), country: "CO" })).toBe(true);
    expect(hasAdvancedValues({ ...defaultSearchValues(), cashOnDelivery: true })).toBe(true);
    expect(hasAdvancedValues({ ...defaultSearchValues(), excludedWords: ["curso"] })).toBe(true);
  });
});

describe("filters in the URL ('Repetir', shared links)", () => {
  it("reads the filters and writes them back", () => {
    const prefill = parsePrefill(
      new URLSearchParams(
        "value=faja&shopsOnly=true&cashOnDelivery=1&whatsapp=false&platforms=instagram,facebook&startedWithin=30&excludedWords=Curso, app",
      ),
    );
    expect(prefill?.values).toMatchObject({
      shopsOnly: true,
      cashOnDelivery: true,
      whatsapp: false,
      platforms: ["facebook", "instagram"],
      startedWithin: 30,
      startedFrom: null,
      excludedWords: ["app", "curso"],
    });
    const again = parsePrefill(prefillQuery(prefill!.values));
    expect(again?.values).toEqual(prefill?.values);
  });

  it("drops what is invalid, and a date range beside a period", () => {
    const values = parsePrefill(
      new URLSearchParams("value=x&platforms=tiktok&startedWithin=15&startedFrom=2025-02-30&shopsOnly=quizas"),
    )?.values;
    expect(values).toMatchObject({ platforms: [], startedWithin: null, startedFrom: null, shopsOnly: false });
    expect(parsePrefill(new URLSearchParams("value=x&startedWithin=7&startedFrom=2025-01-01"))?.values).toMatchObject({
      startedWithin: 7,
      startedFrom: null,
    });
    expect(parsePrefill(new URLSearchParams("value=x&startedFrom=2025-03-01&startedTo=2025-01-01"))?.values).toMatchObject({
      startedFrom: null,
      startedTo: null,
    });
  });
});

describe("setFilterQuery: 'Repetir' carries the filters a history entry kept", () => {
  it("adds only the filters that are set, and parsePrefill reads them back", () => {
    const q = setFilterQuery(new URLSearchParams({ value: "faja" }), {
      shopsOnly: true,
      cashOnDelivery: true,
      platforms: ["instagram"],
      startedWithin: 30,
      excludedWords: ["curso", "temu"],
    });
    expect(q.toString()).toBe(
      "value=faja&shopsOnly=true&cashOnDelivery=true&platforms=instagram&startedWithin=30&excludedWords=curso%2Ctemu",
    );
    const values = parsePrefill(q)?.values;
    expect(values).toMatchObject({
      shopsOnly: true,
      cashOnDelivery: true,
      whatsapp: false,
      platforms: ["instagram"],
      startedWithin: 30,
      startedFrom: null,
      excludedWords: ["curso", "temu"],
    });
    expect(setFilterQuery(new URLSearchParams(), {}).toString()).toBe("");
  });
});
