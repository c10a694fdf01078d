// POST /api/ads/scrape-advertiser — one page of an advertiser's ads (charged to the quota).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { scrapeAdvertiserSchema } from "@/lib/validation/search";
import { scrapeAdvertiser } from "@/lib/services/advertisers/scrape-advertiser";

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, scrapeAdvertiserSchema);
  return ok(await scrapeAdvertiser(user.id, input));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
