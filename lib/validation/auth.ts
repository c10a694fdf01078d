import { z, messages } from "./zod";

export const INVITATION_TOKEN_LENGTH = 64;
export const MIN_PASSWORD_LENGTH = 6;
/** Far above any passphrase; bounds the work a single request can ask of the password hash. */
export const MAX_PASSWORD_LENGTH = 128;

// The spec's "{email}-space" format: something@something.something with no whitespace.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const loginSchema = z.object({
  email: z.string({ error: messages.fillAllFields }).trim().toLowerCase().min(1, { error: messages.fillAllFields }),
  password: z.string({ error: messages.fillAllFields }).min(1, { error: messages.fillAllFields }),
});
export type LoginInput = z.input<typeof loginSchema>;

const email = requiredString("El correo electrónico es requerido")
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: "El formato del correo electrónico no es válido" });

const password = z
  .string({ error: "La contraseña es requerida" })
  .min(1, { error: "La contraseña es requerida" })
  .min(MIN_PASSWORD_LENGTH, { error: "La contraseña debe tener al menos 6 caracteres" })
  .max(MAX_PASSWORD_LENGTH, { error: "La contraseña es demasiado larga (máximo 128 caracteres)" });

const invitationToken = requiredString("El token de invitación es requerido").length(INVITATION_TOKEN_LENGTH, {
  error: "El token de invitación no es válido",
});

/** POST /api/auth/register payload (spec §3): name trimmed, email trimmed + lower-cased, token trimmed. */
export const registerPayloadSchema = z.object({
  name: requiredString("El nombre es requerido").max(120, { error: "El nombre es demasiado largo" }),
  email,
  password,
  invitationToken,
});
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

/** The register form: the payload plus the confirmation, checked in the spec's order. */
export const registerSchema = z
  .object({
    name: registerPayloadSchema.shape.name,
    email,
    password,
    confirmPassword: z.string({ error: "Las contraseñas no coinciden" }),
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
  currentPassword: z.string({ error: messages.fillAllFields }).min(1, { error: messages.fillAllFields }),
  newPassword: z
    .string({ error: messages.fillAllFields })
    .min(1, { error: messages.fillAllFields })
    .min(MIN_PASSWORD_LENGTH, { error: "La nueva contraseña debe tener al menos 6 caracteres" }),
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const verifyTokenSchema = z.object({
  token: z.string({ error: "El token es requerido" }).min(1, { error: "El token es requerido" }),
});
