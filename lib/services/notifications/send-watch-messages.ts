import "server-only";
import { InputFile } from "grammy";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendAfter } from "@/lib/services/watches/quiet-hours";
import { getBot } from "@/lib/telegram/bot";
import { openThumbnail } from "@/lib/services/archive/thumbnails";
import { sendToUser, type SendOutcome } from "./send-telegram";

/** A message whose send failed is tried again at the next ticks for this long, then given up. */
const RETRY_FOR_MS = 24 * 3_600_000;
const RETRY_AFTER_MS = 5 * 60_000;

/** Telegram's media groups hold 2 to 10 items. */
const MEDIA_GROUP_MAX = 10;

export type WatchSendOutcome = SendOutcome | "not_due";

/**
 * Sends one held watch message if it is due (its quiet hours over) and nobody sent it yet: the row is
 * claimed first, so two jobs never send it twice. The text goes through sendToUser (split, logged, a
 * blocked chat marked); the kept thumbnails follow as a media group.
 */
export async function sendWatchMessage(messageId: string, now: Date): Promise<WatchSendOutcome> {
  const claimed = await db.watchMessage.updateMany({
    where: { id: messageId, status: "queued", sendAfter: { lte: now } },
    data: { status: "sending" },
  });
  if (claimed.count === 0) return "not_due";
  const message = await db.watchMessage.findUniqueOrThrow({
    where: { id: messageId },
    include: { watch: { select: { user: { select: { id: true, telegramId: true, telegramBlockedAt: true, timeZone: true } } } } },
  });
  const user = message.watch.user;
  const outcome = await sendToUser(user, "watch", message.blocks, { refId: message.watchId });
  if (outcome === "sent" && message.photoAdIds.length > 0 && user.telegramId) await sendPhotos(user.telegramId, message.photoAdIds);
  if (outcome === "failed" && now.getTime() - message.createdAt.getTime() < RETRY_FOR_MS) {
    // A network error or a 5xx from Telegram is not the user's doing: the message waits for the next
    // hourly tick (outside the quiet hours) instead of being lost. A blocked chat is never retried.
    const retryAt = sendAfter(new Date(now.getTime() + RETRY_AFTER_MS), user.timeZone ?? env().APP_TIMEZONE);
    await db.watchMessage.update({ where: { id: messageId }, data: { status: "queued", sendAfter: retryAt } });
    return outcome;
  }
  await db.watchMessage.update({ where: { id: messageId }, data: { status: outcome, sentAt: new Date() } });
  return outcome;
}

/** The kept thumbnails of the message's ads, as one media group (a single photo when only one is kept). */
async function sendPhotos(chatId: string, adIds: string[]): Promise<void> {
  const bot = getBot();
  if (!bot) return;
  const files: InputFile[] = [];
  for (const adId of adIds.slice(0, MEDIA_GROUP_MAX)) {
    const object = await openThumbnail(adId);
    if (!object) continue;
    const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
    files.push(new InputFile(bytes, `${adId}.webp`));
  }
  try {
    if (files.length === 1) await bot.api.sendPhoto(chatId, files[0]);
    else if (files.length > 1)
      await bot.api.sendMediaGroup(
        chatId,
        files.map((media) => ({ type: "photo" as const, media })),
      );
  } catch (e) {
    // The text already went out; pictures are a bonus, not worth failing (or repeating) the message for.
    console.error(`[watches] media group to ${chatId} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Every held watch message whose time has come (after the quiet hours), oldest first. */
export async function sendDueWatchMessages(now: Date, limit = 1000): Promise<{ sent: number; due: number }> {
  const due = await db.watchMessage.findMany({
    where: { status: "queued", sendAfter: { lte: now } },
    orderBy: { sendAfter: "asc" },
    select: { id: true },
    take: limit,
  });
  let sent = 0;
  for (const { id } of due) if ((await sendWatchMessage(id, now)) === "sent") sent += 1;
  return { sent, due: due.length };
}
