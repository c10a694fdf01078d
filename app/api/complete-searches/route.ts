// GET /api/complete-searches — the user's saved complete searches; POST saves one by hand.
import { ok, parseJson, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { createCompleteSearchSchema, listCompleteSearchesSchema } from "@/lib/validation/complete-searches";
import { createCompleteSearch, listCompleteSearches } from "@/lib/services/complete-searches/complete-searches";

const handleGet = userRoute(async ({ req, user }) => {
  const { limit } = parseQuery(req, listCompleteSearchesSchema);
  return ok({ searches: await listCompleteSearches(user.id, limit) });
});

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, createCompleteSearchSchema);
  return ok({ search: await createCompleteSearch(user.id, input), message: "Búsqueda guardada" }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, POST: handlePost });
