import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, LANGUAGE_CODES } from "@/lib/providers/catalog";
import { NICHES } from "@/lib/providers/demo/catalogue";
import { buildDataset, MAX_LIFESPAN_DAYS } from "@/lib/providers/demo/dataset";
import { createDemoProvider, demoActiveAds, demoDataset } from "@/lib/providers/demo/provider";
import { ProviderError } from "@/lib/providers/errors";
import type { AdProvider, NormalizedAd, SearchParams } from "@/lib/providers/types";

const NOW = new Date("2026-03-15T15:30:00Z");
const DAY_MS = 86_400_000;
const provider = createDemoProvider({ now: () => NOW });

const base: SearchParams = {
  searchType: "keyword",
  value: "envío",
  country: "ALL",
  minDays: 0,
  adType: "ALL",
  mediaType: "ALL",
  searchPhraseType: "unordered",
  languages: [],
};

/** Every result of a search, by paging with the cursor until the end. */
async function searchAll(p: AdProvider, params: SearchParams, limit = 200): Promise<{ ads: NormalizedAd[]; total: number; pages: number }> {
  const ads: NormalizedAd[] = [];
  let cursor: string | null = null;
  let total = -1;
  let pages = 0;
  do {
    const page = await p.searchAds(params, { cursor, limit });
    ads.push(...page.ads);
    total = page.total;
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== null && pages < 1_000);
  return { ads, total, pages };
}

const texts = (ad: NormalizedAd) =>
  [
    ...ad.ad_creative_bodies,
    ...ad.ad_creative_link_titles,
    ...ad.ad_creative_link_descriptions,
    ...ad.ad_creative_link_captions,
    ad.page_name,
  ].join(" ");

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const active = demoActiveAds(NOW);
const slotById = new Map(active.map((a) => [a.id, a.slot]));

/** What else a search matches an ad by: its product's names and synonyms (catalogue.ts). */
const productNames = (ad: NormalizedAd) => {
  const slot = slotById.get(ad.id);
  if (!slot) return "";
  const { product, advertiser } = slot;
  return [product.noun, product.label, product.pt, ...product.terms, ...advertiser.niche.terms, ...advertiser.niche.group.terms].join(" ");
};

describe("demo data set", () => {
  it("has at least 3,000 active ads from at least 300 advertisers", () => {
    expect(active.length).toBeGreaterThanOrEqual(3_000);
    expect(new Set(active.map((a) => a.slot.advertiser.pageId)).size).toBeGreaterThanOrEqual(300);
  });

  it("keeps at least 3,000 active ads every day for the next year", () => {
    for (let d = 0; d < 365; d += 5) {
      expect(demoActiveAds(new Date(NOW.getTime() + d * DAY_MS)).length).toBeGreaterThanOrEqual(3_000);
    }
  });

  it("gives every ad a unique 16-digit id", () => {
    const ids = active.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{16}$/);
  });

  it("is the same on every build (deterministic ids, advertisers and copy)", () => {
    const again = buildDataset();
    const first = demoDataset();
    expect(again.advertisers.map((a) => [a.pageId, a.name])).toEqual(first.advertisers.map((a) => [a.pageId, a.name]));
    expect(again.slots.map((s) => s.searchText)).toEqual(first.slots.map((s) => s.searchText));
  });

  it("keeps an ad's id and start date from one day to the next, and its days running grow", async () => {
    const tomorrow = new Date(NOW.getTime() + DAY_MS);
    const later = createDemoProvider({ now: () => tomorrow });
    const today = await provider.searchAds({ ...base, value: "crema" }, { limit: 500 });
    const next = await later.searchAds({ ...base, value: "crema" }, { limit: 500 });
    const nextById = new Map(next.ads.map((a) => [a.id, a]));
    const kept = today.ads.filter((a) => nextById.has(a.id));
    // Only ads finishing their run today may disappear.
    expect(kept.length).toBeGreaterThan(today.ads.length * 0.9);
    for (const ad of kept) {
      const tomorrowAd = nextById.get(ad.id);
      expect(tomorrowAd?.ad_delivery_start_time).toBe(ad.ad_delivery_start_time);
      expect(tomorrowAd?.days_running).toBe(ad.days_running + 1);
    }
  });

  it("starts every ad within the last 120 days", async () => {
    const { ads } = await searchAll(provider, { ...base, value: "de" }, 1_000);
    expect(ads.length).toBeGreaterThan(1_000);
    for (const ad of ads) {
      const start = Date.parse(ad.ad_delivery_start_time);
      expect(start).toBeLessThan(NOW.getTime());
      expect(start).toBeGreaterThan(NOW.getTime() - 120 * DAY_MS);
      expect(ad.days_running).toBeLessThanOrEqual(MAX_LIFESPAN_DAYS);
    }
    const spread = new Set(ads.map((a) => Math.floor(a.days_running / 30)));
    expect(spread).toEqual(new Set([0, 1, 2, 3]));
  });

  it("covers every country and every language of the search, every day", () => {
    for (let d = 0; d < 120; d += 7) {
      const reached = new Set(demoActiveAds(new Date(NOW.getTime() + d * DAY_MS)).flatMap((a) => a.slot.countries));
      for (const country of COUNTRY_CODES) expect(reached.has(country), `${country} on day +${d}`).toBe(true);
    }
    const languages = new Set(active.map((a) => a.slot.language));
    for (const language of LANGUAGE_CODES) expect(languages.has(language), language).toBe(true);
  });

  it("has advertisers with more than 5 active ads and advertisers with exactly 1", async () => {
    const counts = await Promise.all(demoDataset().advertisers.map((a) => provider.countActiveAds(a.pageId, "ALL")));
    expect(counts.some((c) => c.count > 5)).toBe(true);
    expect(counts.some((c) => c.count === 1)).toBe(true);
    expect(counts.every((c) => c.count >= 1 && c.credits === 0)).toBe(true);
  });

  it("writes Spanish copy with every placeholder filled", () => {
    const spanish = active.filter((a) => a.slot.language === "es");
    expect(spanish.length / active.length).toBeGreaterThan(0.6);
    for (const { slot } of active) {
      expect(slot.searchText).not.toMatch(/[{}]/);
      expect(JSON.stringify(slot.snapshot)).not.toMatch(/\{[a-zA-Z]+\}| de el | a el /);
    }
    const niches = new Set(active.map((a) => a.slot.advertiser.niche.key));
    for (const niche of NICHES) expect(niches.has(niche.key), niche.key).toBe(true);
  });

  it("serves every image, video and page picture from files that exist under public/", () => {
    const urls = new Set<string>();
    for (const slot of demoDataset().slots) {
      const s = slot.snapshot;
      if (typeof s.page_profile_picture_url === "string") urls.add(s.page_profile_picture_url);
      for (const list of [s.images, s.videos, s.cards]) {
        if (!Array.isArray(list)) continue;
        for (const item of list as Record<string, unknown>[]) {
          for (const key of ["original_image_url", "resized_image_url", "video_hd_url", "video_sd_url", "video_preview_image_url"]) {
            const v = item[key];
            if (typeof v === "string") urls.add(v);
          }
        }
      }
    }
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) {
      expect(url).toMatch(/^\/demo\//);
      expect(existsSync(path.join(process.cwd(), "public", url)), url).toBe(true);
    }
  });

  it("has carousels, videos, memes, text-only ads, link cards and CTAs", async () => {
    const kinds = new Set(active.map((a) => a.slot.media));
    expect(kinds).toEqual(new Set(["image", "carousel", "video", "meme", "none"]));
    const carousel = (await provider.searchAds({ ...base, value: "de", mediaType: "IMAGE" }, { limit: 500 })).ads.find(
      (a) => a.apify_data.display_format === "CAROUSEL",
    );
    expect(carousel?.apify_data.images.length).toBeGreaterThanOrEqual(3);
    const [video] = (await provider.searchAds({ ...base, value: "de", mediaType: "VIDEO" }, { limit: 1 })).ads;
    expect(video?.apify_data.videos[0]?.video_hd_url).toMatch(/\.mp4$/);
    expect(video?.apify_data.videos[0]?.video_preview_image_url).toMatch(/\.svg$/);
    const ctas = new Set(active.map((a) => a.slot.snapshot.cta_text));
    for (const cta of ["Comprar ahora", "Más información", "Enviar mensaje"]) expect(ctas.has(cta), cta).toBe(true);
    const platforms = new Set(active.flatMap((a) => a.slot.platforms));
    for (const p of ["FACEBOOK", "INSTAGRAM", "MESSENGER", "AUDIENCE_NETWORK"]) expect(platforms.has(p), p).toBe(true);
  });

  it("skews collation counts low, within 1–30", () => {
    const counts = active.map((a) => a.slot.collationCount);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);
    expect(Math.max(...counts)).toBeGreaterThan(20);
    expect(counts.filter((c) => c === 1).length).toBeGreaterThan(counts.length * 0.3);
  });
});

describe("demo search", () => {
  it("finds 'Crema' when searching 'crema' (case-insensitive), in the text or the product's names", async () => {
    const { ads, total } = await searchAll(provider, { ...base, value: "crema" });
    expect(total).toBeGreaterThan(0);
    expect(ads).toHaveLength(total);
    expect(ads.some((a) => /\bCrema\b/.test(texts(a)))).toBe(true);
    // A Brazilian ad for the same cream says "creme": the product's names carry the Spanish word.
    for (const ad of ads) expect(fold(`${texts(ad)} ${productNames(ad)}`)).toMatch(/\bcrema/);
  });

  it("finds 'café' when searching 'cafe', and the same with 'CAFÉ'", async () => {
    const plain = await searchAll(provider, { ...base, value: "cafe" });
    expect(plain.ads.some((a) => texts(a).includes("café"))).toBe(true);
    const accented = await provider.searchAds({ ...base, value: "CAFÉ" }, { limit: 1 });
    expect(accented.total).toBe(plain.total);
  });

  it("matches unordered words in any order, and exact phrases only in order", async () => {
    const total = async (value: string, phrase: SearchParams["searchPhraseType"]) =>
      (await provider.searchAds({ ...base, value, searchPhraseType: phrase }, { limit: 1 })).total;
    const inOrder = await total("crema hidratante", "exact");
    expect(inOrder).toBeGreaterThan(0);
    expect(await total("hidratante crema", "unordered")).toBeGreaterThanOrEqual(inOrder);
    expect(await total("hidratante crema", "exact")).toBe(0);
    // Unordered needs every word: adding one narrows the results.
    expect(await total("crema colágeno", "unordered")).toBeLessThan(await total("crema", "unordered"));
  });

  it("finds nothing for a query with no words", async () => {
    expect((await provider.searchAds({ ...base, value: "¡¿?!" }, { limit: 20 })).total).toBe(0);
  });

  it("filters by country: every ad reaches it", async () => {
    const { ads, total } = await searchAll(provider, { ...base, value: "de", country: "CO" });
    expect(total).toBeGreaterThan(50);
    for (const ad of ads) expect(ad.countries).toContain("CO");
    expect(total).toBeLessThan((await provider.searchAds({ ...base, value: "de" }, { limit: 1 })).total);
  });

  it("filters by languages (any of)", async () => {
    const { ads } = await searchAll(provider, { ...base, value: "a", languages: ["pt", "fr"] });
    expect(new Set(ads.flatMap((a) => a.languages))).toEqual(new Set(["pt", "fr"]));
  });

  it("filters by ad type", async () => {
    for (const adType of ["POLITICAL_AND_ISSUE_ADS", "HOUSING_ADS", "EMPLOYMENT_ADS", "FINANCIAL_PRODUCTS_AND_SERVICES_ADS"] as const) {
      const { ads } = await searchAll(provider, { ...base, value: "de", adType });
      expect(ads.length, adType).toBeGreaterThan(0);
      for (const ad of ads) expect(slotById.get(ad.id)?.adType).toBe(adType);
    }
  });

  it("filters by media type", async () => {
    const search = async (mediaType: SearchParams["mediaType"]) => {
      const { ads } = await searchAll(provider, { ...base, value: "de", mediaType });
      expect(ads.length, mediaType).toBeGreaterThan(0);
      return ads;
    };
    for (const ad of await search("VIDEO")) expect(ad.apify_data.videos.length).toBeGreaterThan(0);
    const images = await search("IMAGE");
    for (const ad of images) {
      expect(ad.apify_data.images.length).toBeGreaterThan(0);
      expect(ad.apify_data.images.some((i) => i.includes("/memes/"))).toBe(false);
    }
    const memes = await search("MEME");
    for (const ad of memes) expect(ad.apify_data.images[0]).toMatch(/\/demo\/memes\//);
    for (const ad of await search("NONE")) expect([...ad.apify_data.images, ...ad.apify_data.videos]).toEqual([]);
    expect((await search("IMAGE_AND_MEME")).length).toBe(images.length + memes.length);
  });

  it("filters by minimum days running", async () => {
    const all = await provider.searchAds({ ...base, value: "de" }, { limit: 1 });
    const { ads, total } = await searchAll(provider, { ...base, value: "de", minDays: 30 });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all.total);
    for (const ad of ads) expect(ad.days_running).toBeGreaterThanOrEqual(30);
  });

  it("pages through every result exactly once, in the same order each time", async () => {
    const params = { ...base, value: "de", country: "MX" };
    const { ads, total, pages } = await searchAll(provider, params, 37);
    expect(pages).toBe(Math.ceil(total / 37));
    expect(ads).toHaveLength(total);
    expect(new Set(ads.map((a) => a.id)).size).toBe(total);
    const again = await searchAll(provider, params, 37);
    expect(again.ads.map((a) => a.id)).toEqual(ads.map((a) => a.id));
  });

  it("refuses a cursor from another search instead of skipping ads", async () => {
    const first = await provider.searchAds({ ...base, value: "crema" }, { limit: 5 });
    expect(first.nextCursor).not.toBeNull();
    const error = await provider.searchAds({ ...base, value: "café" }, { limit: 5, cursor: first.nextCursor }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "bad_request", status: 400 });
  });

  it("spends no credits", async () => {
    expect((await provider.searchAds({ ...base, value: "crema" }, { limit: 20 })).credits).toBe(0);
  });

  it("refuses to work once the caller cancelled", async () => {
    const error = await provider.searchAds(base, { limit: 5, signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "cancelled" });
  });
});

describe("demo advertisers", () => {
  const big = demoDataset().advertisers.find((a) => a.slotCount >= 31);

  it("counts an advertiser's active ads reaching a country, like a page search does", async () => {
    if (!big) throw new Error("the data set should have a big advertiser");
    const all = await provider.countActiveAds(big.pageId, "ALL");
    const home = await provider.countActiveAds(big.pageId, big.home);
    const pageSearch = await provider.searchAds({ ...base, searchType: "page", value: big.pageId, country: big.home }, { limit: 1 });
    expect(home.count).toBe(pageSearch.total);
    expect(home.count).toBeGreaterThan(0);
    expect(all.count).toBeGreaterThanOrEqual(home.count);
    expect((await provider.countActiveAds(big.pageId, "JP")).count).toBeLessThanOrEqual(all.count);
  });

  it("counts 0 for an unknown page", async () => {
    expect(await provider.countActiveAds("999", "ALL")).toEqual({ count: 0, credits: 0 });
  });

  it("lists an advertiser's ads page by page, newest first, all of them", async () => {
    if (!big) throw new Error("the data set should have a big advertiser");
    const { count } = await provider.countActiveAds(big.pageId, "ALL");
    const ads: NormalizedAd[] = [];
    let cursor: string | null = null;
    do {
      const page = await provider.listPageAds(big.pageId, "ALL", { cursor });
      ads.push(...page.ads);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(ads).toHaveLength(count);
    expect(new Set(ads.map((a) => a.page_id))).toEqual(new Set([big.pageId]));
    const starts = ads.map((a) => Date.parse(a.ad_delivery_start_time));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
  });
});
