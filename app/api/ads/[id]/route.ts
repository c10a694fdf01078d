// GET /api/ads/{id} — an archived ad's page: timeline, variants, countries, media, the advertiser's other ads.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { getArchivedAdPage } from "@/lib/services/archive/archived-ad-page";

const handleGet = userRoute<{ id: string }>(async ({ params, user }) =>
  ok(await getArchivedAdPage(user.id, idParamSchema.parse(params).id)),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
