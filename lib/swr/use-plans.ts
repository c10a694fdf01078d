import useSWR from "swr";
import { api } from "@/lib/api/client";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { PLANS_KEY } from "./keys";

/** The plans on offer; fetched only while `enabled` (the plans page renders its own list on the server). */
export function usePlans(enabled: boolean) {
  return useSWR<PlanView[], Error>(enabled ? PLANS_KEY : null, async (url: string) => (await api.get<{ plans: PlanView[] }>(url)).plans);
}
