import "server-only";
import { InputFile } from "grammy";
import { db } from "@/lib/db";
import { getBot } from "@/lib/telegram/bot";
import { openThumbnail } from "@/lib/services/archive/thumbnails";
import { sendToUser, type SendOutcome } from "./send-telegram";

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
    include: { watch: { select: { user: { select: { id: true, telegramId: true, telegramBlockedAt: true } } } } },
  });
  const user = message.watch.user;
  const outcome = await sendToUser(user, "watch", message.blocks, { refId: message.watchId });
  if (outcome === "sent" && message.photoAdIds.length > 0 && user.telegramId) await sendPhotos(user.telegramId, message.photoAdIds);
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
