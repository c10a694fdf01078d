"use server";

import { signIn, signOut } from "@/lib/auth/config";
import { getSessionUser } from "@/lib/auth/session";
import { issueLoginTicket } from "@/lib/auth/tokens";
import { actionError, type ActionResult } from "@/lib/action-result";
import { AppError } from "@/lib/errors";
import { changePassword, revokeSessions } from "@/lib/services/auth/sessions";
import { changePasswordFormSchema, type ChangePasswordForm } from "@/lib/validation/auth";

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

/**
 * The browser's one way to change the signed-in user's password (the temporary one on /change-password, or
 * their own in Configuración › Seguridad). Changing it revokes every session, this cookie included, so a fresh
 * session is started right away: the user stays signed in. API clients use PUT /api/auth/change-password.
 */
export async function changePasswordAction(input: ChangePasswordForm): Promise<ActionResult> {
  try {
    const user = await getSessionUser();
    if (!user) throw new AppError("UNAUTHORIZED", "No autorizado. Inicia sesión para continuar.");
    const { currentPassword, newPassword } = changePasswordFormSchema.parse(input);
    const claims = await changePassword(user.id, { currentPassword, newPassword });
    await signIn("credentials", { ticket: await issueLoginTicket(claims), redirect: false });
    return { ok: true };
  } catch (e) {
    return actionError(e, "Error al cambiar contraseña");
  }
}
