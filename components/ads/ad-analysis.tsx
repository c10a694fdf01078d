"use client";

import { useEffect, useId, useRef, useState } from "react";
import { AlertCircle, RefreshCw, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdAnalysisView, AnalysisAvailability } from "@/lib/analysis/breakdown";
import { BREAKDOWN_LABELS, SOURCE_LABELS, type Source } from "@/lib/analysis/labels";
import { ApiError } from "@/lib/api/client";
import { requestAdAnalysis } from "@/lib/client/ad-analysis";
import { formatDateTime } from "@/lib/format";
import { countryName } from "@/lib/providers/catalog";

export const NOT_CONFIGURED_TEXT = "El análisis con IA necesita que un administrador configure la clave del modelo (OPENAI_API_KEY).";
const GENERIC_ERROR = "No se pudo analizar el anuncio. Intenta de nuevo en unos minutos. No se te cobró nada.";

function errorText(e: unknown): string {
  return e instanceof ApiError && e.serverError ? e.serverError : GENERIC_ERROR;
}

function Sources({ sources }: { sources: Source[] }) {
  return (
    <p className="mt-1 text-[11px] text-zinc-500">
      <span className="sr-only">Fuentes: </span>
      {sources.map((s) => SOURCE_LABELS[s]).join(" · ")}
    </p>
  );
}

function Part({ label, text, sources }: { label: string; text: string; sources: Source[] }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-zinc-900">
        {text}
        <Sources sources={sources} />
      </dd>
    </div>
  );
}

/** The breakdown in Spanish, with the date it was written and what each answer relied on. */
export function AnalysisBreakdown({ analysis }: { analysis: AdAnalysisView }) {
  const b = analysis.breakdown;
  return (
    <div className="space-y-4">
      <p className="text-xs text-muted-foreground">
        Análisis del {formatDateTime(analysis.createdAt)}
        {analysis.usedTranscript ? " · con la transcripción del video" : ""}
        {analysis.cached ? " · ya estaba hecho: no se te cobró" : ""}
      </p>
      <figure className="rounded-lg border border-brand-200 bg-brand-50/60 p-3">
        <figcaption className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {BREAKDOWN_LABELS.hook}
          <Badge variant="outline">{b.hook.type}</Badge>
        </figcaption>
        <blockquote className="mt-1 text-sm font-medium break-words text-zinc-900">“{b.hook.quote}”</blockquote>
        <Sources sources={b.hook.sources} />
      </figure>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Part label={BREAKDOWN_LABELS.angle} {...b.angle} />
        <Part label={BREAKDOWN_LABELS.offer} {...b.offer} />
        <Part label={BREAKDOWN_LABELS.cta} {...b.cta} />
        <Part label={BREAKDOWN_LABELS.audience} {...b.audience} />
        <Part label={BREAKDOWN_LABELS.emotion} {...b.emotion} />
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-zinc-900">
          {BREAKDOWN_LABELS.copy}
          {analysis.country ? ` (para ${countryName(analysis.country)})` : ""}
        </h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-zinc-900">
          {b.copy.map((c, i) => (
            <li key={i} className="break-words">
              {c.text}
              <Sources sources={c.sources} />
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-zinc-900">{BREAKDOWN_LABELS.avoid}</h3>
        <p className="mt-1 text-sm break-words text-zinc-900">{b.avoid.text}</p>
        <Sources sources={b.avoid.sources} />
      </div>
    </div>
  );
}

/** What the user sees while the model works. */
export function AnalysisSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">Analizando el anuncio con IA…</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-16 w-full" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function ErrorNote({ text }: { text: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

type RunState = { analysis: AdAnalysisView | null; running: boolean; error: string | null };

/** Runs 'Analizar con IA' / 'Volver a analizar' and keeps what the panel shows. */
function useAnalysisRun(adId: string, initial: AdAnalysisView | null) {
  const [state, setState] = useState<RunState>({ analysis: initial, running: false, error: null });
  const run = async (reanalyze: boolean) => {
    setState((s) => ({ ...s, running: true, error: null }));
    try {
      const analysis = await requestAdAnalysis(adId, reanalyze);
      setState({ analysis, running: false, error: null });
    } catch (e) {
      setState((s) => ({ ...s, running: false, error: errorText(e) }));
    }
  };
  return { ...state, run };
}

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
          <Button onClick={() => run(false)} disabled={!configured} aria-describedby={configured ? undefined : `${headingId}-why`}>
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
          <ErrorNote text={error} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * 'Analizar con IA' for any ad the user can see (a card's actions, a product's page): opens a dialog and
 * runs it at once (a stored analysis comes back free).
 */
export function AnalyzeAdButton({ adId, adName, className }: { adId: string; adName: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" size="sm" className={className} onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" />
        Analizar con IA
        <span className="sr-only"> el anuncio de {adName}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
          {open ? <AnalysisDialogBody adId={adId} adName={adName} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function AnalysisDialogBody({ adId, adName }: { adId: string; adName: string }) {
  const { analysis, running, error, run } = useAnalysisRun(adId, null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Análisis con IA</DialogTitle>
        <DialogDescription>Anuncio de {adName || "un anunciante sin nombre"}</DialogDescription>
      </DialogHeader>
      <div aria-busy={running}>
        {running || (!analysis && !error) ? <AnalysisSkeleton /> : null}
        {analysis && !running ? <AnalysisBreakdown analysis={analysis} /> : null}
        {error ? <ErrorNote text={error} /> : null}
        {analysis?.canReanalyze && !running ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => run(true)}>
            <RefreshCw aria-hidden="true" />
            Volver a analizar
          </Button>
        ) : null}
      </div>
    </>
  );
}
