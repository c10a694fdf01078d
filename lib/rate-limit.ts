import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "@/lib/db";
import { pluralize } from "@/lib/format";

// Counters live in PostgreSQL so every web node shares them (architecture: scale-out).
export type Limiter = InstanceType<typeof RateLimiterPostgres>;
const limiters = new Map<string, Limiter>();

type LimiterOptions = { prefix: string; points: number; durationSeconds: number; blockSeconds?: number };

/** One limiter per configuration, created on first use (rate_limits is created by a migration). */
export function limiter({ prefix, points, durationSeconds, blockSeconds = 0 }: LimiterOptions): Limiter {
  const id = `${prefix}:${points}:${durationSeconds}:${blockSeconds}`;
  let l = limiters.get(id);
  if (!l) {
    l = new RateLimiterPostgres({
      storeClient: pgPool(),
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: prefix,
      points,
      duration: durationSeconds,
      blockDuration: blockSeconds,
    });
    limiters.set(id, l);
  }
  return l;
}

/**
 * A fixed-length key: the column is varchar(255), and an e-mail may be 254 characters on its own.
 * Hashing also keeps addresses and e-mails out of the table in clear.
 */
export function hashedKey(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}

/** "45 segundos", "15 minutos": how long a throttled visitor must wait, in Spanish. */
export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? pluralize(seconds, "segundo", "segundos") : pluralize(minutes, "minuto", "minutos");
}

/** Seconds until a refused key may try again (at least 1). */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Consumes one point from each limiter at once (one atomic upsert each). Resolves with the longest
 * wait among those that ran out, or 0 when all allowed the attempt. Store failures are thrown.
 */
export async function consumeAll(entries: [Limiter, string][]): Promise<number> {
  const results = await Promise.allSettled(entries.map(([l, key]) => l.consume(key)));
  let wait = 0;
  for (const r of results) {
    if (r.status === "fulfilled") continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    wait = Math.max(wait, retryAfterSeconds(r.reason));
  }
  return wait;
}
