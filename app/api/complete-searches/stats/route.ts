// GET /api/complete-searches/stats — savings, overview and tops of the 'Análisis y Ahorros' screen.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { completeSearchStats } from "@/lib/services/complete-searches/complete-search-stats";

const handleGet = userRoute(async ({ user }) => ok(await completeSearchStats(user.id)));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
