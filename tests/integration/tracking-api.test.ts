// The tracked-advertisers API through its route handlers: create within the plan's cap, list with the
// active filter and pagination, update only the whitelisted fields, resume within the cap, delete,
// the check endpoint's figures, stats, and another user's row answering 404.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as list, POST as create } from "@/app/api/tracked-advertisers/route";
import { PUT as update, DELETE as remove } from "@/app/api/tracked-advertisers/[id]/route";
import { POST as check } from "@/app/api/tracked-advertisers/[id]/check/route";
import { GET as stats } from "@/app/api/tracked-advertisers/stats/route";
import { getProvider } from "@/lib/providers";
import type { trackAdvertiser } from "@/lib/services/tracking/track-advertiser";
import type { TrackedAdvertisersPage, TrackingStats } from "@/lib/services/tracking/tracked-advertisers";
import { callRoute, signedInUser } from "../support/factories";

const URL_BASE = "http://localhost/api/tracked-advertisers";
/** POST /api/tracked-advertisers's reply. */
type Tracked = { data: Awaited<ReturnType<typeof trackAdvertiser>> };

function payload(overrides: Record<string, unknown> = {}) {
  const pageId = `7${randomBytes(5).readUIntBE(0, 5)}`;
  return {
    pageId,
    pageName: `Anunciante ${pageId}`,
    productType: "physical",
    notes: "",
    initialActiveAdsCount: 4,
    country: "CO",
    pageCategories: ["Belleza"],
    ...overrides,
  };
}

/** A fresh user on pioneros (5 advertisers at most) who already follows 5: the plan is full. */
async function followingFive() {
  const { user, token } = await signedInUser("pioneros");
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await callRoute<Tracked>(create, { token, body: payload() });
    expect(res.status).toBe(201);
    ids.push(res.json.data.id);
  }
  return { user, token, ids };
}

describe("a plan that follows 5 advertisers, full", () => {
  it("refuses a sixth with PLAN_LIMIT and the plan's message", async () => {
    const { token } = await followingFive();
    const refused = await callRoute<Tracked>(create, { token, body: payload() });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("PLAN_LIMIT");
    expect(refused.json.error).toContain("Límite de anuncios");
  });

  it("frees a place when one is paused, and refuses to resume it once the place is taken", async () => {
    const { user, token, ids } = await followingFive();
    expect((await callRoute(update, { method: "PUT", token, params: { id: ids[0] }, body: { active: false } })).status).toBe(200);
    expect((await callRoute<Tracked>(create, { token, body: payload() })).status).toBe(201);
    const resume = await callRoute(update, { method: "PUT", token, params: { id: ids[0] }, body: { active: true } });
    expect(resume.status).toBe(403);
    expect(resume.json.code).toBe("PLAN_LIMIT");
    // Six rows, five following: only the paused one is inactive.
    const rows = await db.trackedAdvertiser.findMany({ where: { userId: user.id }, select: { id: true, active: true } });
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => !r.active).map((r) => r.id)).toEqual([ids[0]]);
  });

  it("lists the following and the paused apart, and in pages", async () => {
    const { token, ids } = await followingFive();
    await callRoute(update, { method: "PUT", token, params: { id: ids[0] }, body: { active: false } });
    expect((await callRoute<Tracked>(create, { token, body: payload() })).status).toBe(201);

    const active = await callRoute<TrackedAdvertisersPage>(list, { token, url: `${URL_BASE}?active=true` });
    expect(active.json.data).toHaveLength(5);
    const inactive = await callRoute<TrackedAdvertisersPage>(list, { token, url: `${URL_BASE}?active=false` });
    expect(inactive.json.data.map((d) => d._id)).toEqual([ids[0]]);
    const all = await callRoute<TrackedAdvertisersPage>(list, { token, url: `${URL_BASE}` });
    expect(all.json.data).toHaveLength(6);
    expect(all.json.pagination).toMatchObject({ currentPage: 1, totalPages: 1, totalCount: 6 });
    const paged = await callRoute<TrackedAdvertisersPage>(list, { token, url: `${URL_BASE}?limit=4&page=2` });
    expect(paged.json.data).toHaveLength(2);
    expect(paged.json.pagination).toMatchObject({ totalPages: 2, hasPrevPage: true, hasNextPage: false });
  });

  it("shows a new advertiser as stable, with its first day's point at the count given", async () => {
    const { token } = await signedInUser("pioneros");
    expect((await callRoute<Tracked>(create, { token, body: payload({ initialActiveAdsCount: 4 }) })).status).toBe(201);
    const all = await callRoute<TrackedAdvertisersPage>(list, { token, url: `${URL_BASE}` });
    expect(all.json.data).toHaveLength(1);
    expect(all.json.data[0]).toMatchObject({ trend: "stable", dailyStats: [{ activeAds: 4 }] });
  });
});

describe("tracked advertisers API", () => {
  it("refuses free-plan users, duplicates (409) and bad input (400)", async () => {
    const free = await signedInUser("free");
    expect((await callRoute<Tracked>(create, { token: free.token, body: payload() })).json.code).toBe("PLAN_LIMIT");
    const { token } = await signedInUser("tactico");
    const body = payload();
    expect((await callRoute<Tracked>(create, { token, body })).status).toBe(201);
    expect((await callRoute<Tracked>(create, { token, body })).status).toBe(409);
    expect((await callRoute<Tracked>(create, { token, body: payload({ productType: "weapons" }) })).status).toBe(400);
    expect((await callRoute<TrackedAdvertisersPage>(list, { token, url: `${URL_BASE}?page=0` })).status).toBe(400);
  });

  it("updates only notes, product type and active; other users get 404", async () => {
    const owner = await signedInUser("tactico");
    const stranger = await signedInUser("tactico");
    const { json } = await callRoute<Tracked>(create, { token: owner.token, body: payload() });
    const id = json.data.id;
    const res = await callRoute(update, {
      method: "PUT",
      token: owner.token,
      params: { id },
      body: { notes: "  Competidor  ", productType: "service" },
    });
    expect(res.json.data).toMatchObject({ notes: "Competidor", productType: "service", active: true });
    expect((await callRoute(update, { method: "PUT", token: owner.token, params: { id }, body: { pageName: "Otro" } })).status).toBe(400);

    expect((await callRoute(update, { method: "PUT", token: stranger.token, params: { id }, body: { notes: "x" } })).status).toBe(404);
    expect((await callRoute(remove, { method: "DELETE", token: stranger.token, params: { id } })).status).toBe(404);
    expect((await callRoute(check, { method: "POST", token: stranger.token, params: { id } })).status).toBe(404);
    expect((await callRoute<TrackedAdvertisersPage>(list, { token: stranger.token })).json.data).toEqual([]);

    const del = await callRoute(remove, { method: "DELETE", token: owner.token, params: { id } });
    expect(del.json.message).toBe("Anunciante eliminado del seguimiento");
    expect(await db.trackedAdvertiser.count({ where: { id } })).toBe(0);
    expect((await callRoute(remove, { method: "DELETE", token: owner.token, params: { id } })).status).toBe(404);
  });

  it("check returns previous, current, change and percentage, and writes today's point", async () => {
    const { token } = await signedInUser("tactico");
    // A demo advertiser with a known number of active ads.
    const { ads } = await getProvider().searchAds(
      {
        searchType: "keyword",
        value: "crema",
        country: "ALL",
        minDays: 0,
        adType: "ALL",
        mediaType: "ALL",
        searchPhraseType: "unordered",
        languages: [],
      },
      { limit: 5 },
    );
    const pageId = ads[0].page_id;
    const { count } = await getProvider().countActiveAds(pageId, "ALL");
    await db.advertiserActiveAdsCount.deleteMany({ where: { pageId, country: "ALL" } });
    const created = await callRoute<Tracked>(create, { token, body: payload({ pageId, country: "ALL", initialActiveAdsCount: 2 }) });
    const id = created.json.data.id;
    // Yesterday's point says 2: the check compares with it.
    await db.advertiserDailyStat.updateMany({ where: { trackedAdvertiserId: id }, data: { date: new Date("2020-01-01T00:00:00Z") } });
    const res = await callRoute(check, { method: "POST", token, params: { id } });
    expect(res.status).toBe(200);
    expect(res.json.stats).toEqual({
      previousActiveAds: 2,
      currentActiveAds: count,
      change: count - 2,
      changePercentage: Math.round(((count - 2) / 2) * 1000) / 10,
    });
    expect(await db.advertiserDailyStat.count({ where: { trackedAdvertiserId: id } })).toBe(2);

    const s = await callRoute<{ stats: TrackingStats }>(stats, { token });
    expect(s.json.stats).toMatchObject({
      totalTracked: 1,
      activeTracked: 1,
      byProductType: { physical: 1, digital: 0, service: 0, other: 0 },
      topCategories: [{ category: "Belleza", count: 1 }],
    });
    expect(s.json.stats.recentActivity[0]).toMatchObject({ _id: id, activeAds: count });
  });
});

describe("a tracked advertiser's new ads carry their winner score (docs/score.md)", () => {
  it("scores each new ad from the stored ad, today, with the advertiser's counted momentum", async () => {
    const { token } = await signedInUser("pioneros");
    const body = payload({ initialActiveAdsCount: 4 });
    const created = await callRoute<Tracked>(create, { token, body });
    const adId = `9${randomBytes(5).readUIntBE(0, 5)}`;
    const start = new Date(Date.now() - 47 * 86_400_000);
    const ad = {
      id: adId,
      page_id: body.pageId,
      page_name: body.pageName,
      source: "demo",
      // Stored long ago: the score must read 47 days, not the 1 day written here.
      days_running: 1,
      collation_count: 4,
      hotness_score: 1,
      is_active: true,
      ad_delivery_start_time: start.toISOString(),
      ad_delivery_stop_time: null,
      ad_snapshot_url: "https://www.facebook.com/ads/library/?id=1",
      ad_creative_bodies: ["Faja colombiana, pago contra entrega"],
      ad_creative_link_titles: [],
      ad_creative_link_descriptions: [],
      ad_creative_link_captions: [],
      publisher_platform: ["facebook", "instagram"],
      languages: ["es"],
      countries: ["CO"],
      apify_data: { images: [], videos: [], page_categories: [] },
    };
    await db.ad.create({
      data: {
        id: adId,
        pageId: body.pageId,
        pageName: body.pageName,
        source: "demo",
        startTime: start,
        bodies: ad.ad_creative_bodies,
        data: ad,
      },
    });
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
    await db.advertiserDailyStat.deleteMany({ where: { trackedAdvertiserId: created.json.data.id } });
    await db.advertiserDailyStat.createMany({
      data: [
        { trackedAdvertiserId: created.json.data.id, date: day(0), activeAds: 6, adIds: ["a"] },
        { trackedAdvertiserId: created.json.data.id, date: day(7), activeAds: 16, newAds: 1, adIds: ["a", adId], newAdIds: [adId] },
      ],
    });

    // The advertiser's shared daily snapshots (which tracking writes) give the momentum, as on every screen.
    const utcDay = (back: number) => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - back * 86_400_000);
    await db.advertiserSnapshot.deleteMany({ where: { pageId: body.pageId } });
    await db.advertiserSnapshot.createMany({
      data: [
        { pageId: body.pageId, country: "CO", day: utcDay(0), activeAds: 16, adIds: [] },
        { pageId: body.pageId, country: "CO", day: utcDay(7), activeAds: 6, adIds: [] },
      ],
    });

    const page = await callRoute<TrackedAdvertisersPage>(list, { token, url: URL_BASE });
    const [newAd] = page.json.data[0].newAds;
    expect(newAd).toMatchObject({ id: adId, winner_score: expect.any(Number) });
    expect(newAd.winner_explanation.map((l) => l.text)).toEqual(
      expect.arrayContaining(["Activo desde hace 47 días: +20", "El anunciante tiene 16 anuncios activos (+10 en 7 días): +9"]),
    );
    expect(newAd.winner_score).toBe(newAd.winner_explanation.reduce((sum, l) => sum + l.points, 0));
  });
});
