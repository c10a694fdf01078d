import "server-only";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { beginRegistrationAttempt } from "@/lib/services/auth/throttle";
import { findUsableInvitation, redeemInvitation } from "@/lib/services/invitations/redeem-invitation";
import type { RegisterPayload } from "@/lib/validation/auth";

const INVALID_TOKEN = "El token de invitación no es válido";

function invalidToken(): AppError {
  return new AppError("BAD_REQUEST", INVALID_TOKEN, { field: "invitationToken" });
}

/**
 * Creates the account and consumes the invitation in one transaction: a used, unknown or concurrently
 * consumed token rolls the whole registration back, so a token can never open two accounts.
 * An invitation bound to an e-mail registers only that e-mail. An e-mail that already has an account
 * gets the very answer an unusable token gets and consumes nothing, so holding an invitation is no way
 * to learn who has an account (the failure also counts against the address's registration budget).
 * Every attempt is counted per address before the token is looked up and given back on success, so
 * only failures add up; the (deliberately slow) password hash is only computed for a token that
 * exists, so guessing tokens costs the guesser, not the server.
 */
export async function registerUser(input: RegisterPayload, ip: string | null = null) {
  const attempt = await beginRegistrationAttempt(ip);

  const usable = await findUsableInvitation(input.invitationToken);
  if (!usable || (usable.email !== null && usable.email !== input.email)) throw invalidToken();
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw invalidToken();

  const passwordHash = await hashPassword(input.password);
  try {
    const claims = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash },
        select: { id: true, sessionVersion: true },
      });
      // Re-checked under the write: a concurrent registration may have consumed it since.
      if (!(await redeemInvitation(tx, usable.id, user.id))) throw invalidToken();
      return { userId: user.id, sessionVersion: user.sessionVersion };
    });
    await attempt.succeeded();
    return claims;
  } catch (e) {
    // The same e-mail registered a moment ago by another request: answered as above.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw invalidToken();
    throw e;
  }
}
