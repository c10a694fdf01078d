import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { WATCH_NOT_FOUND } from "./update-watch";

export const MUTE_DAYS = 7;

/**
 * 'Silenciar 7 días' from Telegram: the watch keeps running into 'Novedades', but sends no Telegram
 * message until `mutedUntil`. Scoped by the user: another user's watch id finds nothing.
 */
export async function muteWatch(userId: string, watchId: string, now: Date = new Date()): Promise<Date> {
  const until = new Date(now.getTime() + MUTE_DAYS * 86_400_000);
  const { count } = await db.watch.updateMany({ where: { id: watchId, userId }, data: { mutedUntil: until } });
  if (count === 0) throw new AppError("NOT_FOUND", WATCH_NOT_FOUND);
  return until;
}
