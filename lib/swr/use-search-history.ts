import useSWR from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { HistoryPage, HistoryStats } from "@/lib/services/history/search-history";
import { HISTORY_STATS_PATH, historyKey, type HistoryQuery } from "./keys";
import { fixedRetry } from "./retry";

/** History is fresh for 30 s only and waits 15 s at most (the shared policy keeps other data 5 minutes). */
export function useSearchHistory(query: HistoryQuery, fallback?: { key: string; data: Ok<HistoryPage> }) {
  const key = historyKey(query);
  return useSWR<Ok<HistoryPage>>(key, (path: string) => api.get<Ok<HistoryPage>>(path, { timeoutMs: 15_000 }), {
    dedupingInterval: 30_000,
    keepPreviousData: true,
    fallbackData: fallback?.key === key ? fallback.data : undefined,
    revalidateOnMount: fallback?.key !== key,
  });
}

/** Stats are heavier: retried once after 2 s, fresh for 60 s, 20 s at most; fetched only while `enabled`. */
export function useHistoryStats(enabled: boolean, period = 30) {
  return useSWR<Ok<HistoryStats>>(
    enabled ? `${HISTORY_STATS_PATH}?period=${period}` : null,
    (path: string) => api.get<Ok<HistoryStats>>(path, { timeoutMs: 20_000 }),
    { onErrorRetry: fixedRetry(1, 2_000), dedupingInterval: 60_000 },
  );
}
