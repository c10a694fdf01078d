// POST /api/auth/logout — revokes every token and cookie of the user.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { revokeSessions } from "@/lib/services/auth/sessions";

const handlePost = userRoute(async ({ user }) => {
  await revokeSessions(user.id);
  return ok({ message: "Sesión cerrada exitosamente" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
