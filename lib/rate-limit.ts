import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "@/lib/db";
import { env } from "@/lib/env";

// Counters live in PostgreSQL so every web node shares them (architecture: scale-out).
type Limiter = InstanceType<typeof RateLimiterPostgres>;
const limiters = new Map<string, Limiter>();

function limiter(prefix: string, points: number, duration: number): Limiter {
  const id = `${prefix}:${points}:${duration}`;
  let l = limiters.get(id);
  if (!l) {
    l = new RateLimiterPostgres({
      storeClient: pgPool(),
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: prefix,
      points,
      duration,
    });
    limiters.set(id, l);
  }
  return l;
}

/** Failed-login counters per e-mail and per IP, with the window from the environment. */
export function loginLimiters() {
  const e = env();
  return {
    email: limiter("login_email", e.LOGIN_RATE_LIMIT_MAX_PER_EMAIL, e.LOGIN_RATE_LIMIT_WINDOW_SECONDS),
    ip: limiter("login_ip", e.LOGIN_RATE_LIMIT_MAX_PER_IP, e.LOGIN_RATE_LIMIT_WINDOW_SECONDS),
  };
}

/** Failed registrations (bad invitation tokens) per IP: guessing tokens costs a password hash each. */
export function registerLimiter() {
  const e = env();
  return limiter("register_ip", e.REGISTER_RATE_LIMIT_MAX_PER_IP, e.LOGIN_RATE_LIMIT_WINDOW_SECONDS);
}

/** "45 segundos", "15 minutos": how long a throttled visitor must wait, in Spanish. */
export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} segundos` : `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
}

/**
 * The stored form of a counter's key: a fixed-length digest. The column holds 255 characters, and an
 * e-mail may have 254 plus the limiter's prefix, an X-Forwarded-For whatever a client sends; a key that
 * did not fit would fail the insert, so that account or address would never be throttled at all.
 */
function storedKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** Seconds until `key` may try again, or 0 when it is not blocked. */
export async function blockedFor(l: Limiter, key: string): Promise<number> {
  const res = await l.get(storedKey(key));
  if (!res || res.consumedPoints < l.points) return 0;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Records one failure; never throws when the key runs out (the next attempt is refused by `blockedFor`). */
export async function recordFailure(l: Limiter, key: string): Promise<void> {
  try {
    await l.consume(storedKey(key));
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
  }
}

/** Forgets `key`'s failures (a successful sign-in). */
export async function clearFailures(l: Limiter, key: string): Promise<void> {
  await l.delete(storedKey(key));
}
