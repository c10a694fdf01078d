// GET /api/saved-ads/collections — the user's collections: [{ name, count, lastAdded }].
import { ok, userRoute, methods } from "@/lib/api/handler";
import { listCollections } from "@/lib/services/saved-ads/collections";

const handleGet = userRoute(async ({ user }) => ok({ collections: await listCollections(user.id) }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
