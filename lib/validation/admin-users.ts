import * as z from "./zod";
import { email as emailField, id, isoDate, queryInt, text } from "./primitives";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./auth";

export const ALL_FIELDS_REQUIRED = "Todos los campos son requeridos";
export const PASSWORD_TOO_SHORT = "La contraseña debe tener al menos 6 caracteres";
export const EXPIRY_IN_PAST = "La fecha de vencimiento no puede ser anterior a hoy";
export const ROLES = ["admin", "user"] as const;

/** A plan's type ("free", "tactico"): the Plan table's key. */
export function planTypeField(required: string = ALL_FIELDS_REQUIRED) {
  return text({ max: 32, min: 1, required }).regex(/^[a-z0-9_-]+$/, { error: "El plan no es válido" });
}

const password = (required: string) =>
  text({
    max: MAX_PASSWORD_LENGTH,
    min: 1,
    required,
    trim: false,
    tooLong: "La contraseña es demasiado larga (máximo 128 caracteres)",
  }).min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT });

/** POST /api/admin/users/create and its modal (docs/product.md §3 Forms, §5 'Admin create user'). */
// Each field says what it lacks: one "Todos los campos son requeridos" under every empty field read as
// three errors about the whole form.
export const createUserSchema = z.object({
  name: text({ max: 120, min: 1, required: "El nombre es requerido", tooLong: "El nombre es demasiado largo" }),
  email: emailField({ required: "El correo electrónico es requerido", invalid: "Email inválido" }),
  password: password("La contraseña es requerida"),
  planType: planTypeField().default("free"),
  role: z.enum(ROLES, { error: "El rol no es válido" }).default("user"),
});
export type CreateUserInput = z.output<typeof createUserSchema>;
export type CreateUserForm = z.input<typeof createUserSchema>;

const optionalPassword = text({ max: MAX_PASSWORD_LENGTH, trim: false }).optional();

const editFields = {
  name: text({ max: 120, min: 1, required: "Nombre y email son requeridos", tooLong: "El nombre es demasiado largo" }),
  email: emailField({ required: "Nombre y email son requeridos", invalid: "Email inválido" }),
  currentPassword: optionalPassword,
  newPassword: optionalPassword,
};

/** docs/product.md §5's checks of a new password, in order; none when no new password is entered. */
function checkNewPassword(
  v: { currentPassword?: string; newPassword?: string; confirmPassword?: string },
  ctx: z.RefinementCtx,
  withConfirm: boolean,
) {
  if (!v.newPassword) return;
  if (!v.currentPassword) {
    ctx.addIssue({ code: "custom", path: ["currentPassword"], message: "Contraseña actual es requerida para cambiar la contraseña" });
  } else if (withConfirm && v.newPassword !== v.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Las contraseñas no coinciden" });
  } else if (v.newPassword.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["newPassword"], message: PASSWORD_TOO_SHORT });
  }
}

/**
 * PUT /api/admin/users/{id} (docs/product.md §5 'Admin edit user'). `currentPassword` is the acting admin's own
 * password, asked again before an account's password is replaced. Empty password fields mean no change.
 */
export const updateUserSchema = z
  .object({ ...editFields, role: z.enum(ROLES, { error: "El rol no es válido" }).optional() })
  .superRefine((v, ctx) => checkNewPassword(v, ctx, false));
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** The edit modal: the payload plus the confirmation, which must match a new password. */
export const updateUserFormSchema = z
  .object({ ...editFields, confirmPassword: optionalPassword })
  .superRefine((v, ctx) => checkNewPassword(v, ctx, true));
export type UpdateUserForm = z.input<typeof updateUserFormSchema>;

/** POST /api/admin/users/plan: an empty expiry means one month from today (docs/product.md §5). */
export const changePlanSchema = z.object({
  userId: id(ALL_FIELDS_REQUIRED),
  planType: planTypeField(),
  expirationDate: z.union([z.literal(""), z.null(), isoDate("La fecha de vencimiento no es válida")]).optional(),
});
export type ChangePlanInput = z.output<typeof changePlanSchema>;

/** POST /api/user-plans/upgrade. */
export const upgradePlanSchema = z.object({ planType: planTypeField("El plan es requerido") });

export const ADMIN_PAGE_SIZE = 20;
export const INVITATIONS_PAGE_SIZE = 10;

/** GET /api/admin/users: a page of accounts matching a name or e-mail (q) and a role; the admin page keeps them in its URL. */
export const listAdminUsersQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000 }).default(1),
  limit: queryInt({ min: 1, max: 100 }).default(ADMIN_PAGE_SIZE),
  q: text({ max: 100, tooLong: "La búsqueda no puede superar 100 caracteres" }).default(""),
  role: z.enum(["all", ...ROLES], { error: "El rol no es válido" }).default("all"),
});
export type ListAdminUsersQuery = z.output<typeof listAdminUsersQuerySchema>;

/** GET /api/admin/invitations: a page of invitations, newest first. */
export const listInvitationsQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000 }).default(1),
  limit: queryInt({ min: 1, max: 100 }).default(INVITATIONS_PAGE_SIZE),
});
