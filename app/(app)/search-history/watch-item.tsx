"use client";

import Link from "next/link";
import { Pause, Pencil, Play, Radar, Search, Trash2 } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { LocalDate } from "@/components/ui/local-date";
import { prefillQuery } from "@/lib/shared/search/prefill";
import { countryName } from "@/lib/shared/watches/format-helpers";
import { searchFilterPhrases } from "@/lib/shared/search/filter-phrases";
import { channelsLabel, frequencyLabel, planPauseSentence, STATUS_LABELS } from "@/lib/shared/watches/labels";
import type { Watch, WatchLimits } from "@/lib/shared/watches/types";

const STATUS_VARIANTS: Readonly<Record<Watch["status"], BadgeVariant>> = {
  active: "success",
  paused: "neutral",
  paused_quota: "warning",
  paused_plan: "warning",
};

type WatchItemProps = {
  watch: Watch;
  /** The plan's watch limits: why a watch beyond them waits, and the pace it really runs at. */
  limits: WatchLimits;
  busy: boolean;
  onToggle: (watch: Watch) => void;
  onEdit: (watch: Watch) => void;
  onDelete: (watch: Watch) => void;
};

/** One watch: its search, settings, state, the last run with its outcome, and its actions. */
export function WatchItem({ watch, limits, busy, onToggle, onEdit, onDelete }: WatchItemProps) {
  const p = watch.params;
  const headingId = `watch-${watch.id}`;
  const paused = watch.status !== "active";
  const filters = searchFilterPhrases(p);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs lg:flex-row lg:items-start lg:justify-between"
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Radar aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-zinc-900">
            {watch.name}
          </h3>
          <Badge variant={STATUS_VARIANTS[watch.status]}>{STATUS_LABELS[watch.status]}</Badge>
        </div>
        <p className="text-sm break-words text-zinc-700">
          «{p.value}» · {p.country === "ALL" ? "Todos los países" : countryName(p.country)}
          {filters.length > 0 ? <span className="text-muted-foreground"> · {filters.join(" · ")}</span> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {frequencyLabel(watch.frequencyHours)}
          {watch.frequencyHours < limits.minIntervalHours
            ? ` (tu plan la revisa: ${frequencyLabel(limits.minIntervalHours).toLowerCase()})`
            : ""}{" "}
          · Puntuación mínima {watch.minScore} · {channelsLabel(watch.channels)}
        </p>
        <p className="text-xs text-zinc-700">
          {watch.lastRunAt ? (
            <>
              Última revisión: <LocalDate value={watch.lastRunAt} format="datetime" />
              {watch.lastOutcome ? ` · ${watch.lastOutcome}` : ""}
            </>
          ) : (
            "Aún no se ha revisado: la primera revisión llegará pronto."
          )}
        </p>
        {watch.status === "paused_quota" ? (
          <p className="text-xs font-medium text-amber-800">
            Pausada porque se agotó tu cuota mensual de anuncios. Se reanudará sola cuando se renueve tu cuota.
          </p>
        ) : null}
        {watch.status === "paused_plan" ? (
          <p className="text-xs font-medium text-amber-800">
            {planPauseSentence(limits.maxWatches)}. Se reanudará sola cuando tu plan lo permita, o pausa o elimina otra para reanudar esta.
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link href={`/search?${prefillQuery(p)}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <Search aria-hidden="true" />
          Ver búsqueda
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onToggle(watch)}
          aria-label={`${paused ? "Reanudar" : "Pausar"} ${watch.name}`}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {paused ? "Reanudar" : "Pausar"}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => onEdit(watch)} aria-label={`Editar ${watch.name}`}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          className="text-zinc-600 hover:bg-red-50 hover:text-red-600"
          onClick={() => onDelete(watch)}
          aria-label={`Eliminar ${watch.name}`}
        >
          <Trash2 aria-hidden="true" />
          Eliminar
        </Button>
      </div>
    </article>
  );
}
