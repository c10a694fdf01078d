import * as z from "./zod";
import { messages } from "./zod";
import { email as emailField, text } from "./primitives";

export const INVITATION_TOKEN_LENGTH = 64;
export const MIN_PASSWORD_LENGTH = 6;
/** Far above any passphrase; bounds the work a single request can ask of the password hash. */
export const MAX_PASSWORD_LENGTH = 128;

const requiredString = (message: string, max: number) => text({ max, min: 1, required: message });

export const loginSchema = z.object({
  email: emailField({ required: messages.fillAllFields, invalid: "Correo electrónico o contraseña incorrectos" }),
  password: text({
    max: MAX_PASSWORD_LENGTH,
    min: 1,
    required: messages.fillAllFields,
    trim: false,
    tooLong: "Correo electrónico o contraseña incorrectos",
  }),
});
export type LoginInput = z.input<typeof loginSchema>;

// The e-mail format check of docs/product.md §5 (no spaces, one @, a dot in the domain), bounded to 254 characters.
const email = emailField();

const password = text({
  max: MAX_PASSWORD_LENGTH,
  min: 1,
  required: "La contraseña es requerida",
  trim: false,
  tooLong: "La contraseña es demasiado larga (máximo 128 caracteres)",
}).min(MIN_PASSWORD_LENGTH, { error: "La contraseña debe tener al menos 6 caracteres" });

const invitationToken = requiredString("El token de invitación es requerido", 200).length(INVITATION_TOKEN_LENGTH, {
  error: "El token de invitación no es válido",
});

/** POST /api/auth/register payload (docs/product.md §3): name trimmed, email trimmed + lower-cased, token trimmed. */
export const registerPayloadSchema = z.object({
  name: text({ max: 120, min: 1, required: "El nombre es requerido", tooLong: "El nombre es demasiado largo" }),
  email,
  password,
  invitationToken,
});
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

export const CONFIRM_PASSWORD_REQUIRED = "Confirma la contraseña";

/** The register form: the payload plus the confirmation, checked in the order of docs/product.md §5. */
export const registerSchema = z
  .object({
    name: registerPayloadSchema.shape.name,
    email,
    password,
    // Empty, it says so under its own field, whatever the password above it holds.
    confirmPassword: text({ max: MAX_PASSWORD_LENGTH, min: 1, required: CONFIRM_PASSWORD_REQUIRED, trim: false }),
    invitationToken,
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Las contraseñas no coinciden",
    path: ["confirmPassword"],
    // Report the mismatch even when another field (the token) is still wrong.
    when: (payload) => registerPayloadSchema.pick({ password: true }).safeParse(payload.value).success,
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const changePasswordSchema = z.object({
  currentPassword: text({ max: MAX_PASSWORD_LENGTH, min: 1, required: messages.fillAllFields, trim: false }),
  newPassword: text({ max: MAX_PASSWORD_LENGTH, min: 1, required: messages.fillAllFields, trim: false }).min(MIN_PASSWORD_LENGTH, {
    error: "La nueva contraseña debe tener al menos 6 caracteres",
  }),
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const verifyTokenSchema = z.object({
  token: text({ max: 4000, min: 1, required: "El token es requerido" }),
});

/** The change-password form (docs/product.md §5): the payload plus a confirmation that must match. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: text({ max: MAX_PASSWORD_LENGTH, min: 1, required: messages.fillAllFields, trim: false }) })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "Las contraseñas nuevas no coinciden", path: ["confirmPassword"] });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
