import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { zonedParts } from "@/lib/time-zone";
import { monthStart, resetUsageIfNewMonth } from "./usage-period";

/**
 * The monthly job: resets every user still counting an earlier month than the one `now` falls in, in
 * APP_TIMEZONE (at 00:00 on the 1st in Bogotá it is already the 1st in UTC; in Madrid it is not yet, so
 * the local month decides). Each reset is conditional, so a second run resets nobody.
 */
export async function resetAllUsage(now: Date = new Date()): Promise<{ reset: number }> {
  const local = zonedParts(now, env().APP_TIMEZONE);
  const periodNow = new Date(Date.UTC(local.year, local.month - 1, local.dayOfMonth, 12));
  const start = monthStart(periodNow);
  const users = await db.user.findMany({ where: { usagePeriodStart: { lt: start } }, select: { id: true } });
  let reset = 0;
  for (const u of users) if (await resetUsageIfNewMonth(u.id, periodNow)) reset += 1;
  return { reset };
}
