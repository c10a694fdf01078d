// GET /api/admin/credits/users — users by credits: month, total, plan and last use, from the ledger.
import { adminRoute, ok, methods } from "@/lib/api/handler";
import { getCreditUsers } from "@/lib/services/admin/credits";

const handleGet = adminRoute(async () => ok({ data: { users: await getCreditUsers() } }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
