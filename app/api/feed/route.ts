// GET /api/feed?cursor=… — the user's 'Novedades', newest first, with the unread count.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { feedQuerySchema } from "@/lib/validation/watches";
import { listFeed } from "@/lib/services/feed/list-feed";

const handleGet = userRoute(async ({ req, user }) => ok(await listFeed(user.id, parseQuery(req, feedQuerySchema))));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
