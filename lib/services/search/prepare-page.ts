import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { signalsForSearch } from "@/lib/signals";
import { contextColumnsSql, scoreWithRows, type ContextRows } from "@/lib/services/ads/score-context";
import { keptThumbnailColumnSql, keptThumbnailMap, withKeptThumbnails } from "@/lib/services/archive/kept-thumbnails";
import { keepPreparedPage, type PreparedPage, type ShownAd } from "./prepared-pages";

type CachePage = { ads: NormalizedAd[]; nextCursor: string | null; total: number; expiresAt: Date };

/**
 * Makes a shared-cache page ready to show (prepared-pages.ts) and keeps it: the signals as this ad type
 * shows them, then the winner score's context (the advertisers' momentum, the ads' velocity) and which
 * ads have a kept thumbnail, read in ONE statement for the whole page. `version` is the archive version
 * read before the page's ads were, so a write in between leaves the page unkept.
 */
export async function preparePage(
  key: string,
  page: CachePage,
  opts: { adType: string | undefined; version: number; now: Date },
): Promise<PreparedPage> {
  const ads = page.ads.map((ad) => ({ ...ad, signals: signalsForSearch(ad.signals, opts.adType) }));
  let shown = new Map<string, ShownAd>();
  if (ads.length > 0) {
    const adIds = [...new Set(ads.map((a) => a.id))];
    const pageIds = [...new Set(ads.map((a) => a.page_id))];
    const [row] = await db.$queryRaw<(ContextRows & { keptThumbnailIds: string[] })[]>`
      SELECT ${contextColumnsSql(pageIds, adIds, opts.now)}, ${keptThumbnailColumnSql(adIds)}`;
    const scored = withKeptThumbnails(scoreWithRows(ads, row, opts.now), keptThumbnailMap(row.keptThumbnailIds));
    shown = new Map(scored.map((ad) => [ad.id, ad]));
  }
  const prepared: PreparedPage = { ads, shown, nextCursor: page.nextCursor, total: page.total };
  keepPreparedPage(key, prepared, opts.version, page.expiresAt);
  return prepared;
}
