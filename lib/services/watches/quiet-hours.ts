import "server-only";
import { dayToDate, startOfDayIn, zonedParts } from "@/lib/time-zone";

/** Watch messages wait while the user's clock reads 22:00–06:59. */
export const QUIET_FROM_MINUTES = 22 * 60;
export const QUIET_UNTIL_MINUTES = 7 * 60;

/**
 * When a message built at `at` may go out in `timeZone`: at once, or at the next 07:00 there when it is
 * quiet time. Deferred, never dropped. The 07:00 is read on the zone's clock of that morning, so a night
 * the clocks change still releases it at 07:00, not at 06:00 or 08:00.
 */
export function sendAfter(at: Date, timeZone: string): Date {
  const { minutes, day } = zonedParts(at, timeZone);
  if (minutes >= QUIET_UNTIL_MINUTES && minutes < QUIET_FROM_MINUTES) return at;
  let morning = day;
  if (minutes >= QUIET_FROM_MINUTES) {
    const next = dayToDate(day);
    next.setUTCDate(next.getUTCDate() + 1);
    morning = next.toISOString().slice(0, 10);
  }
  // Midnight there plus seven hours, corrected by what the clock reads then (an hour gained or lost overnight).
  let release = startOfDayIn(morning, timeZone).getTime() + QUIET_UNTIL_MINUTES * 60_000;
  for (let i = 0; i < 2; i++) {
    const drift = zonedParts(new Date(release), timeZone).minutes - QUIET_UNTIL_MINUTES;
    if (drift === 0) break;
    release -= drift * 60_000;
  }
  return new Date(release);
}
