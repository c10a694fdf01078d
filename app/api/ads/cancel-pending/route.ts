// POST /api/ads/cancel-pending — aborts the user's in-flight upstream work before a new search.
import { ok, userRoute } from "@/lib/api/handler";
import { cancelPending } from "@/lib/services/search/pending";

export const POST = userRoute(async ({ user }) => ok({ cancelledCount: cancelPending(user.id) }));
