"use client";

// What 'Analizar con IA' shows, wherever it runs (the ad page's section, a card's dialog): the breakdown,
// the skeleton while the model works, and a failure's message.
import { AlertCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdAnalysisView } from "@/lib/analysis/breakdown";
import { BREAKDOWN_LABELS, SOURCE_LABELS, type Source } from "@/lib/analysis/labels";
import { formatDateTime } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { countryName } from "@/lib/providers/catalog";

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
  const timeZone = useTimeZone();
  const b = analysis.breakdown;
  return (
    <div className="space-y-4">
      <p className="text-xs text-muted-foreground">
        Análisis del {formatDateTime(analysis.createdAt, timeZone)}
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

/** A failed run's Spanish message (the server's, which says nothing was charged). */
export function AnalysisError({ text }: { text: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
