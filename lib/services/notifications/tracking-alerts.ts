import "server-only";
import { db } from "@/lib/db";
import { dayToDate } from "@/lib/time-zone";
import type { DailyPoint } from "@/lib/services/tracking/snapshot";
import { formatNumber, pluralize } from "@/lib/format";
import { addFeedItems } from "@/lib/services/feed/add-feed-item";
import { trackingAlert } from "./messages";
import { linkRow } from "@/lib/services/telegram/buttons";
import { sendToUser, type SendOutcome } from "./send-telegram";

const FEED_TITLES = { growth: "Crecimiento fuerte", decline: "Caída fuerte", stopped: "Anuncios detenidos" } as const;

/**
 * Sends a point's alert to the one user who owns that tracking (so only the advertiser's trackers ever
 * hear of it), at most once per tracking and day, and puts it in their 'Novedades' feed (also once).
 */
export async function sendTrackingAlert(point: DailyPoint, day: string): Promise<SendOutcome> {
  if (!point.alert || point.previous === null) return "skipped";
  const tracked = await db.trackedAdvertiser.findUnique({
    where: { id: point.trackedAdvertiserId },
    select: { pageName: true, pageId: true, user: { select: { id: true, telegramId: true, telegramBlockedAt: true } } },
  });
  if (!tracked) return "skipped";
  const kind = point.alert;
  const body =
    kind === "stopped"
      ? `${tracked.pageName} ya no tiene anuncios activos (antes tenía ${formatNumber(point.previous)}).`
      : `${tracked.pageName} pasó de ${formatNumber(point.previous)} a ${pluralize(point.current, "anuncio activo", "anuncios activos")}.`;
  await addFeedItems([
    { userId: tracked.user.id, kind, refKey: `alert:${point.trackedAdvertiserId}:${day}`, title: FEED_TITLES[kind], body },
  ]);
  return sendToUser(tracked.user, "alert", trackingAlert(point.alert, tracked.pageName, point.previous, point.current), {
    day: dayToDate(day),
    refId: point.trackedAdvertiserId,
    // An alert is about an advertiser the user already follows, with no one ad to save: its button
    // opens the advertiser's page, where the ads are.
    markup: () => ({ inline_keyboard: [linkRow("Ver en AdRadar", `/advertisers/${encodeURIComponent(tracked.pageId)}`)] }),
  });
}
