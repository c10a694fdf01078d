// The store behind each archived ad, on real PostgreSQL (docs/signals.md, "The store behind an ad"):
// every landing case is archived as an ad through storeAds, a group to a page as a search stores them,
// and the "AdStore" rows read back are the stores /stores, the products and "Usado por N tiendas" see.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { storeAds } from "@/lib/services/ads/store-ads";
import { archivedAd, newPageId } from "../support/archive";
import { LANDING_CASES, type LandingCase, type LandingSource } from "../support/landing-cases";

type StoreRow = { adId: string; domain: string; url: string | null; productPath: string | null; platform: string | null; pageId: string };

const PAGE_ID = newPageId();

const strings = (value: unknown): value is string[] | undefined =>
  value === undefined || (Array.isArray(value) && value.every((v) => typeof v === "string"));

/** A source a normalized ad can carry: the normalizers give a string link and lists of strings. */
function storable(source: LandingSource): boolean {
  const { linkUrl, captions, bodies, titles, descriptions } = source;
  return (linkUrl === undefined || typeof linkUrl === "string") && [captions, bodies, titles, descriptions].every(strings);
}

/** The case as a provider's ad: its texts in the ad's fields and no other URL-bearing text. */
function adOf(source: LandingSource): NormalizedAd {
  const { apify_data: apify } = archivedAd();
  return archivedAd({
    page_id: PAGE_ID,
    ad_creative_bodies: (source.bodies as string[] | undefined) ?? [],
    ad_creative_link_titles: (source.titles as string[] | undefined) ?? [],
    ad_creative_link_descriptions: (source.descriptions as string[] | undefined) ?? [],
    ad_creative_link_captions: (source.captions as string[] | undefined) ?? [],
    // archivedAd's own link ("tienda.example/crema") would be one more store.
    apify_data: apify && { ...apify, link_url: (source.linkUrl as string | undefined) ?? null },
  });
}

const byDomain = <T extends { domain: string }>(list: T[]) => [...list].sort((a, b) => (a.domain < b.domain ? -1 : 1));

const adIds = new Map<LandingCase, string>();
const storesOf = new Map<string, StoreRow[]>();
let archived = 0;

beforeAll(async () => {
  for (const group of LANDING_CASES) {
    const page = group.cases.filter((c) => storable(c.source)).map((c) => [c, adOf(c.source)] as const);
    for (const [c, ad] of page) adIds.set(c, ad.id);
    await storeAds(page.map(([, ad]) => ad));
  }
  const ids = [...adIds.values()];
  archived = await db.ad.count({ where: { id: { in: ids } } });
  const rows = await db.adStore.findMany({
    where: { adId: { in: ids } },
    select: { adId: true, domain: true, url: true, productPath: true, platform: true, pageId: true },
  });
  for (const row of rows) storesOf.set(row.adId, [...(storesOf.get(row.adId) ?? []), row]);
});

it("archives an ad for every case a provider's ad can carry", () => {
  // Only "not strings" (a number as link, a string as captions) is left to the unit test: no normalized
  // ad holds it.
  const all = LANDING_CASES.flatMap((g) => g.cases);
  expect(all.filter((c) => !storable(c.source)).map((c) => c.name)).toEqual(["not strings"]);
  expect(adIds.size).toBe(all.length - 1);
  expect(archived).toBe(adIds.size);
});

it("keeps the advertiser's page on every store row", () => {
  const rows = [...storesOf.values()].flat();
  const stored = LANDING_CASES.flatMap((g) => g.cases.filter((c) => storable(c.source)));
  expect(rows).toHaveLength(stored.reduce((n, c) => n + ("first" in c ? 1 : c.stores.length), 0));
  expect(rows.filter((r) => r.pageId !== PAGE_ID)).toEqual([]);
});

for (const group of LANDING_CASES) {
  describe(group.name, () => {
    it.each(group.cases.filter((c) => storable(c.source)).map((c) => [c.name, c] as const))("%s", (_, c) => {
      const rows = byDomain(storesOf.get(adIds.get(c)!) ?? []);
      const why = JSON.stringify(c.source).slice(0, 300);
      if ("first" in c) {
        // A link alone leads to one store at most.
        expect(rows, why).toHaveLength(1);
        expect(rows[0], why).toMatchObject(c.first);
        return;
      }
      expect(rows, why).toMatchObject(byDomain(c.stores));
      expect(rows, why).toHaveLength(c.stores.length);
    });
  });
}
