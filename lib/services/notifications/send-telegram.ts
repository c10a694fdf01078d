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

type Markup = (chatId: string) => InlineKeyboardMarkup | undefined;

/**
 * Sends `blocks` (escaped HTML) to the chat, split below Telegram's limit, with `markup` (the buttons,
 * signed for this chat) on the last part, under the whole text. A 403 marks the chat blocked: no more
 * sends until the user links the chat again. Returns the outcome, the line NotificationLog keeps and
 * `sentParts`, the parts Telegram has taken so far: a retry passes it back as `fromPart` and sends the
 * rest alone (the same blocks always split the same way), so the chat never gets a part twice.
 */
export async function sendBlocks(
  user: Recipient,
  blocks: readonly string[],
  markup?: Markup,
  fromPart = 0,
): Promise<{ status: SendOutcome; detail: string; chatId: string | null; sentParts: number }> {
  const bot = getBot();
  const chatId = user.telegramId;
  if (!bot || !chatId || user.telegramBlockedAt) return { status: "skipped", detail: "", chatId, sentParts: fromPart };
  const messages = splitMessage(blocks);
  let sentParts = Math.min(fromPart, messages.length);
  try {
    const keyboard = markup?.(chatId);
    for (; sentParts < messages.length; sentParts++) {
      await bot.api.sendMessage(chatId, messages[sentParts], {
        parse_mode: "HTML",
        link_preview_options: { is_disabled: true },
        ...(keyboard && sentParts === messages.length - 1 ? { reply_markup: keyboard } : {}),
      });
    }
    return { status: "sent", detail: `${messages.length} mensaje(s)`, chatId, sentParts };
  } catch (e) {
    const status = isBlocked(e) ? "blocked" : "failed";
    if (status === "blocked") {
      await db.user.updateMany({ where: { id: user.id, telegramId: chatId }, data: { telegramBlockedAt: new Date() } });
    }
    return { status, detail: e instanceof Error ? e.message.slice(0, 500) : String(e).slice(0, 500), chatId, sentParts };
  }
}

/**
 * sendBlocks, with the outcome recorded in NotificationLog. With `day`, the (user, kind, day, refId) row
 * is claimed first, so the database lets a daily notification through at most once however many times a
 * job runs.
 */
export async function sendToUser(
  user: Recipient,
  kind: NotificationKind,
  blocks: readonly string[],
  opts: { day?: Date; refId?: string; markup?: Markup } = {},
): Promise<SendOutcome> {
  const chatId = user.telegramId;
  if (!getBot() || !chatId || user.telegramBlockedAt) return "skipped";
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
  const { status, detail } = await sendBlocks(user, blocks, opts.markup);
  if (logId) {
    await db.notificationLog.update({ where: { id: logId }, data: { status, message: detail, sentAt: new Date() } });
  } else {
    await db.notificationLog.create({ data: { userId: user.id, kind, refId, status, message: detail, chatId } });
  }
  return status;
}
