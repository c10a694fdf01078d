// PUT /api/saved-ads/{id} — favourite, collection, tags, notes; DELETE removes it (and its kept files no one else uses).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { updateSavedAdSchema } from "@/lib/validation/saved-ads";
import { deleteSavedAd } from "@/lib/services/saved-ads/delete-saved-ad";
import { updateSavedAd } from "@/lib/services/saved-ads/update-saved-ad";

type Params = { id: string };

const handlePut = userRoute<Params>(async ({ req, user, params }) => {
  const { id } = idParamSchema.parse(params);
  const input = await parseJson(req, updateSavedAdSchema);
  return ok({ savedAd: await updateSavedAd(user.id, id, input), message: "Anuncio actualizado" });
});

const handleDelete = userRoute<Params>(async ({ user, params }) => {
  const { id } = idParamSchema.parse(params);
  await deleteSavedAd(user.id, id);
  return ok({ message: "Anuncio eliminado exitosamente" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: handlePut, DELETE: handleDelete });
