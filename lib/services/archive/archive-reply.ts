import "server-only";
import type { NormalizedAd } from "@/lib/providers/types";
import { scoreWithContext } from "@/lib/services/ads/score-context";
import { userMarks } from "@/lib/services/search/user-marks";
import { archivedAdData, toArchivedAd, type ArchivedAd, type ArchivedAdRow } from "./archived-ad";

/**
 * An archived ad as one user sees it: the public card plus that user's own marks, so GUARDAR and
 * SEGUIR show GUARDADO and SIGUIENDO without a failed attempt first. The marks are the caller's only;
 * nothing says whether anyone else saved or followed it.
 */
export type ArchiveCard = ArchivedAd & { marks: { saved: boolean; following: boolean } };

/**
 * The reply-shaping step of every archive read (the archive search, the ad page, the advertiser page):
 * rows of several lists in, cards out, list by list. The winner score is computed here with its
 * context (the advertisers' momentum, the ads' velocity from the daily points), as the
 * search does with its pages, and the user's marks come from one query for all the lists.
 */
export async function archiveCards<L extends ArchivedAdRow[][]>(
  userId: string,
  lists: [...L],
  opts: { now?: Date } = {},
): Promise<{ [K in keyof L]: ArchiveCard[] }> {
  const read = lists.map((rows) =>
    rows.flatMap((row) => {
      const data = archivedAdData(row);
      return data ? [{ row, data }] : [];
    }),
  );
  const unique = new Map<string, NormalizedAd>();
  for (const { data } of read.flat()) unique.set(data.id, data);
  const ads = [...unique.values()];
  const [scored, marks] = await Promise.all([scoreWithContext(ads, { now: opts.now }), userMarks(userId, ads)]);
  const scoredById = new Map(scored.map((ad) => [ad.id, ad]));
  const saved = new Set(marks.savedAdIds);
  const followed = new Set(marks.followedPageIds);
  return read.map((rows) =>
    rows.flatMap(({ row, data }) => {
      const card = toArchivedAd(row, scoredById.get(data.id) ?? data);
      if (!card) return [];
      return [{ ...card, marks: { saved: saved.has(card.ad.id), following: followed.has(card.ad.page_id) } }];
    }),
  ) as { [K in keyof L]: ArchiveCard[] };
}
