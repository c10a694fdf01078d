// POST /api/tracked-advertisers/{id}/check — fetch the advertiser's active ads now: previous vs current.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { checkTrackedAdvertiser } from "@/lib/services/tracking/check-tracked";

const handlePost = userRoute<{ id: string }>(async ({ params, user }) => {
  const { id } = idParamSchema.parse(params);
  return ok(await checkTrackedAdvertiser(user.id, id));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
