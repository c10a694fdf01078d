"use server";

import { signOut } from "@/lib/auth/config";
import { getSessionUser } from "@/lib/auth/session";
import { actionError, type ActionResult } from "@/lib/action-result";
import { revokeSessions } from "@/lib/services/auth/sessions";

/** Signs out everywhere: the cookie is cleared here and every other token is revoked. */
export async function logoutAction(): Promise<ActionResult> {
  try {
    const user = await getSessionUser();
    if (user) await revokeSessions(user.id);
    await signOut({ redirect: false });
    return { ok: true };
  } catch (e) {
    return actionError(e, "Error al cerrar sesión");
  }
}
