import "server-only";
import { db } from "@/lib/db";
import type { Plan } from "@/lib/generated/prisma/client";

/** A plan as the plans page and the limit modal show it (price in dollars). */
export function toPlanView(p: Plan) {
  return {
    type: p.type,
    name: p.name,
    price: p.priceCents / 100,
    adsLimit: p.adsLimit,
    savedAdsLimit: p.savedAdsLimit,
    trackedAdvertisersLimit: p.trackedAdvertisersLimit,
    maxWatches: p.maxWatches,
    watchMinIntervalHours: p.watchMinIntervalHours,
    aiAnalysesLimit: p.aiAnalysesLimit,
    features: p.features,
    popular: p.popular,
    paymentLink: p.paymentLink,
  };
}
export type PlanView = ReturnType<typeof toPlanView>;

/** Every plan, cheapest first. */
export async function listPlans(): Promise<PlanView[]> {
  const plans = await db.plan.findMany({ orderBy: { sortOrder: "asc" } });
  return plans.map(toPlanView);
}
