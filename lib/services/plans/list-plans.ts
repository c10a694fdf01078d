import "server-only";
import { db } from "@/lib/db";

/** The plans as the plans page and the limit modal show them (price in dollars, 2 decimals). */
export async function listPlans() {
  const plans = await db.plan.findMany({ orderBy: { sortOrder: "asc" } });
  return plans.map((p) => ({
    type: p.type,
    name: p.name,
    price: p.priceCents / 100,
    adsLimit: p.adsLimit,
    savedAdsLimit: p.savedAdsLimit,
    trackedAdvertisersLimit: p.trackedAdvertisersLimit,
    features: p.features,
    popular: p.popular,
    paymentLink: p.paymentLink,
  }));
}
export type PlanView = Awaited<ReturnType<typeof listPlans>>[number];
