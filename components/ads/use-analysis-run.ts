import { useState } from "react";
import type { AdAnalysisView } from "@/lib/analysis/breakdown";
import { ApiError } from "@/lib/api/client";
import { requestAdAnalysis } from "@/lib/client/ad-analysis";

const GENERIC_ERROR = "No se pudo analizar el anuncio. Intenta de nuevo en unos minutos. No se te cobró nada.";

function errorText(e: unknown): string {
  return e instanceof ApiError && e.serverError ? e.serverError : GENERIC_ERROR;
}

type RunState = { analysis: AdAnalysisView | null; running: boolean; error: string | null };

/** Runs 'Analizar con IA' / 'Volver a analizar' and keeps what the ad page's section or a card's dialog shows. */
export function useAnalysisRun(adId: string, initial: AdAnalysisView | null) {
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
