// POST /api/saved-ads — save one ad into the user's library (plan-limited; 409 when already saved).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { saveAdSchema } from "@/lib/validation/saved-ads";
import { saveAd } from "@/lib/services/saved-ads/save-ad";

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, saveAdSchema);
  return ok({ savedAd: await saveAd(user.id, input), message: "Anuncio guardado exitosamente" }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
