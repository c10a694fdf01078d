"use client";

import { useId } from "react";
import { CircleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { usageLevel, usagePercent, useUsage } from "@/lib/swr/use-usage";

const numberFormat = new Intl.NumberFormat("es-ES");

const barColour = { ok: "bg-brand-600", near: "bg-amber-500", limit: "bg-red-500" } as const;

/** The sidebar's monthly quota summary, polled through useUsage (docs/product.md §2 Shell, §4 usage card states). */
export function UsageCard() {
  const { usage, error, isLoading, mutate } = useUsage();
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={isLoading && !usage ? true : undefined}
      className="rounded-xl border border-border bg-zinc-50/80 p-3.5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-xs font-semibold text-zinc-900">
          Uso mensual
        </h2>
        {usage ? <LevelBadge level={usageLevel(usage)} /> : null}
      </div>

      {usage ? (
        <>
          <UsageFigures planName={usage.planName} adsFetched={usage.adsFetched} monthlyLimit={usage.monthlyLimit} label={titleId} />
          {usage.planExpired ? (
            <p className="mt-2 flex gap-1.5 text-xs text-red-700">
              <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              <span>Plan vencido: se aplican los límites del plan {usage.effectivePlanName} hasta que se renueve.</span>
            </p>
          ) : null}
        </>
      ) : error ? (
        // Stale figures stay on screen when a later poll fails; this panel is for "never loaded".
        <div className="mt-2 flex gap-2" role="alert">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-500" />
          <div className="min-w-0">
            <p className="text-xs font-medium text-red-700">Error al cargar uso</p>
            <p className="text-xs text-muted-foreground">No se pudo obtener la información</p>
            <button
              type="button"
              onClick={() => void mutate()}
              className="mt-1 rounded text-xs font-medium text-brand-600 hover:text-brand-700 hover:underline"
            >
              Reintentar
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-2.5 space-y-2.5">
          <span className="sr-only" role="status">
            Cargando uso...
          </span>
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-1.5 w-full rounded-full" />
          <Skeleton className="h-3 w-32" />
        </div>
      )}
    </section>
  );
}

function UsageFigures({
  planName,
  adsFetched,
  monthlyLimit,
  label,
}: {
  planName: string;
  adsFetched: number;
  monthlyLimit: number;
  label: string;
}) {
  const percent = usagePercent({ adsFetched, monthlyLimit });
  const level = usageLevel({ adsFetched, monthlyLimit });
  const shown = Math.min(100, Math.max(0, percent));

  return (
    <>
      <p className="mt-0.5 truncate text-xs text-muted-foreground">{planName}</p>
      <div
        role="progressbar"
        aria-labelledby={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown)}
        aria-valuetext={`${Math.round(percent)} %`}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className={cn("h-full rounded-full transition-[width] duration-500", barColour[level])} style={{ width: `${shown}%` }} />
      </div>
      <p className="mt-2 text-xs text-zinc-600 tabular-nums">
        <span className="font-semibold text-zinc-900">{numberFormat.format(adsFetched)}</span> / {numberFormat.format(monthlyLimit)}{" "}
        anuncios
      </p>
    </>
  );
}

function LevelBadge({ level }: { level: "ok" | "near" | "limit" }) {
  if (level === "limit") return <Badge variant="danger">Límite</Badge>;
  if (level === "near") return <Badge variant="warning">Cerca</Badge>;
  return null;
}
