// POST /api/search — one page of ads for the search params, charged to the user's monthly quota.
import { okJsonBytes, parseJson, userRoute, methods } from "@/lib/api/handler";
import { searchRequestSchema } from "@/lib/validation/search";
import { searchAds } from "@/lib/services/search/search-ads";
import { searchReplyJson } from "@/lib/services/search/reply-json";

export const maxDuration = 300;

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, searchRequestSchema);
  return okJsonBytes(searchReplyJson(await searchAds(user.id, input)));
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
