import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { FeedAd, FeedKind } from "./feed-item";

export type NewFeedItem = {
  userId: string;
  kind: FeedKind;
  /** Unique per user: the same run, alert or pause written twice (a retry) makes one entry. */
  refKey: string;
  watchId?: string | null;
  watchName?: string | null;
  title: string;
  body?: string;
  ads?: FeedAd[];
  at?: Date;
};

/** Adds entries to users' feeds; an entry already written (same user and refKey) is left as it is. */
export async function addFeedItems(items: NewFeedItem[], client: Prisma.TransactionClient | typeof db = db): Promise<number> {
  if (items.length === 0) return 0;
  const { count } = await client.feedItem.createMany({
    data: items.map((i) => ({
      userId: i.userId,
      kind: i.kind,
      refKey: i.refKey,
      watchId: i.watchId ?? null,
      watchName: i.watchName ?? null,
      title: i.title,
      body: i.body ?? "",
      ads: (i.ads ?? []) as unknown as Prisma.InputJsonValue,
      ...(i.at ? { createdAt: i.at } : {}),
    })),
    skipDuplicates: true,
  });
  return count;
}
