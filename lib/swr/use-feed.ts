import useSWRInfinite from "swr/infinite";
import { api, type Ok } from "@/lib/api/client";
import type { FeedPage } from "@/lib/shared/watches/types";
import { feedKey } from "./keys";

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
