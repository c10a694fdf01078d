import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { ChangePasswordInput } from "@/lib/validation/auth";

/** Revokes every token and cookie of the user (they carry the old sessionVersion). */
export async function revokeSessions(userId: string): Promise<number> {
  const u = await db.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  return u.sessionVersion;
}

/** Changes the password after checking the current one, and revokes the other sessions. */
export async function changePassword(userId: string, input: ChangePasswordInput) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", "La contraseña actual es incorrecta", { field: "currentPassword" });
  }
  const updated = await db.user.update({
    where: { id: userId },
    data: {
      passwordHash: await hashPassword(input.newPassword),
      mustChangePassword: false,
      sessionVersion: { increment: 1 },
    },
    select: { sessionVersion: true },
  });
  return { userId, sessionVersion: updated.sessionVersion };
}
