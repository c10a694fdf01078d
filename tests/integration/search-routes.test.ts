// The search screen's other calls (docs/product.md §7) on the demo provider: advertiser stats (cached and shared),
// multiple pages from an Ad Library URL, one advertiser's ads, cancel-pending and health.
import { assert, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as advertiserStats } from "@/app/api/ads/advertiser-stats/route";
import { POST as scrapeAdvertiser } from "@/app/api/ads/scrape-advertiser/route";
import { POST as cancelPendingRoute } from "@/app/api/ads/cancel-pending/route";
import { GET as multiplePages } from "@/app/api/search/multiple-pages/route";
import { POST as search } from "@/app/api/search/route";
import { GET as health } from "@/app/api/health/route";
import { trackPending } from "@/lib/services/search/pending";
import { getProvider } from "@/lib/providers";
import type { ActiveAdsCount } from "@/lib/services/advertisers/active-ads-count";
import type { SearchReply } from "@/lib/services/search/search-ads";
import type { searchMultiplePages } from "@/lib/services/search/multiple-pages";
import type { scrapeAdvertiser as scrapeAdvertiserService } from "@/lib/services/advertisers/scrape-advertiser";
import { callRoute, signedInUser } from "../support/factories";

async function someAdvertiser(token: string): Promise<string> {
  const res = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
  return res.json.data[0].page_id;
}

describe("POST /api/ads/advertiser-stats", () => {
  it("counts an advertiser's active ads once, then answers everyone from the shared cache", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    // An advertiser with ads reaching Colombia today, picked from the demo provider itself (no search
    // cache warmed), and the number of its ads the provider counts there: what the user must be told.
    const { ads } = await getProvider().searchAds(
      {
        searchType: "keyword",
        value: "crema",
        country: "CO",
        minDays: 0,
        adType: "ALL",
        mediaType: "ALL",
        searchPhraseType: "unordered",
        languages: [],
      },
      { limit: 20 },
    );
    const pageId = ads[0].page_id;
    const { count } = await getProvider().countActiveAds(pageId, "CO");
    expect(count).toBeGreaterThanOrEqual(ads.filter((ad) => ad.page_id === pageId).length);
    await db.advertiserActiveAdsCount.deleteMany({ where: { pageId, country: "CO" } });

    const first = await callRoute<ActiveAdsCount>(advertiserStats, { token: a.token, body: { pageId, country: "CO" } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, cached: false, totalActiveAds: count, scores: {} });

    const second = await callRoute<ActiveAdsCount>(advertiserStats, { token: b.token, body: { pageId, country: "CO" } });
    expect(second.json).toEqual({ success: true, cached: true, totalActiveAds: count, scores: {} });
    expect(await db.usageEvent.count({ where: { userId: b.user.id, kind: "advertiser_stats" } })).toBe(0);
  });

  it("refuses a malformed page id in Spanish, and strangers", async () => {
    const { token } = await signedInUser();
    const bad = await callRoute(advertiserStats, { token, body: { pageId: "../etc", country: "CO" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("El ID de la página no es válido");
    const anonymous = await callRoute(advertiserStats, { body: { pageId: "123", country: "CO" } });
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /api/search/multiple-pages", () => {
  it("walks the pages of an Ad Library URL's search, charged and saved like any search", async () => {
    const { user, token } = await signedInUser();
    const initialUrl =
      "https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=ALL&media_type=all&q=crema&search_type=keyword_unordered";
    const res = await callRoute<Awaited<ReturnType<typeof searchMultiplePages>>>(multiplePages, {
      token,
      url: `http://localhost/api/search/multiple-pages?initialUrl=${encodeURIComponent(initialUrl)}&maxPages=2`,
    });
    expect(res.status).toBe(200);
    expect(res.json.pagesFetched).toBe(2);
    expect(res.json.searchParams).toMatchObject({ value: "crema", country: "ALL" });
    expect(res.json.data.length).toBeGreaterThan(20);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ adsFetched: res.json.data.length, searchesPerformed: 1 });
    assert(res.json.searchId, "the search was recorded");
    expect((await db.completeSearch.findUniqueOrThrow({ where: { id: res.json.searchId } })).adIds).toHaveLength(res.json.data.length);
  });

  it("refuses anything but an Ad Library URL, and never fetches it", async () => {
    const { token } = await signedInUser();
    for (const initialUrl of ["http://127.0.0.1:5432/", "https://evil.example/ads/library?q=x", "no es una url"]) {
      const res = await callRoute<Awaited<ReturnType<typeof searchMultiplePages>>>(multiplePages, {
        token,
        url: `http://localhost/x?initialUrl=${encodeURIComponent(initialUrl)}`,
      });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("La URL debe ser de la Biblioteca de Anuncios de Facebook (facebook.com/ads/library)");
    }
    const missing = await callRoute<Awaited<ReturnType<typeof searchMultiplePages>>>(multiplePages, { token, url: "http://localhost/x" });
    expect(missing.status).toBe(400);
  });
});

describe("POST /api/ads/scrape-advertiser", () => {
  it("returns a page of the advertiser's ads and charges those not received this month", async () => {
    const { user, token } = await signedInUser();
    const pageId = await someAdvertiser(token);
    const before = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched;
    // The search that found the advertiser delivered some of its ads already: those are free.
    const seen = new Set((await db.monthlyAdDelivery.findMany({ where: { userId: user.id }, select: { adId: true } })).map((r) => r.adId));
    const res = await callRoute<Awaited<ReturnType<typeof scrapeAdvertiserService>>>(scrapeAdvertiser, {
      token,
      body: { pageId, country: "ALL" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    expect(res.json.data.every((ad: { page_id: string }) => ad.page_id === pageId)).toBe(true);
    const fresh = res.json.data.filter((ad: { id: string }) => !seen.has(ad.id)).length;
    expect(seen.size).toBeGreaterThan(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(before + fresh);
  });
});

describe("POST /api/ads/cancel-pending", () => {
  it("aborts the user's own in-flight work only, and says how much", async () => {
    const mine = await signedInUser();
    const theirs = await signedInUser();
    const a = trackPending(mine.user.id);
    const b = trackPending(mine.user.id);
    const other = trackPending(theirs.user.id);

    const res = await callRoute(cancelPendingRoute, { token: mine.token, method: "POST" });
    expect(res.json).toEqual({ success: true, cancelledCount: 2 });
    expect(a.signal.aborted && b.signal.aborted).toBe(true);
    expect(other.signal.aborted).toBe(false);
    expect((await callRoute(cancelPendingRoute, { token: mine.token, method: "POST" })).json.cancelledCount).toBe(0);
    other.done();
  });
});

describe("GET /api/health", () => {
  it("answers ok with a database round trip", async () => {
    const res = await health(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });
});
