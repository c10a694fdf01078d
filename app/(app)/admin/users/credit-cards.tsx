import { CalendarDays, CircleAlert, Coins, DollarSign, Users } from "lucide-react";
import type { CreditStats } from "@/lib/services/admin/credits";
import { Skeleton } from "@/components/ui/skeleton";
import { creditsCost } from "@/lib/shared/billing/credit-value";
import { formatNumber, formatUsd } from "@/lib/format";

/** The four credit cards (docs/product.md §2): this month, total, average per user (rounded) and the value per credit. */
export function CreditCards({ stats, error }: { stats: CreditStats | undefined; error: boolean }) {
  if (error && !stats) {
    return (
      <p role="alert" className="mb-6 flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <CircleAlert aria-hidden="true" className="size-4" />
        No se pudieron cargar los créditos.
      </p>
    );
  }
  const cards = stats
    ? [
        {
          icon: CalendarDays,
          label: "Créditos este mes",
          value: formatNumber(stats.totalCreditsThisMonth),
          sub: formatUsd(stats.costThisMonth),
        },
        { icon: Coins, label: "Créditos totales", value: formatNumber(stats.totalCreditsAllTime), sub: formatUsd(stats.costAllTime) },
        {
          icon: Users,
          label: "Promedio por usuario",
          value: formatNumber(stats.averageCreditsPerUser),
          sub: `${formatUsd(creditsCost(stats.averageCreditsPerUser))} este mes`,
        },
        { icon: DollarSign, label: "Valor por crédito", value: formatUsd(stats.valuePerCredit), sub: "USD por crédito" },
      ]
    : null;
  return (
    <section aria-label="Créditos" className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards
        ? cards.map(({ icon: Icon, label, value, sub }) => (
            <div key={label} className="rounded-xl border border-border bg-surface p-4 shadow-card">
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs font-medium text-muted-foreground">{label}</p>
                <Icon aria-hidden="true" className="size-4 text-brand-500" />
              </div>
              <p className="mt-2 text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">{value}</p>
              <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">{sub}</p>
            </div>
          ))
        : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-[6.5rem] rounded-xl" />)}
      {!stats ? (
        <span role="status" className="sr-only">
          Cargando créditos...
        </span>
      ) : null}
    </section>
  );
}
