import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getEffectivePlan } from "@/lib/services/billing/effective-plan";

export type UserProfile = {
  name: string;
  email: string;
  role: "admin" | "user";
  createdAt: string;
  planType: string;
  planName: string;
  subscriptionStatus: "active" | "expired";
  subscriptionEndDate: string | null;
  /** Set while a paid plan is expired: the plan whose limits apply until it is renewed. */
  effectivePlanName: string | null;
};

/** Settings → Perfil (read-only). */
export async function getUserProfile(userId: string): Promise<UserProfile> {
  const u = await db.user.findUnique({
    where: { id: userId },
    select: {
      name: true,
      email: true,
      role: true,
      createdAt: true,
      planType: true,
      subscriptionStatus: true,
      subscriptionEndDate: true,
      plan: { select: { name: true } },
    },
  });
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  const effective = await getEffectivePlan(db, userId);
  return {
    name: u.name,
    email: u.email,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    planType: u.planType,
    planName: u.plan.name,
    subscriptionStatus: u.subscriptionStatus,
    subscriptionEndDate: u.subscriptionEndDate?.toISOString() ?? null,
    effectivePlanName: effective.expired ? effective.limits.name : null,
  };
}
