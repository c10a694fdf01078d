import "server-only";
import { AppError } from "@/lib/errors";

/**
 * Upstream image fetches one user may have running at once. A browser on HTTP/1.1 opens at most six
 * connections to the app, so a page of cards never reaches it; a script looping over the proxy does.
 */
export const MAX_IMAGE_FETCHES_PER_USER = 6;

/**
 * Counted per process: a cap on what one user can make one web node do, which is the cost it bounds
 * (sockets, memory for bodies up to 5 MB). N nodes allow N times as much; that is acceptable here.
 */
const inFlight = new Map<string, number>();

export const BUSY_MESSAGE = "Demasiadas imágenes cargando a la vez. Intenta de nuevo en unos segundos.";

/** Runs `fn` in one of the user's slots, or refuses with 429 when they are all taken. */
export async function withImageFetchSlot<T>(userId: string, fn: () => Promise<T>, max = MAX_IMAGE_FETCHES_PER_USER): Promise<T> {
  const running = inFlight.get(userId) ?? 0;
  if (running >= max) throw new AppError("RATE_LIMITED", BUSY_MESSAGE, { retryAfterSeconds: 1 });
  inFlight.set(userId, running + 1);
  try {
    return await fn();
  } finally {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  }
}
