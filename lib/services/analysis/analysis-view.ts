import "server-only";
import { breakdownSchema, type AdAnalysisView } from "@/lib/analysis/breakdown";

/** What AdAnalysis.result holds: the breakdown, the country 'Qué copiar' was adapted to, and whether the transcript was read. */
export type StoredAnalysis = { breakdown: unknown; country: string | null; usedTranscript: boolean };

type Row = { adId: string; model: string; textHash: string; result: unknown; createdAt: Date };

/** A stored analysis as the API returns it; null when the stored JSON no longer fits the schema. */
export function toAnalysisView(
  row: Row,
  opts: { cached: boolean; isAdmin: boolean; currentTextHash: string | null },
): AdAnalysisView | null {
  const stored = (row.result && typeof row.result === "object" ? row.result : {}) as Partial<StoredAnalysis>;
  const parsed = breakdownSchema.safeParse(stored.breakdown);
  if (!parsed.success) return null;
  return {
    adId: row.adId,
    breakdown: parsed.data,
    country: stored.country ?? null,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    cached: opts.cached,
    canReanalyze: opts.isAdmin || (opts.currentTextHash !== null && opts.currentTextHash !== row.textHash),
    usedTranscript: stored.usedTranscript === true,
  };
}
