import useSWR from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { CompleteSearchSummary } from "@/lib/services/complete-searches/complete-searches";
import { SAVED_SEARCHES_KEY } from "./keys";

/** The 20 latest saved complete searches; fetched only once the panel is opened. */
export function useSavedSearches(enabled: boolean) {
  return useSWR<CompleteSearchSummary[], Error>(
    enabled ? SAVED_SEARCHES_KEY : null,
    async (url: string) => (await api.get<Ok<{ searches: CompleteSearchSummary[] }>>(url)).searches,
  );
}
