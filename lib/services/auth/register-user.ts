import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { hashInvitationToken } from "@/lib/services/invitations/token";
import type { RegisterPayload } from "@/lib/validation/auth";

const INVALID_TOKEN = "El token de invitación no es válido";

/**
 * Creates the account and consumes the invitation in one transaction: a used, unknown or concurrently
 * consumed token rolls the whole registration back, so a token can never open two accounts.
 */
export async function registerUser(input: RegisterPayload) {
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashInvitationToken(input.invitationToken);
  try {
    return await db.$transaction(async (tx) => {
      const invitation = await tx.invitation.findUnique({ where: { tokenHash }, select: { id: true, usedAt: true } });
      if (!invitation || invitation.usedAt) throw new AppError("BAD_REQUEST", INVALID_TOKEN, { field: "invitationToken" });
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash },
        select: { id: true, sessionVersion: true },
      });
      const consumed = await tx.invitation.updateMany({
        where: { id: invitation.id, usedAt: null },
        data: { usedAt: new Date(), usedById: user.id },
      });
      if (consumed.count !== 1) throw new AppError("BAD_REQUEST", INVALID_TOKEN, { field: "invitationToken" });
      return { userId: user.id, sessionVersion: user.sessionVersion };
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      throw new AppError("CONFLICT", "Ya existe una cuenta con este correo electrónico", { field: "email" });
    }
    throw e;
  }
}
