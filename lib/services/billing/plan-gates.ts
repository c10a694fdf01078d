import "server-only";
import { db, type Prisma } from "@/lib/db";
import { planGates, type PlanGates } from "@/lib/shared/billing/plan-gates";
import { getEffectivePlan, type PlanLimits } from "./effective-plan";

type Client = Prisma.TransactionClient | typeof db;

/** The gates of the plan whose limits apply (`limits`), against every plan on offer, cheapest first. */
export async function planGatesFor(client: Client, limits: PlanLimits): Promise<PlanGates> {
  const plans = await client.plan.findMany({
    orderBy: { sortOrder: "asc" },
    select: { name: true, savedAdsLimit: true, trackedAdvertisersLimit: true, maxWatches: true },
  });
  return planGates(limits, plans);
}

/**
 * What the user's plan allows today (the free plan's limits while a paid plan is expired), for the screens
 * the server renders: their empty states say it before the first click (docs/product.md §6).
 */
export async function getPlanGates(userId: string, now = new Date()): Promise<PlanGates> {
  const plan = await getEffectivePlan(db, userId, now);
  return planGatesFor(db, plan.limits);
}
