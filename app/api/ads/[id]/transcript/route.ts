// GET /api/ads/{id}/transcript — a video ad's transcript: the stored one, or fetched now from the provider (1 credit when found).
import { errorJson, ok, userRoute, methods } from "@/lib/api/handler";
import { ensureTranscript } from "@/lib/services/analysis/fetch-transcript";
import { AD_NOT_ARCHIVED } from "@/lib/services/analysis/analysis-input";
import { idParamSchema } from "@/lib/validation/primitives";

const handleGet = userRoute<{ id: string }>(
  async ({ params, user }) => {
    const state = await ensureTranscript(idParamSchema.parse(params).id, user.id);
    if (!state) return errorJson("NOT_FOUND", AD_NOT_ARCHIVED, 404);
    return ok({ transcript: state });
  },
  // It may spend a provider credit: a cross-site request riding the cookie is refused as for a POST.
  { sameOrigin: true },
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
