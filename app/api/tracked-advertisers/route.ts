// POST /api/tracked-advertisers — start following an advertiser (plan-limited; 409 when already followed).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { trackAdvertiserSchema } from "@/lib/validation/tracking";
import { trackAdvertiser } from "@/lib/services/tracking/track-advertiser";

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, trackAdvertiserSchema);
  return ok({ data: await trackAdvertiser(user.id, input), message: "¡Anunciante agregado al seguimiento exitosamente!" }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
