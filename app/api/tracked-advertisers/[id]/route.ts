// PUT /api/tracked-advertisers/{id} — notes, product type, active (pause/resume within the plan's cap).
// DELETE /api/tracked-advertisers/{id} — stop tracking. Another user's row is a 404.
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { updateTrackedSchema } from "@/lib/validation/tracking";
import { deleteTrackedAdvertiser, updateTrackedAdvertiser } from "@/lib/services/tracking/tracked-advertisers";

type Params = { id: string };

const handlePut = userRoute<Params>(async ({ req, params, user }) => {
  const { id } = idParamSchema.parse(params);
  const input = await parseJson(req, updateTrackedSchema);
  return ok({ data: await updateTrackedAdvertiser(user.id, id, input), message: "Seguimiento actualizado" });
});

const handleDelete = userRoute<Params>(async ({ params, user }) => {
  const { id } = idParamSchema.parse(params);
  await deleteTrackedAdvertiser(user.id, id);
  return ok({ message: "Anunciante eliminado del seguimiento" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: handlePut, DELETE: handleDelete });
