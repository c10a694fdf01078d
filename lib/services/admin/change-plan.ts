import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/format";
import { env } from "@/lib/env";
import { endOfDayIn, userTimeZone } from "@/lib/time-zone";
import { FREE_PLAN_TYPE } from "@/lib/shared/billing/subscription";
import { EXPIRY_IN_PAST, type ChangePlanInput } from "@/lib/validation/admin-users";
import { recordAudit } from "./audit";
import { getAdminUserOrThrow, type AdminUser } from "./list-users";

export const ADMIN_ONLY_PLAN_CHANGE = "Solo los administradores pueden cambiar planes. Contacta al administrador del sistema.";

/** docs/product.md §9: a plan lasts one month unless an end date is given. */
export function oneMonthFrom(now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The end of a plan chosen as a calendar day: the last instant of that day on the user's own clock (the
 * zone every screen writes their dates in), so the plan lasts through the day it says it ends on, east or
 * west of UTC. A day that has already ended there is refused.
 */
export function endOfDay(day: string, now: Date, timeZone: string): Date {
  const end = endOfDayIn(day, timeZone);
  if (end.getTime() < now.getTime()) throw new AppError("BAD_REQUEST", EXPIRY_IN_PAST, { field: "expirationDate" });
  return end;
}

/**
 * Moves a user to a plan, effective immediately: the free plan has no end date; a paid plan ends on the
 * given day or one month from now, and is active again (this is also how an expired plan is renewed).
 */
export async function changeUserPlan(actor: CurrentUser, input: ChangePlanInput, now = new Date()): Promise<AdminUser> {
  const [plan, target] = await Promise.all([
    db.plan.findUnique({ where: { type: input.planType }, select: { type: true, name: true } }),
    db.user.findUnique({
      where: { id: input.userId },
      select: { id: true, timeZone: true, browserTimeZone: true, plan: { select: { name: true } } },
    }),
  ]);
  if (!target) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  if (!plan) throw new AppError("BAD_REQUEST", "El plan no existe", { field: "planType" });
  const free = plan.type === FREE_PLAN_TYPE;
  const zone = userTimeZone(target, env().APP_TIMEZONE);
  const endDate = free ? null : input.expirationDate ? endOfDay(input.expirationDate, now, zone) : oneMonthFrom(now);

  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: target.id },
      data: { planType: plan.type, subscriptionStatus: "active", subscriptionEndDate: endDate },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      targetId: target.id,
      action: "plan_change",
      // Written in the user's zone: a chosen day reads as the day the admin chose, whoever reads it.
      summary: `Cambió el plan de ${target.plan.name} a ${plan.name}${endDate ? `, vence el ${formatDate(endDate, zone)}` : ""}`,
      details: { from: target.plan.name, to: plan.type, endDate: endDate?.toISOString() ?? null },
    });
  });
  return getAdminUserOrThrow(target.id, now);
}

/**
 * POST /api/user-plans/upgrade: the plans page's select button. Only admins may change plans (docs/product.md §5,
 * §6), and the free plan cannot be chosen there.
 */
export async function upgradeOwnPlan(actor: CurrentUser, planType: string, now = new Date()): Promise<AdminUser> {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN", ADMIN_ONLY_PLAN_CHANGE);
  if (planType === FREE_PLAN_TYPE) throw new AppError("BAD_REQUEST", "El plan GRATIS no se puede seleccionar", { field: "planType" });
  return changeUserPlan(actor, { userId: actor.id, planType }, now);
}
