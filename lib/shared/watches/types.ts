/**
 * The watches and feed replies as the browser reads them: the services' own types, re-exported so
 * the screens import them from one place (`import type` only: nothing of the server reaches the bundle).
 */
export type { Watch, WatchLimits } from "@/lib/services/watches/watch-view";
export type { WatchesReply, WatchTelegram } from "@/lib/services/watches/list-watches";
export type { FeedAd, FeedItem, FeedKind } from "@/lib/services/feed/feed-item";
export type { FeedReply as FeedPage } from "@/lib/services/feed/list-feed";
export type { WatchFrequency, WatchStatus } from "@/lib/validation/watches";

import type { Watch } from "@/lib/services/watches/watch-view";
import type { markFeedRead } from "@/lib/services/feed/mark-read";

export type WatchChannels = Watch["channels"];
/** GET /api/feed/unread and POST /api/feed/read. */
export type FeedUnread = Awaited<ReturnType<typeof markFeedRead>>;
