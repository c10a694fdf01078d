import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma, poolQuery } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * Upstream image fetches one user may have running at once. A browser on HTTP/1.1 opens at most six
 * connections to the app, so a page of cards never reaches it; a script looping over the proxy does.
 */
export const MAX_IMAGE_FETCHES_PER_USER = 6;

/** Past a fetch's own deadline, how long its lease may still stand (clocks and the release's round trip). */
const LEASE_MARGIN_SECONDS = 5;

export const BUSY_MESSAGE = "Demasiadas imágenes cargando a la vez. Intenta de nuevo en unos segundos.";

/**
 * Runs `fn` in one of the user's slots, or refuses with 429 when they are all taken. The slots are
 * leases in PostgreSQL (`adradar_take_image_slot`), so the cap is the user's on every web node together.
 * A lease is deleted when its fetch ends; one whose node died mid-fetch lapses `deadlineMs` (the fetch's
 * own deadline: no fetch outlives it) plus a margin after it was taken.
 */
export async function withImageFetchSlot<T>(
  userId: string,
  fn: () => Promise<T>,
  { deadlineMs, max = MAX_IMAGE_FETCHES_PER_USER }: { deadlineMs: number; max?: number },
): Promise<T> {
  const lease = randomUUID();
  const seconds = Math.ceil(deadlineMs / 1000) + LEASE_MARGIN_SECONDS;
  const [row] = await poolQuery<{ taken: boolean }>(
    Prisma.sql`SELECT adradar_take_image_slot(${userId}, ${lease}, ${max}::int, ${seconds}::int) AS taken`,
  );
  if (!row?.taken) throw new AppError("RATE_LIMITED", BUSY_MESSAGE, { retryAfterSeconds: 1 });
  try {
    return await fn();
  } finally {
    // A failed release (the database gone) leaves the lease to lapse; the image's answer stands.
    await poolQuery(Prisma.sql`DELETE FROM "ImageFetchLease" WHERE "id" = ${lease}`).catch(() => {});
  }
}
