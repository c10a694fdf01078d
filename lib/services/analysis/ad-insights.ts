import "server-only";
import type { AdAnalysisView, AnalysisAvailability } from "@/lib/analysis/breakdown";
import { db } from "@/lib/db";
import { findAdAnalysis, analysisAvailability } from "./get-analysis";
import { storedTranscriptState, type TranscriptState } from "./fetch-transcript";

export type AdInsights = { analysis: AdAnalysisView | null; availability: AnalysisAvailability; transcript: TranscriptState };

/**
 * What the ad page shows beside the archive: the stored analysis, whether one can be run, and the video's
 * transcript as stored. Nothing upstream: a transcript never fetched is fetched by the page after it loads.
 */
export async function loadAdInsights(actor: { id: string; role: "admin" | "user" }, adId: string): Promise<AdInsights | null> {
  const row = await db.ad.findUnique({
    where: { id: adId },
    select: { mediaType: true, transcript: true, transcriptStatus: true, transcriptAt: true },
  });
  if (!row) return null;
  const [analysis, availability] = await Promise.all([findAdAnalysis(actor, adId), analysisAvailability(actor.id)]);
  return { analysis, availability, transcript: storedTranscriptState(row) };
}
