import useSWR from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { FeedUnread } from "@/lib/shared/watches/types";
import { FEED_UNREAD_KEY } from "./keys";

// Apart from the feed's own hook (use-feed.ts): the shell shows this badge on every screen, and
// useSWRInfinite need not come with it (docs/benchmarks.md §3).

/** The unread count polls every minute: a run may deliver at any time, and it is one indexed count. */
export const FEED_UNREAD_REFRESH_MS = 60_000;

/** The sidebar's badge: unread feed entries, polled, and refreshed by `invalidate({ kind: "feed-read" })`. */
export function useFeedUnread() {
  return useSWR<number, Error>(FEED_UNREAD_KEY, async (url: string) => (await api.get<Ok<FeedUnread>>(url, { timeoutMs: 15_000 })).unread, {
    refreshInterval: FEED_UNREAD_REFRESH_MS,
    dedupingInterval: 10_000,
    // A badge that failed to load simply stays hidden; it must not toast on every poll.
    onError: () => {},
  });
}
