// GET /api/user-plans/plans — every plan, cheapest first.
import { ok, userRoute } from "@/lib/api/handler";
import { listPlans } from "@/lib/services/plans/list-plans";

export const GET = userRoute(async () => ok({ plans: await listPlans() }));
