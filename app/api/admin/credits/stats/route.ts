// GET /api/admin/credits/stats — the credit cards, summed from the usage ledger.
import { adminRoute, ok, methods } from "@/lib/api/handler";
import { getCreditStats } from "@/lib/services/admin/credits";

const handleGet = adminRoute(async () => ok({ data: await getCreditStats() }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
