// GET /api/search/multiple-pages — several pages of an Ad Library URL's search in one call.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { multiplePagesSchema } from "@/lib/validation/search";
import { searchMultiplePages } from "@/lib/services/search/multiple-pages";

export const maxDuration = 300;

const handleGet = userRoute(
  async ({ req, user }) => {
    const { initialUrl, maxPages } = parseQuery(req, multiplePagesSchema);
    return ok(await searchMultiplePages(user.id, initialUrl, maxPages));
    // Spends quota and calls upstream: a link on another site must not trigger it with the cookie.
  },
  { sameOrigin: true },
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
