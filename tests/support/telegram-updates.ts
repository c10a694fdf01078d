// Telegram updates as the Bot API posts them to the webhook, and a client that posts them with the
// secret header and waits for what the bot does in answer (the webhook answers before the job runs).
import { vi } from "vitest";
import type { FakeTelegram, BotCall } from "./fake-telegram";

let nextUpdateId = Math.floor(Date.now() / 1000) * 1000;
/** Update ids of this process's own (the dedupe table is shared by files running at once). */
export function newUpdateId(): number {
  nextUpdateId += 1;
  return nextUpdateId;
}

export type ChatOpts = { chatId: number; type?: "private" | "group" | "supergroup"; username?: string };

export function textUpdate(text: string, chat: ChatOpts, updateId = newUpdateId()) {
  const command = /^\/\w+/.exec(text)?.[0];
  const type = chat.type ?? "private";
  return {
    update_id: updateId,
    message: {
      message_id: updateId % 1_000_000,
      date: Math.floor(Date.now() / 1000),
      chat:
        type === "private"
          ? { id: chat.chatId, type, first_name: "Ana", username: chat.username }
          : { id: chat.chatId, type, title: "Equipo" },
      from: { id: Math.abs(chat.chatId), is_bot: false, first_name: "Ana", username: chat.username },
      text,
      ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command.length }] } : {}),
    },
  };
}

/** A press of the button carrying `data` on message `messageId` of `chatId` (as the fake stored it). */
export function callbackUpdate(tg: FakeTelegram, chatId: number, messageId: number, data: string, updateId = newUpdateId()) {
  const stored = tg.messages.get(messageId);
  return {
    update_id: updateId,
    callback_query: {
      id: `cq-${updateId}`,
      from: { id: chatId, is_bot: false, first_name: "Ana" },
      chat_instance: "ci",
      data,
      message: {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: "private", first_name: "Ana" },
        text: stored?.text ?? "",
        ...(stored?.replyMarkup ? { reply_markup: stored.replyMarkup } : {}),
      },
    },
  };
}

type Button = { text: string; callback_data?: string; url?: string };

/** The buttons of a stored message, flattened. */
export function buttonsOf(tg: FakeTelegram, messageId: number): Button[] {
  const markup = tg.messages.get(messageId)?.replyMarkup as { inline_keyboard?: Button[][] } | null | undefined;
  return markup?.inline_keyboard?.flat() ?? [];
}

/** The button whose text starts with `text` (callback or URL), or throws with the ones there are. */
export function button(tg: FakeTelegram, messageId: number, text: string): Button {
  const buttons = buttonsOf(tg, messageId);
  const found = buttons.find((b) => b.text.startsWith(text));
  if (!found) throw new Error(`no button "${text}" in ${JSON.stringify(buttons.map((b) => b.text))}`);
  return found;
}

/** The calls made after `from` (an index into tg.calls) that match. */
export function callsSince(tg: FakeTelegram, from: number, match: (c: BotCall) => boolean): BotCall[] {
  return tg.calls.slice(from).filter(match);
}

/** Waits (no fixed sleep) until the fake has seen a call matching `match` after `from`, and returns it. */
export async function waitForCall(tg: FakeTelegram, from: number, match: (c: BotCall) => boolean, timeout = 15_000): Promise<BotCall> {
  return vi.waitFor(
    () => {
      const found = callsSince(tg, from, match)[0];
      if (!found) throw new Error("the bot has not answered yet");
      return found;
    },
    { timeout, interval: 20 },
  );
}

export const toChat = (chatId: number | string) => (c: BotCall) => String(c.body.chat_id) === String(chatId);
export const isReplyTo = (chatId: number | string) => (c: BotCall) => c.method === "sendMessage" && toChat(chatId)(c) && c.status === 200;
