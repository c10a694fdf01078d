// The demo cards agree with themselves: each ad's text, headline, picture and landing
// link are about one product, and a search for a product finds that product, not its neighbours.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { videoPath } from "@/lib/providers/demo/assets";
import { NICHES, type Product } from "@/lib/providers/demo/catalogue";
import { productNameIn, type DemoSlot } from "@/lib/providers/demo/dataset";
import { createDemoProvider, demoActiveAds, demoDataset } from "@/lib/providers/demo/provider";
import { foldText, matchesText, matchingDocs, parseTextQuery, singularsOf } from "@/lib/providers/demo/text";
import type { SearchParams } from "@/lib/providers/types";

const NOW = new Date("2026-03-15T15:30:00Z");
const { slots } = demoDataset();

type Card = { title?: unknown; body?: unknown; link_url?: unknown; original_image_url?: unknown; resized_image_url?: unknown };

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const titles = new Map<string, string | null>();
/** The <title> a demo picture carries: the product name it prints. */
function pictureTitle(url: string): string | null {
  if (!titles.has(url)) {
    const file = path.join(process.cwd(), "public", url);
    const svg = existsSync(file) ? readFileSync(file, "utf8") : "";
    titles.set(url, /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? null);
  }
  return titles.get(url) ?? null;
}

/** Every text, link and picture of an ad, per part, as the card shows them. */
function partsOf(slot: DemoSlot) {
  const s = slot.snapshot as Record<string, unknown>;
  const cards = (Array.isArray(s.cards) ? s.cards : []) as Card[];
  const body = (s.body as { text: string }).text;
  const headlines = cards.length > 0 ? cards.map((c) => String(c.title)) : [String(s.title)];
  const links = cards.length > 0 ? cards.map((c) => String(c.link_url)) : [String(s.link_url)];
  const images = [...((s.images as Card[]) ?? []), ...cards].flatMap((i) => [i.original_image_url, i.resized_image_url]).map(String);
  const videos = (s.videos as Record<string, string>[]) ?? [];
  return { body, headlines, links, images, videos };
}

const has = (text: string, name: string) => foldText(text).includes(foldText(name));

describe("demo catalogue", () => {
  it("gives every product a unique slug, a benefit, a pain and at least one synonym", () => {
    const products = NICHES.flatMap((n) => n.products);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.slug, p.label).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.terms.length, p.slug).toBeGreaterThan(0);
      expect(p.benefit && p.pain, p.slug).toBeTruthy();
    }
  });

  it("names each ad's one product in its text, every headline, every picture and every link", () => {
    const wrong: string[] = [];
    for (const slot of slots) {
      const { product } = slot;
      const name = productNameIn(product, slot.language);
      const { body, headlines, links, images, videos } = partsOf(slot);
      const where = `${slot.slot} (${product.slug}, ${slot.language}, ${slot.media})`;
      if (!has(body, name)) wrong.push(`${where}: text "${body}"`);
      for (const h of headlines) if (!has(h, name)) wrong.push(`${where}: headline "${h}"`);
      for (const l of links) if (!l.endsWith(`/${product.slug}`)) wrong.push(`${where}: link ${l}`);
      for (const i of images)
        if (pictureTitle(i) !== escapeXml(product.label)) wrong.push(`${where}: picture ${i} says ${pictureTitle(i)}`);
      for (const v of videos) {
        if (!product.clip || v.video_hd_url !== videoPath(product.clip)) wrong.push(`${where}: clip ${v.video_hd_url}`);
        if (pictureTitle(v.video_preview_image_url as string) !== escapeXml(product.label))
          wrong.push(`${where}: poster ${v.video_preview_image_url}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("never names another niche's product in a Spanish ad's text", () => {
    const labels = NICHES.flatMap((n) => n.products.map((p) => ({ niche: n, label: foldText(p.label) })));
    const wrong: string[] = [];
    for (const slot of slots) {
      if (slot.language !== "es") continue;
      const text = foldText(partsOf(slot).body);
      for (const { niche, label } of labels)
        if (niche !== slot.advertiser.niche && text.includes(label)) wrong.push(`${slot.product.slug}: ${label}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("has every clip a product claims on disk", () => {
    for (const p of NICHES.flatMap((n) => n.products)) {
      if (p.clip) expect(existsSync(path.join(process.cwd(), "public", videoPath(p.clip))), p.slug).toBe(true);
    }
  });
});

describe("demo search precision", () => {
  const provider = createDemoProvider({ now: () => NOW });
  const productById = new Map(demoActiveAds(NOW).map((a) => [a.id, a.slot.product]));
  const nicheOf = new Map(NICHES.flatMap((n) => n.products.map((p) => [p, n.key] as const)));
  const base: SearchParams = {
    searchType: "keyword",
    value: "",
    country: "ALL",
    minDays: 0,
    adType: "ALL",
    mediaType: "ALL",
    searchPhraseType: "unordered",
    languages: [],
  };

  async function nichesFound(value: string): Promise<Set<string>> {
    const { ads, total } = await provider.searchAds({ ...base, value }, { limit: 1_000 });
    expect(total, value).toBeGreaterThan(0);
    return new Set(ads.map((a) => nicheOf.get(productById.get(a.id) as Product) as string));
  }

  it.each([
    ["colágeno", ["colageno"]],
    ["reloj", ["relojes"]],
    ["relojes", ["relojes"]],
    ["zapatillas", ["zapatillas"]],
    ["perfume", ["perfumes"]],
    ["faja", ["fajas"]],
    ["crema antiarrugas", ["cuidado-facial"]],
    ["freidora", ["electrodomesticos-cocina"]],
    ["tênis", ["zapatillas"]],
    ["colchões", ["descanso"]],
  ])("'%s' finds only %j", async (value, niches) => {
    expect([...(await nichesFound(value))].sort()).toEqual([...niches].sort());
  });

  it("'mascotas' finds only pet products, of every pet niche", async () => {
    const pets = NICHES.filter((n) => n.group.key === "mascotas").map((n) => n.key);
    expect([...(await nichesFound("mascotas"))].sort()).toEqual(pets.sort());
  });

  it("the word index answers exactly as the plain scan of each ad would", () => {
    const { words } = demoDataset();
    for (const value of ["crema", "cremas", "zapatillas running", "de", "a", "luces", "uñas", "unas", "relógio", "tenis", "x", "zzqxw"]) {
      const query = parseTextQuery(value, false);
      const hits = matchingDocs(words, query);
      for (const slot of slots) expect(hits[slot.slot] === 1, `${value} / ${slot.slot}`).toBe(matchesText(slot.searchable, query));
    }
  });
});

describe("demo plural rules", () => {
  it.each([
    ["relojes", "reloj"],
    ["zapatos", "zapato"],
    ["perfumes", "perfume"],
    ["luces", "luz"],
    ["colchoes", "colchao"],
    ["aneis", "anel"],
    ["lencois", "lencol"],
    ["jardins", "jardim"],
    ["champus", "champu"],
  ])("%s may be the plural of %s", (plural, singular) => {
    expect(singularsOf(plural)).toContain(singular);
  });

  it("never turns a folded 'uñas' into the article 'una', and leaves short words alone", () => {
    expect(singularsOf("unas")).toEqual([]);
    expect(singularsOf("gas")).toEqual([]);
    expect(singularsOf("50ml")).toEqual([]);
  });
});
