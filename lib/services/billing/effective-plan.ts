import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { effectivePlanType, FREE_PLAN_TYPE, isSubscriptionExpired } from "@/lib/shared/billing/subscription";

type Client = Prisma.TransactionClient | typeof db;

export type PlanLimits = {
  type: string;
  name: string;
  adsLimit: number;
  /** 0 = cannot save ads; null = unlimited. */
  savedAdsLimit: number | null;
  /** 0 = cannot track advertisers; null = unlimited. */
  trackedAdvertisersLimit: number | null;
  /** Watches the user may keep (0 = not included). */
  maxWatches: number;
  /** The fastest watch frequency in hours (24 = daily only). */
  watchMinIntervalHours: number;
  /** 'Analizar con IA' runs a month (0 = not included). */
  aiAnalysesLimit: number;
};

export type EffectivePlan = {
  /** The plan on the account (what the user bought). */
  subscribed: PlanLimits;
  /** The plan whose limits apply today: the free plan while a paid plan is expired. */
  limits: PlanLimits;
  /** A paid plan past its end date: served with the free plan's limits until renewed. */
  expired: boolean;
};

const planSelect = {
  type: true,
  name: true,
  adsLimit: true,
  savedAdsLimit: true,
  trackedAdvertisersLimit: true,
  maxWatches: true,
  watchMinIntervalHours: true,
  aiAnalysesLimit: true,
} as const;

/**
 * SQL (as a fragment) for the plan type whose limits apply to the `u` row of "User": the free plan
 * while a paid plan is expired. The same rule as `effectivePlanType` in ./subscription.ts, for the
 * one-statement quota charge.
 */
export function effectivePlanTypeSql(now: Date): Prisma.Sql {
  return Prisma.sql`CASE WHEN u."planType" <> ${FREE_PLAN_TYPE}
      AND (u."subscriptionStatus" = 'expired' OR u."subscriptionEndDate" <= ${now.toISOString()}::timestamp(3))
    THEN ${FREE_PLAN_TYPE} ELSE u."planType" END`;
}

/** The user's subscribed plan and the plan whose limits apply now (works inside a transaction). */
export async function getEffectivePlan(client: Client, userId: string, now = new Date()): Promise<EffectivePlan> {
  const u = await client.user.findUnique({
    where: { id: userId },
    select: { planType: true, subscriptionStatus: true, subscriptionEndDate: true, plan: { select: planSelect } },
  });
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  const sub = { planType: u.planType, status: u.subscriptionStatus, endDate: u.subscriptionEndDate };
  const expired = isSubscriptionExpired(sub, now);
  if (!expired) return { subscribed: u.plan, limits: u.plan, expired };
  const free = await client.plan.findUniqueOrThrow({ where: { type: effectivePlanType(sub, now) }, select: planSelect });
  return { subscribed: u.plan, limits: free, expired };
}

/** The sentence every refusal caused by an expired plan ends with. */
export function expiredPlanNote(plan: EffectivePlan): string {
  return `Tu plan ${plan.subscribed.name} está vencido: se aplican los límites del plan ${plan.limits.name} hasta que se renueve.`;
}

export type CapKind = "savedAds" | "trackedAdvertisers";

/**
 * How the user's saved ads or tracked advertisers stand against the cap that applies today. Rows over
 * the cap (after a plan expired or was lowered) are kept and stay visible, but they are read-only:
 * `readOnly` is true while the user holds more than the cap allows.
 */
export async function capStatus(client: Client, userId: string, kind: CapKind, now = new Date()) {
  const plan = await getEffectivePlan(client, userId, now);
  const limit = kind === "savedAds" ? plan.limits.savedAdsLimit : plan.limits.trackedAdvertisersLimit;
  const count =
    kind === "savedAds"
      ? await client.savedAd.count({ where: { userId } })
      : await client.trackedAdvertiser.count({ where: { userId, active: true } });
  return { plan, limit, count, readOnly: limit !== null && count > limit };
}

/**
 * Refuses a change to an existing saved ad or tracked advertiser while the user holds more than the
 * plan's cap: over-cap rows are read-only (deleting one stays allowed; nothing is ever deleted for them).
 */
export async function assertEditableWithinCap(client: Client, userId: string, kind: CapKind, now = new Date()): Promise<void> {
  const status = await capStatus(client, userId, kind, now);
  if (!status.readOnly) return;
  const what = kind === "savedAds" ? "anuncios guardados" : "anunciantes en seguimiento";
  const why = status.plan.expired ? expiredPlanNote(status.plan) : `Tu plan ${status.plan.limits.name} permite ${status.limit} ${what}.`;
  throw new AppError("PLAN_LIMIT", `Límite de anuncios: tus ${what} se conservan en solo lectura. ${why}`);
}
