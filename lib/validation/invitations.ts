import * as z from "./zod";
import { email, queryInt, text } from "./primitives";

/** Longest expiry an admin may give an invitation: one year. */
export const MAX_INVITATION_HOURS = 24 * 365;

/** POST /api/admin/invitations: optional expiry in hours (empty = never), uses (default 1), note. */
export const createInvitationSchema = z.object({
  expiresInHours: z
    .union([
      z.null(),
      z.literal(""),
      queryInt({ min: 1, max: MAX_INVITATION_HOURS, message: `La expiración debe ser de 1 a ${MAX_INVITATION_HOURS} horas` }),
    ])
    .transform((v) => (v === "" ? null : v))
    .optional(),
  maxUses: z
    .union([z.literal(""), queryInt({ min: 1, max: 1000, message: "Los usos deben ser de 1 a 1000" })])
    .transform((v) => (v === "" ? 1 : v))
    .default(1),
  note: text({ max: 200, tooLong: "La nota no puede superar 200 caracteres" }).default(""),
  // Binds the invitation to the one person it is for; blank = anyone holding the link.
  email: z
    .union([z.literal(""), z.null(), email({ invalid: "El correo del invitado no es válido" })])
    .transform((v) => (v ? v : null))
    .optional(),
});
export type CreateInvitationInput = z.output<typeof createInvitationSchema>;
export type CreateInvitationForm = z.input<typeof createInvitationSchema>;
