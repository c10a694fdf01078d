import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { blockedFor, recordFailure, registerLimiter, waitText } from "@/lib/rate-limit";
import { findUsableInvitation, redeemInvitation } from "@/lib/services/invitations/redeem-invitation";
import type { RegisterPayload } from "@/lib/validation/auth";

const INVALID_TOKEN = "El token de invitación no es válido";

function invalidToken(): AppError {
  return new AppError("BAD_REQUEST", INVALID_TOKEN, { field: "invitationToken" });
}

/**
 * Creates the account and consumes the invitation in one transaction: a used, unknown or concurrently
 * consumed token rolls the whole registration back, so a token can never open two accounts.
 * Bad tokens are counted per IP, and the (deliberately slow) password hash is only computed for a
 * token that exists, so guessing tokens costs the guesser, not the server.
 */
export async function registerUser(input: RegisterPayload, ip: string | null = null) {
  const limiter = registerLimiter();
  const ipKey = ip ?? "unknown";
  const wait = await blockedFor(limiter, ipKey);
  if (wait > 0) throw new AppError("RATE_LIMITED", `Demasiados intentos de registro. Intenta de nuevo en ${waitText(wait)}.`);

  const usable = await findUsableInvitation(input.invitationToken);
  if (!usable) {
    await recordFailure(limiter, ipKey);
    throw invalidToken();
  }

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash },
        select: { id: true, sessionVersion: true },
      });
      // Re-checked under the write: a concurrent registration may have consumed it since.
      if (!(await redeemInvitation(tx, usable.id, user.id))) throw invalidToken();
      return { userId: user.id, sessionVersion: user.sessionVersion };
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      throw new AppError("CONFLICT", "Ya existe una cuenta con este correo electrónico", { field: "email" });
    }
    throw e;
  }
}
