// GET /api/search-history/stats — summary, top terms and countries, and searches per day over a period.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { historyStatsSchema } from "@/lib/validation/search-history";
import { searchHistoryStats } from "@/lib/services/history/search-history";

const handleGet = userRoute(async ({ req, user }) => {
  const { period } = parseQuery(req, historyStatsSchema);
  return ok(await searchHistoryStats(user.id, period));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
