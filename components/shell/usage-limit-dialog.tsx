"use client";

import { CircleAlert, Gauge } from "lucide-react";
import { ExpiredNotice } from "@/components/plans/expired-notice";
import { PlanCard } from "@/components/plans/plan-card";
import { PlanLimitFooter } from "@/components/plans/plan-limit-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { QUOTA_RULE } from "@/lib/billing/quota-rule";
import { formatNumber } from "@/lib/format";
import { usePlans } from "@/lib/swr/use-plans";
import { useUsage } from "@/lib/swr/use-usage";

/**
 * The content of 'Límite de Anuncios Alcanzado' (docs/product.md §2 Modals, §4 Usage modal); when it
 * opens and closes is usage-limit-modal.tsx's concern, which loads this file the first time it opens.
 */
export function UsageLimitDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const { usage } = useUsage();
  // Fetched only once the modal opens.
  const { data: plans, error, isLoading } = usePlans(open);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <div className="mb-1 flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
            <Gauge aria-hidden="true" className="size-5" />
          </div>
          <DialogTitle>Límite de Anuncios Alcanzado</DialogTitle>
          <DialogDescription>
            {usage
              ? `Ya usaste ${formatNumber(usage.adsFetched)} de los ${formatNumber(usage.monthlyLimit)} anuncios de tu plan ${usage.planName} este mes. `
              : ""}
            No podrás recibir anuncios nuevos hasta que tu límite se renueve el primer día del próximo mes o cambies a un plan superior.{" "}
            {QUOTA_RULE} Los que ya recibiste este mes siguen sin costo, y tus anuncios guardados siguen disponibles.
          </DialogDescription>
        </DialogHeader>
        {usage?.planExpired ? <ExpiredNotice usage={usage} /> : null}

        {error && !plans ? (
          <p role="alert" className="flex items-center gap-2 rounded-lg bg-zinc-50 p-3 text-sm text-muted-foreground">
            <CircleAlert aria-hidden="true" className="size-4 text-zinc-400" />
            No se pudieron cargar los planes. Puedes verlos en la página de planes.
          </p>
        ) : isLoading || !plans ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <span role="status" className="sr-only">
              Cargando planes...
            </span>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-44 rounded-xl" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.type}>
                <PlanCard plan={plan} current={usage?.planType === plan.type} compact />
              </li>
            ))}
          </ul>
        )}

        <PlanLimitFooter onClose={onDismiss} />
      </DialogContent>
    </Dialog>
  );
}
