import useSWR from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { HistoryPage, HistoryStats } from "@/lib/services/history/search-history";
import { historyKey, type HistoryQuery } from "./library-keys";
import { fixedRetry } from "./retry";

/** docs/product.md §7: history retried twice 1 s apart, fresh for 30 s, with a 15 s timeout; no refetch on focus. */
export function useSearchHistory(query: HistoryQuery, fallback?: { key: string; data: Ok<HistoryPage> }) {
  const key = historyKey(query);
  return useSWR<Ok<HistoryPage>>(key, (path: string) => api.get<Ok<HistoryPage>>(path, { timeoutMs: 15_000 }), {
    onErrorRetry: fixedRetry(2, 1_000),
    dedupingInterval: 30_000,
    revalidateOnFocus: false,
    keepPreviousData: true,
    fallbackData: fallback?.key === key ? fallback.data : undefined,
    revalidateOnMount: fallback?.key !== key,
  });
}

/**
 * docs/product.md §7: stats retried once after 2 s, fresh for 60 s, with a 20 s timeout. Fetched only while
 * `enabled` (the panel is shown).
 */
export function useHistoryStats(enabled: boolean, period = 30) {
  return useSWR<Ok<HistoryStats>>(
    enabled ? `/api/search-history/stats?period=${period}` : null,
    (path: string) => api.get<Ok<HistoryStats>>(path, { timeoutMs: 20_000 }),
    { onErrorRetry: fixedRetry(1, 2_000), dedupingInterval: 60_000, revalidateOnFocus: false },
  );
}
