"use client";

import { useId } from "react";
import { CheckCircle2, Loader2 } from "lucide-react";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

/** The advertiser-stats queue: 'done de total' with a progress bar (docs/product.md §2, §4). */
export function StatsProgress({ done, total, className }: { done: number; total: number; className?: string }) {
  const labelId = useId();
  if (total <= 0) return null;
  const complete = done >= total;
  const percent = Math.round((Math.min(done, total) / total) * 100);

  return (
    <div
      className={cn(
        "flex min-w-0 flex-1 items-center gap-2.5 rounded-xl border border-border bg-surface px-3.5 py-2.5 shadow-card sm:min-w-64",
        className,
      )}
    >
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-lg",
          complete ? "bg-emerald-50 text-emerald-600" : "bg-brand-50 text-brand-600",
        )}
      >
        {complete ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p id={labelId} className="truncate text-[0.6875rem] font-medium text-muted-foreground">
            {complete ? "Estadísticas de anunciantes completas" : "Cargando estadísticas de anunciantes"}
          </p>
          <p aria-live="polite" aria-atomic="true" className="shrink-0 text-xs font-semibold text-zinc-900 tabular-nums">
            {formatNumber(Math.min(done, total))} de {formatNumber(total)}
          </p>
        </div>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={Math.min(done, total)}
          aria-valuetext={`${Math.min(done, total)} de ${total}`}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-zinc-200"
        >
          {/* Moved, not resized: the animation stays on the compositor, with no layout or paint per frame. */}
          <div
            className={cn("h-full rounded-full transition-transform duration-300", complete ? "bg-emerald-500" : "bg-brand-600")}
            style={{ transform: `translateX(${percent - 100}%)` }}
          />
        </div>
      </div>
    </div>
  );
}
