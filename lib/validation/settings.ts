import * as z from "./zod";
import { text, strictObject } from "./primitives";
import { TIME_ZONE_VALUES } from "@/lib/time-zone";

export const TELEGRAM_ID_MESSAGE = "El ID de Telegram debe ser un número";

/** Digits only (docs/product.md §5); blank means "no ID". */
const telegramId = text({ max: 20, tooLong: TELEGRAM_ID_MESSAGE }).regex(/^\d*$/, { error: TELEGRAM_ID_MESSAGE });
const analysisTime = z
  .string({ error: "La hora no es válida" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "La hora no es válida (HH:MM)" });
const timeZone = z.enum(TIME_ZONE_VALUES as [string, ...string[]], { error: "La zona horaria no es válida" });

/** The Notificaciones form (react-hook-form + zodResolver): every field present. */
export const notificationSettingsFormSchema = z.object({ telegramId, analysisTime, timeZone });
export type NotificationSettingsForm = z.output<typeof notificationSettingsFormSchema>;

/**
 * PUT /api/user/settings: fields left out keep their value (saving the ID alone does not reset the
 * analysis time); telegramId null or "" removes the ID.
 */
export const updateSettingsSchema = strictObject({
  telegramId: telegramId
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v)),
  analysisTime: analysisTime.optional(),
  timeZone: timeZone.optional(),
});
export type UpdateSettingsInput = z.output<typeof updateSettingsSchema>;

/** Seguridad uses the change-password form schema of lib/validation/auth.ts. */
export { changePasswordFormSchema, type ChangePasswordForm } from "./auth";
