import "server-only";
import { Bot, type Context } from "grammy";
import { autoRetry } from "@grammyjs/auto-retry";
import { env } from "@/lib/env";
import { pacedCalls, type Pace } from "@/lib/telegram/pace";
import { splitMessage } from "@/lib/telegram/format";
import { runCallback } from "@/lib/services/telegram/callback-action";
import { markDone } from "@/lib/services/telegram/buttons";
import { feedReply, HELP_TEXT, quotaReply, searchReply, watchesReply, type BotReply } from "@/lib/services/telegram/commands";
import { redeemTelegramLink, unlinkTelegramChat, userForChat } from "@/lib/services/telegram/link-token";

export const START_WITHOUT_TOKEN =
  "Hola 👋 Para recibir tus vigilancias, alertas y el análisis diario aquí, abre AdRadar → Configuración → Notificaciones y pulsa «Conectar Telegram».";
export const GROUP_CHAT_REPLY =
  "AdRadar solo se conecta en un chat privado: abre un chat directo con este bot y pulsa «Conectar Telegram» en Configuración → Notificaciones de AdRadar.";
export const NOT_LINKED_REPLY =
  "Este chat no está conectado a ninguna cuenta de AdRadar. Abre AdRadar → Configuración → Notificaciones y pulsa «Conectar Telegram».";
export const UNKNOWN_MESSAGE_REPLY = "No reconozco ese mensaje. Escribe /ayuda para ver lo que puedo hacer.";
export const LINK_REPLIES = {
  invalid: "Este enlace de conexión no es válido. Vuelve a pulsar «Conectar Telegram» en AdRadar.",
  expired: "Este enlace de conexión caducó (dura 15 minutos). Vuelve a pulsar «Conectar Telegram» en AdRadar.",
  used: "Este enlace de conexión ya se usó. Si quieres conectar otra vez, pulsa «Conectar Telegram» en AdRadar.",
  taken:
    "Este chat ya está conectado a otra cuenta de AdRadar. Para conectarlo a esta, escribe /desconectar y vuelve a abrir el enlace (dura 15 minutos).",
} as const;
export const linkedReply = (name: string) =>
  `✅ Listo, ${name}: este chat está conectado a tu cuenta de AdRadar. Aquí recibirás tus vigilancias, alertas y el análisis diario. Escribe /ayuda para ver los comandos.`;
export const UNLINKED_REPLY = "Este chat se desconectó de AdRadar: no recibirás más mensajes aquí.";
export const CALLBACK_FAILED = "No se pudo completar la acción. Intenta de nuevo en unos minutos.";

/**
 * Telegram's limits for one bot: ~30 messages a second in all and one a second per chat (20 a minute per
 * group). Sends are spaced rather than sent in bursts of 30, 29 in any second, so no one-second window
 * Telegram counts ever holds more, and a chat's messages leave slightly over a second apart; a 429 that
 * still comes waits its `retry_after` and is sent again (auto-retry), so nothing is dropped within a run.
 */
const TELEGRAM_PACE: Pace = { perWindow: 29, windowMs: 1000, chatGapMs: 1050, groupGapMs: 3000 };

/** Only private chats are linked: commands from a group get the explanation. */
function isPrivate(ctx: Context): boolean {
  return ctx.chat?.type === "private";
}

/** Each reply in its own message; a text over Telegram's length is split, its buttons on the last part. */
async function replyWith(ctx: Context, replies: BotReply | BotReply[]) {
  for (const reply of Array.isArray(replies) ? replies : [replies]) {
    const parts = splitMessage([reply.text]);
    for (const [i, text] of parts.entries()) {
      const markup = i === parts.length - 1 ? reply.markup : undefined;
      await ctx.reply(text, { parse_mode: "HTML", link_preview_options: { is_disabled: true }, reply_markup: markup });
    }
  }
}

/** The linked account of a private chat, or null after telling the chat why nothing happens. */
async function linkedUser(ctx: Context) {
  if (!isPrivate(ctx)) {
    await ctx.reply(GROUP_CHAT_REPLY);
    return null;
  }
  const user = await userForChat(ctx.chat!.id);
  if (!user) await ctx.reply(NOT_LINKED_REPLY);
  return user;
}

/**
 * The bot: its commands and buttons. Commands are matched exactly by grammY (the command entity must
 * be the whole word), so "/buscarx" is not "/buscar" and falls through to the pointer to /ayuda. Every
 * handler only identifies the chat's account and calls one service.
 */
export function createBot(token: string, apiRoot?: string, paceScale = 1): Bot {
  const bot = new Bot(token, apiRoot ? { client: { apiRoot } } : undefined);
  const { perWindow, windowMs, chatGapMs, groupGapMs } = TELEGRAM_PACE;
  bot.api.config.use(
    pacedCalls({ perWindow, windowMs: windowMs * paceScale, chatGapMs: chatGapMs * paceScale, groupGapMs: groupGapMs * paceScale }),
  );
  // Installed after the pacing, so it wraps it: a 429 waits its retry_after and the retry queues behind
  // the pace again, counted like any send. Only a 429 is retried here: a 5xx or a network error goes back
  // to the caller, and the outbox retries it at the next tick.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 10, maxDelaySeconds: 120, rethrowInternalServerErrors: true, rethrowHttpErrors: true }));

  bot.command("start", async (ctx) => {
    if (!isPrivate(ctx)) return ctx.reply(GROUP_CHAT_REPLY);
    const token = ctx.match.trim();
    if (!token) return ctx.reply(START_WITHOUT_TOKEN);
    const result = await redeemTelegramLink(token, { id: ctx.chat.id, username: ctx.from?.username ?? ctx.chat.username });
    return ctx.reply(result.ok ? linkedReply(result.name) : LINK_REPLIES[result.reason]);
  });
  bot.command("desconectar", async (ctx) => {
    if (!isPrivate(ctx)) return ctx.reply(GROUP_CHAT_REPLY);
    return ctx.reply((await unlinkTelegramChat(ctx.chat.id)) ? UNLINKED_REPLY : NOT_LINKED_REPLY);
  });
  bot.command(["ayuda", "help"], (ctx) => ctx.reply(HELP_TEXT, { parse_mode: "HTML" }));
  bot.command("buscar", async (ctx) => {
    const user = await linkedUser(ctx);
    if (user) await replyWith(ctx, await searchReply({ userId: user.id, chatId: String(ctx.chat.id) }, ctx.match));
  });
  bot.command("novedades", async (ctx) => {
    const user = await linkedUser(ctx);
    if (user) await replyWith(ctx, await feedReply(user.id));
  });
  bot.command("vigilancias", async (ctx) => {
    const user = await linkedUser(ctx);
    if (user) await replyWith(ctx, await watchesReply({ userId: user.id, chatId: String(ctx.chat.id) }));
  });
  bot.command("cuota", async (ctx) => {
    const user = await linkedUser(ctx);
    if (user) await replyWith(ctx, await quotaReply(user.id));
  });

  bot.on("callback_query:data", async (ctx) => {
    const data = ctx.callbackQuery.data;
    const message = ctx.callbackQuery.message;
    const chatId = message?.chat.id ?? ctx.from.id;
    if (data === "done") return ctx.answerCallbackQuery();
    // Telegram shows a spinner until the answer: the action's own words when it is quick, else a
    // holding answer, and the outcome then shows on the message itself.
    const action = runCallback(chatId, data).catch((e: unknown): { answer: string; done?: string } => {
      console.error("telegram callback:", e);
      return { answer: CALLBACK_FAILED };
    });
    let answered = false;
    const timer = new Promise<void>((resolve) => setTimeout(resolve, env().TELEGRAM_ANSWER_WITHIN_MS).unref?.());
    const first = await Promise.race([action, timer.then(() => null)]);
    if (first) {
      answered = true;
      await ctx.answerCallbackQuery({ text: first.answer });
    } else {
      await ctx.answerCallbackQuery({ text: "Procesando…" });
    }
    const result = await action;
    // An old message Telegram no longer gives (InaccessibleMessage) has no buttons to mark: editing its
    // markup with none would remove them all.
    if (result.done && message && "reply_markup" in message && message.reply_markup) {
      await ctx.editMessageReplyMarkup({ reply_markup: markDone(message.reply_markup, data, result.done) });
    } else if (!answered) {
      await ctx.reply(result.answer);
    }
  });
  bot.on("message", (ctx) => ctx.reply(UNKNOWN_MESSAGE_REPLY));
  bot.catch((err) => console.error("telegram bot:", err.error));
  return bot;
}

let cached: { key: string; bot: Bot; ready?: Promise<void> } | null = null;

/** The configured bot, or null without TELEGRAM_BOT_TOKEN. Rebuilt when the settings change (tests). */
export function getBot(): Bot | null {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: apiRoot, TELEGRAM_PACE_SCALE: scale } = env();
  if (!token) return null;
  const key = `${token}|${apiRoot ?? ""}|${scale}`;
  if (cached?.key !== key) cached = { key, bot: createBot(token, apiRoot, scale) };
  return cached.bot;
}

/** The bot, initialised (getMe) once per process: handleUpdate and the deep link need its username. */
export async function getReadyBot(): Promise<Bot | null> {
  const bot = getBot();
  if (!bot || !cached) return null;
  const entry = cached;
  entry.ready ??= bot.init().catch((e: unknown) => {
    entry.ready = undefined;
    throw e;
  });
  await entry.ready;
  return bot;
}

/** The bot's @username as Telegram reports it (getMe), or null without a bot. */
export async function botUsername(): Promise<string | null> {
  const bot = await getReadyBot();
  return bot ? bot.botInfo.username : null;
}
