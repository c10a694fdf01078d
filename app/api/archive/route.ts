// GET /api/archive — every ad the product has seen, searched without spending quota.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { archiveSearchSchema } from "@/lib/validation/archive";
import { searchArchive } from "@/lib/services/archive/search-archive";

const handleGet = userRoute(async ({ req, user }) => ok(await searchArchive(user.id, parseQuery(req, archiveSearchSchema))));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
