// GET /api/user-plans/usage — the usage card's figures (polled every 30 s).
import { ok, userRoute } from "@/lib/api/handler";
import { getUsage } from "@/lib/services/usage/get-usage";

export const GET = userRoute(async ({ user }) => ok({ usage: await getUsage(user.id) }));
