import useSWR from "swr";
import { swrFetcher } from "@/lib/api/client";
import type { TrackedAdvertisersPage } from "@/lib/services/tracking/tracked-advertisers";

export type TrackedStatusFilter = "all" | "active" | "inactive";

/** The list's SWR key: page, 20 a page, and `active` ('true' by default; left out for 'Todos'). */
export function trackedAdvertisersKey(page: number, status: TrackedStatusFilter): string {
  const params = new URLSearchParams({ page: String(page), limit: "20" });
  if (status !== "all") params.set("active", status === "active" ? "true" : "false");
  return `/api/tracked-advertisers?${params}`;
}

/** docs/product.md §7 'other data queries': retry twice, fresh 5 minutes, no refetch on focus. */
export function useTrackedAdvertisers(page: number, status: TrackedStatusFilter, fallbackData?: TrackedAdvertisersPage) {
  return useSWR<TrackedAdvertisersPage, Error>(trackedAdvertisersKey(page, status), swrFetcher, {
    fallbackData,
    errorRetryCount: 2,
    dedupingInterval: 5 * 60_000,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
