import "server-only";
import { Bot } from "grammy";
import { env } from "@/lib/env";

/** The steps shown by /start, /id and /help: where to paste the chat id. */
export function chatIdReply(chatId: number | string): string {
  return [
    `Tu ID de Telegram es: <code>${chatId}</code>`,
    "",
    "Para recibir las notificaciones de AdRadar:",
    "1. Copia este número.",
    "2. Abre AdRadar → Configuración → Notificaciones.",
    "3. Pégalo en «ID de Telegram» y pulsa «Guardar configuración».",
    "4. Pulsa «Enviar notificación de prueba» para comprobarlo.",
  ].join("\n");
}

export const UNKNOWN_MESSAGE_REPLY = "No reconozco ese mensaje. Escribe /help para ver cómo conectar tus notificaciones.";

/**
 * The bot with its commands. Commands are matched exactly by grammY (the command entity must be the whole
 * word), so "/idea" is not "/id" and falls through to the pointer to /help.
 */
export function createBot(token: string, apiRoot?: string): Bot {
  const bot = new Bot(token, apiRoot ? { client: { apiRoot } } : undefined);
  bot.command(["start", "id", "help"], (ctx) => ctx.reply(chatIdReply(ctx.chat.id), { parse_mode: "HTML" }));
  bot.on("message", (ctx) => ctx.reply(UNKNOWN_MESSAGE_REPLY));
  bot.catch((err) => console.error("telegram bot:", err.error));
  return bot;
}

let cached: { key: string; bot: Bot; ready?: Promise<void> } | null = null;

/** The configured bot, or null without TELEGRAM_BOT_TOKEN. Rebuilt when the settings change (tests). */
export function getBot(): Bot | null {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: apiRoot } = env();
  if (!token) return null;
  const key = `${token}|${apiRoot ?? ""}`;
  if (cached?.key !== key) cached = { key, bot: createBot(token, apiRoot) };
  return cached.bot;
}

/** The bot, initialised (getMe) once per process: handleUpdate needs its own username. */
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
