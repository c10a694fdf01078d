import { api, type Ok } from "@/lib/api/client";
import type { AdAnalysisView } from "@/lib/analysis/breakdown";
import type { TranscriptState } from "@/lib/services/analysis/fetch-transcript";

const analysisPath = (adId: string) => `/api/ads/${encodeURIComponent(adId)}/analysis`;

/** 'Analizar con IA' (or 'Volver a analizar'): the stored analysis, or a new one. */
export async function requestAdAnalysis(adId: string, reanalyze = false): Promise<AdAnalysisView> {
  const reply = await api.post<Ok<{ analysis: AdAnalysisView }>>(analysisPath(adId), { reanalyze });
  return reply.analysis;
}

/** A video ad's transcript: fetched from the provider the first time (it may spend a credit). */
export async function fetchAdTranscript(adId: string): Promise<TranscriptState> {
  const reply = await api.get<Ok<{ transcript: TranscriptState }>>(`/api/ads/${encodeURIComponent(adId)}/transcript`);
  return reply.transcript;
}
