// POST /api/suggestions — Spanish Ad Library keywords for a product idea (from the AI model or the local suggester).
import { ok, parseJson, userRoute } from "@/lib/api/handler";
import { suggestKeywords } from "@/lib/ai/suggestions";
import { suggestionsRequestSchema } from "@/lib/validation/suggestions";

export const POST = userRoute(async ({ req }) => {
  const { idea } = await parseJson(req, suggestionsRequestSchema);
  return ok(await suggestKeywords(idea));
});
