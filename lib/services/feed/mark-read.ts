import "server-only";
import { db } from "@/lib/db";
import type { MarkFeedReadInput } from "@/lib/validation/watches";
import { countUnread } from "./list-feed";

/** POST /api/feed/read: marks the given entries (only the user's own) or all of them read; returns what stays unread. */
export async function markFeedRead(userId: string, input: MarkFeedReadInput): Promise<{ unread: number }> {
  await db.feedItem.updateMany({
    where: { userId, readAt: null, ...(input.all ? {} : { id: { in: input.ids ?? [] } }) },
    data: { readAt: new Date() },
  });
  return { unread: await countUnread(userId) };
}
