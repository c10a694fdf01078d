/**
 * The demo data set: about 340 advertisers and 3,600 ad "slots", generated once per process from a
 * fixed seed, so every machine and every restart sees the same ads.
 *
 * Time: each slot repeats a cycle of `lifespan` active days then `gap` idle days, at a fixed phase
 * counted in whole UTC days from DEMO_EPOCH. During one cycle the slot's ad keeps its id and start
 * date, so days_running grows with real time; when the cycle ends the ad stops and the next cycle is a
 * new ad (new id). At any moment the active start dates are therefore spread over the last 120 days,
 * the set keeps its size, and advertisers' active-ad counts move a little from day to day, as real
 * ones do (which the tracked-advertisers chart shows).
 */
import { COUNTRY_CODES, LANGUAGE_CODES } from "../catalog";
import { DAY_MS } from "../normalize";
import type { AdType, RawObject } from "../types";
import { avatarPath, CREATIVE_VARIANTS, creativePath, memePath, videoPath } from "./assets";
import { NICHES, SHOP_NICHES, type Niche, type Product } from "./catalogue";
import { withCommerce } from "./commerce";
import {
  CTAS,
  DESCRIPTIONS,
  fillTemplate,
  LOCALE_COPY,
  memeCaptionOf,
  SHOP_BODIES,
  SOCIAL_PROOF,
  SPECIAL_LOCALE_BODIES,
  TITLES,
  URGENCY,
  type CtaType,
} from "./copy";
import { createRng, hash32, type Rng } from "./prng";
import { buildWordIndex, foldText, phraseIndex, wordIndex, type Searchable, type WordIndex } from "./text";

/** Day 0 of every slot's cycle. Changing it (or the seed) changes every id: don't. */
export const DEMO_EPOCH_MS = Date.UTC(2025, 0, 1);
const SEED = 20_250_101;
export const ADVERTISER_COUNT = 340;
/** Start dates never lie further back than this (spread over the last 120 days). */
export const MAX_LIFESPAN_DAYS = 119;

export type MediaKind = "image" | "carousel" | "video" | "meme" | "none";

export type DemoAdvertiser = {
  index: number;
  pageId: string;
  name: string;
  brand: string;
  domain: string;
  niche: Niche;
  language: string;
  home: string;
  picture: string | null;
  likes: number;
  categories: string[];
  slotCount: number;
};

/** Everything about an ad that does not depend on the date. */
export type DemoSlot = {
  slot: number;
  advertiser: DemoAdvertiser;
  /** The one product the ad's text, headline, pictures and link are about. */
  product: Product;
  adType: AdType;
  language: string;
  countries: string[];
  media: MediaKind;
  platforms: string[];
  collationCount: number;
  /** Upstream-shaped snapshot (ScrapeCreators' `snapshot`), shared read-only; copied on output. */
  snapshot: Readonly<RawObject>;
  /** Folded body, titles, descriptions, captions and page name; see text.ts. */
  searchText: string;
  /** What a search looks at: the text above plus the product's names and synonyms. */
  searchable: Searchable;
  lifespanDays: number;
  gapDays: number;
  phaseDays: number;
  /** Seconds after midnight UTC at which this slot's ads start. */
  startSecondOfDay: number;
};

/** A slot's ad on a given day. */
export type DemoActiveAd = { slot: DemoSlot; id: string; collationId: string; startMs: number };

/** Where each language's ads run: the first list's countries can be an advertiser's home. */
const LANGUAGE_MARKETS: Readonly<Record<string, { home: readonly string[]; reach: readonly string[] }>> = {
  es: {
    home: ["MX", "CO", "AR", "ES", "CL", "PE", "US", "EC", "GT", "DO", "VE", "BO", "CR", "PA", "UY", "PY", "SV", "HN", "NI", "PR"],
    reach: ["MX", "CO", "AR", "ES", "CL", "PE", "US", "EC", "GT", "DO", "VE", "BO", "CR", "PA", "UY", "PY", "SV", "HN", "NI", "PR"],
  },
  en: {
    home: ["US", "GB", "CA", "AU", "IE", "NZ", "ZA", "IN", "PH", "AE"],
    reach: ["US", "GB", "CA", "AU", "IE", "NZ", "ZA", "IN", "PH", "AE", "IL", "NL", "SE", "DE"],
  },
  pt: { home: ["BR", "PT"], reach: ["BR", "PT", "US"] },
  fr: { home: ["FR", "BE", "CH", "CA", "MA"], reach: ["FR", "BE", "CH", "CA", "MA"] },
  de: { home: ["DE", "AT", "CH"], reach: ["DE", "AT", "CH"] },
  it: { home: ["IT", "CH"], reach: ["IT", "CH"] },
  nl: { home: ["NL", "BE"], reach: ["NL", "BE"] },
  pl: { home: ["PL"], reach: ["PL", "GB", "DE"] },
  sv: { home: ["SE"], reach: ["SE"] },
  ca: { home: ["ES"], reach: ["ES"] },
  ro: { home: ["IT", "ES", "DE"], reach: ["IT", "ES", "DE", "GB"] },
  el: { home: ["DE", "GB", "AU"], reach: ["DE", "GB", "AU", "US"] },
  ru: { home: ["DE", "IL", "US"], reach: ["DE", "IL", "US", "PL"] },
  uk: { home: ["PL", "DE"], reach: ["PL", "DE", "CA"] },
  tr: { home: ["TR", "DE"], reach: ["TR", "DE", "NL", "AT"] },
  ar: { home: ["AE", "MA"], reach: ["AE", "MA", "FR", "DE"] },
  he: { home: ["IL"], reach: ["IL"] },
  hi: { home: ["IN"], reach: ["IN", "AE", "GB"] },
  zh: { home: ["US", "CA", "AU"], reach: ["US", "CA", "AU", "NZ", "GB"] },
  ja: { home: ["JP"], reach: ["JP"] },
  ko: { home: ["KR"], reach: ["KR", "US"] },
  id: { home: ["ID"], reach: ["ID"] },
  tl: { home: ["PH"], reach: ["PH", "US", "AE"] },
  vi: { home: ["US", "AU"], reach: ["US", "AU", "CA"] },
};

/**
 * Where Spanish-language advertisers are based, by weight: the big dropshipping markets first, so a
 * search limited to Mexico or Colombia still finds most products. Other languages pick uniformly.
 */
const SPANISH_HOME_WEIGHTS: Readonly<Record<string, number>> = { MX: 14, CO: 14, AR: 6, ES: 8, CL: 6, PE: 6, US: 4, EC: 3, GT: 2, DO: 2 };

function pickHome(rng: Rng, language: string): string {
  const homes = marketOf(language).home;
  if (language !== "es") return rng.pick(homes);
  return rng.weighted(homes.map((c) => [c, SPANISH_HOME_WEIGHTS[c] ?? 1] as const));
}

/** Share of advertisers by language once every country and language has one. */
const LANGUAGE_WEIGHTS: readonly (readonly [string, number])[] = [
  ["es", 76],
  ["en", 11],
  ["pt", 8],
  ...LANGUAGE_CODES.filter((l) => !["es", "en", "pt"].includes(l)).map((l) => [l, 0.5] as const),
];

const PLATFORM_SETS: readonly (readonly [readonly string[], number])[] = [
  [["FACEBOOK", "INSTAGRAM"], 40],
  [["FACEBOOK", "INSTAGRAM", "MESSENGER"], 15],
  [["FACEBOOK", "INSTAGRAM", "AUDIENCE_NETWORK", "MESSENGER"], 15],
  [["FACEBOOK"], 10],
  [["INSTAGRAM"], 10],
  [["FACEBOOK", "MESSENGER"], 5],
  [["INSTAGRAM", "THREADS"], 5],
];

const COUNTRY_NAMES_ES: Readonly<Record<string, string>> = {
  MX: "México",
  CO: "Colombia",
  AR: "Argentina",
  ES: "España",
  CL: "Chile",
  PE: "Perú",
  US: "Estados Unidos",
  EC: "Ecuador",
  GT: "Guatemala",
  DO: "República Dominicana",
  VE: "Venezuela",
  BO: "Bolivia",
  CR: "Costa Rica",
  PA: "Panamá",
  UY: "Uruguay",
  PY: "Paraguay",
  SV: "El Salvador",
  HN: "Honduras",
  NI: "Nicaragua",
  PR: "Puerto Rico",
};

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function asciiSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

function marketOf(language: string): { home: readonly string[]; reach: readonly string[] } {
  const market = LANGUAGE_MARKETS[language];
  if (!market) throw new Error(`demo: no market for language ${language}`);
  return market;
}

/** The languages an advertiser based in `country` may write in (for the coverage pass). */
function languagesOf(country: string): string[] {
  return LANGUAGE_CODES.filter((l) => marketOf(l).home.includes(country));
}

/** How many slots (ads over time) an advertiser has: many small, some with dozens. */
function slotCountFor(rng: Rng): number {
  const bucket = rng.weighted<readonly [number, number]>([
    [[1, 1], 18],
    [[2, 4], 25],
    [[5, 12], 30],
    [[13, 30], 21],
    [[31, 60], 6],
  ]);
  return rng.int(bucket[0], bucket[1]);
}

function allowsNiche(language: string, niche: Niche): boolean {
  return !niche.special || language === "es" || language === "en" || language === "pt";
}

function pickNiche(rng: Rng, language: string): Niche {
  return rng.weighted(NICHES.filter((n) => allowsNiche(language, n)).map((n) => [n, n.weight] as const));
}

/** Advertisers each niche gets before the rest are drawn by weight: its first two products are always on air. */
const ADVERTISERS_PER_NICHE = 2;

/**
 * The niche of each planned advertiser: the first Spanish-language advertisers take every niche
 * ADVERTISERS_PER_NICHE times, in catalogue order (Spanish is the demo's main market, and what its
 * searches are typed in); everyone else draws by weight.
 */
function planNiches(rng: Rng, languages: readonly string[]): { niche: Niche; planted: boolean }[] {
  const queue = NICHES.flatMap((n) => Array.from({ length: ADVERTISERS_PER_NICHE }, () => n));
  return languages.map((language) => {
    const niche = language === "es" ? queue.shift() : undefined;
    return niche ? { niche, planted: true } : { niche: pickNiche(rng, language), planted: false };
  });
}

function makeAdvertisers(rng: Rng): DemoAdvertiser[] {
  const usedNames = new Set<string>();
  const advertisers: DemoAdvertiser[] = [];
  // The first advertisers cover every country, then every language, so filters never come up empty.
  const plan: { language: string; home?: string }[] = [
    ...COUNTRY_CODES.map((home) => ({ language: rng.pick(languagesOf(home)), home })),
    ...LANGUAGE_CODES.map((language) => ({ language })),
  ];
  while (plan.length < ADVERTISER_COUNT) plan.push({ language: rng.weighted(LANGUAGE_WEIGHTS) });
  const niches = planNiches(
    rng,
    plan.map((p) => p.language),
  );

  plan.forEach(({ language, home: fixedHome }, index) => {
    const { niche, planted } = niches[index] as { niche: Niche; planted: boolean };
    const names = niche.group.names;
    const home = fixedHome ?? pickHome(rng, language);
    const prefix = rng.pick(names.prefixes);
    const suffix = rng.pick(names.suffixes);
    const brand = names.joinable && rng.chance(0.6) && !suffix.includes(" ") ? `${prefix}${suffix}` : `${prefix} ${suffix}`;
    let name = brand;
    const homeName = COUNTRY_NAMES_ES[home];
    if (usedNames.has(name) || rng.chance(0.15)) name = homeName && language === "es" ? `${brand} ${homeName}` : `${brand} ${home}`;
    for (let n = 2; usedNames.has(name); n++) name = `${brand} ${n}`;
    usedNames.add(name);

    advertisers.push({
      index,
      pageId: `1${pad(index, 4)}${pad(hash32(`page:${name}`) % 10_000_000_000, 10)}`,
      name,
      brand,
      domain: `${asciiSlug(brand)}.example`,
      niche,
      language,
      home,
      picture: rng.chance(0.9) ? avatarPath(name) : null,
      likes: Math.round(Math.exp(rng.next() * (Math.log(2_500_000) - Math.log(300)) + Math.log(300))),
      categories: rng.sample(niche.group.categories, rng.int(1, 2)),
      // A planted advertiser runs each of its niche's first two products (see makeSlots).
      slotCount: planted ? Math.max(2, slotCountFor(rng)) : slotCountFor(rng),
    });
  });
  return advertisers;
}

const SHOP_NICHE_SET: ReadonlySet<Niche> = new Set(SHOP_NICHES);

function pickMedia(rng: Rng, advertiser: DemoAdvertiser, product: Product): MediaKind {
  // Memes are Spanish jokes about shopping: only Spanish shop ads use them.
  const memes = advertiser.language === "es" && SHOP_NICHE_SET.has(advertiser.niche) ? 6 : 0;
  const media = rng.weighted<MediaKind>([
    ["image", 45],
    ["carousel", 12],
    ["video", 25],
    ["meme", memes],
    ["none", 6],
  ]);
  // Only some products have a clip that shows them; the others' video ads would show another product.
  return media === "video" && !product.clip ? "image" : media;
}

/** 1–30, skewed low: about half the ads are unique, a few are copied dozens of times. */
function pickCollationCount(rng: Rng): number {
  return 1 + Math.floor(29 * rng.next() ** 5);
}

function pickLifespan(rng: Rng): number {
  const [min, max] = rng.weighted<readonly [number, number]>([
    [[7, 30], 35],
    [[31, 75], 40],
    [[76, MAX_LIFESPAN_DAYS], 25],
  ]);
  return rng.int(min, max);
}

type Copy = { body: string; title: string; description: string; caption: string; linkUrl: string; ctaType: CtaType };

/** The product's name in the ad's language: English stands in for the languages without a name. */
export function productNameIn(product: Product, language: string): string {
  if (language === "es") return product.noun;
  return language === "pt" ? product.pt : product.en;
}

function writeCopy(rng: Rng, advertiser: DemoAdvertiser, product: Product, country: string): Copy {
  const niche = advertiser.niche;
  const pais = COUNTRY_NAMES_ES[country] ?? "tu país";
  const offer = rng.pick(niche.group.offers);
  const vars = {
    marca: advertiser.brand,
    producto: `${product.art} ${product.noun}`,
    nombre: product.noun,
    produto: productNameIn(product, advertiser.language),
    // Mostly the product's own benefit; sometimes the group-wide one, for variety.
    beneficio: rng.chance(0.75) ? product.benefit : niche.group.benefit,
    dolor: product.pain,
    oferta: offer.charAt(0).toLowerCase() + offer.slice(1),
    urgencia: rng.pick(URGENCY),
    prueba: fillTemplate(rng.pick(SOCIAL_PROOF), { pais }),
    pais,
  };
  const linkUrl = `https://${advertiser.domain}/${product.slug}`;
  const ctaType = rng.pick(niche.group.ctas);
  if (advertiser.language === "es") {
    return {
      body: fillTemplate(rng.pick(niche.bodies ?? SHOP_BODIES), vars),
      title: fillTemplate(rng.pick(niche.titles ?? TITLES), vars),
      description: fillTemplate(rng.pick(niche.descriptions ?? DESCRIPTIONS), vars),
      caption: advertiser.domain,
      linkUrl,
      ctaType,
    };
  }
  const locale = LOCALE_COPY[advertiser.language];
  if (!locale) throw new Error(`demo: no copy for language ${advertiser.language}`);
  const special = SPECIAL_LOCALE_BODIES[advertiser.language]?.[niche.key];
  // The locale titles are a shop's ("with free shipping"): a job or a loan keeps a plain headline. The
  // pick is drawn either way so the rest of the data set stays as it was.
  const shopTitle = rng.pick(locale.titles);
  const title = special ? "{Produto} – {marca}" : shopTitle;
  return {
    body: fillTemplate(special ?? rng.pick(locale.bodies), vars),
    title: fillTemplate(title, vars),
    description: fillTemplate(rng.pick(locale.descriptions), vars),
    caption: advertiser.domain,
    linkUrl,
    ctaType,
  };
}

function pickCountries(rng: Rng, advertiser: DemoAdvertiser): string[] {
  const others = marketOf(advertiser.language).reach.filter((c) => c !== advertiser.home);
  const extra = rng.weighted<number>([
    [0, 60],
    [rng.int(1, 2), 25],
    [rng.int(3, 6), 15],
  ]);
  return [advertiser.home, ...rng.sample(others, extra)];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** ScrapeCreators' snapshot shape, so the demo goes through the same normalizer as real data. */
function buildSnapshot(advertiser: DemoAdvertiser, product: Product, media: MediaKind, copy: Copy): RawObject {
  const page = {
    page_id: advertiser.pageId,
    page_name: advertiser.name,
    page_profile_uri: `https://www.facebook.com/${asciiSlug(advertiser.name)}`,
    page_profile_picture_url: advertiser.picture,
    page_like_count: advertiser.likes,
    page_categories: advertiser.categories,
    page_is_deleted: false,
  };
  const cta = { cta_text: CTAS[copy.ctaType], cta_type: copy.ctaType };
  const link = { title: copy.title, link_description: copy.description, caption: copy.caption, link_url: copy.linkUrl };
  const image = (url: string) => ({ original_image_url: url, resized_image_url: url });

  if (media === "carousel") {
    // Every card shows the same product from another angle: a carousel never mixes products.
    const name = capitalize(productNameIn(product, advertiser.language));
    const titles = [name, copy.title, `${name} – ${advertiser.brand}`];
    return {
      ...page,
      ...cta,
      body: { text: copy.body },
      display_format: "CAROUSEL",
      images: [],
      videos: [],
      cards: Array.from({ length: CREATIVE_VARIANTS }, (_, i) => ({
        ...cta,
        body: copy.body,
        title: titles[i] ?? name,
        link_description: copy.description,
        caption: copy.caption,
        link_url: copy.linkUrl,
        ...image(creativePath(product.slug, i)),
      })),
    };
  }
  const base = { ...page, ...cta, ...link, cards: [] };
  switch (media) {
    case "video": {
      const clip = videoPath(product.clip ?? product.slug);
      return {
        ...base,
        body: { text: copy.body },
        display_format: "VIDEO",
        images: [],
        videos: [{ video_hd_url: clip, video_sd_url: clip, video_preview_image_url: creativePath(product.slug, 0) }],
      };
    }
    case "meme": {
      const [top, bottom] = memeCaptionOf(advertiser.niche, product);
      return {
        ...base,
        body: { text: `${top} ${bottom}\n\n${copy.body}` },
        display_format: "IMAGE",
        images: [image(memePath(product.slug))],
        videos: [],
      };
    }
    case "none":
      return { ...base, body: { text: copy.body }, display_format: "TEXT", images: [], videos: [] };
    case "image":
      return { ...base, body: { text: copy.body }, display_format: "IMAGE", images: [image(creativePath(product.slug, 0))], videos: [] };
  }
}

function searchTextOf(snapshot: RawObject, advertiser: DemoAdvertiser): string {
  const parts: string[] = [advertiser.name, advertiser.brand];
  const collect = (o: RawObject) => {
    for (const key of ["title", "link_description", "caption"]) {
      const v = o[key];
      if (typeof v === "string") parts.push(v);
    }
    const body = o.body;
    if (typeof body === "string") parts.push(body);
    else if (typeof body === "object" && body !== null && "text" in body && typeof body.text === "string") parts.push(body.text);
  };
  collect(snapshot);
  const cards = snapshot.cards;
  if (Array.isArray(cards)) for (const card of cards) if (typeof card === "object" && card !== null) collect(card as RawObject);
  return foldText(parts.join(" "));
}

type ProductSearch = Pick<Searchable, "productWords" | "productPhrases">;

/**
 * A product's names and synonyms with its niche's and group's, indexed once and shared by its ads:
 * what lets "zapatillas" find a "tenis" ad, and a Brazilian's "tênis" a Spanish one.
 */
function productSearchOf(niche: Niche, product: Product): ProductSearch {
  const names = [product.noun, product.label, product.pt, ...product.terms, ...niche.terms, ...niche.group.terms];
  return { productWords: wordIndex(names), productPhrases: phraseIndex(names) };
}

function makeSlots(rng: Rng, advertisers: DemoAdvertiser[]): DemoSlot[] {
  const slots: DemoSlot[] = [];
  const productSearch = new Map<Product, ProductSearch>();
  for (const advertiser of advertisers) {
    const { products } = advertiser.niche;
    for (let k = 0; k < advertiser.slotCount; k++) {
      const slot = slots.length;
      // The first slots take the products in order, so a niche's planted advertisers show each one.
      const product = k < 2 ? products[k % products.length] : rng.pick(products);
      if (!product) throw new Error(`demo: niche ${advertiser.niche.key} has no products`);
      const media = pickMedia(rng, advertiser, product);
      const countries = pickCountries(rng, advertiser);
      const written = writeCopy(rng, advertiser, product, advertiser.home);
      const copy = {
        ...written,
        ...withCommerce(written, {
          slot,
          language: advertiser.language,
          shop: SHOP_NICHE_SET.has(advertiser.niche),
          home: advertiser.home,
          brandSlug: asciiSlug(advertiser.brand),
          domain: advertiser.domain,
          productSlug: product.slug,
        }),
      };
      const snapshot = buildSnapshot(advertiser, product, media, copy);
      const lifespanDays = pickLifespan(rng);
      // An advertiser's first two slots never idle, so every advertiser (and so every country and
      // language the coverage pass planted, and the first two products of every niche) is always on air.
      const gapDays = k < 2 || rng.chance(0.5) ? 0 : rng.int(2, Math.ceil(lifespanDays * 0.3));
      const searchText = searchTextOf(snapshot, advertiser);
      let shared = productSearch.get(product);
      if (!shared) {
        shared = productSearchOf(advertiser.niche, product);
        productSearch.set(product, shared);
      }
      slots.push({
        slot,
        advertiser,
        product,
        adType: advertiser.niche.adType,
        language: advertiser.language,
        countries,
        media,
        platforms: [...rng.weighted(PLATFORM_SETS)],
        collationCount: pickCollationCount(rng),
        snapshot: Object.freeze(snapshot),
        searchText,
        searchable: { text: searchText, words: wordIndex([searchText]), ...shared },
        lifespanDays,
        gapDays,
        phaseDays: rng.int(0, lifespanDays + gapDays - 1),
        startSecondOfDay: rng.int(0, 86_399),
      });
    }
  }
  return slots;
}

/** Default result order, like upstream's relevance: a shuffle that favours copied ads. */
function rankSlots(rng: Rng, slots: DemoSlot[]): DemoSlot[] {
  const keyed = slots.map((s) => ({ s, key: rng.next() * (1 + Math.log(s.collationCount)) }));
  keyed.sort((a, b) => b.key - a.key || a.s.slot - b.s.slot);
  return keyed.map((k) => k.s);
}

/** `words` indexes every slot's searchable words by slot number (see text.ts). */
export type DemoDataset = { advertisers: DemoAdvertiser[]; slots: DemoSlot[]; ranked: DemoSlot[]; words: WordIndex };

export function buildDataset(): DemoDataset {
  const rng = createRng(SEED);
  const advertisers = makeAdvertisers(rng);
  const slots = makeSlots(rng, advertisers);
  return { advertisers, slots, ranked: rankSlots(rng, slots), words: buildWordIndex(slots.map((s) => s.searchable)) };
}

/** Whole UTC days since DEMO_EPOCH. */
export function demoDay(nowMs: number): number {
  return Math.floor((nowMs - DEMO_EPOCH_MS) / DAY_MS);
}

/** The slot's ad on `day`, or null while the slot idles between ads. */
export function activeAdOf(slot: DemoSlot, day: number): DemoActiveAd | null {
  const cycle = slot.lifespanDays + slot.gapDays;
  const sinceStart = day - slot.phaseDays;
  const position = ((sinceStart % cycle) + cycle) % cycle;
  if (position >= slot.lifespanDays) return null;
  const generation = Math.floor(sinceStart / cycle);
  // Started `position + 1` days ago at a fixed time of day, so the start is always in the past.
  const startMs = DEMO_EPOCH_MS + (day - position - 1) * DAY_MS + slot.startSecondOfDay * 1000;
  // 16 digits like real Ad Library ids; unique per (slot, generation) by construction.
  const tail = pad(hash32(`${slot.slot}:${generation}`) % 10_000_000, 7);
  const id = `7${pad(((generation % 1000) + 1000) % 1000, 3)}${pad(slot.slot, 5)}${tail}`;
  return { slot, id, collationId: `8${id.slice(1)}`, startMs };
}
