import * as z from "./zod";
import { strictObject, text } from "./primitives";
import { isTimeZone, TIME_ZONE_MAX_LENGTH } from "@/lib/time-zone";

const analysisTime = z
  .string({ error: "La hora no es válida" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "La hora no es válida (HH:MM)" });
const INVALID_TIME_ZONE = "La zona horaria no es válida";
// Any zone the app keeps from a browser (reportedTimeZone), not only the listed ones: a user whose browser
// reports a zone the list lacks can save it as it is.
const timeZone = text({ max: TIME_ZONE_MAX_LENGTH, min: 1, required: INVALID_TIME_ZONE, tooLong: INVALID_TIME_ZONE }).refine(isTimeZone, {
  error: INVALID_TIME_ZONE,
});

/** The Notificaciones form (react-hook-form + zodResolver): every field present. */
export const notificationSettingsFormSchema = z.object({ analysisTime, timeZone });
export type NotificationSettingsForm = z.output<typeof notificationSettingsFormSchema>;

/**
 * PUT /api/user/settings: fields left out keep their value. No chat id: a chat is linked only through
 * the bot's one-tap deep link (POST /api/user/telegram/link), so nobody can point messages at a chat
 * that is not theirs.
 */
export const updateSettingsSchema = strictObject({
  analysisTime: analysisTime.optional(),
  timeZone: timeZone.optional(),
});
export type UpdateSettingsInput = z.output<typeof updateSettingsSchema>;

/** Seguridad uses the change-password form schema of lib/validation/auth.ts. */
export { changePasswordFormSchema, type ChangePasswordForm } from "./auth";
