import { api, type Ok } from "@/lib/api/client";
import type { UserSettings } from "@/lib/services/settings/user-settings";

/** 'Conectar Telegram': a fresh single-use deep link to the bot (15 minutes). */
export async function createTelegramLink(): Promise<{ url: string; expiresAt: string }> {
  return api.post<Ok<{ url: string; expiresAt: string }>>("/api/user/telegram/link");
}

/** 'Desconectar': no more messages, buttons or commands in that chat. */
export async function disconnectTelegram(): Promise<UserSettings> {
  return (await api.delete<Ok<{ user: UserSettings }>>("/api/user/telegram/link")).user;
}
