// GET /api/tracked-advertisers — the user's trackings (page, limit, active) with their daily points.
// POST /api/tracked-advertisers — start following an advertiser (plan-limited; 409 when already followed).
import { ok, parseJson, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { listTrackedQuerySchema, trackAdvertiserSchema } from "@/lib/validation/tracking";
import { trackAdvertiser } from "@/lib/services/tracking/track-advertiser";
import { listTrackedAdvertisers } from "@/lib/services/tracking/tracked-advertisers";

const handleGet = userRoute(async ({ req, user }) => ok(await listTrackedAdvertisers(user.id, parseQuery(req, listTrackedQuerySchema))));

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, trackAdvertiserSchema);
  return ok({ data: await trackAdvertiser(user.id, input), message: "¡Anunciante agregado al seguimiento exitosamente!" }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, POST: handlePost });
