"use client";

import { memo, useId, useState } from "react";
import { ArrowDownWideNarrow, ArrowDown, ArrowUp, ChevronDown, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  cycleSort,
  DEFAULT_SORT,
  isSortLevelEnabled,
  SORT_DIRECTION_LABELS,
  SORT_FIELD_LABELS,
  SORT_FIELDS,
  SORT_LEVEL_LABELS,
  SORT_LEVELS,
  type SortConfig,
  type SortLevel,
} from "@/lib/shared/search/sort";
import { cn } from "@/lib/utils";

/** A short reading of the active sort, for the collapsed panel on phones. */
function summary(config: SortConfig): string {
  const parts = SORT_LEVELS.map((level) => config[level])
    .filter((rule) => rule !== null)
    .map((rule) => `${SORT_FIELD_LABELS[rule.field]} ${rule.direction === "asc" ? "↑" : "↓"}`);
  return parts.length > 0 ? parts.join(" · ") : "Sin orden";
}

/**
 * The three sort levels (docs/product.md §4 Sorting). Each field button cycles desc → asc → none on its level;
 * a level's buttons are disabled until the level above is set. Collapsible on phones.
 */
export const SortPanel = memo(function SortPanel({ sort, onChange }: { sort: SortConfig; onChange: (sort: SortConfig) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const isDefault = JSON.stringify(sort) === JSON.stringify(DEFAULT_SORT);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface shadow-card">
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          <ArrowDownWideNarrow aria-hidden="true" className="size-4 text-brand-600" />
          Ordenar resultados
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" onClick={() => onChange(structuredClone(DEFAULT_SORT))} disabled={isDefault}>
            <RotateCcw aria-hidden="true" />
            <span className="hidden sm:inline">Restablecer</span>
            <span className="sr-only sm:hidden">Restablecer orden</span>
          </Button>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((v) => !v)}
            className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-xs font-medium text-zinc-600 hover:bg-zinc-100 lg:hidden"
          >
            {open ? "Ocultar" : "Mostrar"}
            <span className="sr-only"> opciones de orden</span>
            <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
          </button>
        </div>
      </div>
      {!open ? <p className="-mt-1 truncate px-4 pb-3 text-xs text-muted-foreground lg:hidden">{summary(sort)}</p> : null}

      <div id={panelId} className={cn("border-t border-border px-4 py-3", open ? "block" : "hidden lg:block")}>
        <div className="grid gap-3 lg:grid-cols-3 lg:gap-4">
          {SORT_LEVELS.map((level) => (
            <SortLevelRow key={level} level={level} sort={sort} onChange={onChange} />
          ))}
        </div>
      </div>
    </section>
  );
});

function SortLevelRow({ level, sort, onChange }: { level: SortLevel; sort: SortConfig; onChange: (sort: SortConfig) => void }) {
  const enabled = isSortLevelEnabled(sort, level);
  const rule = sort[level];
  const labelId = useId();

  return (
    <div role="group" aria-labelledby={labelId} className={cn("min-w-0", !enabled && "opacity-60")}>
      <p id={labelId} className="mb-1.5 text-xs font-semibold text-zinc-500">
        {SORT_LEVEL_LABELS[level]}
        {!enabled ? <span className="font-normal"> (elige antes el nivel anterior)</span> : null}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {SORT_FIELDS.map((field) => {
          const active = rule?.field === field;
          const direction = active ? rule.direction : null;
          return (
            <button
              key={field}
              type="button"
              disabled={!enabled}
              aria-pressed={active}
              onClick={() => onChange(cycleSort(sort, level, field))}
              className={cn(
                "inline-flex h-8 items-center gap-1 rounded-lg border px-2.5 text-xs font-medium transition-colors disabled:cursor-not-allowed",
                active
                  ? "border-brand-300 bg-brand-50 text-brand-700"
                  : "border-border bg-surface text-zinc-600 hover:border-zinc-300 hover:bg-zinc-50",
              )}
            >
              {SORT_FIELD_LABELS[field]}
              {direction === "asc" ? <ArrowUp aria-hidden="true" className="size-3.5" /> : null}
              {direction === "desc" ? <ArrowDown aria-hidden="true" className="size-3.5" /> : null}
              <span className="sr-only">
                {`, ${SORT_LEVEL_LABELS[level].toLowerCase()}`}
                {direction ? `: ${SORT_DIRECTION_LABELS[direction]}` : ""}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
