// Archive cards as a signed-in user sees them: the winner score computed with its context (the
// archive's daily points give the velocity), 'Finalizado' for an ad the archive saw end, and the user's
// own saved / following marks — never another user's.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeAds } from "@/lib/services/ads/store-ads";
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
const now = Date.now();

const scaling = archivedAd({ page_id: pageId, page_name: "Tienda Escala", ad_creative_bodies: [`Faja moldeadora ${word}`] });
const listed = archivedAd({ page_id: pageId, page_name: "Tienda Escala", ad_creative_bodies: [`Bolso de cuero ${word}`] });
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;

async function search(token: string) {
  return callRoute<ArchiveSearchReply>(archive, { token, url: `http://localhost/api/archive?${new URLSearchParams({ q: word })}` });
}
const card = (reply: ArchiveSearchReply, id: string) => reply.ads.find((c) => c.ad.id === id);

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInUser(), signedInUser()]);
  // Two daily points 10 days apart: 2 variants before the week, 11 within it (9 new variants).
  await storeAds([{ ...scaling, collation_count: 2 }, listed], { country: "MX", at: new Date(now - 10 * DAY) });
  await storeAds([{ ...scaling, collation_count: 11 }], { country: "MX", at: new Date(now - 1 * DAY) });
  // A later complete listing without it ended this one; its stored JSON still says it runs.
  await db.ad.update({ where: { id: listed.id }, data: { endedAt: new Date(now - 2 * DAY), endedBy: "listing" } });
  const saved = await callRoute(save, { token: owner.token, body: { adData: { id: scaling.id }, notes: "", tags: [] } });
  expect(saved.status).toBe(201);
  await db.trackedAdvertiser.create({ data: { userId: owner.user.id, pageId, pageName: "Tienda Escala", pageCategories: [] } });
});

describe("archive cards", () => {
  it("carry the winner score with the archive's velocity, and 'Finalizado' for an ad the archive saw end", async () => {
    const { json } = await search(owner.token);
    const grown = card(json, scaling.id);
    expect(grown?.ad.winner_explanation?.find((c) => c.key === "velocity")?.text).toBe("9 variantes nuevas esta semana: +25");
    expect(grown?.ad.winner_label).toBe("Escalando");
    expect(grown?.ad.signals).toBeDefined();

    const ended = card(json, listed.id);
    expect(ended?.archive.status).toBe("Finalizado");
    expect(ended?.ad.winner_label).toBe("Finalizado");
    expect(ended?.ad.winner_explanation?.find((c) => c.key === "active")?.points).toBe(0);
  });

  it("mark what the signed-in user saved and follows, on the archive, the ad page and the advertiser page", async () => {
    const { json } = await search(owner.token);
    expect(card(json, scaling.id)?.marks).toEqual({ saved: true, following: true });
    expect(card(json, listed.id)?.marks).toEqual({ saved: false, following: true });

    const page = await callRoute<ArchivedAdPageReply>(adPage, { token: owner.token, params: { id: scaling.id } });
    expect(page.json.marks).toEqual({ saved: true, following: true });
    expect(page.json.ad.winner_label).toBe("Escalando");
    expect(page.json.advertiserAds.map((c) => [c.ad.id, c.marks.saved])).toEqual([[listed.id, false]]);

    const adv = await callRoute<AdvertiserArchiveReply>(advertiserPage, { token: owner.token, params: { pageId } });
    const newest = adv.json.newest.find((c) => c.ad.id === scaling.id);
    expect(newest?.marks).toEqual({ saved: true, following: true });
    expect(newest?.ad.winner_score).toBe(grown(json));
  });

  it("never show another user's saves or follows", async () => {
    const { json } = await search(stranger.token);
    expect(json.ads.map((c) => c.marks)).toEqual([
      { saved: false, following: false },
      { saved: false, following: false },
    ]);
    const page = await callRoute<ArchivedAdPageReply>(adPage, { token: stranger.token, params: { id: scaling.id } });
    expect(page.json.marks).toEqual({ saved: false, following: false });
    const adv = await callRoute<AdvertiserArchiveReply>(advertiserPage, { token: stranger.token, params: { pageId } });
    expect([...adv.json.newest, ...adv.json.longestRunning].every((c) => !c.marks.saved && !c.marks.following)).toBe(true);
  });
});

function grown(reply: ArchiveSearchReply): number | undefined {
  return card(reply, scaling.id)?.ad.winner_score;
}
