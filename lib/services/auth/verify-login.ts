import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { blockedFor, clearFailures, loginLimiters, recordFailure, waitText } from "@/lib/rate-limit";
import type { LoginInput } from "@/lib/validation/auth";

const INVALID = "Correo electrónico o contraseña incorrectos";

function tooMany(seconds: number): AppError {
  return new AppError("RATE_LIMITED", `Demasiados intentos de inicio de sesión. Intenta de nuevo en ${waitText(seconds)}.`);
}

/**
 * Checks e-mail and password, throttled per e-mail and per IP: a burst of wrong passwords is refused
 * with 429 until the window passes, and a success clears the e-mail's counter.
 */
export async function verifyLogin(input: { email: string; password: string }, ip: string | null) {
  const email = input.email.trim().toLowerCase();
  const limiters = loginLimiters();
  const ipKey = ip ?? "unknown";
  const wait = Math.max(await blockedFor(limiters.email, email), await blockedFor(limiters.ip, ipKey));
  if (wait > 0) throw tooMany(wait);

  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, sessionVersion: true },
  });
  // An unknown e-mail costs the same hash as a known one, so the reply's timing does not tell them apart.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    await Promise.all([recordFailure(limiters.email, email), recordFailure(limiters.ip, ipKey)]);
    throw new AppError("UNAUTHORIZED", INVALID);
  }
  await clearFailures(limiters.email, email);
  return { userId: user.id, sessionVersion: user.sessionVersion };
}

export type { LoginInput };
