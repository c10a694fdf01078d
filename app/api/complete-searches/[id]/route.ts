// GET /api/complete-searches/{id} — reload a saved search (free); DELETE removes it.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { completeSearchPageSchema, idParamSchema } from "@/lib/validation/complete-searches";
import { deleteCompleteSearch, getCompleteSearchPage } from "@/lib/services/complete-searches/complete-searches";

type Params = { id: string };

const handleGet = userRoute<Params>(async ({ req, user, params }) => {
  const { id } = idParamSchema.parse(params);
  const { page, limit } = parseQuery(req, completeSearchPageSchema);
  return ok(await getCompleteSearchPage(user.id, id, page, limit));
});

const handleDelete = userRoute<Params>(async ({ user, params }) => {
  const { id } = idParamSchema.parse(params);
  await deleteCompleteSearch(user.id, id);
  return ok({ message: "Búsqueda eliminada" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, DELETE: handleDelete });
