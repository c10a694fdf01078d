import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getEffectivePlan } from "@/lib/services/plans/effective-plan";

/** The user as the JSON API returns it (spec §3 User), read fresh from the database. */
export async function getUserProfileOrThrow(userId: string) {
  const [u, effective] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, include: { plan: true } }),
    getEffectivePlan(db, userId),
  ]);
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  const expired = effective.expired;
  return {
    _id: u.id,
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    plan: { type: u.plan.type, name: u.plan.name, adsLimit: u.plan.adsLimit },
    subscription: { status: expired ? "expired" : "active", endDate: u.subscriptionEndDate?.toISOString() ?? null },
    /** The plan whose limits apply today: the free plan while the subscribed paid plan is expired. */
    effectivePlan: { type: effective.limits.type, name: effective.limits.name, adsLimit: effective.limits.adsLimit, expired },
    usage: {
      adsFetched: u.adsFetched,
      searchesPerformed: u.searchesPerformed,
      scrapeCreatorsCreditsMonth: u.creditsMonth,
      scrapeCreatorsCreditsTotal: u.creditsTotal,
    },
    telegramId: u.telegramId,
    analysisTime: u.analysisTime,
    mustChangePassword: u.mustChangePassword,
  };
}
export type UserProfile = Awaited<ReturnType<typeof getUserProfileOrThrow>>;
