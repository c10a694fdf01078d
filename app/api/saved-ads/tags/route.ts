// GET /api/saved-ads/tags — the user's tags: [{ name, count }].
import { ok, userRoute, methods } from "@/lib/api/handler";
import { listTags } from "@/lib/services/saved-ads/tags";

const handleGet = userRoute(async ({ user }) => ok({ tags: await listTags(user.id) }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
