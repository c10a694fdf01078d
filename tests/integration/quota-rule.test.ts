// The quota's one rule, as a user meets it: an ad counts once per user per calendar month, whatever
// delivers it (a search, the same search again from the cache, 'Cargar más', a saved search's reload,
// a watch). Concurrent requests delivering the same ads charge them once, and the month's ledger agrees
// with the sidebar's figure to the ad.
import { assert, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { GET as getComplete } from "@/app/api/complete-searches/[id]/route";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { GET as usageRoute } from "@/app/api/user-plans/usage/route";
import type { Usage } from "@/lib/services/billing/get-usage";
import { storeAds } from "@/lib/services/ads/store-ads";
import { deliverAds } from "@/lib/services/billing/deliver-ads";
import { monthStart } from "@/lib/services/billing/usage-period";
import { deliverWatch } from "@/lib/services/watches/deliver-watch";
import { watchQueryKey } from "@/lib/services/watches/query-key";
import { watchWindow } from "@/lib/services/watches/schedule";
import { searchParamsSchema } from "@/lib/validation/search";
import { callRoute, signedInUser } from "../support/factories";
import { accountOf } from "../support/ledger";
import { holdLock, waitingBehind } from "../support/lock-wait";
import { archivedAd } from "../support/archive";

type Quota = { charged: number; free: number };
const used = async (userId: string) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).adsFetched;

describe("an ad counts once per user per month", () => {
  it("across a search, its repeat from the cache, 'Cargar más', a saved search's reload and a watch", async () => {
    const { user, token } = await signedInUser("pioneros");
    const body = { value: "crema", minDays: 0, country: "CO" };

    // A search: every ad is new this month, so every ad counts.
    const first = await callRoute<SearchReply>(search, { token, body });
    expect(first.status).toBe(200);
    const page1 = first.json.data.map((ad) => ad.id);
    expect(page1.length).toBeGreaterThan(0);
    expect(first.json.quota).toMatchObject({ charged: page1.length, free: 0 });
    expect(await used(user.id)).toBe(page1.length);

    // The same search again (served from the cache): the same ads, nothing counted.
    const again = await callRoute<SearchReply>(search, { token, body });
    expect(again.json.cached).toBe(true);
    expect(again.json.data.map((ad) => ad.id)).toEqual(page1);
    expect(again.json.quota).toMatchObject({ charged: 0, free: page1.length });
    expect(await used(user.id)).toBe(page1.length);

    // 'Cargar más': the next page's new ads count, and loading it again costs nothing.
    assert(first.json.cursor, "the demo search has a second page");
    const more = { ...body, page: 2, cursor: first.json.cursor, searchId: first.json.searchId };
    const page2 = await callRoute<SearchReply>(search, { token, body: more });
    expect(page2.status).toBe(200);
    const page2Ids = page2.json.data.map((ad) => ad.id);
    const newOn2 = page2Ids.filter((id) => !page1.includes(id)).length;
    expect(page2.json.quota).toMatchObject({ charged: newOn2, free: page2Ids.length - newOn2 });
    const afterMore = page1.length + newOn2;
    expect(await used(user.id)).toBe(afterMore);
    const page2Again = await callRoute<SearchReply>(search, { token, body: more });
    expect(page2Again.json.quota).toMatchObject({ charged: 0, free: page2Ids.length });

    // A narrower search (only ads running 30 days or more) shows ads already counted: free.
    const narrower = await callRoute<SearchReply>(search, { token, body: { ...body, minDays: 30 } });
    expect(narrower.json.data.length).toBeGreaterThan(0);
    expect(narrower.json.quota).toMatchObject({ charged: 0, free: narrower.json.data.length });

    // The saved search's reload: its ads were counted this month.
    const reload = await callRoute<{ results: unknown[]; quota: Quota }>(getComplete, {
      token,
      params: { id: first.json.searchId as string },
      url: "http://localhost/x?page=1&limit=1000",
    });
    expect(reload.status).toBe(200);
    expect(reload.json.results.length).toBeGreaterThanOrEqual(page1.length);
    expect(reload.json.quota).toMatchObject({ charged: 0, free: reload.json.results.length });

    // A watch finding three of those ads and one the user never received: only that one counts.
    const params = searchParamsSchema.parse(body);
    const freshAd = archivedAd({ ad_creative_bodies: ["Crema nueva"] });
    await storeAds([freshAd], { country: "CO" });
    const fresh = freshAd.id;
    const watch = await db.watch.create({
      data: { userId: user.id, name: "crema", params, queryKey: `${watchQueryKey(params)}-${user.id}`, frequencyHours: 24, minScore: 0 },
    });
    const at = new Date();
    await db.watchQueryRun.create({ data: { queryKey: watch.queryKey, window: watchWindow(at), adIds: [...page1.slice(0, 3), fresh] } });
    const run = await deliverWatch(watch.id, watchWindow(at), at);
    expect(run).toMatchObject({ delivered: 4, charged: 1 });
    expect(await used(user.id)).toBe(afterMore + run.charged);

    // Every figure agrees: the sidebar's, the counters, the month's ledger of distinct ads, and the
    // breakdown by source that Planes and Análisis show, to the ad.
    const account = await accountOf(user.id, token);
    expect(account.usage.adsFetched).toBe(afterMore + run.charged);
    expect(account.monthlyAds).toBe(afterMore + run.charged);
    const usage = await callRoute<{ usage: Usage }>(usageRoute, { token, url: "http://localhost/api/user-plans/usage" });
    const freeSearched = page1.length + page2Ids.length + narrower.json.data.length;
    expect(usage.json.usage.breakdown).toEqual([
      { source: "search", counted: afterMore, free: freeSearched },
      { source: "watch", counted: 1, free: 3 },
      { source: "saved_search", counted: 0, free: reload.json.results.length },
    ]);
    expect(usage.json.usage.breakdown.reduce((n, r) => n + r.counted, 0)).toBe(usage.json.usage.adsFetched);
  });

  it("counts an ad again in a new month", async () => {
    const { user } = await signedInUser("pioneros");
    const ads = Array.from({ length: 3 }, (_, i) => archivedAd({ ad_creative_bodies: [`Mes ${i}`] }));
    await storeAds(ads, { country: "CO" });
    const ids = ads.map((a) => a.id);
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
    expect(await deliverAds(user.id, ids, { source: "search", kind: "search" }, now)).toMatchObject({ charged: 3, free: 0 });
    expect(await deliverAds(user.id, ids, { source: "watch", kind: "watch" }, now)).toMatchObject({ charged: 0, free: 3 });
    expect(await deliverAds(user.id, ids, { source: "search", kind: "search" }, nextMonth)).toMatchObject({ charged: 3, free: 0 });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.adsFetched).toBe(3);
    expect(row.usagePeriodStart.getTime()).toBe(monthStart(nextMonth).getTime());
  });

  it("at the limit, a search of ads already counted is still delivered; new ones are refused", async () => {
    const { user, token } = await signedInUser("free");
    const body = { value: "gel", minDays: 0, country: "MX" };
    const first = await callRoute<SearchReply>(search, { token, body });
    expect(first.status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { adsFetched: 100 } });
    const again = await callRoute<SearchReply>(search, { token, body });
    expect(again.status).toBe(200);
    expect(again.json.quota).toMatchObject({ charged: 0, free: first.json.data.length });
    const refused = await callRoute(search, { token, body: { ...body, value: "perro" } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("QUOTA_EXCEEDED");
  });

  it("eight identical searches at once charge each ad once", async () => {
    const { user, token } = await signedInUser("pioneros");
    const body = { value: "zapatos", minDays: 0, country: "CO" };
    // Warm the cache with another user so the eight race on the charge, not on upstream.
    const warm = await signedInUser("pioneros");
    const page = await callRoute<SearchReply>(search, { token: warm.token, body });
    const replies = await Promise.all(Array.from({ length: 8 }, () => callRoute<SearchReply>(search, { token, body })));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    const charged = replies.reduce((n, r) => n + r.json.quota.charged, 0);
    expect(charged).toBe(page.json.data.length);
    expect(await used(user.id)).toBe(page.json.data.length);
    expect(await db.monthlyAdDelivery.count({ where: { userId: user.id } })).toBe(page.json.data.length);
  });

  it("deliveries of the same ads held at the user's lock, then let go together, charge each ad once", async () => {
    const { user } = await signedInUser("pioneros");
    const ads = Array.from({ length: 5 }, (_, i) => archivedAd({ ad_creative_bodies: [`Oferta ${i}`] }));
    await storeAds(ads, { country: "CO" });
    const ids = ads.map((a) => a.id);
    const holder = await holdLock((tx) => tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`);
    const sources = ["search", "watch", "saved_search", "search", "advertiser", "watch"] as const;
    const deliveries = Promise.all(sources.map((source) => deliverAds(user.id, ids, { source, kind: "search" })));
    await expect.poll(() => waitingBehind(holder.pid), { timeout: 30_000, interval: 50 }).toBe(sources.length);
    await holder.release();
    const results = await deliveries;
    expect(results.map((r) => r.delivered.length)).toEqual(Array(sources.length).fill(5));
    expect(results.reduce((n, r) => n + r.charged, 0)).toBe(5);
    expect(await used(user.id)).toBe(5);
  });
});
