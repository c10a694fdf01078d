// POST /api/user/telegram/link — a one-tap deep link to the bot (single use, 15 minutes).
// DELETE — unlinks the user's Telegram chat.
import { methods, ok, userRoute } from "@/lib/api/handler";
import { createTelegramLink, unlinkTelegram } from "@/lib/services/telegram/link-token";
import { getUserSettings } from "@/lib/services/settings/user-settings";

const handlePost = userRoute(async ({ user }) => ok(await createTelegramLink(user.id)));

const handleDelete = userRoute(async ({ user }) => {
  await unlinkTelegram(user.id);
  return ok({ user: await getUserSettings(user.id), message: "Telegram desconectado" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost, DELETE: handleDelete });
