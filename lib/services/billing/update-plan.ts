import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { UpdatePlanInput } from "@/lib/validation/plans";
import { toPlanView, type PlanView } from "./list-plans";

/** PUT /api/admin/plans/{type}: an admin edits a plan's price, limits, features, popular flag and payment link. */
export async function updatePlan(type: string, input: UpdatePlanInput): Promise<PlanView> {
  const exists = await db.plan.findUnique({ where: { type }, select: { type: true } });
  if (!exists) throw new AppError("NOT_FOUND", "Plan no encontrado");
  const plan = await db.plan.update({
    where: { type },
    data: {
      priceCents: Math.round(input.price * 100),
      adsLimit: input.adsLimit,
      savedAdsLimit: input.savedAdsLimit,
      trackedAdvertisersLimit: input.trackedAdvertisersLimit,
      // Absent from an older form: the plan keeps its watch limits.
      ...(input.maxWatches === undefined ? {} : { maxWatches: input.maxWatches }),
      ...(input.watchMinIntervalHours === undefined ? {} : { watchMinIntervalHours: input.watchMinIntervalHours }),
      ...(input.aiAnalysesLimit === undefined ? {} : { aiAnalysesLimit: input.aiAnalysesLimit }),
      features: input.features,
      popular: input.popular,
      paymentLink: input.paymentLink,
    },
  });
  return toPlanView(plan);
}
