// GET /api/tracked-advertisers/stats — totals, per product type, top categories and recent activity.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { getTrackingStats } from "@/lib/services/tracking/tracked-advertisers";

const handleGet = userRoute(async ({ user }) => ok({ stats: await getTrackingStats(user.id) }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
