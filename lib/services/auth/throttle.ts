import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { addressBucket } from "@/lib/request-ip";
import { consumeAll, hashedKey, limiter, waitText } from "@/lib/rate-limit";

const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;

/** A throttled attempt in progress: call `succeeded()` once the credentials turned out right. */
export type ThrottledAttempt = { succeeded(): Promise<void> };

function tooMany(what: "inicio de sesión" | "registro", seconds: number): AppError {
  return new AppError("RATE_LIMITED", `Demasiados intentos de ${what}. Intenta de nuevo en ${waitText(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
}

function loginLimiters() {
  const e = env();
  return {
    // rate-limiter-flexible's login protection: consecutive failures of one e-mail from one address…
    pair: limiter({
      prefix: "login_fail_email_ip",
      points: e.LOGIN_MAX_CONSECUTIVE_FAILS,
      durationSeconds: DAY,
      blockSeconds: e.LOGIN_BLOCK_SECONDS,
    }),
    // …all failures of one address, whatever e-mails it tries…
    ip: limiter({ prefix: "login_fail_ip_day", points: e.LOGIN_MAX_FAILS_PER_IP_PER_DAY, durationSeconds: DAY }),
    // …and a backstop per e-mail against guesses spread over many addresses. It sits above the
    // per-address daily budget, so no single address can use it to lock the owner out.
    email: limiter({ prefix: "login_fail_email_day", points: e.LOGIN_MAX_FAILS_PER_EMAIL_PER_DAY, durationSeconds: DAY }),
  };
}

/**
 * Opens a sign-in attempt before the password is checked: a point is taken from every counter at once
 * (an atomic upsert each), so a parallel burst cannot slip past a read-then-write check. The address's
 * own counters are consumed first; only an attempt they allow touches the e-mail's backstop, so an
 * attacker already refused cannot keep draining it. A success forgets the consecutive failures of that
 * e-mail and address and gives the attempt's points back.
 */
export async function beginLoginAttempt(email: string, ip: string | null): Promise<ThrottledAttempt> {
  const l = loginLimiters();
  const address = addressBucket(ip);
  const pairKey = hashedKey(email, address);
  const ipKey = hashedKey(address);
  const emailKey = hashedKey(email);

  let wait = await consumeAll([
    [l.pair, pairKey],
    [l.ip, ipKey],
  ]);
  if (wait === 0) wait = await consumeAll([[l.email, emailKey]]);
  if (wait > 0) throw tooMany("inicio de sesión", wait);

  return {
    async succeeded() {
      await Promise.all([l.pair.delete(pairKey), l.ip.reward(ipKey, 1), l.email.reward(emailKey, 1)]);
    },
  };
}

/**
 * Opens a registration attempt: a point per address is taken before the invitation is looked up, and
 * given back when the account is created, so only failures (unknown or used tokens, taken e-mails) count.
 */
export async function beginRegistrationAttempt(ip: string | null): Promise<ThrottledAttempt> {
  const l = limiter({ prefix: "register_fail_ip", points: env().REGISTER_MAX_FAILS_PER_IP_PER_HOUR, durationSeconds: HOUR });
  const key = hashedKey(addressBucket(ip));
  const wait = await consumeAll([[l, key]]);
  if (wait > 0) throw tooMany("registro", wait);
  return {
    async succeeded() {
      await l.reward(key, 1);
    },
  };
}
