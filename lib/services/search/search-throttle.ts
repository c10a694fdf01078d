import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { consumeAll, hashedKey, limiter, waitText } from "@/lib/rate-limit";

/**
 * A per-user budget of searches a minute. Searches that find nothing charge no quota, so without it a
 * script could add history and cache rows (and spend upstream credits on misses) without limit.
 */
export async function assertSearchAllowed(userId: string): Promise<void> {
  const l = limiter({ prefix: "search_user_minute", points: env().SEARCH_MAX_PER_MINUTE, durationSeconds: 60 });
  const wait = await consumeAll([[l, hashedKey(userId)]]);
  if (wait > 0) {
    throw new AppError("RATE_LIMITED", `Demasiadas búsquedas seguidas. Intenta de nuevo en ${waitText(wait)}.`, {
      retryAfterSeconds: wait,
    });
  }
}
