// POST /api/suggestions — Spanish Ad Library keywords for a product idea (from the AI model or the local suggester).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { suggestKeywords } from "@/lib/services/suggestions/suggest-keywords";
import { suggestionsRequestSchema } from "@/lib/validation/suggestions";

const handlePost = userRoute(async ({ req }) => {
  const { idea } = await parseJson(req, suggestionsRequestSchema);
  return ok(await suggestKeywords(idea));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
