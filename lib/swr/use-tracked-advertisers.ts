import useSWR from "swr";
import type { TrackedAdvertisersPage } from "@/lib/services/tracking/tracked-advertisers";
import { trackedAdvertisersKey, type TrackedStatusFilter } from "./keys";

export type { TrackedStatusFilter };

/** One page of tracked advertisers; the previous page stays on screen while the next loads. */
export function useTrackedAdvertisers(page: number, status: TrackedStatusFilter, fallbackData?: TrackedAdvertisersPage) {
  return useSWR<TrackedAdvertisersPage, Error>(trackedAdvertisersKey(page, status), { fallbackData, keepPreviousData: true });
}
