// GET /api/suggestions/health — which source would answer suggestions now, without calling the model.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { suggestionsStatus } from "@/lib/services/suggestions/model";

const handleGet = userRoute(async () => ok({ status: "ok", ...suggestionsStatus() }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
