import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { contextColumnsSql, scoreWithRows, type ContextRows } from "@/lib/services/ads/score-context";
import { keptThumbnailColumnSql, keptThumbnailMap } from "@/lib/services/archive/kept-thumbnails";
import { marksColumnsSql, type UserMarks } from "./user-marks";

/**
 * A delivered page's reads, in ONE statement: the winner score's context (the advertisers' momentum,
 * the ads' velocity), the user's saved and followed marks, and which ads have a kept thumbnail. Same
 * results as scoreWithContext, userMarks and keptThumbnails side by side, with one round trip instead of
 * three (the search's hot path).
 */
export async function scoreAndMark(
  userId: string,
  ads: NormalizedAd[],
  opts: { country: string; now: Date },
): Promise<{ scored: NormalizedAd[]; marks: UserMarks; thumbnails: Map<string, string> }> {
  if (ads.length === 0) return { scored: ads, marks: { savedAdIds: [], followedPageIds: [] }, thumbnails: new Map() };
  const adIds = [...new Set(ads.map((a) => a.id))];
  const pageIds = [...new Set(ads.map((a) => a.page_id))];
  const rows = await db.$queryRaw<(ContextRows & UserMarks & { keptThumbnailIds: string[] })[]>`
    SELECT ${contextColumnsSql(pageIds, adIds, opts.country, opts.now)}, ${marksColumnsSql(userId, adIds, pageIds)},
      ${keptThumbnailColumnSql(adIds)}`;
  const { savedAdIds, followedPageIds, keptThumbnailIds } = rows[0];
  return {
    scored: scoreWithRows(ads, rows[0], opts.now),
    marks: { savedAdIds, followedPageIds },
    thumbnails: keptThumbnailMap(keptThumbnailIds),
  };
}
