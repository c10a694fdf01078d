import useSWR from "swr";
import { api, type Ok } from "@/lib/api/client";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import { USER_SETTINGS_KEY } from "./keys";

async function fetchSettings(url: string): Promise<UserSettings> {
  return (await api.get<Ok<{ user: UserSettings }>>(url)).user;
}

/** How often the screen asks whether the chat is linked while the user is in Telegram. */
export const LINK_POLL_MS = 2_000;

/**
 * The notification settings (GET /api/user/settings). `waitingForLink`: the user has the deep link in
 * hand, so poll until the bot says the chat is linked; the screen turns to 'Conectado' with no reload.
 */
export function useUserSettings(fallbackData: UserSettings, waitingForLink: boolean) {
  const { data, mutate } = useSWR<UserSettings, Error>(USER_SETTINGS_KEY, fetchSettings, {
    fallbackData,
    refreshInterval: (latest) => (waitingForLink && !latest?.telegramLinked ? LINK_POLL_MS : 0),
    // SWR dedupes the polling's fetches too: the app's 5-minute default would swallow every one.
    dedupingInterval: LINK_POLL_MS / 2,
    revalidateOnFocus: true,
  });
  return { settings: data ?? fallbackData, mutate };
}
