import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { contextColumnsSql, scoreWithRows, type ContextRows } from "@/lib/services/ads/score-context";
import { marksColumnsSql, type UserMarks } from "@/lib/services/search/user-marks";
import { archivedAdData, toArchivedAd, type ArchivedAd, type ArchivedAdRow } from "./archived-ad";

/**
 * An archived ad as one user sees it: the public card plus that user's own marks, so GUARDAR and
 * SEGUIR show GUARDADO and SIGUIENDO without a failed attempt first. The marks are the caller's only;
 * nothing says whether anyone else saved or followed it.
 */
export type ArchiveCard = ArchivedAd & { marks: { saved: boolean; following: boolean } };

/** What a page of cards needs besides its rows: the score's context and the user's marks. */
export type CardContext = ContextRows & UserMarks;

/**
 * The score's context and the user's own marks for these ads, in one statement. `pageIds`: the ads'
 * advertisers, or a text[] expression that finds them (contextColumnsSql).
 */
export async function readCardContext(userId: string, adIds: string[], pageIds: string[] | Prisma.Sql, now: Date): Promise<CardContext> {
  const rows = await db.$queryRaw<CardContext[]>`
    SELECT ${contextColumnsSql(pageIds, adIds, now)}, ${marksColumnsSql(userId, adIds, pageIds)}`;
  return rows[0];
}

/**
 * The reply-shaping step of every archive read (the archive search, the ad page, the advertiser page):
 * rows of several lists in, cards out, list by list. The winner score is computed here with its
 * context (the advertisers' momentum, the ads' velocity from the daily points), as the
 * search does with its pages, and the user's marks come with it, one statement for all the lists.
 * `context`: that statement already read, for these ads at `now`, by a caller that sent it beside the rows.
 */
export async function archiveCards<L extends ArchivedAdRow[][]>(
  userId: string,
  lists: [...L],
  opts: { now?: Date; context?: CardContext } = {},
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
  const now = opts.now ?? new Date();
  const context =
    opts.context ??
    (ads.length === 0
      ? null
      : await readCardContext(
          userId,
          ads.map((a) => a.id),
          [...new Set(ads.map((a) => a.page_id))],
          now,
        ));
  const scored = context ? scoreWithRows(ads, context, now) : [];
  const scoredById = new Map(scored.map((ad) => [ad.id, ad]));
  const saved = new Set(context?.savedAdIds);
  const followed = new Set(context?.followedPageIds);
  return read.map((rows) =>
    rows.flatMap(({ row, data }) => {
      const card = toArchivedAd(row, scoredById.get(data.id) ?? data);
      if (!card) return [];
      return [{ ...card, marks: { saved: saved.has(card.ad.id), following: followed.has(card.ad.page_id) } }];
    }),
  ) as { [K in keyof L]: ArchiveCard[] };
}
