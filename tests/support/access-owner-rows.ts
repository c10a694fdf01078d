// The owner's private rows of the access matrix's world: everything a user's activity leaves behind
// that a leak could show to someone else, as flags (saved, followed), counts (history, collections,
// unread entries), stats and quota figures, besides the marker strings.
import { createHash } from "node:crypto";
import { db, type Prisma } from "@/lib/db";
import { monthStart } from "@/lib/services/billing/usage-period";
import { mediaStore } from "@/lib/services/images/media-store";
import { PNG } from "./library";
import type { World } from "./access-world";

/** Writes the owner's rows under the ids `baseWorld` chose. */
export async function addOwnerRows(w: World): Promise<void> {
  const { markers, tag } = w;
  const userId = w.owner.id;
  const ad = await db.ad.findUniqueOrThrow({ where: { id: w.adId }, select: { data: true, pageName: true } });
  const adData = ad.data as Prisma.InputJsonValue;
  const searchAd = w.searchAd;
  const mediaSource = `https://scontent.fbcdn.net/guardada-${tag}.png`;

  // Saved: the world's ad (its notes, tag, collection and kept picture) and an ad the search returns.
  const saved = await db.savedAd.create({
    data: {
      id: w.savedAdId,
      userId,
      adId: w.adId,
      adData,
      notes: markers.notes,
      tags: [markers.tag],
      collection: markers.collection,
      isFavorite: true,
      pageName: ad.pageName,
      searchText: `${ad.pageName} ${markers.notes}`.toLowerCase(),
    },
  });
  if (searchAd.id !== w.adId) {
    await db.savedAd.create({
      data: { userId, adId: searchAd.id, adData: searchAd as unknown as Prisma.InputJsonValue, tags: [], pageName: searchAd.page_name },
    });
  }
  const hash = createHash("sha256").update(PNG).digest("hex");
  await mediaStore().put(hash, PNG, "image/png");
  await db.savedAdMedia.create({
    data: { savedAdId: saved.id, position: 0, role: "image", sourceUrl: mediaSource, hash, contentType: "image/png" },
  });

  // Followed: the world's advertiser, the search ad's advertiser and the product.
  await db.trackedAdvertiser.create({
    data: { id: w.trackedId, userId, pageId: w.pageId, pageName: ad.pageName, pageCategories: [], notes: markers.trackedNotes },
  });
  if (searchAd.page_id !== w.pageId) {
    await db.trackedAdvertiser.create({ data: { userId, pageId: searchAd.page_id, pageName: searchAd.page_name, pageCategories: [] } });
  }
  await db.productWatch.create({ data: { userId, productId: w.productId, name: `Crema Matriz ${tag}`, stores: [], countries: [] } });

  const params = {
    value: markers.historyTerm,
    searchType: "keyword",
    country: "ES",
    minDays: 0,
    adType: "ALL",
    mediaType: "ALL",
    searchPhraseType: "unordered",
    languages: [],
  };
  await db.completeSearch.create({
    data: {
      id: w.completeSearchId,
      userId,
      searchName: markers.searchName,
      params,
      adIds: [w.adId, searchAd.id],
      totalResults: 2,
      country: "ES",
      source: "demo",
      paramsKey: `matriz-${tag}`,
    },
  });
  // History (its triggers keep the per-day and per-term counts the stats read).
  await db.searchHistoryEntry.create({
    data: {
      id: w.historyId,
      userId,
      searchType: "keyword",
      value: markers.historyTerm,
      country: "ES",
      minDays: 0,
      adType: "ALL",
      mediaType: "ALL",
      searchPhraseType: "unordered",
      languages: [],
      totalAds: 2,
    },
  });
  await db.watch.create({ data: { id: w.watchId, userId, name: markers.watchName, params, queryKey: `matriz-${tag}` } });
  // Novedades: an unread entry of the watch and one of the product.
  await db.feedItem.createMany({
    data: [
      {
        id: w.feedItemId,
        userId,
        kind: "watch",
        watchId: w.watchId,
        watchName: markers.watchName,
        title: markers.feedTitle,
        refKey: `matriz-${tag}`,
      },
      { userId, kind: "arrival", title: `${markers.feedTitle} producto`, refKey: `matriz-producto-${tag}` },
    ],
  });

  // The month's usage: searches, delivered ads (which later searches of the owner get free) and credits.
  const period = monthStart();
  await db.usageEvent.createMany({
    data: [
      { userId, kind: "search", ads: 2, credits: 1 },
      { userId, kind: "search_cached", ads: 0, cached: true },
      { userId, kind: "ai_analysis", credits: 1 },
    ],
  });
  await db.monthlyAdDelivery.createMany({
    data: [...new Set([w.adId, searchAd.id])].map((adId) => ({ userId, period, adId, source: "search" })),
  });
  await db.adDelivery.createMany({ data: [...new Set([w.adId, searchAd.id])].map((adId) => ({ userId, adId })) });
  await db.user.update({
    where: { id: userId },
    data: {
      adsFetched: { increment: 2 },
      searchesPerformed: { increment: 2 },
      creditsMonth: { increment: 2 },
      creditsTotal: { increment: 2 },
    },
  });
}
