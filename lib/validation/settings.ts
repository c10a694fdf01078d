import { messages, z } from "./zod";
import { changePasswordSchema } from "./auth";
import { text } from "./primitives";
import { TIME_ZONE_VALUES } from "@/lib/time-zone";

export const TELEGRAM_ID_MESSAGE = "El ID de Telegram debe ser un número";
export const DEFAULT_ANALYSIS_TIME = "09:00";

/** Digits only (spec §5); blank means "no ID". */
const telegramId = text({ max: 20, tooLong: TELEGRAM_ID_MESSAGE }).regex(/^\d*$/, { error: TELEGRAM_ID_MESSAGE });
const analysisTime = z.string({ error: "La hora no es válida" }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "La hora no es válida (HH:MM)" });
const timeZone = z.enum(TIME_ZONE_VALUES as [string, ...string[]], { error: "La zona horaria no es válida" });

/** The Notificaciones form (react-hook-form + zodResolver): every field present. */
export const notificationSettingsFormSchema = z.object({ telegramId, analysisTime, timeZone });
export type NotificationSettingsForm = z.output<typeof notificationSettingsFormSchema>;

/**
 * PUT /api/user/settings: fields left out keep their value (saving the ID alone does not reset the
 * analysis time); telegramId null or "" removes the ID.
 */
export const updateSettingsSchema = z
  .object({
    telegramId: telegramId.nullable().optional().transform((v) => (v === "" ? null : v)),
    analysisTime: analysisTime.optional(),
    timeZone: timeZone.optional(),
  })
  .strict();
export type UpdateSettingsInput = z.output<typeof updateSettingsSchema>;

/** Seguridad: the change-password form, checked in spec §5's order before PUT /api/auth/change-password. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: text({ max: 200, min: 1, required: messages.fillAllFields, trim: false }) })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "Las contraseñas nuevas no coinciden", path: ["confirmPassword"] });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
