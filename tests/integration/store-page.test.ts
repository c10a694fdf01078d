// The store page (GET /api/stores/{domain}, docs/product.md §Productos) on real PostgreSQL: every figure
// comes from one read of the store's ads, and must say what each figure's own aggregate over those ads
// says: counts, first and last seen, the pages by number of ads, the countries in the order the store
// reached them, the price range, the longest-running and the newest creatives, in their order.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeAds } from "@/lib/services/ads/store-ads";
import { GET as storeRoute } from "@/app/api/stores/[domain]/route";
import type { StoreReply } from "@/lib/services/stores/store-page";
import { archivedAd, DAY, newPageId, nonce } from "../support/archive";
import { callRoute, signedInUser } from "../support/factories";

describe("a store's page", () => {
  it("gives each figure of a store of many ads, pages and countries as its own aggregate over the store's ads", async () => {
    const n = nonce();
    const domain = `tienda${n}.com`;
    const { token } = await signedInUser("pioneros");
    const [p1, p2, p3] = [newPageId(), newPageId(), newPageId()];
    const t0 = Date.now() - 30 * DAY;
    // Nine ads on three pages: the first page runs four, the second three, the third two; some seen again
    // later, one in a second country, two stopped; prices in pesos, soles and one in dollars.
    const spec = [
      { page: p1, name: "Fajas Uno", day: 0, again: 20, country: "MX", body: `Faja ${n} a solo $499 MXN, envío gratis`, days: 40 },
      { page: p1, name: "Fajas Uno Oficial", day: 3, again: 25, country: "CO", body: `Faja ${n} por $89.900 COP`, days: 12 },
      { page: p1, name: "Fajas Uno", day: 5, country: "MX", body: `Faja ${n} reductora $599 MXN`, days: 40, stopped: true },
      { page: p1, name: "Fajas Uno", day: 9, country: "PE", body: `Faja ${n} S/ 129`, days: 3 },
      { page: p2, name: "Moda Dos", day: 2, again: 28, country: "MX", body: `Faja ${n} dos por $799 MXN`, days: 25 },
      { page: p2, name: "Moda Dos", day: 11, country: "PE", body: `Faja ${n} S/ 99 envío a todo el Perú`, days: 8 },
      { page: p2, name: "Moda Dos", day: 14, country: "MX", body: `Faja ${n} nueva colección`, days: 1, stopped: true },
      { page: p3, name: "Tercera", day: 7, country: "US", body: `Faja ${n} only $39.99`, days: 60 },
      { page: p3, name: "Tercera", day: 16, country: "MX", body: `Faja ${n} última oportunidad $450 MXN`, days: 5 },
    ];
    const ads = spec.map((s, i) => ({
      s,
      ad: archivedAd({
        page_id: s.page,
        page_name: s.name,
        ad_creative_bodies: [s.body],
        days_running: s.days,
        collation_count: 1 + (i % 3),
        ad_delivery_start_time: new Date(t0 + s.day * DAY - s.days * DAY).toISOString(),
        apify_data: { ...archivedAd().apify_data, link_url: `https://www.${domain}/products/faja-${i}?utm_source=fb&fbclid=x${i}` },
      }),
    }));
    for (const { s, ad } of ads) await storeAds([ad], { country: s.country, at: new Date(t0 + s.day * DAY) });
    for (const { s, ad } of ads) {
      if (s.again !== undefined) await storeAds([ad], { country: s.country, at: new Date(t0 + s.again * DAY) });
      if (s.stopped) await db.ad.update({ where: { id: ad.id }, data: { endedAt: new Date(t0 + (s.day + 1) * DAY) } });
    }
    // A second country for the first ad, after the others reached it.
    await storeAds([ads[0].ad], { country: "PE", at: new Date(t0 + 12 * DAY) });

    const reply = await callRoute<StoreReply>(storeRoute, { token, params: { domain } });
    expect(reply.status).toBe(200);
    const store = reply.json;

    // Each figure as its own aggregate over the store's ads: the statements the page ran before.
    const ids = (await db.adStore.findMany({ where: { domain }, select: { adId: true } })).map((r) => r.adId);
    expect(ids).toHaveLength(9);
    const rows = await db.ad.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        pageId: true,
        pageName: true,
        firstSeenAt: true,
        lastSeenAt: true,
        endedAt: true,
        lifespanDays: true,
        collationCount: true,
      },
    });
    const iso = (d: Date) => d.toISOString();
    expect(store.store).toMatchObject({
      domain,
      ads: 9,
      activeAds: rows.filter((r) => r.endedAt === null).length,
      firstSeenAt: iso(new Date(Math.min(...rows.map((r) => r.firstSeenAt.getTime())))),
      lastSeenAt: iso(new Date(Math.max(...rows.map((r) => r.lastSeenAt.getTime())))),
    });
    expect(store.store.activeAds).toBe(7);

    const byPage = [p1, p2, p3].map((pageId) => {
      const mine = rows.filter((r) => r.pageId === pageId).sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
      return { pageId, pageName: mine[0].pageName, ads: mine.length, lastSeenAt: iso(mine[0].lastSeenAt) };
    });
    expect(store.pages).toEqual(byPage);
    // The name a page goes by is the one on its most recently seen ad.
    expect(store.pages[0]).toMatchObject({ pageId: p1, ads: 4, pageName: "Fajas Uno Oficial" });

    const countries = await db.adCountry.groupBy({ by: ["country"], where: { adId: { in: ids } }, _min: { firstSeenAt: true } });
    const reached = countries
      .map((c) => ({ country: c.country, firstSeenAt: iso(c._min.firstSeenAt!) }))
      .sort((a, b) => (a.firstSeenAt < b.firstSeenAt ? -1 : a.firstSeenAt > b.firstSeenAt ? 1 : a.country < b.country ? -1 : 1));
    expect(store.countries).toEqual(reached);
    expect(store.countries.map((c) => c.country)).toEqual(["MX", "CO", "US", "PE"]);
    expect(store.countries[3].firstSeenAt).toBe(iso(new Date(t0 + 9 * DAY)));

    const byLife = [...rows].sort(
      (a, b) => b.lifespanDays - a.lifespanDays || b.collationCount - a.collationCount || (a.id < b.id ? 1 : -1),
    );
    expect(store.topCreatives.map((c) => c.ad.id)).toEqual(byLife.slice(0, 6).map((r) => r.id));
    const byNewest = [...rows].sort((a, b) => b.firstSeenAt.getTime() - a.firstSeenAt.getTime() || (a.id < b.id ? 1 : -1));
    expect(store.newest.map((c) => c.ad.id)).toEqual(byNewest.slice(0, 6).map((r) => r.id));
    expect(store.newest[0].ad.id).toBe(ads[8].ad.id);

    // The range per currency, from the prices the ads state, in the currencies' order.
    const prices = Object.fromEntries(store.store.prices.map((p) => [p.currency, [p.min, p.max]]));
    expect(prices.MXN).toEqual([450, 799]);
    expect(prices.PEN).toEqual([99, 129]);
    expect(prices.COP).toEqual([89_900, 89_900]);
    const currencies = store.store.prices.map((p) => p.currency);
    expect(currencies).toEqual([...currencies].sort());

    // A domain no ad led to.
    const none = await callRoute<StoreReply>(storeRoute, { token, params: { domain: `nadie${n}.com` } });
    expect(none.status).toBe(404);
  });
});
