/**
 * The watches and feed replies as the browser reads them (issue 17's API contract). Temporary mirror
 * of the watches-core services' types until that branch lands; then these become `export type` lines.
 */
import type { WinnerLabel } from "@/lib/score";
import type { SearchParamsValues } from "@/lib/validation/search";

export type WatchStatus = "active" | "paused" | "paused_quota";
export type WatchFrequency = 24 | 6;
export type WatchChannels = { telegram: boolean; inApp: boolean };

export type Watch = {
  id: string;
  name: string;
  params: SearchParamsValues;
  frequencyHours: WatchFrequency;
  minScore: number;
  channels: WatchChannels;
  status: WatchStatus;
  lastRunAt: string | null;
  /** A Spanish sentence, e.g. '3 anuncios nuevos'. */
  lastOutcome: string | null;
  lastDeliveredCount: number;
  createdAt: string;
};

export type WatchLimits = { maxWatches: number; minIntervalHours: number };
export type WatchesReply = { watches: Watch[]; limits: WatchLimits };

export type FeedKind = "watch" | "arrival" | "growth" | "decline" | "stopped" | "paused";

export type FeedAd = {
  id: string;
  pageName: string;
  pageId: string;
  text: string;
  score: number;
  label: WinnerLabel | null;
  daysRunning: number;
  thumbnailUrl: string | null;
  arrival?: { country: string; since: string; from: string };
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

export type FeedPage = { items: FeedItem[]; nextCursor: string | null; unread: number };
export type FeedUnread = { unread: number };
