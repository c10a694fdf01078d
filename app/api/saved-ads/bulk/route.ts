// POST /api/saved-ads/bulk — save many ads with defaults; replies how many were saved and skipped (already saved).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { bulkSaveSchema } from "@/lib/validation/saved-ads";
import { bulkSaveAds } from "@/lib/services/saved-ads/save-ad";

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, bulkSaveSchema);
  const result = await bulkSaveAds(user.id, input);
  return ok({ ...result, message: `${result.saved} anuncios guardados, ${result.skipped} ya estaban guardados` }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
