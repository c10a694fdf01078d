// The archive's record: sightings from every source, a daily point only on days an ad was seen, each
// country's first and last sighting, and the three rules for "ended" — a provider stop, a tracked
// advertiser's complete listing without the ad, and never a search that simply did not return it.
import type { SearchReply } from "@/lib/services/search/search-ads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeAds } from "@/lib/services/ads/store-ads";
import { archiveDay } from "@/lib/services/archive/sighting";
import { ensurePageSnapshot } from "@/lib/services/tracking/snapshot";
import { POST as search } from "@/app/api/search/route";
import { scAd, startFakeScrapeCreators, FAKE_SC_API_KEY, type FakeScrapeCreators } from "../support/fake-scrapecreators";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { archivedAd, DAY, newPageId, nonce } from "../support/archive";

let sc: FakeScrapeCreators;
const env = scopedEnv();

beforeAll(async () => {
  sc = await startFakeScrapeCreators();
  env.set({
    AD_PROVIDER: "scrapecreators",
    SCRAPECREATORS_API_KEY: FAKE_SC_API_KEY,
    SCRAPECREATORS_BASE_URL: sc.url,
    PROVIDER_MAX_RETRIES: "0",
    APP_TIMEZONE: "America/Bogota",
  });
});
afterAll(async () => {
  env.restore();
  await sc.close();
});

const row = (id: string) => db.ad.findUniqueOrThrow({ where: { id } });
const days = async (id: string) =>
  (await db.adDay.findMany({ where: { adId: id }, orderBy: { day: "asc" } })).map((d) => ({
    day: d.day.toISOString().slice(0, 10),
    variants: d.collationCount,
    active: d.active,
  }));

describe("the archive's record", () => {
  it("counts sightings and keeps one daily point per day seen, none for the days between", async () => {
    const now = Date.now();
    const ad = archivedAd({ collation_count: 2 });
    await storeAds([ad], { at: new Date(now - 3 * DAY) });
    await storeAds([{ ...ad, collation_count: 3 }], { at: new Date(now - 3 * DAY + 60_000) });
    await storeAds([{ ...ad, collation_count: 5 }], { at: new Date(now) });

    const r = await row(ad.id);
    expect(r.sightings).toBe(3);
    expect(r.firstSeenAt.getTime()).toBe(now - 3 * DAY);
    expect(r.lastSeenAt.getTime()).toBe(now);
    expect(r.endedAt).toBeNull();
    expect(await days(ad.id)).toEqual([
      { day: archiveDay(new Date(now - 3 * DAY)), variants: 3, active: true },
      { day: archiveDay(new Date(now)), variants: 5, active: true },
    ]);
  });

  it("keeps each country's first and last sighting, from the provider's list and the country asked for", async () => {
    const now = Date.now();
    const ad = archivedAd({ countries: ["CO"] });
    await storeAds([ad], { country: "MX", at: new Date(now - 5 * DAY) });
    await storeAds([ad], { country: "ALL", at: new Date(now - 2 * DAY) });
    await storeAds([{ ...ad, countries: ["CO", "pe", "not a country"] }], { at: new Date(now) });

    const countries = await db.adCountry.findMany({ where: { adId: ad.id }, orderBy: { country: "asc" } });
    expect(countries.map((c) => [c.country, c.firstSeenAt.getTime(), c.lastSeenAt.getTime()])).toEqual([
      ["CO", now - 5 * DAY, now],
      ["MX", now - 5 * DAY, now - 5 * DAY],
      ["PE", now, now],
    ]);
    expect((await row(ad.id)).seenCountries).toEqual(["CO", "MX", "PE"]);
  });

  it("an older sighting stored late (a back-fill) never moves last seen back nor reopens an ad", async () => {
    const now = Date.now();
    const ad = archivedAd();
    await storeAds([{ ...ad, is_active: false, ad_delivery_stop_time: new Date(now - DAY).toISOString() }], { at: new Date(now) });
    await storeAds([ad], { at: new Date(now - 4 * DAY) });
    const r = await row(ad.id);
    expect(r.lastSeenAt.getTime()).toBe(now);
    expect(r.firstSeenAt.getTime()).toBe(now - 4 * DAY);
    expect(r.endedAt?.getTime()).toBe(now - DAY);
  });
});

describe("ended", () => {
  it("from the provider: its inactive flag at its stop time; a later sighting of it running reopens it", async () => {
    const now = Date.now();
    const start = now - 30 * DAY;
    const ad = archivedAd({ ad_delivery_start_time: new Date(start).toISOString() });
    await storeAds([ad], { at: new Date(now - 10 * DAY) });
    await storeAds([{ ...ad, is_active: false, ad_delivery_stop_time: new Date(now - 6 * DAY).toISOString() }], {
      at: new Date(now - 2 * DAY),
    });

    let r = await row(ad.id);
    expect(r.endedAt?.getTime()).toBe(now - 6 * DAY);
    expect(r.endedBy).toBe("provider");
    expect(r.lifespanDays).toBe(24);
    expect((await days(ad.id)).at(-1)).toMatchObject({ active: false });

    await storeAds([ad], { at: new Date(now) });
    r = await row(ad.id);
    expect(r.endedAt).toBeNull();
    expect(r.endedBy).toBeNull();
    expect(r.lifespanDays).toBe(30);
  });

  it("from a tracked advertiser's complete listing on a later day that no longer holds the ad", async () => {
    const pageId = newPageId();
    const now = Date.now();
    const item = (id: string, countries: string[]) =>
      scAd(id, { page_id: pageId, page_name: `Página ${pageId}`, targeted_or_reached_countries: countries });
    const gone = archivedAd({ page_id: pageId });
    const elsewhere = archivedAd({ page_id: pageId });
    const seenToday = archivedAd({ page_id: pageId });
    const kept = `${pageId}1`;
    await storeAds([gone], { country: "CO", at: new Date(now - 3 * DAY) });
    // Seen in Mexico too: a Colombian listing says nothing about Mexico.
    await storeAds([elsewhere], { country: "CO", at: new Date(now - 3 * DAY) });
    await storeAds([elsewhere], { country: "MX", at: new Date(now - 3 * DAY) });
    // Seen running today by a search: today's listing cannot prove it gone. Seen at `now` itself: a
    // minute earlier was yesterday in the archive's zone when the test ran in the minute after midnight.
    await storeAds([seenToday], { country: "CO", at: new Date(now) });

    sc.setCompanyPages([[item(kept, ["CO"])]]);
    const day = archiveDay(new Date(now));
    expect(await ensurePageSnapshot({ pageId, country: "CO" }, day)).toMatchObject({ fetched: true, activeAds: 1 });

    const g = await row(gone.id);
    expect(g.endedBy).toBe("listing");
    expect(archiveDay(g.endedAt!)).toBe(day);
    expect((await row(elsewhere.id)).endedAt).toBeNull();
    expect((await row(seenToday.id)).endedAt).toBeNull();
    expect((await row(kept)).endedAt).toBeNull();
    // No point for a day it was not seen.
    expect((await days(gone.id)).map((d) => d.day)).toEqual([archiveDay(new Date(now - 3 * DAY))]);
  });

  it("never from a listing cut short at SNAPSHOT_MAX_PAGES", async () => {
    const pageId = newPageId();
    const gone = archivedAd({ page_id: pageId });
    await storeAds([gone], { country: "CO", at: new Date(Date.now() - 3 * DAY) });
    env.set({ SNAPSHOT_MAX_PAGES: "1" });
    try {
      const item = (id: string) => scAd(id, { page_id: pageId, targeted_or_reached_countries: ["CO"] });
      sc.setCompanyPages([[item(`${pageId}1`)], [item(`${pageId}2`)]]);
      await ensurePageSnapshot({ pageId, country: "CO" }, archiveDay(new Date()));
    } finally {
      env.set({ SNAPSHOT_MAX_PAGES: "10" });
    }
    expect((await row(gone.id)).endedAt).toBeNull();
  });

  it("never from a search that simply did not return the ad: the ad's record is untouched", async () => {
    const pageId = newPageId();
    const word = nonce();
    const absent = archivedAd({ page_id: pageId, ad_creative_bodies: [`Crema ${word}`] });
    await storeAds([absent], { country: "CO", at: new Date(Date.now() - 3 * DAY) });
    const before = await row(absent.id);

    sc.setSearchPages([[scAd(`${pageId}5`, { page_id: pageId, targeted_or_reached_countries: ["CO"] })]]);
    const { token } = await signedInUser();
    const res = await callRoute<SearchReply>(search, { token, body: { value: `crema ${word}`, country: "CO" } });
    expect(res.status).toBe(200);
    expect(res.json.data.map((a) => a.id)).toEqual([`${pageId}5`]);

    expect(await row(absent.id)).toEqual(before);
    expect((await row(`${pageId}5`)).sightings).toBe(1);
  });
});
