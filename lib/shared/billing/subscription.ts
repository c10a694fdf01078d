/**
 * How a subscription's end date reads everywhere (usage card, plans page, settings, admin table):
 * docs/product.md §4 'Subscription'. Pure and client-safe, so server and browser agree.
 */
import { formatDate } from "@/lib/format";

/** docs/product.md §9: the UI warns this many days before a plan ends. */
export const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionTone = "red" | "orange" | "yellow" | "neutral" | "green";

export type SubscriptionDisplay = {
  /** 'Vencido', 'Plan GRATIS', 'Sin suscripción' or a short date ("15 mar"). */
  label: string;
  tone: SubscriptionTone;
  /** The paid plan's end date has passed: it is served with the free plan's limits until renewed. */
  expired: boolean;
};

/** A subscription as docs/product.md §4 'Subscription' words and colours it. */
export function subscriptionDisplay(
  sub: { planType: string; status?: string | null; endDate: Date | string | null | undefined },
  now: Date = new Date(),
  timeZone = "UTC",
): SubscriptionDisplay {
  if (sub.planType === "free") return { label: "Plan GRATIS", tone: "green", expired: false };
  const end = sub.endDate ? new Date(sub.endDate) : null;
  if (!end || Number.isNaN(end.getTime())) {
    if (sub.status === "expired") return { label: "Vencido", tone: "red", expired: true };
    return { label: "Sin suscripción", tone: "orange", expired: false };
  }
  if (sub.status === "expired" || end.getTime() <= now.getTime()) return { label: "Vencido", tone: "red", expired: true };
  const tone = end.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS ? "yellow" : "neutral";
  return { label: formatDate(end, timeZone).replace(/ \d{4}$/, ""), tone, expired: false };
}

/** True when a paid plan has passed its end date (or was marked expired). */
export function isSubscriptionExpired(
  sub: { planType: string; status?: string | null; endDate: Date | string | null | undefined },
  now: Date = new Date(),
): boolean {
  return subscriptionDisplay(sub, now).expired;
}

/** The plan every account falls back to. */
export const FREE_PLAN_TYPE = "free";

/**
 * The plan whose limits apply today: the subscribed one, or the free plan once a paid plan has
 * expired (until an admin renews it). The subscribed plan stays on the account; only its limits lapse.
 */
export function effectivePlanType(
  sub: { planType: string; status?: string | null; endDate: Date | string | null | undefined },
  now: Date = new Date(),
): string {
  return isSubscriptionExpired(sub, now) ? FREE_PLAN_TYPE : sub.planType;
}
