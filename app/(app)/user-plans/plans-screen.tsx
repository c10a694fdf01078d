"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { CalendarClock, Gauge, Mail, MessageCircle, Pencil, Search, ShieldCheck } from "lucide-react";
import { toast } from "@/lib/toast";
import type { PlanView } from "@/lib/services/billing/list-plans";
import type { Usage } from "@/lib/services/billing/get-usage";
import { QuotaBreakdown } from "@/components/plans/quota-breakdown";
import { ExpiredNotice } from "@/components/plans/expired-notice";
import { PlanCard } from "@/components/plans/plan-card";
import { SubscriptionLabel } from "@/components/plans/subscription-label";
import { Button, buttonVariants } from "@/components/ui/button";
import { planContactHref, type PlanContact } from "@/lib/plan-contact";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api/client";
import { upgradePlan } from "@/lib/client/plans";
import { formatNumber, formatUsd } from "@/lib/format";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useInvalidate } from "@/lib/swr/invalidate";
import { useUsage } from "@/lib/swr/use-usage";
import { FREE_PLAN_TYPE } from "@/lib/shared/billing/subscription";
import { PlanContactForm } from "./plan-contact-form";

// Loaded on first open, not with the screen (docs/benchmarks.md §3).
const PlanEditDialog = dynamic(() => import("./plan-edit-dialog").then((m) => m.PlanEditDialog));

type Props = { initialUsage: Usage; plans: PlanView[]; isAdmin: boolean; contact: PlanContact | null };

/** docs/product.md §2 Plans page: 'Tu Uso Actual' and the 5-column plan grid, with the admin's plan editing. */
export function PlansScreen({ initialUsage, plans, isAdmin, contact: initialContact }: Props) {
  const [contact, setContact] = useState(initialContact);
  const invalidate = useInvalidate();
  const { usage: live } = useUsage(initialUsage);
  const usage = live ?? initialUsage;
  const [choosing, setChoosing] = useState<PlanView | null>(null);
  const [editing, setEditing] = useState<PlanView | null>(null);
  const editMounted = useOpenedOnce(editing !== null);
  const [busy, setBusy] = useState(false);

  async function confirmChoice() {
    if (!choosing) return;
    setBusy(true);
    try {
      const { refreshed } = await upgradePlan(invalidate, choosing.type);
      toast.success("Plan actualizado exitosamente");
      setChoosing(null);
      await refreshed;
    } catch (e) {
      toast.error(errorMessage(e, "Error al actualizar el plan"));
      setChoosing(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-8">
      <CurrentUsage usage={usage} />
      <QuotaBreakdown breakdown={usage.breakdown} adsFetched={usage.adsFetched} monthlyLimit={usage.monthlyLimit} />

      {isAdmin ? <PlanContactForm contact={contact} onSaved={setContact} /> : null}

      <section aria-labelledby="planes-title" className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="planes-title" className="text-lg font-semibold tracking-tight text-zinc-900">
            Planes disponibles
          </h2>
          {isAdmin ? (
            <p className="flex items-center gap-1.5 text-sm text-brand-700">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Como administrador, los cambios de plan se aplican de inmediato.
            </p>
          ) : null}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {plans.map((plan) => {
            const current = plan.type === usage.planType;
            return (
              <li key={plan.type}>
                <PlanCard plan={plan} current={current}>
                  <PlanAction plan={plan} current={current} isAdmin={isAdmin} contact={contact} onChoose={() => setChoosing(plan)} />
                  {isAdmin ? (
                    <Button variant="ghost" size="sm" onClick={() => setEditing(plan)} aria-label={`Editar plan ${plan.name}`}>
                      <Pencil aria-hidden="true" />
                      Editar plan
                    </Button>
                  ) : null}
                </PlanCard>
              </li>
            );
          })}
        </ul>
      </section>

      <Dialog open={choosing !== null} onOpenChange={(open) => (!open && !busy ? setChoosing(null) : undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cambiar de plan</DialogTitle>
            <DialogDescription>¿Estás seguro de que quieres cambiar al plan {choosing?.name}?</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setChoosing(null)} disabled={busy}>
              Cancelar
            </Button>
            <Button onClick={confirmChoice} loading={busy}>
              {busy ? "Actualizando..." : "Confirmar"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {editMounted ? <PlanEditDialog plan={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

/**
 * The card's action: a buy link when the plan has a payment link; admins select the plan at once; everyone
 * else gets 'Contactar Admin', a real link to the admins' contact (an e-mail naming the plan, or their
 * chat link), never a confirmation the server can only refuse. The free plan is never chosen.
 */
function PlanAction({
  plan,
  current,
  isAdmin,
  contact,
  onChoose,
}: {
  plan: PlanView;
  current: boolean;
  isAdmin: boolean;
  contact: PlanContact | null;
  onChoose: () => void;
}) {
  if (plan.paymentLink) {
    return (
      <a
        href={plan.paymentLink}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: plan.popular ? "primary" : "outline" })}
      >
        Comprar Ahora - {formatUsd(plan.price, 2)}
      </a>
    );
  }
  if (current) {
    return (
      <Button variant="outline" disabled>
        Plan actual
      </Button>
    );
  }
  if (plan.type === FREE_PLAN_TYPE) {
    return (
      <Button variant="outline" disabled>
        {isAdmin ? "No seleccionable" : "Contactar"}
      </Button>
    );
  }
  if (isAdmin) {
    return (
      <Button variant={plan.popular ? "primary" : "outline"} onClick={onChoose}>
        Seleccionar
      </Button>
    );
  }
  if (!contact) {
    return (
      <Button variant="outline" disabled>
        Sin contacto disponible
      </Button>
    );
  }
  const external = contact.kind === "link";
  return (
    <a
      href={planContactHref(contact, plan.name)}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className={buttonVariants({ variant: plan.popular ? "primary" : "outline" })}
      aria-label={`Contactar Admin para el plan ${plan.name}${external ? " (se abre en otra pestaña)" : " por correo"}`}
    >
      {external ? <MessageCircle aria-hidden="true" /> : <Mail aria-hidden="true" />}
      Contactar Admin
    </a>
  );
}

/** 'Tu Uso Actual': plan name and type, expiry, ads remaining and searches performed; an expired plan says so. */
function CurrentUsage({ usage }: { usage: Usage }) {
  const items = [
    {
      icon: ShieldCheck,
      label: "Plan",
      value: <>{usage.planName}</>,
    },
    {
      icon: CalendarClock,
      label: "Vencimiento",
      value: <SubscriptionLabel planType={usage.planType} status={usage.subscriptionStatus} endDate={usage.subscriptionExpiration} />,
    },
    {
      icon: Gauge,
      label: "Anuncios restantes",
      value: (
        <>
          {formatNumber(usage.adsRemaining)}{" "}
          <span className="text-sm font-normal text-muted-foreground">de {formatNumber(usage.monthlyLimit)}</span>
        </>
      ),
    },
    { icon: Search, label: "Búsquedas realizadas", value: formatNumber(usage.searchesPerformed) },
  ];
  return (
    <section aria-labelledby="uso-actual-title" className="rounded-xl border border-border bg-surface p-5 shadow-card sm:p-6">
      <h2 id="uso-actual-title" className="text-lg font-semibold tracking-tight text-zinc-900">
        Tu Uso Actual
      </h2>
      {usage.planExpired ? <ExpiredNotice usage={usage} /> : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ icon: Icon, label, value }) => (
          // The icon sits inside the <dt>: a <dl> group may hold only <dt> and <dd>.
          <div key={label} className="relative min-w-0 rounded-lg bg-zinc-50 p-3.5 pl-[3.875rem]">
            <dt className="text-xs text-muted-foreground">
              <span className="absolute top-3.5 left-3.5 flex size-9 items-center justify-center rounded-lg bg-surface text-brand-600 ring-1 ring-border">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 text-base font-semibold text-zinc-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
