"use client";

import { HelpCircle, Trophy } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { ScoreComponent, WinnerLabel } from "@/lib/score";
import { cn } from "@/lib/utils";

const LABEL_CLASS: Readonly<Record<WinnerLabel | "none", string>> = {
  Ganador: "bg-emerald-600 text-white ring-emerald-700",
  Escalando: "bg-brand-50 text-brand-800 ring-brand-200",
  Prometedor: "bg-sky-50 text-sky-800 ring-sky-200",
  Nuevo: "bg-amber-50 text-amber-900 ring-amber-200",
  Finalizado: "bg-zinc-100 text-zinc-600 ring-zinc-200",
  none: "bg-zinc-100 text-zinc-700 ring-zinc-200",
};

type WinnerScoreProps = {
  score: number;
  label: WinnerLabel | null;
  /** The '¿Por qué?' lines; without them the badge shows alone. */
  explanation?: readonly ScoreComponent[];
  /** Names the ad in the button's accessible name: a grid has one '¿Por qué?' per card. */
  adName: string;
  className?: string;
};

/**
 * The winner score as a compact badge ('82 · Ganador', docs/score.md) and its '¿Por qué?' popover, which
 * lists each component's points. The popover is Radix's: Enter/Space open it, Escape closes it and focus
 * goes back to the button.
 */
export function WinnerScore({ score, label, explanation, adName, className }: WinnerScoreProps) {
  const reading = `Puntuación ${score} de 100${label ? `, ${label}` : ""}`;
  return (
    <div className={cn("flex flex-wrap items-center gap-1", className)}>
      <span
        title="Puntuación de 0 a 100 según lo observado del anuncio"
        data-score={score}
        className={cn(
          "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums ring-1 ring-inset",
          LABEL_CLASS[label ?? "none"],
        )}
      >
        <Trophy aria-hidden="true" className="size-3" />
        <span aria-hidden="true">
          {score}
          {label ? ` · ${label}` : ""}
        </span>
        <span className="sr-only">{reading}</span>
      </span>
      {explanation && explanation.length > 0 ? (
        <Popover>
          <PopoverTrigger
            aria-label={`¿Por qué? Puntuación del anuncio de ${adName}`}
            className="inline-flex h-6 items-center gap-0.5 rounded-md px-1.5 whitespace-nowrap text-xs font-medium text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <HelpCircle aria-hidden="true" className="size-3.5" />
            ¿Por qué?
          </PopoverTrigger>
          <PopoverContent aria-label={`Por qué tiene ${score} puntos`} align="start">
            <p className="text-sm font-semibold text-zinc-900">
              Puntuación {score}/100{label ? ` · ${label}` : ""}
            </p>
            <ul className="mt-2 space-y-1.5">
              {explanation.map((line) => (
                <li key={line.key} className="flex gap-2 text-xs text-zinc-700">
                  <span
                    aria-hidden="true"
                    className={cn("mt-1.5 size-1.5 shrink-0 rounded-full", line.points > 0 ? "bg-emerald-500" : "bg-zinc-300")}
                  />
                  <span>{line.text}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 border-t border-border pt-2 text-[11px] text-muted-foreground">
              Solo cuenta lo observado: lo que aún no se conoce suma 0.
            </p>
          </PopoverContent>
        </Popover>
      ) : null}
    </div>
  );
}
