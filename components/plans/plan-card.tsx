import { Check, Minus } from "lucide-react";
import type { PlanView } from "@/lib/services/billing/list-plans";
import { Badge } from "@/components/ui/badge";
import { formatNumber, formatPlanPrice } from "@/lib/format";
import { extraFeatures, planAllowances } from "@/lib/shared/billing/plan-gates";
import { cn } from "@/lib/utils";

/** docs/product.md §2 Plans page: after what the plan allows, up to 3 of its other features are shown. */
export const FEATURES_SHOWN = 3;

/**
 * One plan as the plans page and the limit modal show it: name, 'Popular' and 'Actual' badges, the
 * monthly price ('Gratis' at 0), the monthly ads, what the plan allows from its limits (saved ads,
 * followed advertisers, vigilancias, 'Analizar con IA'; what it leaves out is marked so) and up to three
 * other features; `children` is the action.
 */
export function PlanCard({
  plan,
  current,
  compact = false,
  children,
}: {
  plan: PlanView;
  current: boolean;
  compact?: boolean;
  children?: React.ReactNode;
}) {
  const [amount, per] = formatPlanPrice(plan.price).split("/");
  return (
    <div
      className={cn(
        "relative flex h-full flex-col rounded-xl border bg-surface",
        compact ? "p-4" : "p-5 xl:p-4",
        plan.popular ? "border-brand-300 ring-1 ring-brand-200 shadow-card" : "border-border",
        current && "bg-brand-50/30",
      )}
    >
      <div className="flex min-h-6 flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 className="text-sm font-semibold text-zinc-900">{plan.name}</h3>
        <div className="flex gap-1">
          {current ? <Badge variant="success">Actual</Badge> : null}
          {plan.popular ? <Badge variant="brand">Popular</Badge> : null}
        </div>
      </div>
      <p className={cn("mt-2 font-semibold tracking-tight text-zinc-900 tabular-nums", compact ? "text-xl" : "text-2xl")}>
        {amount}
        {per ? <span className="text-sm font-normal text-muted-foreground">/{per}</span> : null}
      </p>
      <p className="mt-0.5 text-xs text-muted-foreground">{formatNumber(plan.adsLimit)} anuncios por mes</p>
      <ul className="mt-4 space-y-2 text-xs text-zinc-700" aria-label={`Qué incluye ${plan.name}`}>
        {planAllowances(plan).map(({ text, included }) => (
          <li key={text} className={cn("flex gap-1.5", !included && "text-muted-foreground")}>
            {included ? (
              <Check aria-hidden="true" className="mt-px size-3.5 shrink-0 text-emerald-600" />
            ) : (
              <Minus aria-hidden="true" className="mt-px size-3.5 shrink-0 text-zinc-400" />
            )}
            <span>{text}</span>
          </li>
        ))}
        {extraFeatures(plan)
          .slice(0, FEATURES_SHOWN)
          .map((feature) => (
            <li key={feature} className="flex gap-1.5">
              <Check aria-hidden="true" className="mt-px size-3.5 shrink-0 text-emerald-600" />
              <span>{feature}</span>
            </li>
          ))}
      </ul>
      {children ? <div className="mt-auto flex flex-col gap-2 pt-5">{children}</div> : null}
    </div>
  );
}
