// GET /api/auth/me — the signed-in user's profile.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { getUserProfileOrThrow } from "@/lib/services/auth/serialize-user";

const handleGet = userRoute(async ({ user }) => ok({ user: await getUserProfileOrThrow(user.id) }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
