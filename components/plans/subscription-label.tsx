"use client";

import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useTimeZone } from "@/components/shell/time-zone";
import { subscriptionDisplay, type SubscriptionTone } from "@/lib/shared/billing/subscription";
import { cn } from "@/lib/utils";

const toneClasses: Record<SubscriptionTone, string> = {
  red: "text-red-600",
  orange: "text-orange-700",
  yellow: "text-amber-600",
  green: "text-emerald-700",
  neutral: "text-zinc-700",
};

/** A subscription's end as docs/product.md §4 words and colours it ('Vencido', 'Plan GRATIS', 'Sin suscripción', a date). */
export function SubscriptionLabel({
  planType,
  status,
  endDate,
  className,
}: {
  planType: string;
  status?: string | null;
  endDate: string | null;
  className?: string;
}) {
  // The 7-day warning depends on the browser's clock: written once hydrated, so the
  // server's render never disagrees with the browser's.
  const hydrated = useHydrated();
  const timeZone = useTimeZone();
  if (!hydrated) return <span className={cn("font-medium", className)}>{"\u00a0"}</span>;
  const display = subscriptionDisplay({ planType, status, endDate }, new Date(), timeZone);
  return <span className={cn("font-medium", toneClasses[display.tone], className)}>{display.label}</span>;
}
