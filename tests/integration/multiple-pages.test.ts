// GET /api/search/multiple-pages charges each page as it reads it: a later page that cannot be read (the
// quota used up by the page before, a newer search cancelling the walk) ends the walk with the pages
// already charged in the reply, never an error that hides them.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as multiplePages } from "@/app/api/search/multiple-pages/route";
import { callRoute, signedInUser } from "../support/factories";

type WalkReply = {
  data: { id: string }[];
  pagesFetched: number;
  hasNextPage: boolean;
  stopped: { code: string; message: string } | null;
};

// A search of this file's own (an image-only search), so no other file's cached page answers it.
const SEARCH = { value: "crema", country: "ALL", mediaType: "IMAGE" };
const AD_LIBRARY = `https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=${SEARCH.country}&media_type=${SEARCH.mediaType.toLowerCase()}&q=${SEARCH.value}&search_type=keyword_unordered`;
const walkUrl = (maxPages: number) =>
  `http://localhost/api/search/multiple-pages?initialUrl=${encodeURIComponent(AD_LIBRARY)}&maxPages=${maxPages}`;

/** Every page of this search read upstream again: the shared cache would answer page 2 without the quota check. */
const forgetCachedPages = () => db.$executeRaw`DELETE FROM "SearchCache" WHERE "params" @> ${JSON.stringify(SEARCH)}::jsonb`;

describe("GET /api/search/multiple-pages", () => {
  it("reads every page asked for while the quota allows", async () => {
    const { user, token } = await signedInUser("pioneros");
    await forgetCachedPages();
    const res = await callRoute<WalkReply>(multiplePages, { token, url: walkUrl(2) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ pagesFetched: 2, stopped: null });
    expect(new Set(res.json.data.map((a) => a.id)).size).toBe(40);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(40);
  });

  it("keeps the page the last of the quota paid for when the next one is refused, and says why it stopped", async () => {
    const { user, token } = await signedInUser("free");
    const limit = (await db.plan.findUniqueOrThrow({ where: { type: "free" } })).adsLimit;
    await db.user.update({ where: { id: user.id }, data: { adsFetched: limit - 20 } });
    await forgetCachedPages();
    const res = await callRoute<WalkReply>(multiplePages, { token, url: walkUrl(3) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toHaveLength(20);
    expect(res.json).toMatchObject({ pagesFetched: 1, stopped: { code: "QUOTA_EXCEEDED", message: "Límite de anuncios excedido" } });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.adsFetched).toBe(limit);
    // What was charged is what the reply holds.
    const delivered = await db.monthlyAdDelivery.findMany({ where: { userId: user.id }, select: { adId: true } });
    expect(delivered.map((d) => d.adId).sort()).toEqual(res.json.data.map((a) => a.id).sort());
  });

  it("answers a first page the quota refuses with the error itself", async () => {
    const { user, token } = await signedInUser("free");
    const limit = (await db.plan.findUniqueOrThrow({ where: { type: "free" } })).adsLimit;
    await db.user.update({ where: { id: user.id }, data: { adsFetched: limit } });
    await forgetCachedPages();
    const res = await callRoute<{ code: string }>(multiplePages, { token, url: walkUrl(3) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("QUOTA_EXCEEDED");
  });
});
