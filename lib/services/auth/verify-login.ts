import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { beginLoginAttempt } from "@/lib/services/auth/throttle";

const INVALID = "Correo electrónico o contraseña incorrectos";

/**
 * Checks e-mail and password, throttled before the hash is computed (see `beginLoginAttempt`):
 * wrong passwords from one address stop that address, never the owner signing in from another.
 */
export async function verifyLogin(input: { email: string; password: string }, ip: string | null) {
  const email = input.email.trim().toLowerCase();
  const attempt = await beginLoginAttempt(email, ip);

  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, sessionVersion: true },
  });
  // An unknown e-mail costs the same hash as a known one, so the reply's timing does not tell them apart.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new AppError("UNAUTHORIZED", INVALID);
  await attempt.succeeded();
  return { userId: user.id, sessionVersion: user.sessionVersion };
}
