// GET /api/ads/{id}/analysis — the stored 'Analizar con IA' breakdown, or 404; POST runs it (or returns the stored one).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { analyzeAd } from "@/lib/services/analysis/analyze-ad";
import { getAdAnalysisOrThrow } from "@/lib/services/analysis/get-analysis";
import { analyzeAdSchema } from "@/lib/validation/analysis";
import { idParamSchema } from "@/lib/validation/primitives";

const handleGet = userRoute<{ id: string }>(async ({ params, user }) =>
  ok({ analysis: await getAdAnalysisOrThrow(user, idParamSchema.parse(params).id) }),
);

const handlePost = userRoute<{ id: string }>(async ({ req, params, user }) => {
  const { id } = idParamSchema.parse(params);
  const { reanalyze } = await parseJson(req, analyzeAdSchema);
  return ok({ analysis: await analyzeAd(user, id, { reanalyze }) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, POST: handlePost });
