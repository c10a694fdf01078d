import "server-only";
import { db } from "@/lib/db";
import { monthStart, resetUsageIfNewMonth } from "./usage-period";

/**
 * The monthly job: resets every user still counting an earlier month than the one `now` falls in. The
 * month is UTC's, as for every charge and the ledger of ads counted (usage-period.ts): a reset by the
 * local month (in Madrid an hour before UTC's) counted that hour's ads in the new month's counter while the
 * ledger kept them in the old month, so they were charged again after midnight UTC. Each reset is
 * conditional, so a second run resets nobody, and a charge in a new month resets lazily before the job.
 */
export async function resetAllUsage(now: Date = new Date()): Promise<{ reset: number }> {
  const start = monthStart(now);
  const users = await db.user.findMany({ where: { usagePeriodStart: { lt: start } }, select: { id: true } });
  let reset = 0;
  for (const u of users) if (await resetUsageIfNewMonth(u.id, now)) reset += 1;
  return { reset };
}
