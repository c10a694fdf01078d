import "server-only";
import { zonedParts } from "@/lib/time-zone";

/** Watch messages wait while the user's clock reads 22:00–06:59. */
export const QUIET_FROM_MINUTES = 22 * 60;
export const QUIET_UNTIL_MINUTES = 7 * 60;

/**
 * When a message built at `at` may go out in `timeZone`: at once, or at the next 07:00 there when it is
 * quiet time. Deferred, never dropped. (Counted in wall minutes: on a night the clocks change it goes out
 * an hour early or late, still outside 22:00–07:00 but for that hour.)
 */
export function sendAfter(at: Date, timeZone: string): Date {
  const { minutes } = zonedParts(at, timeZone);
  if (minutes >= QUIET_UNTIL_MINUTES && minutes < QUIET_FROM_MINUTES) return at;
  const wait = minutes >= QUIET_FROM_MINUTES ? 24 * 60 - minutes + QUIET_UNTIL_MINUTES : QUIET_UNTIL_MINUTES - minutes;
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  return new Date(startOfMinute + wait * 60_000);
}
