// GET /api/user-plans/usage — the usage card's figures (polled every 30 s).
import { ok, userRoute, methods } from "@/lib/api/handler";
import { getUsage } from "@/lib/services/billing/get-usage";

const handleGet = userRoute(async ({ user }) => ok({ usage: await getUsage(user.id) }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
