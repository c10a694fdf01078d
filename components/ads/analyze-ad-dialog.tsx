"use client";

// 'Analizar con IA' from a card: the dialog analyze-ad-button.tsx loads on the first click, not with the
// cards (docs/benchmarks.md §3).
import { useEffect, useRef } from "react";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AnalysisBreakdown, AnalysisError, AnalysisSkeleton } from "./analysis-breakdown";
import { useAnalysisRun } from "./use-analysis-run";

/** Runs the analysis each time it opens (a stored analysis comes back free) and shows the breakdown. */
export function AnalyzeAdDialog({
  adId,
  adName,
  open,
  onOpenChange,
  trigger,
}: {
  adId: string;
  adName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: opened from state, with no Radix Trigger, the focus would drop on <body>. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90dvh] max-w-2xl overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {open ? <AnalysisDialogBody adId={adId} adName={adName} /> : null}
      </DialogContent>
    </Dialog>
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
        {error ? <AnalysisError text={error} /> : null}
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
