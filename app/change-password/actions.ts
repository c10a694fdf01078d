"use server";

import { signIn } from "@/lib/auth/config";
import { getSessionUser } from "@/lib/auth/session";
import { issueLoginTicket } from "@/lib/auth/tokens";
import { actionError, type ActionResult } from "@/lib/action-result";
import { AppError } from "@/lib/errors";
import { changePassword } from "@/lib/services/auth/sessions";
import { changePasswordFormSchema, type ChangePasswordForm } from "@/lib/validation/auth";

/**
 * Replaces a temporary password. Changing it revokes every session, this cookie included, so a fresh
 * session is started right away: the user stays signed in and lands in the app.
 */
export async function changeTemporaryPasswordAction(input: ChangePasswordForm): Promise<ActionResult> {
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
