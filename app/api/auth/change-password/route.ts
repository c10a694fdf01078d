// PUT /api/auth/change-password — checks the current password; revokes old sessions, returns a fresh token.
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { changePasswordSchema } from "@/lib/validation/auth";
import { changePassword } from "@/lib/services/auth/sessions";
import { issueApiToken } from "@/lib/auth/tokens";

const handlePut = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, changePasswordSchema);
  const claims = await changePassword(user.id, input);
  return ok({ message: "Contraseña cambiada exitosamente", token: await issueApiToken(claims) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: handlePut });
