// POST /api/ads/advertiser-stats — an advertiser's active ads in a country (cached, shared).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { advertiserStatsSchema } from "@/lib/validation/search";
import { getActiveAdsCount } from "@/lib/services/advertisers/active-ads-count";
import { trackPending } from "@/lib/services/search/pending";

const handlePost = userRoute(async ({ req, user }) => {
  const { pageId, country } = await parseJson(req, advertiserStatsSchema);
  const pending = trackPending(user.id);
  try {
    return ok(await getActiveAdsCount(user.id, pageId, country, { signal: pending.signal }));
  } finally {
    pending.done();
  }
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
