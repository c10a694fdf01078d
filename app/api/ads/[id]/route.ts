// GET /api/ads/{id} — an archived ad's page: timeline, variants, countries, media, the advertiser's other ads.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { userTimeZone } from "@/lib/time-zone";
import { idParamSchema } from "@/lib/validation/primitives";
import { getArchivedAdPage } from "@/lib/services/archive/archived-ad-page";

// The daily points are the user's days: the zone every screen of theirs uses, kept on their row.
const handleGet = userRoute<{ id: string }>(async ({ params, user }) =>
  ok(await getArchivedAdPage(user.id, idParamSchema.parse(params).id, userTimeZone(user, env().APP_TIMEZONE))),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
