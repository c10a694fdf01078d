// GET /api/auth/me — the signed-in user's profile.
import { ok, userRoute } from "@/lib/api/handler";
import { getUserProfileOrThrow } from "@/lib/services/auth/serialize-user";

export const GET = userRoute(async ({ user }) => ok({ user: await getUserProfileOrThrow(user.id) }));
