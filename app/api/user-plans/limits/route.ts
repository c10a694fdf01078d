// GET /api/user-plans/limits — whether a search of `estimatedAds` (default 20) fits this month's quota.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { getLimits } from "@/lib/services/billing/get-usage";
import { limitsQuerySchema } from "@/lib/validation/usage";

const handleGet = userRoute(async ({ req, user }) => {
  const { estimatedAds } = parseQuery(req, limitsQuerySchema);
  return ok(await getLimits(user.id, estimatedAds));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
