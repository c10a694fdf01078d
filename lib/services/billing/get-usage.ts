import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getEffectivePlan } from "@/lib/services/billing/effective-plan";
import { nextMonthStart, resetUsageIfNewMonth } from "./usage-period";
import { planGatesFor } from "./plan-gates";
import { usageBreakdown } from "./usage-breakdown";

/**
 * The usage card's figures (docs/product.md §3 Usage), after the lazy monthly reset. `planType`/`planName` are the
 * plan on the account; `monthlyLimit` is the limit that applies today, the free plan's while a paid plan
 * is expired (`planExpired`, `effectivePlanName` say so to the screens).
 */
export async function getUsage(userId: string, now = new Date()) {
  await resetUsageIfNewMonth(userId, now);
  // One snapshot for the card's figure and its breakdown, so they agree to the ad on screen.
  const { u, plan, gates, breakdown } = await db.$transaction(
    async (tx) => {
      const u = await tx.user.findUnique({
        where: { id: userId },
        select: { adsFetched: true, searchesPerformed: true, subscriptionEndDate: true },
      });
      const plan = await getEffectivePlan(tx, userId, now);
      return { u, plan, gates: await planGatesFor(tx, plan.limits), breakdown: await usageBreakdown(userId, now, tx) };
    },
    { isolationLevel: "RepeatableRead" },
  );
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  return {
    planType: plan.subscribed.type,
    planName: plan.subscribed.name,
    adsFetched: u.adsFetched,
    monthlyLimit: plan.limits.adsLimit,
    adsRemaining: Math.max(0, plan.limits.adsLimit - u.adsFetched),
    searchesPerformed: u.searchesPerformed,
    resetDate: nextMonthStart(now).toISOString(),
    subscriptionExpiration: u.subscriptionEndDate?.toISOString() ?? null,
    subscriptionStatus: (plan.expired ? "expired" : "active") as "active" | "expired",
    /** True while a paid plan is expired and the free plan's limits apply. */
    planExpired: plan.expired,
    effectivePlanType: plan.limits.type,
    effectivePlanName: plan.limits.name,
    /** The month by source: ads counted (they add up to `adsFetched`) and ads that were free. */
    breakdown,
    /** What the plan that applies today allows, and the first plan that does (the locks on the screens). */
    gates,
  };
}
export type Usage = Awaited<ReturnType<typeof getUsage>>;

/** GET /api/user-plans/limits: whether a search of `estimatedAds` fits what is left this month. */
export async function getLimits(userId: string, estimatedAds: number, now = new Date()) {
  const usage = await getUsage(userId, now);
  return {
    canFetchAds: usage.adsRemaining >= estimatedAds,
    adsRemaining: usage.adsRemaining,
    limitExceeded: usage.adsRemaining <= 0,
    planType: usage.planType,
    currentUsage: usage.adsFetched,
    monthlyLimit: usage.monthlyLimit,
    planExpired: usage.planExpired,
  };
}
