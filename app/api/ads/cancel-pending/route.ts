// POST /api/ads/cancel-pending — aborts the user's in-flight upstream work before a new search.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { cancelPending } from "@/lib/services/search/pending";

const handlePost = userRoute(async ({ user }) => ok({ cancelledCount: cancelPending(user.id) }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
