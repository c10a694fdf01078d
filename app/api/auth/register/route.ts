// POST /api/auth/register — creates an account with a single-use invitation token.
import { clientIp, ok, parseJson, publicRoute, methods } from "@/lib/api/handler";
import { registerPayloadSchema } from "@/lib/validation/auth";
import { registerUser } from "@/lib/services/auth/register-user";
import { issueApiToken } from "@/lib/auth/tokens";
import { getUserProfileOrThrow } from "@/lib/services/auth/serialize-user";

const handlePost = publicRoute(async ({ req }) => {
  const input = await parseJson(req, registerPayloadSchema);
  const claims = await registerUser(input, clientIp(req));
  const [token, user] = await Promise.all([issueApiToken(claims), getUserProfileOrThrow(claims.userId)]);
  return ok({ message: "Usuario registrado exitosamente", token, user }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
