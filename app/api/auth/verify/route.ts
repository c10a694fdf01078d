// POST /api/auth/verify — tells whether a stored token is still valid (the client's session restore).
import { ok, parseJson, publicRoute, methods } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { verifyTokenSchema } from "@/lib/validation/auth";
import { readApiToken } from "@/lib/auth/tokens";
import { loadSessionUser } from "@/lib/auth/current-user";
import { getUserProfileOrThrow } from "@/lib/services/auth/serialize-user";

const handlePost = publicRoute(async ({ req }) => {
  const { token } = await parseJson(req, verifyTokenSchema);
  const claims = await readApiToken(token);
  const user = claims && (await loadSessionUser(claims.userId, claims.sessionVersion));
  if (!user) throw new AppError("UNAUTHORIZED", "Token inválido o expirado");
  return ok({ valid: true, user: await getUserProfileOrThrow(user.id) });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
