import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hasAdFilters, matchesAdFilters, type AdFilters } from "@/lib/shared/search/filters";
import { detectSignals } from "@/lib/signals";
import { searchCacheKey } from "@/lib/services/search/cache-key";
import { searchParamsSchema } from "@/lib/validation/search";

const NOW = new Date("2026-03-10T12:00:00Z");
const NONE: AdFilters = {
  shopsOnly: false,
  cashOnDelivery: false,
  whatsapp: false,
  platforms: [],
  startedWithin: null,
  startedFrom: null,
  startedTo: null,
  excludedWords: [],
};

function ad(body: string, extra: { start?: string; platforms?: string[]; page?: string } = {}) {
  return {
    page_name: extra.page ?? "Tienda",
    ad_delivery_start_time: extra.start ?? "2026-03-05T10:00:00.000Z",
    publisher_platform: extra.platforms ?? ["facebook", "instagram"],
    ad_creative_bodies: [body],
    signals: detectSignals({ bodies: [body] }, { countries: ["CO"] }),
  };
}

describe("post-fetch filters", () => {
  it("lets everything through when none is set", () => {
    expect(hasAdFilters(NONE)).toBe(false);
    expect(matchesAdFilters(ad("Descarga la app"), NONE, NOW)).toBe(true);
  });

  it("filters on the signals", () => {
    expect(matchesAdFilters(ad("Faja $ 89.900, pago contra entrega"), { ...NONE, cashOnDelivery: true }, NOW)).toBe(true);
    expect(matchesAdFilters(ad("Faja $ 89.900"), { ...NONE, cashOnDelivery: true }, NOW)).toBe(false);
    expect(matchesAdFilters(ad("Pide por WhatsApp 300 111 2233"), { ...NONE, whatsapp: true }, NOW)).toBe(true);
    expect(matchesAdFilters(ad("Faja $ 89.900"), { ...NONE, shopsOnly: true }, NOW)).toBe(true);
    expect(matchesAdFilters(ad("Vota por Juan al Concejo"), { ...NONE, shopsOnly: true }, NOW)).toBe(false);
  });

  it("keeps an ad shown on any chosen placement, and drops one that names none", () => {
    expect(matchesAdFilters(ad("x", { platforms: ["instagram"] }), { ...NONE, platforms: ["messenger", "instagram"] }, NOW)).toBe(true);
    expect(matchesAdFilters(ad("x", { platforms: ["facebook"] }), { ...NONE, platforms: ["instagram"] }, NOW)).toBe(false);
    expect(matchesAdFilters(ad("x", { platforms: [] }), { ...NONE, platforms: ["instagram"] }, NOW)).toBe(false);
  });

  it("reads the start date against the last N days or an inclusive range of UTC days", () => {
    const within7 = { ...NONE, startedWithin: 7 as const };
    expect(matchesAdFilters(ad("x", { start: "2026-03-04T00:00:00Z" }), within7, NOW)).toBe(true);
    expect(matchesAdFilters(ad("x", { start: "2026-03-03T11:00:00Z" }), within7, NOW)).toBe(false);
    const range = { ...NONE, startedFrom: "2026-03-01", startedTo: "2026-03-05" };
    expect(matchesAdFilters(ad("x", { start: "2026-03-01T00:00:00Z" }), range, NOW)).toBe(true);
    expect(matchesAdFilters(ad("x", { start: "2026-03-05T23:59:59Z" }), range, NOW)).toBe(true);
    expect(matchesAdFilters(ad("x", { start: "2026-03-06T00:00:00Z" }), range, NOW)).toBe(false);
    expect(matchesAdFilters(ad("x", { start: "no es una fecha" }), range, NOW)).toBe(false);
  });

  it("excludes words at a word start, without accents or case", () => {
    const f = { ...NONE, excludedWords: ["curso", "app"] };
    expect(matchesAdFilters(ad("CURSOS de costura"), f, NOW)).toBe(false);
    expect(matchesAdFilters(ad("Descarga la App"), f, NOW)).toBe(false);
    expect(matchesAdFilters(ad("Un buen recurso para tu casa"), f, NOW)).toBe(true);
    expect(matchesAdFilters(ad("Manzanas frescas"), { ...NONE, excludedWords: ["ácidas", "manzana"] }, NOW)).toBe(false);
    expect(matchesAdFilters(ad("x", { page: "Curso Fácil" }), f, NOW)).toBe(false);
    const hostile = ad(`${"cursa".repeat(20_000)}`);
    const started = performance.now();
    expect(matchesAdFilters(hostile, { ...NONE, excludedWords: ["cursoo"] }, NOW)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("cache key and filters", () => {
  const params = (extra: Record<string, unknown> = {}) => searchParamsSchema.parse({ value: "faja", country: "CO", ...extra });

  it("keeps the key of an unfiltered search as it was before filters existed", () => {
    // The key of { value: "faja", country: "CO" } with the defaults, as computed before the filters.
    const legacy = { t: "keyword", v: "faja", c: "CO", a: "ALL", m: "ALL", p: "unordered", l: ["es"], k: null };
    expect(searchCacheKey(params(), null)).toBe(createHash("sha256").update(JSON.stringify(legacy)).digest("hex"));
  });

  it("names a different search for every filter that is set, in any order", () => {
    const base = searchCacheKey(params(), null);
    for (const f of [
      { shopsOnly: true },
      { cashOnDelivery: true },
      { whatsapp: true },
      { platforms: ["instagram"] },
      { startedWithin: 7 },
      { startedFrom: "2026-01-01" },
      { excludedWords: ["curso"] },
    ]) {
      expect(searchCacheKey(params(f), null)).not.toBe(base);
    }
    expect(searchCacheKey(params({ platforms: ["instagram", "facebook"], excludedWords: ["b", "A"] }), null)).toBe(
      searchCacheKey(params({ platforms: ["facebook", "instagram"], excludedWords: ["a", "b"] }), null),
    );
  });
});
