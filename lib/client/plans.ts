/** The user's own plan from the browser (docs/product.md §7). */
import { api } from "@/lib/api/client";
import type { Invalidate, Written } from "@/lib/swr/invalidate";

/** POST /api/user-plans/upgrade: the plans, the usage card and the shell show the new plan. */
export async function upgradePlan(invalidate: Invalidate, planType: string): Promise<Written> {
  await api.post("/api/user-plans/upgrade", { planType });
  return { refreshed: invalidate({ kind: "own-plan-changed" }) };
}
