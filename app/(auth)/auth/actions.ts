"use server";

import { headers } from "next/headers";
import { signIn } from "@/lib/auth/config";
import { env } from "@/lib/env";
import { clientIpFrom } from "@/lib/request-ip";
import { issueLoginTicket, type TokenClaims } from "@/lib/auth/tokens";
import { actionError, type ActionResult } from "@/lib/action-result";
import { loginSchema, registerSchema, type LoginInput, type RegisterInput } from "@/lib/validation/auth";
import { verifyLogin } from "@/lib/services/auth/verify-login";
import { registerUser } from "@/lib/services/auth/register-user";

async function requestIp(): Promise<string | null> {
  return clientIpFrom(await headers(), env().TRUSTED_PROXY_HOPS);
}

async function startSession(claims: TokenClaims): Promise<void> {
  await signIn("credentials", { ticket: await issueLoginTicket(claims), redirect: false });
}

export async function loginAction(input: LoginInput): Promise<ActionResult> {
  try {
    const parsed = loginSchema.parse(input);
    await startSession(await verifyLogin(parsed, await requestIp()));
    return { ok: true };
  } catch (e) {
    return actionError(e, "Error al iniciar sesión");
  }
}

export async function registerAction(input: RegisterInput): Promise<ActionResult> {
  try {
    const { name, email, password, invitationToken } = registerSchema.parse(input);
    await startSession(await registerUser({ name, email, password, invitationToken }, await requestIp()));
    return { ok: true };
  } catch (e) {
    return actionError(e, "Error al crear la cuenta");
  }
}
