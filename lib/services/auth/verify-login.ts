import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { verifyPassword } from "@/lib/auth/password";
import { blockedFor, loginLimiters, recordFailure } from "@/lib/rate-limit";
import type { LoginInput } from "@/lib/validation/auth";

const INVALID = "Correo electrónico o contraseña incorrectos";

function tooMany(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} segundos` : `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
  return new AppError("RATE_LIMITED", `Demasiados intentos de inicio de sesión. Intenta de nuevo en ${wait}.`);
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
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user || !ok) {
    await Promise.all([recordFailure(limiters.email, email), recordFailure(limiters.ip, ipKey)]);
    throw new AppError("UNAUTHORIZED", INVALID);
  }
  await limiters.email.delete(email);
  return { userId: user.id, sessionVersion: user.sessionVersion };
}

export type { LoginInput };
