import "server-only";
import { GrammyError } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import { db } from "@/lib/db";
import { getBot } from "@/lib/telegram/bot";
import { splitMessage } from "@/lib/telegram/format";

export type NotificationKind = "test" | "daily_analysis" | "alert" | "watch";
export type SendOutcome = "sent" | "failed" | "blocked" | "skipped" | "duplicate";

type Recipient = { id: string; telegramId: string | null; telegramBlockedAt: Date | null };

/** Telegram's "Forbidden: bot was blocked by the user" (and deactivated accounts): never worth retrying. */
function isBlocked(e: unknown): boolean {
  return e instanceof GrammyError && e.error_code === 403;
}

/**
 * Sends `blocks` (escaped HTML) to the user's chat, split below Telegram's limit, and records the outcome
 * in NotificationLog. With `day`, the (user, kind, day, refId) row is claimed first, so the database lets
 * a daily notification through at most once however many times a job runs. A 403 marks the chat
 * blocked: no more sends until the user links the chat again. `markup` (the buttons, signed for this
 * chat) goes on the last part, under the whole text.
 */
export async function sendToUser(
  user: Recipient,
  kind: NotificationKind,
  blocks: readonly string[],
  opts: { day?: Date; refId?: string; markup?: (chatId: string) => InlineKeyboardMarkup | undefined } = {},
): Promise<SendOutcome> {
  const bot = getBot();
  const chatId = user.telegramId;
  if (!bot || !chatId || user.telegramBlockedAt) return "skipped";
  const refId = opts.refId ?? "";
  let logId: string | null = null;
  if (opts.day) {
    const claimed = await db.notificationLog.createManyAndReturn({
      data: [{ userId: user.id, kind, day: opts.day, refId, status: "pending", chatId }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (claimed.length === 0) return "duplicate";
    logId = claimed[0].id;
  }
  const messages = splitMessage(blocks);
  let status: SendOutcome = "sent";
  let detail = `${messages.length} mensaje(s)`;
  try {
    const markup = opts.markup?.(chatId);
    for (const [i, text] of messages.entries()) {
      await bot.api.sendMessage(chatId, text, {
        parse_mode: "HTML",
        link_preview_options: { is_disabled: true },
        ...(markup && i === messages.length - 1 ? { reply_markup: markup } : {}),
      });
    }
  } catch (e) {
    status = isBlocked(e) ? "blocked" : "failed";
    detail = e instanceof Error ? e.message.slice(0, 500) : String(e).slice(0, 500);
    if (status === "blocked") {
      await db.user.updateMany({ where: { id: user.id, telegramId: chatId }, data: { telegramBlockedAt: new Date() } });
    }
  }
  if (logId) {
    await db.notificationLog.update({ where: { id: logId }, data: { status, message: detail, sentAt: new Date() } });
  } else {
    await db.notificationLog.create({ data: { userId: user.id, kind, refId, status, message: detail, chatId } });
  }
  return status;
}
