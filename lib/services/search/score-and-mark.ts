import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { contextColumnsSql, scoreWithRows, type ContextRows } from "@/lib/services/ads/score-context";
import { marksColumnsSql, type UserMarks } from "./user-marks";

/**
 * A delivered page's reads, in ONE statement: the winner score's context (the advertisers' momentum,
 * the ads' velocity) and the user's saved and followed marks. Same results as scoreWithContext and
 * userMarks side by side, with one round trip instead of two (the search's hot path).
 */
export async function scoreAndMark(
  userId: string,
  ads: NormalizedAd[],
  opts: { country: string; now: Date },
): Promise<{ scored: NormalizedAd[]; marks: UserMarks }> {
  if (ads.length === 0) return { scored: ads, marks: { savedAdIds: [], followedPageIds: [] } };
  const adIds = [...new Set(ads.map((a) => a.id))];
  const pageIds = [...new Set(ads.map((a) => a.page_id))];
  const rows = await db.$queryRaw<(ContextRows & UserMarks)[]>`
    SELECT ${contextColumnsSql(pageIds, adIds, opts.country, opts.now)}, ${marksColumnsSql(userId, adIds, pageIds)}`;
  const { savedAdIds, followedPageIds } = rows[0];
  return { scored: scoreWithRows(ads, rows[0], opts.now), marks: { savedAdIds, followedPageIds } };
}
