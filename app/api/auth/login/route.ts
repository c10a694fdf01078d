// POST /api/auth/login — e-mail + password → bearer token and user (rate-limited per e-mail and IP).
import { clientIp, ok, parseJson, publicRoute, methods } from "@/lib/api/handler";
import { loginSchema } from "@/lib/validation/auth";
import { verifyLogin } from "@/lib/services/auth/verify-login";
import { issueApiToken } from "@/lib/auth/tokens";
import { getUserProfileOrThrow } from "@/lib/services/auth/serialize-user";

const handlePost = publicRoute(async ({ req }) => {
  const input = await parseJson(req, loginSchema);
  const claims = await verifyLogin(input, clientIp(req));
  const [token, user] = await Promise.all([issueApiToken(claims), getUserProfileOrThrow(claims.userId)]);
  return ok({ token, user, message: "Inicio de sesión exitoso" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
