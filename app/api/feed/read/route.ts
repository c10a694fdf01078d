// POST /api/feed/read — mark some entries ({ ids }) or all ({ all: true }) read; replies with the unread count.
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { markFeedReadSchema } from "@/lib/validation/watches";
import { markFeedRead } from "@/lib/services/feed/mark-read";

const handlePost = userRoute(async ({ req, user }) => ok(await markFeedRead(user.id, await parseJson(req, markFeedReadSchema))));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
