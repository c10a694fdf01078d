import useSWR from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { WatchesReply } from "@/lib/shared/watches/types";
import { WATCHES_KEY } from "./keys";

/**
 * The user's watches and their plan's limits; fetched only while `enabled` (a dialog that is closed
 * needs neither). `fallbackData`: what the server already rendered.
 */
export function useWatches(enabled = true, fallbackData?: WatchesReply) {
  return useSWR<WatchesReply, Error>(
    enabled ? WATCHES_KEY : null,
    async (url: string) => {
      const { watches, limits, telegram } = await api.get<Ok<WatchesReply>>(url, { timeoutMs: 15_000 });
      return { watches, limits, telegram };
    },
    // A run changes the last outcome behind the screen: fresh for 30 s, not the shared 5 minutes.
    { fallbackData, dedupingInterval: 30_000 },
  );
}
