import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createDemoProvider } from "@/lib/providers/demo/provider";
import { loadAds, storeAds } from "@/lib/services/ads/store-ads";

/**
 * A page of demo ads under ids of this test's own: the demo's ids are shared by every file searching
 * at the same time, and these tests rewrite the rows they store.
 */
async function demoPage(value: string) {
  const { ads } = await createDemoProvider().searchAds(
    {
      searchType: "keyword",
      value,
      country: "ALL",
      minDays: 0,
      adType: "ALL",
      mediaType: "ALL",
      searchPhraseType: "unordered",
      languages: ["es"],
    },
    { cursor: null, limit: 20, signal: new AbortController().signal },
  );
  const run = randomBytes(4).toString("hex");
  return ads.map((ad) => ({ ...ad, id: `prueba-${run}-${ad.id}` }));
}

describe("storeAds", () => {
  it("stores a page of ads with their columns, and an update keeps when each was first seen", async () => {
    const ads = await demoPage("crema");
    expect(ads.length).toBeGreaterThan(0);
    await storeAds([...ads, ads[0]]); // a repeated id in one page is stored once

    const ad = ads[0];
    const row = await db.ad.findUniqueOrThrow({ where: { id: ad.id } });
    expect(row).toMatchObject({
      pageId: ad.page_id,
      pageName: ad.page_name,
      collationCount: ad.collation_count ?? 1,
      bodies: ad.ad_creative_bodies,
      platforms: ad.publisher_platform,
      languages: ad.languages,
    });
    expect(row.startTime?.toISOString()).toBe(new Date(ad.ad_delivery_start_time).toISOString());

    await new Promise((r) => setTimeout(r, 20));
    await storeAds([{ ...ad, page_name: "Nombre nuevo" }]);
    const updated = await db.ad.findUniqueOrThrow({ where: { id: ad.id } });
    expect(updated.pageName).toBe("Nombre nuevo");
    expect(updated.firstSeenAt).toEqual(row.firstSeenAt);
    expect(updated.lastSeenAt.getTime()).toBeGreaterThan(row.lastSeenAt.getTime());

    const loaded = await loadAds(ads.map((a) => a.id).reverse());
    expect(loaded.map((a) => a.id)).toEqual(ads.map((a) => a.id).reverse());
  });

  it("takes concurrent overlapping pages without deadlocks", async () => {
    const ads = await demoPage("reloj");
    expect(ads.length).toBeGreaterThan(5);
    const pages = Array.from({ length: 12 }, (_, i) => (i % 2 ? ads : [...ads].reverse()).slice(i % 5));
    await Promise.all(pages.map((page) => storeAds(page)));
    expect(await db.ad.count({ where: { id: { in: ads.map((a) => a.id) } } })).toBe(ads.length);
  });
});
