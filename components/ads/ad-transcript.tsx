"use client";

import { useEffect, useId, useState } from "react";
import { Check, Copy, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchAdTranscript } from "@/lib/client/ad-analysis";
import type { TranscriptState } from "@/lib/services/analysis/fetch-transcript";
import { toast } from "@/lib/toast";

const STATUS_TEXT: Partial<Record<TranscriptState["status"], string>> = {
  absent: "Este video no tiene transcripción disponible en la Biblioteca de Anuncios.",
  error: "No se pudo obtener la transcripción del video. Se intentará de nuevo más tarde.",
  unconfigured:
    "Las transcripciones de video no están disponibles: un administrador debe configurar la clave de ScrapeCreators (SCRAPECREATORS_API_KEY).",
};

/**
 * What a video ad says: folded, with a copy button. A transcript never fetched is fetched once the page
 * has loaded (the provider may take seconds), never during the server render.
 */
export function AdTranscript({ adId, initial }: { adId: string; initial: TranscriptState }) {
  const headingId = useId();
  const [state, setState] = useState(initial);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (initial.status !== "pending") return;
    let live = true;
    fetchAdTranscript(adId)
      .then((s) => live && setState(s))
      .catch(() => live && setState({ status: "error", transcript: null, fetchedAt: null }));
    return () => {
      live = false;
    };
  }, [adId, initial.status]);

  if (state.status === "not_video") return null;
  const copy = async () => {
    if (!state.transcript) return;
    try {
      await navigator.clipboard.writeText(state.transcript);
      setCopied(true);
      toast.success("Transcripción copiada");
    } catch {
      toast.error("No se pudo copiar la transcripción");
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-base font-semibold text-zinc-900">
        <FileText aria-hidden="true" className="size-4 text-brand-600" />
        Lo que dice el video
      </h2>
      {state.status === "pending" ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Buscando la transcripción del video…</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : state.status === "found" && state.transcript ? (
        <details className="group">
          <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 hover:underline">Ver la transcripción</summary>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-zinc-800">{state.transcript}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copiada" : "Copiar transcripción"}
          </Button>
        </details>
      ) : (
        <p className="text-sm text-zinc-700">{STATUS_TEXT[state.status]}</p>
      )}
    </section>
  );
}
