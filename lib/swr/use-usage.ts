import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { Usage } from "@/lib/services/billing/get-usage";
import { USAGE_KEY } from "./keys";

export { USAGE_KEY };

/** The usage figures of GET /api/user-plans/usage (docs/product.md §3 Usage), as the usage service returns them. */
export type UsageData = Usage;

/**
 * Unwraps the `{ success, usage }` envelope, so the cached value under USAGE_KEY is the UsageData
 * itself.
 */
async function fetchUsage(url: string): Promise<UsageData> {
  return (await api.get<Ok<{ usage: UsageData }>>(url)).usage;
}

/**
 * Usage polled every 30 s and fresh for 10 s (it moves with every search). `fallbackData`: figures
 * the server already rendered.
 */
export function useUsage(fallbackData?: UsageData) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<UsageData, Error>(USAGE_KEY, fetchUsage, {
    fallbackData,
    refreshInterval: 30_000,
    dedupingInterval: 10_000,
  });
  return { usage: data, error, isLoading, isValidating, mutate };
}

/**
 * What the user's plan allows (docs/product.md §6 'Plan gates'), read from the usage every screen already
 * loads, without subscribing the caller to the polling. `recheck` asks the server again: a lock is
 * confirmed before it is shown as the answer to a click, so a plan changed since the last poll never
 * stops the user (the action then simply runs).
 */
export function usePlanGates() {
  const { data, mutate } = useSWR<UsageData, Error>(USAGE_KEY, fetchUsage);
  const recheck = useCallback(async () => (await mutate())?.gates ?? data?.gates, [mutate, data]);
  return { gates: data?.gates, recheck };
}

/** Re-reads the usage for every view of it, without subscribing the caller to the polling. */
export function useRefreshUsage() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(USAGE_KEY), [mutate]);
}

/** Share of the monthly quota used, in percent (0–100+). A zero limit counts as exhausted. */
export function usagePercent(usage: Pick<UsageData, "adsFetched" | "monthlyLimit">): number {
  if (usage.monthlyLimit <= 0) return 100;
  return (usage.adsFetched / usage.monthlyLimit) * 100;
}

/** The usage card's warning level: 'Cerca' from 80 %, 'Límite' from 100 % (docs/product.md §4, §9). */
export function usageLevel(usage: Pick<UsageData, "adsFetched" | "monthlyLimit">): "ok" | "near" | "limit" {
  const percent = usagePercent(usage);
  if (percent >= 100) return "limit";
  if (percent >= 80) return "near";
  return "ok";
}
