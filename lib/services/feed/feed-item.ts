import "server-only";
import type { FeedItem as FeedRow } from "@/lib/generated/prisma/client";
import type { WinnerLabel } from "@/lib/score";

export const FEED_KINDS = ["watch", "arrival", "growth", "decline", "stopped", "paused", "product"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** 'Llegó a México (visto en EE. UU. desde hace 12 días)': the country it arrived in, since when it ran elsewhere, where. */
export type FeedArrival = { country: string; since: string; from: string };

/** An ad as a feed entry keeps it: a copy, so the entry reads the same later. `text` is plain and truncated. */
export type FeedAd = {
  id: string;
  pageName: string;
  pageId: string;
  text: string;
  score: number;
  label: WinnerLabel | null;
  daysRunning: number;
  thumbnailUrl: string | null;
  arrival?: FeedArrival;
  /** Its product when two stores or more sell it ('Usado por N tiendas'); absent on older entries. */
  product?: { id: string; storeCount: number };
};

export type FeedItem = {
  id: string;
  kind: FeedKind;
  watchId: string | null;
  watchName: string | null;
  title: string;
  body: string;
  ads: FeedAd[];
  createdAt: string;
  readAt: string | null;
};

export function toFeedItem(row: FeedRow): FeedItem {
  return {
    id: row.id,
    kind: (FEED_KINDS as readonly string[]).includes(row.kind) ? (row.kind as FeedKind) : "watch",
    watchId: row.watchId,
    watchName: row.watchName,
    title: row.title,
    body: row.body,
    ads: Array.isArray(row.ads) ? (row.ads as unknown as FeedAd[]) : [],
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
