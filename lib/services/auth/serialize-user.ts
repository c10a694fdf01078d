import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getEffectivePlan } from "@/lib/services/billing/effective-plan";

type UserRow = { id: string; name: string; email: string; role: string; createdAt: Date; subscriptionEndDate: Date | null };

/**
 * What every JSON shape of a user starts with (docs/product.md §3 User): the user's own profile below and the
 * admin table's rows (lib/services/admin/list-users.ts).
 */
export function userBase<U extends UserRow>(u: U, expired: boolean) {
  return {
    _id: u.id,
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role as U["role"],
    createdAt: u.createdAt.toISOString(),
    subscription: { status: expired ? ("expired" as const) : ("active" as const), endDate: u.subscriptionEndDate?.toISOString() ?? null },
  };
}

/** The user as the JSON API returns it (docs/product.md §3 User), read fresh from the database. */
export async function getUserProfileOrThrow(userId: string) {
  const [u, effective] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, include: { plan: true } }),
    getEffectivePlan(db, userId),
  ]);
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  const expired = effective.expired;
  return {
    ...userBase(u, expired),
    plan: { type: u.plan.type, name: u.plan.name, adsLimit: u.plan.adsLimit },
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
