// GET /api/complete-searches/search — the user's saved complete searches by term and country.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { findCompleteSearchesSchema } from "@/lib/validation/complete-searches";
import { findCompleteSearches } from "@/lib/services/complete-searches/complete-searches";

const handleGet = userRoute(async ({ req, user }) =>
  ok({ searches: await findCompleteSearches(user.id, parseQuery(req, findCompleteSearchesSchema)) }),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
