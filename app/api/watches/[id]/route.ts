// PATCH /api/watches/{id} — rename, frequency, minimum score, channels, pause or resume.
// DELETE /api/watches/{id} — delete the watch. Another user's watch is a 404.
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { updateWatchSchema } from "@/lib/validation/watches";
import { deleteWatch, updateWatch } from "@/lib/services/watches/update-watch";

type Params = { id: string };

const handlePatch = userRoute<Params>(async ({ req, params, user }) => {
  const { id } = idParamSchema.parse(params);
  const input = await parseJson(req, updateWatchSchema);
  return ok({ watch: await updateWatch(user.id, id, input), message: "Vigilancia actualizada" });
});

const handleDelete = userRoute<Params>(async ({ params, user }) => {
  const { id } = idParamSchema.parse(params);
  await deleteWatch(user.id, id);
  return ok({ ok: true, message: "Vigilancia eliminada" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PATCH: handlePatch, DELETE: handleDelete });
