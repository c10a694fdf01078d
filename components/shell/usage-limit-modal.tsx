"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import useSWR from "swr";
import { Check, CircleAlert, Gauge } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber, formatPlanPrice } from "@/lib/format";
import { usagePercent, useUsage } from "@/lib/swr/use-usage";
import type { PlanView } from "@/lib/services/plans/list-plans";
import { cn } from "@/lib/utils";

/** Screens where the modal never opens on its own: the user is already dealing with the plan there. */
const QUIET_PATHS = ["/settings", "/user-plans"];

type PlanCard = Pick<PlanView, "type" | "name" | "price" | "adsLimit" | "features" | "popular">;

// Its own key: the plans page may cache the same URL in another shape.
const PLANS_KEY = ["/api/user-plans/plans", "usage-limit-modal"] as const;

async function fetchPlans([url]: typeof PLANS_KEY): Promise<PlanCard[]> {
  const res = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || !body || typeof body !== "object" || !Array.isArray((body as { plans?: unknown }).plans)) {
    throw new Error(`GET ${url} failed with ${res.status}`);
  }
  return (body as { plans: Partial<PlanCard>[] }).plans.map((p) => ({
    type: String(p.type ?? ""),
    name: String(p.name ?? p.type ?? ""),
    price: Number(p.price ?? 0),
    adsLimit: Number(p.adsLimit ?? 0),
    features: Array.isArray(p.features) ? p.features.filter((f): f is string => typeof f === "string") : [],
    popular: Boolean(p.popular),
  }));
}

function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * 'Límite de Anuncios Alcanzado' (spec §2 Modals, §4 Usage modal): opens by itself once usage reaches
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
  useEffect(() => {
    if (!atLimit) setDismissed(false);
  }, [atLimit]);

  const open = atLimit && !dismissed && !isQuietPath(pathname);
  const { data: plans, error, isLoading } = useSWR(open ? PLANS_KEY : null, fetchPlans, {
    revalidateOnFocus: false,
    dedupingInterval: 5 * 60_000,
    errorRetryCount: 2,
  });

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
            No podrás buscar más anuncios hasta que tu límite se renueve el primer día del próximo mes o cambies a un plan
            superior. Tus anuncios guardados y las búsquedas guardadas siguen disponibles.
          </DialogDescription>
        </DialogHeader>

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
            {plans.map((plan) => {
              const current = usage?.planType === plan.type;
              return (
                <li
                  key={plan.type}
                  className={cn(
                    "relative flex flex-col rounded-xl border p-4",
                    plan.popular ? "border-brand-300 bg-brand-50/40 ring-1 ring-brand-200" : "border-border bg-surface",
                  )}
                >
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="text-sm font-semibold text-zinc-900">{plan.name}</h3>
                    <div className="flex gap-1">
                      {current ? <Badge variant="neutral">Actual</Badge> : null}
                      {plan.popular ? <Badge variant="brand">Popular</Badge> : null}
                    </div>
                  </div>
                  <p className="mt-2 text-xl font-semibold tracking-tight text-zinc-900">{formatPlanPrice(plan.price)}</p>
                  <p className="mt-0.5 text-xs text-muted-foreground">{formatNumber(plan.adsLimit)} anuncios por mes</p>
                  {plan.features.length > 0 ? (
                    <ul className="mt-3 space-y-1.5 text-xs text-zinc-700">
                      {plan.features.slice(0, 3).map((feature) => (
                        <li key={feature} className="flex gap-1.5">
                          <Check aria-hidden="true" className="mt-px size-3.5 shrink-0 text-emerald-600" />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
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
