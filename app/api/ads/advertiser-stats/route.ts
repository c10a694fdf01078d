// POST /api/ads/advertiser-stats — an advertiser's active ads in a country (cached, shared), and its ads' scores now.
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { advertiserStatsSchema } from "@/lib/validation/search";
import { advertiserStats } from "@/lib/services/advertisers/advertiser-stats";
import { trackPending } from "@/lib/services/search/pending";

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, advertiserStatsSchema);
  const pending = trackPending(user.id);
  try {
    return ok(await advertiserStats(user.id, input, { signal: pending.signal }));
  } finally {
    pending.done();
  }
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
