// GET /api/saved-ads — one page of the user's library with its stat cards; POST saves one ad (plan-limited; 409 when already saved).
import { ok, parseJson, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { listSavedAdsSchema, saveAdSchema } from "@/lib/validation/saved-ads";
import { saveAd } from "@/lib/services/saved-ads/save-ad";
import { listSavedAds } from "@/lib/services/saved-ads/list-saved-ads";

const handleGet = userRoute(async ({ req, user }) => {
  const input = parseQuery(req, listSavedAdsSchema);
  return ok(await listSavedAds(user.id, input));
});

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, saveAdSchema);
  return ok({ savedAd: await saveAd(user.id, input), message: "Anuncio guardado exitosamente" }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, POST: handlePost });
