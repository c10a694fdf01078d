// GET /api/feed/unread — the sidebar's unread count.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { countUnread } from "@/lib/services/feed/list-feed";

const handleGet = userRoute(async ({ user }) => ok({ unread: await countUnread(user.id) }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
