import "server-only";
import { db, Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { refreshDerivedFields } from "@/lib/providers/normalize";

function toRow(ad: NormalizedAd) {
  return {
    pageId: ad.page_id,
    pageName: ad.page_name,
    source: ad.source,
    collationId: ad.collation_id ?? null,
    collationCount: ad.collation_count ?? 1,
    startTime: ad.ad_delivery_start_time ? new Date(ad.ad_delivery_start_time) : null,
    endTime: ad.ad_delivery_stop_time ? new Date(ad.ad_delivery_stop_time) : null,
    isActive: ad.is_active,
    snapshotUrl: ad.ad_snapshot_url ?? null,
    bodies: ad.ad_creative_bodies,
    linkTitles: ad.ad_creative_link_titles,
    linkDescriptions: ad.ad_creative_link_descriptions,
    linkCaptions: ad.ad_creative_link_captions,
    platforms: ad.publisher_platform,
    languages: ad.languages,
    countries: ad.countries,
    data: ad as unknown as Prisma.InputJsonValue,
    lastSeenAt: new Date(),
  };
}

/** Upserts every ad seen (keyed by the Ad Library id) so caches, saved searches and libraries can refer to it. */
export async function storeAds(ads: NormalizedAd[]): Promise<void> {
  if (ads.length === 0) return;
  // Sorted by id so concurrent searches lock overlapping rows in the same order (no deadlocks).
  const unique = [...new Map(ads.map((a) => [a.id, a])).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  await db.$transaction(
    unique.map((ad) => {
      const row = toRow(ad);
      return db.ad.upsert({ where: { id: ad.id }, create: { id: ad.id, ...row }, update: row });
    }),
  );
}

/** Loads ads by id in the given order, with days running and hotness brought up to date. */
export async function loadAds(ids: string[]): Promise<NormalizedAd[]> {
  if (ids.length === 0) return [];
  const rows = await db.ad.findMany({ where: { id: { in: ids } }, select: { id: true, data: true } });
  const byId = new Map(rows.map((r) => [r.id, r.data as unknown as NormalizedAd]));
  return ids.flatMap((id) => {
    const ad = byId.get(id);
    return ad ? [refreshDerivedFields(ad)] : [];
  });
}
