// GET /api/user/settings — Telegram ID, analysis time and zone. PUT — saves only the fields sent.
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { updateSettingsSchema } from "@/lib/validation/settings";
import { getUserSettings, updateUserSettings } from "@/lib/services/settings/user-settings";

const handleGet = userRoute(async ({ user }) => ok({ user: await getUserSettings(user.id) }));

const handlePut = userRoute(async ({ req, user }) => {
  const input = await parseJson(req, updateSettingsSchema);
  return ok({ user: await updateUserSettings(user.id, input), message: "Configuración guardada exitosamente" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, PUT: handlePut });
