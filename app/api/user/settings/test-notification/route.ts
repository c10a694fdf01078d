// POST /api/user/settings/test-notification — sends a test message to the saved Telegram ID.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { sendTestNotification } from "@/lib/services/settings/user-settings";

const handlePost = userRoute(async ({ user }) => {
  await sendTestNotification(user.id);
  return ok({ message: "¡Notificación de prueba enviada! Revisa tu Telegram." });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
