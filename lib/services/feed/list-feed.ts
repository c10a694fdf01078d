import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isInstant } from "@/lib/validation/primitives";
import { toFeedItem, type FeedItem } from "./feed-item";

export const FEED_PAGE_SIZE = 30;

/** The cursor: the last entry's creation instant and id, so entries written meanwhile never shift a page. */
function encodeCursor(item: { createdAt: Date; id: string }): string {
  return Buffer.from(`${item.createdAt.toISOString()}|${item.id}`, "utf8").toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  // Only instants the database can compare with: `new Date()` also takes year 0 and negative years.
  if (!id || !/^[0-9A-Za-z_-]{1,64}$/.test(id) || !at || !isInstant(at)) {
    throw new AppError("BAD_REQUEST", "El cursor de Novedades no es válido", { field: "cursor" });
  }
  return { createdAt: new Date(at), id };
}

/** The user's unread entries (the sidebar's count): a partial index holds only the unread rows. */
export function countUnread(userId: string): Promise<number> {
  return db.feedItem.count({ where: { userId, readAt: null } });
}

/** GET /api/feed: the user's entries, newest first, a page at a time, with the unread count. */
export async function listFeed(
  userId: string,
  opts: { cursor?: string; limit?: number } = {},
): Promise<{ items: FeedItem[]; nextCursor: string | null; unread: number }> {
  const limit = opts.limit ?? FEED_PAGE_SIZE;
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const [rows, unread] = await Promise.all([
    db.feedItem.findMany({
      where: {
        userId,
        ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit + 1,
    }),
    countUnread(userId),
  ]);
  const page = rows.slice(0, limit);
  return { items: page.map(toFeedItem), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null, unread };
}

export type FeedReply = Awaited<ReturnType<typeof listFeed>>;
