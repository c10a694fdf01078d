// GET /api/watches — the user's watches and the plan's watch limits.
// POST /api/watches — watch a search's params or a saved complete search (plan-limited).
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { createWatchSchema } from "@/lib/validation/watches";
import { createWatch } from "@/lib/services/watches/create-watch";
import { listWatches } from "@/lib/services/watches/list-watches";

const handleGet = userRoute(async ({ user }) => ok(await listWatches(user.id)));

const handlePost = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, createWatchSchema);
  return ok({ watch: await createWatch(user.id, input), message: "Vigilancia creada" }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, POST: handlePost });
