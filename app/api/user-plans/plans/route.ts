// GET /api/user-plans/plans — every plan, cheapest first.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { listPlans } from "@/lib/services/billing/list-plans";

const handleGet = userRoute(async () => ok({ plans: await listPlans() }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
