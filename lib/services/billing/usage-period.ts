import "server-only";
import { db, type Prisma } from "@/lib/db";

/** First instant (UTC) of the month `date` falls in: the period monthly quotas belong to. */
export function monthStart(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

export function nextMonthStart(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/**
 * Zeroes the monthly counters when the user's period is from an earlier month. Conditional, so it is
 * idempotent and safe to race with the monthly job or a concurrent request: exactly one of them resets.
 */
export async function resetUsageIfNewMonth(
  userId: string,
  now = new Date(),
  client: Prisma.TransactionClient | typeof db = db,
): Promise<boolean> {
  const start = monthStart(now);
  const res = await client.user.updateMany({
    where: { id: userId, usagePeriodStart: { lt: start } },
    data: { adsFetched: 0, searchesPerformed: 0, creditsMonth: 0, usagePeriodStart: start },
  });
  return res.count > 0;
}
