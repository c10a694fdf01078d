// GET /api/search/multiple-pages — several pages of an Ad Library URL's search in one call.
import { ok, parseQuery, userRoute } from "@/lib/api/handler";
import { multiplePagesSchema } from "@/lib/validation/search";
import { searchMultiplePages } from "@/lib/services/search/multiple-pages";

export const maxDuration = 300;

export const GET = userRoute(async ({ req, user }) => {
  const { initialUrl, maxPages } = parseQuery(req, multiplePagesSchema);
  return ok(await searchMultiplePages(user.id, initialUrl, maxPages));
});
