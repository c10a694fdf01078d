"use client";

import { useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { CircleAlert, Gauge } from "lucide-react";
import { ExpiredNotice } from "@/components/plans/expired-notice";
import { PlanCard } from "@/components/plans/plan-card";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { usePlans } from "@/lib/swr/use-plans";
import { usagePercent, useUsage } from "@/lib/swr/use-usage";

/** Screens where the modal never opens on its own: the user is already dealing with the plan there. */
const QUIET_PATHS = ["/settings", "/user-plans"];

function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * 'Límite de Anuncios Alcanzado' (docs/product.md §2 Modals, §4 Usage modal): opens by itself once usage reaches
 * 100 % of the monthly limit, except on /settings and /user-plans; closes once usage is below the limit
 * again. The user may dismiss it; it comes back only after usage drops below the limit and reaches it
 * again (or on a fresh page load). Mounted once in the shell.
 */
export function UsageLimitModal() {
  const pathname = usePathname();
  const { usage } = useUsage();
  const atLimit = usage ? usagePercent(usage) >= 100 : false;
  const [dismissed, setDismissed] = useState(false);

  // Below the limit again (new month, upgrade): forget the dismissal so the next time it shows.
  if (dismissed && !atLimit) setDismissed(false);

  const open = atLimit && !dismissed && !isQuietPath(pathname);
  // Fetched only once the modal opens.
  const { data: plans, error, isLoading } = usePlans(open);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : setDismissed(true))}>
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
            No podrás buscar más anuncios hasta que tu límite se renueve el primer día del próximo mes o cambies a un plan superior. Tus
            anuncios guardados y las búsquedas guardadas siguen disponibles.
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

        <DialogFooter>
          <Button variant="outline" onClick={() => setDismissed(true)}>
            Cerrar
          </Button>
          <Link href="/user-plans" onClick={() => setDismissed(true)} className={buttonVariants({ variant: "primary" })}>
            Ver planes
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
