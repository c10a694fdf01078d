import "server-only";
import { db } from "@/lib/db";
import { dayToDate } from "@/lib/time-zone";
import type { DailyPoint } from "@/lib/services/tracking/snapshot";
import { trackingAlert } from "./messages";
import { sendToUser, type SendOutcome } from "./send-telegram";

/**
 * Sends a point's alert to the one user who owns that tracking (so only the advertiser's trackers ever
 * hear of it), at most once per tracking and day.
 */
export async function sendTrackingAlert(point: DailyPoint, day: string): Promise<SendOutcome> {
  if (!point.alert || point.previous === null) return "skipped";
  const tracked = await db.trackedAdvertiser.findUnique({
    where: { id: point.trackedAdvertiserId },
    select: { pageName: true, user: { select: { id: true, telegramId: true, telegramBlockedAt: true } } },
  });
  if (!tracked) return "skipped";
  return sendToUser(tracked.user, "alert", trackingAlert(point.alert, tracked.pageName, point.previous, point.current), {
    day: dayToDate(day),
    refId: point.trackedAdvertiserId,
  });
}
