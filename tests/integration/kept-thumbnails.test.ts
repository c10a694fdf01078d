// Every card shows the kept thumbnail when the original link fails: the replies behind the search
// cards, a saved search's reload, the advertiser scrape and the saved-ad cards say which ads have one (and only those whose
// thumbnail really is kept), so the browser knows what to fall back to.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { archiveChanged } from "@/lib/services/ads/archive-version";
import { POST as search } from "@/app/api/search/route";
import { GET as reload } from "@/app/api/complete-searches/[id]/route";
import { GET as listSaved, POST as save } from "@/app/api/saved-ads/route";
import { POST as scrapeAdvertiser } from "@/app/api/ads/scrape-advertiser/route";
import type { SearchReply } from "@/lib/services/search/search-ads";
import type { CompleteSearchPage } from "@/lib/services/complete-searches/complete-searches";
import type { SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import { callRoute, signedInUser } from "../support/factories";
import { nonce } from "../support/archive";

type Ad = { id: string; page_id: string; thumbnail_url?: string | null };

describe("kept thumbnails on cards", () => {
  it("search, a saved search's reload and saved ads name the kept thumbnail of the ads that have one", async () => {
    const { token } = await signedInUser("pioneros");
    const first = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
    expect(first.status).toBe(200);
    const [kept, lost] = first.json.data as unknown as Ad[];

    const hash = `test-${nonce()}`;
    await db.archiveThumbnail.create({ data: { hash, bytes: 1000, width: 480, height: 480 } });
    await db.ad.update({ where: { id: kept.id }, data: { thumbnailHash: hash } });
    // A hash whose thumbnail is not (or no longer) stored gives the card nothing to fall back to.
    await db.ad.update({ where: { id: lost.id }, data: { thumbnailHash: `missing-${nonce()}` } });
    // These writes stand in for the thumbnail job, which says so to this process's prepared pages.
    archiveChanged();

    const again = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0 } });
    const byId = new Map((again.json.data as unknown as Ad[]).map((ad) => [ad.id, ad]));
    expect(byId.get(kept.id)?.thumbnail_url).toBe(`/api/ads/${kept.id}/thumbnail`);
    expect(byId.get(lost.id)?.thumbnail_url).toBeNull();

    const reloaded = await callRoute<CompleteSearchPage>(reload, {
      token,
      params: { id: again.json.searchId ?? "" },
      url: "http://localhost/api/complete-searches/x?limit=1000",
    });
    const reloadedKept = (reloaded.json.results as unknown as Ad[]).find((ad) => ad.id === kept.id);
    expect(reloadedKept?.thumbnail_url).toBe(`/api/ads/${kept.id}/thumbnail`);

    // The advertiser's scrape (its cards are search cards too).
    const scraped = await callRoute<{ data: Ad[] }>(scrapeAdvertiser, { token, body: { pageId: kept.page_id, country: "ALL" } });
    expect(scraped.status).toBe(200);
    expect(scraped.json.data.find((ad) => ad.id === kept.id)?.thumbnail_url).toBe(`/api/ads/${kept.id}/thumbnail`);

    expect((await callRoute(save, { token, body: { adData: { id: kept.id } } })).status).toBe(201);
    expect((await callRoute(save, { token, body: { adData: { id: lost.id } } })).status).toBe(201);
    const saved = await callRoute<SavedAdsPage>(listSaved, { token, url: "http://localhost/api/saved-ads" });
    const thumbs = Object.fromEntries(saved.json.ads.map((item) => [item.adId, item.media.thumbnail]));
    expect(thumbs).toEqual({ [kept.id]: `/api/ads/${kept.id}/thumbnail`, [lost.id]: null });
  });
});
