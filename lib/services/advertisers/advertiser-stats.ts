import "server-only";
import type { WinnerFields } from "@/lib/score";
import { currentScores } from "@/lib/services/ads/current-scores";
import { getActiveAdsCount } from "./active-ads-count";

/**
 * POST /api/ads/advertiser-stats: the advertiser's active ads in the country, then the scores of its ads
 * on the user's screen (`adIds`) as of now. The count is one of the score's inputs (its momentum): the
 * cards re-read their score with it, so the search's card and the ad's page never show two figures.
 */
export async function advertiserStats(
  userId: string,
  input: { pageId: string; country: string; adIds: string[] },
  opts: { signal?: AbortSignal } = {},
) {
  const count = await getActiveAdsCount(userId, input.pageId, input.country, opts);
  const scores: Record<string, WinnerFields> = Object.fromEntries(await currentScores(input.adIds));
  return { ...count, scores };
}

/** POST /api/ads/advertiser-stats's reply body (besides `success`). */
export type AdvertiserStatsReply = Awaited<ReturnType<typeof advertiserStats>>;
