import "server-only";
import type { AdAnalysisView, AnalysisAvailability } from "@/lib/analysis/breakdown";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { analysisAllowance } from "./analysis-quota";
import { adTexts, analysedTextHash, AD_NOT_ARCHIVED } from "./analysis-input";
import { analysisConfigured, analysisModelVersion } from "./analysis-model";
import { toAnalysisView } from "./analysis-view";

export const NO_ANALYSIS = "Este anuncio todavía no tiene análisis con IA";

type Actor = { id: string; role: "admin" | "user" };

/** The stored analysis of an archived ad for the current model version, or null (never calls the model). */
export async function findAdAnalysis(actor: Actor, adId: string): Promise<AdAnalysisView | null> {
  const ad = await db.ad.findUnique({
    where: { id: adId },
    select: { bodies: true, linkTitles: true, linkDescriptions: true, linkCaptions: true, transcript: true },
  });
  if (!ad) throw new AppError("NOT_FOUND", AD_NOT_ARCHIVED);
  const row = await db.adAnalysis.findUnique({ where: { adId_model: { adId, model: analysisModelVersion() } } });
  if (!row) return null;
  return toAnalysisView(row, {
    cached: true,
    isAdmin: actor.role === "admin",
    currentTextHash: analysedTextHash(adTexts(ad), ad.transcript),
  });
}

/** GET /api/ads/{id}/analysis: the stored analysis, or a 404 when there is none yet. */
export async function getAdAnalysisOrThrow(actor: Actor, adId: string): Promise<AdAnalysisView> {
  const view = await findAdAnalysis(actor, adId);
  if (!view) throw new AppError("NOT_FOUND", NO_ANALYSIS);
  return view;
}

/** What the 'Analizar con IA' button needs before any click: whether a model is configured, and the cap. */
export async function analysisAvailability(userId: string): Promise<AnalysisAvailability> {
  const allowance = await analysisAllowance(db, userId);
  return { configured: analysisConfigured(), remaining: allowance.remaining, limit: allowance.limit };
}
