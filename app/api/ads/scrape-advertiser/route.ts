// POST /api/ads/scrape-advertiser — one page of an advertiser's ads (charged to the quota).
import { ok, parseJson, userRoute } from "@/lib/api/handler";
import { scrapeAdvertiserSchema } from "@/lib/validation/search";
import { scrapeAdvertiser } from "@/lib/services/advertisers/scrape-advertiser";

export const POST = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, scrapeAdvertiserSchema);
  return ok(await scrapeAdvertiser(user.id, input));
});
