// GET /api/suggestions/health — which source would answer suggestions now, without calling the model.
import { ok, userRoute } from "@/lib/api/handler";
import { suggestionsStatus } from "@/lib/ai/suggestions";

export const GET = userRoute(async () => ok({ status: "ok", ...suggestionsStatus() }));
