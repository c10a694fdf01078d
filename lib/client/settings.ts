/** The user's own settings from the browser (docs/product.md §7). The password change is a server action (lib/actions/auth.ts). */
import { api } from "@/lib/api/client";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import type { Invalidate, Written } from "@/lib/swr/invalidate";
import type { NotificationSettingsForm } from "@/lib/validation/settings";

/** PUT /api/user/settings: the analysis time and zone; resolves to the settings as stored. */
export async function saveSettings(invalidate: Invalidate, values: NotificationSettingsForm): Promise<Written<{ user: UserSettings }>> {
  const { user } = await api.put<{ user: UserSettings }>("/api/user/settings", values);
  return { user, refreshed: invalidate({ kind: "settings-saved" }) };
}

/** POST /api/user/settings/test-notification: a message to the user's Telegram; changes nothing on screen. */
export async function sendTestNotification(): Promise<void> {
  await api.post("/api/user/settings/test-notification");
}
