// POST /api/auth/logout — revokes every token and cookie of the user.
import { ok, userRoute } from "@/lib/api/handler";
import { revokeSessions } from "@/lib/services/auth/sessions";

export const POST = userRoute(async ({ user }) => {
  await revokeSessions(user.id);
  return ok({ message: "Sesión cerrada exitosamente" });
});
