// The archive's API: Spanish accent-insensitive text with phrases and exclusions, the filters, the sorts
// and cursor paging, the ad page and the advertiser page — signed-in only, no quota spent, and never a
// trace of what any user searched, saved, tagged or noted.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeAds } from "@/lib/services/ads/store-ads";
import { remainingAds } from "@/lib/services/billing/charge-ads";
import type { ArchiveSearchReply } from "@/lib/services/archive/search-archive";
import type { ArchivedAdPageReply } from "@/lib/services/archive/archived-ad-page";
import type { AdvertiserArchiveReply } from "@/lib/services/archive/advertiser-archive";
import { GET as archive } from "@/app/api/archive/route";
import { GET as adPage } from "@/app/api/ads/[id]/route";
import { GET as advertiserPage } from "@/app/api/advertisers/[pageId]/route";
import { POST as save } from "@/app/api/saved-ads/route";
import { callRoute, signedInUser } from "../support/factories";
import { archivedAd, DAY, newPageId, nonce } from "../support/archive";

const word = nonce();
const pageId = newPageId();
const otherPage = newPageId();
const now = Date.now();
let token: string;

const ads = {
  envio: archivedAd({
    page_id: pageId,
    page_name: "Tienda Ñandú",
    ad_creative_bodies: [`Envío gratis a todo México ${word}`],
    publisher_platform: ["facebook", "instagram"],
    images: ["/demo/a.png"],
  }),
  crema: archivedAd({
    page_id: pageId,
    ad_creative_bodies: [`Crema facial con colágeno ${word}`],
    collation_count: 7,
    collation_id: `c${word}`,
  }),
  cremaVariant: archivedAd({
    page_id: pageId,
    ad_creative_bodies: [`Crema facial con colágeno ${word}`],
    collation_count: 7,
    collation_id: `c${word}`,
  }),
  zapatos: archivedAd({ page_id: pageId, ad_creative_bodies: [`Zapatos de cuero, envío rápido ${word}`], videoPoster: "/demo/v.png" }),
  ended: archivedAd({
    page_id: otherPage,
    ad_creative_bodies: [`Reloj inteligente en oferta ${word}`],
    ad_delivery_start_time: new Date(now - 80 * DAY).toISOString(),
    is_active: false,
    ad_delivery_stop_time: new Date(now - 20 * DAY).toISOString(),
  }),
};

async function get(query: Record<string, string>, t = token) {
  const url = `http://localhost/api/archive?${new URLSearchParams(query)}`;
  return callRoute<ArchiveSearchReply>(archive, { token: t, url });
}
const ids = (res: { json: { ads: { ad: { id: string } }[] } }) => res.json.ads.map((a) => a.ad.id);

beforeAll(async () => {
  ({ token } = await signedInUser());
  await storeAds([ads.envio, ads.crema, ads.zapatos], { country: "MX", at: new Date(now - 40 * DAY) });
  await storeAds([ads.envio], { country: "CO", at: new Date(now - 2 * DAY) });
  await storeAds([ads.cremaVariant], { country: "MX", at: new Date(now - 1 * DAY) });
  await storeAds([ads.ended], { country: "CO", at: new Date(now - 20 * DAY) });
});

describe("GET /api/archive", () => {
  it("matches Spanish text whatever the accents and inflection", async () => {
    expect(ids(await get({ q: `envio ${word}` })).sort()).toEqual([ads.envio.id, ads.zapatos.id].sort());
    expect(ids(await get({ q: `ENVÍOS ${word}` })).sort()).toEqual([ads.envio.id, ads.zapatos.id].sort());
    expect(ids(await get({ q: `nandu ${word}` }))).toEqual([ads.envio.id]);
  });

  it('takes "exact phrases" and -excluded words', async () => {
    expect(ids(await get({ q: `"envío gratis" ${word}` }))).toEqual([ads.envio.id]);
    expect(ids(await get({ q: `"gratis envío" ${word}` }))).toEqual([]);
    expect(ids(await get({ q: `envio ${word} -zapatos` }))).toEqual([ads.envio.id]);
  });

  it("finds words, phrases and exclusions within a country, including one the ad reached later", async () => {
    // The ad was seen in MX first and in CO 38 days later: the CO-tagged words come from that sighting.
    expect(ids(await get({ q: `"envío gratis" ${word}`, country: "CO" }))).toEqual([ads.envio.id]);
    expect(ids(await get({ q: `"gratis envío" ${word}`, country: "CO" }))).toEqual([]);
    expect(ids(await get({ q: `envio ${word} -zapatos`, country: "MX" }))).toEqual([ads.envio.id]);
    expect(ids(await get({ q: `zapatos ${word}`, country: "CO" }))).toEqual([]);
    expect(ids(await get({ q: `envio ${word}`, country: "PE" }))).toEqual([]);
    // Only excluded words: every ad of the country without them (the other tests' ads may be there too).
    const withoutWord = ids(await get({ q: `-${word}`, country: "CO", limit: "50" }));
    expect(withoutWord).not.toContain(ads.envio.id);
    expect(withoutWord).not.toContain(ads.ended.id);
  });

  it("filters by country, status, lifespan, first-seen window, advertiser, platform and media type", async () => {
    const q = word;
    expect(ids(await get({ q, country: "co" })).sort()).toEqual([ads.envio.id, ads.ended.id].sort());
    expect(ids(await get({ q, status: "Finalizado" }))).toEqual([ads.ended.id]);
    expect(ids(await get({ q, status: "Activo", pageId: otherPage }))).toEqual([]);
    expect(ids(await get({ q, minDays: "50" }))).toEqual([ads.ended.id]);
    const today = new Date(now).toISOString().slice(0, 10);
    const day2 = new Date(now - 3 * DAY).toISOString().slice(0, 10);
    expect(ids(await get({ q, firstSeenFrom: day2, firstSeenTo: today }))).toEqual([ads.cremaVariant.id]);
    expect(ids(await get({ q, platform: "instagram" }))).toEqual([ads.envio.id]);
    expect(ids(await get({ q, mediaType: "video" }))).toEqual([ads.zapatos.id]);
  });

  it("sorts by last seen, lifespan or variants, and pages with an opaque cursor without repeats", async () => {
    expect(ids(await get({ q: word })).slice(0, 2)).toEqual([ads.cremaVariant.id, ads.envio.id]);
    expect(ids(await get({ q: word, sort: "lifespan" }))[0]).toBe(ads.ended.id);
    const byVariants = ids(await get({ q: word, sort: "variants" }));
    expect(byVariants.slice(0, 2).sort()).toEqual([ads.crema.id, ads.cremaVariant.id].sort());

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const res = await get({ q: word, sort: "variants", limit: "2", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      cursor = res.json.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(byVariants);
    expect(new Set(seen).size).toBe(5);
  });

  it("answers bad input with a Spanish 400, never a 500", async () => {
    for (const query of <Record<string, string>[]>[
      { status: "activo" },
      { cursor: "bm90LWEtY3Vyc29y" },
      { cursor: Buffer.from(JSON.stringify({ s: "lifespan", v: 3, i: "x" })).toString("base64url"), sort: "lastSeen" },
      { minDays: "-1" },
      { firstSeenFrom: "2026-13-01" },
      { firstSeenFrom: "2026-05-02", firstSeenTo: "2026-05-01" },
      { country: "Colombia" },
      { limit: "1000" },
      { q: "x".repeat(201) },
      { q: "\u0000" },
    ]) {
      const res = await get(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "BAD_REQUEST" });
    }
    // Only stop words or punctuation: nothing matches, and nothing breaks.
    expect((await get({ q: "de la -" })).status).toBe(200);
  });

  it("is for signed-in users only, and spends no quota", async () => {
    expect((await get({ q: word }, "")).status).toBe(401);
    const { user, token: t } = await signedInUser();
    const before = await remainingAds(user.id);
    for (let i = 0; i < 3; i++) expect((await get({ q: word }, t)).status).toBe(200);
    await callRoute<ArchivedAdPageReply>(adPage, { token: t, params: { id: ads.envio.id } });
    await callRoute<AdvertiserArchiveReply>(advertiserPage, { token: t, params: { pageId } });
    expect(await remainingAds(user.id)).toBe(before);
    expect(await db.usageEvent.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("GET /api/ads/{id}", () => {
  it("shows the timeline, the daily points, the variants, the countries, the media and the advertiser's other ads", async () => {
    const res = await callRoute<ArchivedAdPageReply>(adPage, { token, params: { id: ads.envio.id } });
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.ad.id).toBe(ads.envio.id);
    expect(body.timeline).toMatchObject({
      firstSeenAt: new Date(now - 40 * DAY).toISOString(),
      lastSeenAt: new Date(now - 2 * DAY).toISOString(),
      endedAt: null,
    });
    expect(body.timeline.points).toHaveLength(2);
    expect(body.countries.map((c: { country: string }) => c.country)).toEqual(["MX", "CO"]);
    expect(body.archive).toMatchObject({ status: "Activo", sightings: 2 });
    expect(body.media.originals).toEqual([]);
    expect(body.advertiserAds.map((a: { ad: { id: string } }) => a.ad.id).sort()).toEqual(
      [ads.crema.id, ads.cremaVariant.id, ads.zapatos.id].sort(),
    );

    const crema = await callRoute<ArchivedAdPageReply>(adPage, { token, params: { id: ads.crema.id } });
    expect(crema.json.variants.map((a: { ad: { id: string } }) => a.ad.id)).toEqual([ads.cremaVariant.id]);

    const ended = await callRoute<ArchivedAdPageReply>(adPage, { token, params: { id: ads.ended.id } });
    expect(ended.json.archive).toMatchObject({ status: "Finalizado", endedBy: "provider", lifespanDays: 60 });
    expect(ended.json.timeline.endedAt).toBe(new Date(now - 20 * DAY).toISOString());
  });

  it("answers 404 for an ad not archived, 400 for a malformed id and 401 to anonymous callers", async () => {
    expect((await callRoute<ArchivedAdPageReply>(adPage, { token, params: { id: "0000000000" } })).json).toMatchObject({
      code: "NOT_FOUND",
      message: "Este anuncio no está en el archivo",
    });
    expect((await callRoute<ArchivedAdPageReply>(adPage, { token, params: { id: "../x" } })).status).toBe(400);
    expect((await callRoute<ArchivedAdPageReply>(adPage, { params: { id: ads.envio.id } })).status).toBe(401);
  });
});

describe("GET /api/advertisers/{pageId}", () => {
  it("counts active and ended ads, launches per week, the longest-running and the newest, from the archive alone", async () => {
    const res = await callRoute<AdvertiserArchiveReply>(advertiserPage, { token, params: { pageId } });
    expect(res.status).toBe(200);
    expect(res.json.advertiser).toMatchObject({ pageId, pageName: "Tienda Prueba", activeAds: 4, endedAds: 0 });
    expect(res.json.launchesPerWeek).toHaveLength(26);
    expect(res.json.launchesPerWeek.reduce((s: number, w: { launches: number }) => s + w.launches, 0)).toBe(4);
    expect(res.json.newest[0].ad.id).toBe(ads.cremaVariant.id);
    expect(res.json.longestRunning).toHaveLength(4);

    const other = await callRoute<AdvertiserArchiveReply>(advertiserPage, { token, params: { pageId: otherPage } });
    expect(other.json.advertiser).toMatchObject({ activeAds: 0, endedAds: 1 });
    expect((await callRoute<AdvertiserArchiveReply>(advertiserPage, { token, params: { pageId: newPageId() } })).status).toBe(404);
    expect((await callRoute<AdvertiserArchiveReply>(advertiserPage, { params: { pageId } })).status).toBe(401);
  });
});

describe("privacy", () => {
  it("never shows another user's notes or tags, nor who saved or searched an ad", async () => {
    const owner = await signedInUser();
    const secret = nonce();
    const saved = await callRoute(save, {
      token: owner.token,
      body: { adData: { id: ads.crema.id }, notes: `nota ${secret}`, tags: [`tag${secret}`], collection: `col${secret}` },
    });
    expect(saved.status).toBe(201);

    const { token: stranger } = await signedInUser();
    expect(ids(await get({ q: secret }, stranger))).toEqual([]);
    const replies = [
      await get({ q: word }, stranger),
      await callRoute<ArchivedAdPageReply>(adPage, { token: stranger, params: { id: ads.crema.id } }),
      await callRoute<AdvertiserArchiveReply>(advertiserPage, { token: stranger, params: { pageId } }),
    ];
    for (const res of replies) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.json);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(owner.user.id);
      expect(text).not.toContain(owner.user.email);
    }
  });
});
