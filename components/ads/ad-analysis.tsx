"use client";

import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useId } from "react";
import { RefreshCw, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AdAnalysisView, AnalysisAvailability } from "@/lib/analysis/breakdown";
import { AnalysisBreakdown, AnalysisError, AnalysisSkeleton } from "./analysis-breakdown";
import { useAnalysisRun } from "./use-analysis-run";

export const NOT_CONFIGURED_TEXT = "El análisis con IA necesita que un administrador configure la clave del modelo (OPENAI_API_KEY).";

/**
 * The ad page's 'Análisis con IA' section: the stored breakdown, or the button that runs it. Without a
 * configured model the button is disabled and says an administrator must configure it.
 */
export function AdAnalysisPanel({
  adId,
  initial,
  availability,
}: {
  adId: string;
  initial: AdAnalysisView | null;
  availability: AnalysisAvailability;
}) {
  const headingId = useId();
  const { analysis, running, error, run } = useAnalysisRun(adId, initial);
  const configured = availability.configured;
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={headingId} aria-busy={running} className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-zinc-900">
          <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
          Análisis con IA
        </h2>
        {analysis && analysis.canReanalyze && configured ? (
          <Button variant="outline" size="sm" onClick={() => run(true)} disabled={running} loading={running}>
            <RefreshCw aria-hidden="true" />
            Volver a analizar
          </Button>
        ) : null}
      </div>
      {running ? (
        <AnalysisSkeleton />
      ) : analysis ? (
        <AnalysisBreakdown analysis={analysis} />
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Por qué funciona este anuncio: su gancho, ángulo, oferta y llamada a la acción, y qué copiar para tu país.
          </p>
          <Button
            onClick={() => run(false)}
            // Server-rendered: until hydrated a click would be lost, so it waits disabled.
            disabled={!configured || !hydrated}
            aria-describedby={configured ? undefined : `${headingId}-why`}
          >
            <Sparkles aria-hidden="true" />
            Analizar con IA
          </Button>
          {configured ? (
            <p className="text-xs text-muted-foreground">
              {availability.limit === 0
                ? "Tu plan no incluye análisis con IA; si alguien ya analizó este anuncio, lo ves sin costo."
                : `Te quedan ${availability.remaining} de ${availability.limit} análisis este mes. Un análisis ya hecho no se cobra.`}
            </p>
          ) : (
            <p id={`${headingId}-why`} className="text-sm text-zinc-700">
              {NOT_CONFIGURED_TEXT}
            </p>
          )}
        </div>
      )}
      {error ? (
        <div className="mt-3">
          <AnalysisError text={error} />
        </div>
      ) : null}
    </section>
  );
}
