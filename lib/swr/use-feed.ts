import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { api, type Ok } from "@/lib/api/client";
import type { FeedPage, FeedUnread } from "@/lib/watches/types";
import { FEED_UNREAD_KEY, feedKey } from "./keys";

/** The unread count polls every minute: a run may deliver at any time, and it is one indexed count. */
export const FEED_UNREAD_REFRESH_MS = 60_000;

/**
 * The Novedades feed, newest first, a page at a time ('Cargar más' follows `nextCursor`).
 * `fallbackData`: the first page the server rendered.
 */
export function useFeed(fallbackData?: FeedPage) {
  return useSWRInfinite<FeedPage, Error>(
    (index, previous: FeedPage | null) => {
      if (index === 0) return feedKey(null);
      return previous?.nextCursor ? feedKey(previous.nextCursor) : null;
    },
    (path: string) => api.get<Ok<FeedPage>>(path, { timeoutMs: 15_000 }),
    {
      fallbackData: fallbackData ? [fallbackData] : undefined,
      revalidateFirstPage: false,
      dedupingInterval: 30_000,
    },
  );
}

/** The sidebar's badge: unread feed entries, polled, and refreshed by `invalidate({ kind: "feed-read" })`. */
export function useFeedUnread() {
  return useSWR<number, Error>(FEED_UNREAD_KEY, async (url: string) => (await api.get<Ok<FeedUnread>>(url, { timeoutMs: 15_000 })).unread, {
    refreshInterval: FEED_UNREAD_REFRESH_MS,
    dedupingInterval: 10_000,
    // A badge that failed to load simply stays hidden; it must not toast on every poll.
    onError: () => {},
  });
}
