"use client";

import { useEffect, useState } from "react";
import { Timer } from "lucide-react";
import { formatElapsed } from "@/lib/format";
import type { SearchTiming } from "@/lib/shared/search/persisted-state";
import { cn } from "@/lib/utils";

/**
 * The search's elapsed time (m:ss), ticking each second while the search runs and frozen when it ends.
 * The ticking figure is a `timer` (not announced each second); the final time is announced once.
 */
export function ElapsedTimer({ timing, className }: { timing: SearchTiming; className?: string }) {
  const running = timing.startedAt !== null && timing.endedAt === null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  if (timing.startedAt === null) return null;
  // Until the first tick `now` may predate this search's start: it reads 0:00, as it should.
  const elapsed = (timing.endedAt ?? Math.max(now, timing.startedAt)) - timing.startedAt;

  return (
    <div
      className={cn("flex min-w-0 items-center gap-2.5 rounded-xl border border-border bg-surface px-3.5 py-2.5 shadow-card", className)}
    >
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-lg",
          running ? "bg-brand-50 text-brand-600" : "bg-zinc-100 text-zinc-500",
        )}
      >
        <Timer aria-hidden="true" className={cn("size-4", running && "animate-pulse")} />
      </span>
      <div className="min-w-0">
        <p className="text-[0.6875rem] font-medium text-muted-foreground">{running ? "Buscando..." : "Tiempo de búsqueda"}</p>
        <p role="timer" aria-label="Tiempo transcurrido" className="text-sm font-semibold text-zinc-900 tabular-nums">
          {formatElapsed(elapsed)}
        </p>
      </div>
      <span aria-live="polite" className="sr-only">
        {running ? "" : `Búsqueda terminada en ${formatElapsed(elapsed)}`}
      </span>
    </div>
  );
}
