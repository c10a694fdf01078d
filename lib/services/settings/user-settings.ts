import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { userTimeZone } from "@/lib/time-zone";
import { AppError } from "@/lib/errors";
import { getBot } from "@/lib/telegram/bot";
import { testNotification } from "@/lib/services/notifications/messages";
import { sendToUser } from "@/lib/services/notifications/send-telegram";
import type { UpdateSettingsInput } from "@/lib/validation/settings";

export type UserSettings = {
  /** A Telegram chat is linked ('Conectado como @usuario'); the chat id itself is not shown. */
  telegramLinked: boolean;
  /** The linked chat's @username, when it has one. */
  telegramUsername: string | null;
  analysisTime: string;
  timeZone: string;
  /** The user chose a zone; without one the browser's applies (lib/time-zone.ts userTimeZone) and the form proposes it. */
  timeZoneSaved: boolean;
  /** TELEGRAM_BOT_TOKEN is set: the test button can send. */
  botConfigured: boolean;
  /** Telegram refused the last send (the user blocked the bot): connecting again clears it. */
  telegramBlocked: boolean;
};

const select = {
  telegramId: true,
  telegramUsername: true,
  analysisTime: true,
  timeZone: true,
  browserTimeZone: true,
  telegramBlockedAt: true,
} as const;

function shape(u: {
  telegramId: string | null;
  telegramUsername: string | null;
  analysisTime: string;
  timeZone: string | null;
  browserTimeZone: string | null;
  telegramBlockedAt: Date | null;
}): UserSettings {
  return {
    telegramLinked: u.telegramId !== null,
    telegramUsername: u.telegramId !== null ? u.telegramUsername : null,
    analysisTime: u.analysisTime,
    timeZone: userTimeZone(u, env().APP_TIMEZONE),
    timeZoneSaved: u.timeZone !== null,
    botConfigured: getBot() !== null,
    telegramBlocked: u.telegramBlockedAt !== null,
  };
}

export async function getUserSettings(userId: string): Promise<UserSettings> {
  const u = await db.user.findUnique({ where: { id: userId }, select });
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  return shape(u);
}

/** Saves only the fields given. The chat is linked by the bot's deep link (lib/services/telegram), never typed. */
export async function updateUserSettings(userId: string, input: UpdateSettingsInput): Promise<UserSettings> {
  const data: { analysisTime?: string; timeZone?: string } = {};
  if (input.analysisTime !== undefined) data.analysisTime = input.analysisTime;
  if (input.timeZone !== undefined) data.timeZone = input.timeZone;
  const u = await db.user.update({ where: { id: userId }, data, select });
  return shape(u);
}

export const BOT_NOT_CONFIGURED =
  "El bot de Telegram no está configurado en este servidor. Pide al administrador que defina TELEGRAM_BOT_TOKEN.";

/** POST /api/user/settings/test-notification */
export async function sendTestNotification(userId: string): Promise<void> {
  if (!getBot()) throw new AppError("BAD_REQUEST", BOT_NOT_CONFIGURED);
  const u = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, telegramId: true, analysisTime: true, timeZone: true, browserTimeZone: true },
  });
  if (!u) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  if (!u.telegramId) throw new AppError("BAD_REQUEST", "Primero conecta tu Telegram con «Conectar Telegram»");
  // A test is what the user does after unblocking the bot: try again regardless of the mark.
  const outcome = await sendToUser(
    { id: u.id, telegramId: u.telegramId, telegramBlockedAt: null },
    "test",
    testNotification(u.name, u.analysisTime, userTimeZone(u, env().APP_TIMEZONE)),
  );
  if (outcome === "blocked")
    throw new AppError("BAD_REQUEST", "Telegram rechazó el mensaje: abre el bot, pulsa Iniciar (/start) y vuelve a intentarlo.");
  if (outcome !== "sent") throw new AppError("UPSTREAM", "Error al enviar notificación de prueba");
  await db.user.update({ where: { id: u.id }, data: { telegramBlockedAt: null } });
}
