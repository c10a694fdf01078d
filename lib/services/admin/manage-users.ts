import "server-only";
import { randomInt } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { CreateUserInput, UpdateUserInput } from "@/lib/validation/admin-users";
import { FREE_PLAN_TYPE } from "@/lib/shared/billing/subscription";
import { oneMonthFrom } from "./change-plan";
import { recordAudit } from "./audit";
import { getAdminUserOrThrow, type AdminUser } from "./list-users";

const EMAIL_TAKEN = "Ya existe una cuenta con este correo electrónico";
/**
 * A password set by an admin recovers an account: its Telegram chat is a session too, and one linked by
 * whoever held the account would otherwise go on saving, following and pausing in its name.
 */
const TELEGRAM_UNLINKED = { telegramId: null, telegramUsername: null, telegramBlockedAt: null };
const roleLabel = (role: string) => (role === "admin" ? "Administrador" : "Usuario");

function emailConflict(e: unknown): never {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
    throw new AppError("CONFLICT", EMAIL_TAKEN, { field: "email" });
  }
  throw e;
}

async function planNameOrThrow(client: Prisma.TransactionClient | typeof db, planType: string): Promise<string> {
  const plan = await client.plan.findUnique({ where: { type: planType }, select: { name: true } });
  if (!plan) throw new AppError("BAD_REQUEST", "El plan no existe", { field: "planType" });
  return plan.name;
}

/** POST /api/admin/users/create: an account with the given plan and role (docs/product.md §5). */
export async function createUserByAdmin(actor: CurrentUser, input: CreateUserInput, now = new Date()): Promise<AdminUser> {
  const planName = await planNameOrThrow(db, input.planType);
  const passwordHash = await hashPassword(input.password);
  // A paid plan lasts a month, as when an admin changes a plan without a date: without an end it never expired.
  const subscriptionEndDate = input.planType === FREE_PLAN_TYPE ? null : oneMonthFrom(now);
  try {
    const id = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, role: input.role, planType: input.planType, subscriptionEndDate },
        select: { id: true },
      });
      await recordAudit(tx, {
        actorId: actor.id,
        targetId: user.id,
        action: "user_create",
        summary: `Creó la cuenta con el plan ${planName} y el rol ${roleLabel(input.role)}`,
        details: { planType: input.planType, role: input.role },
      });
      return user.id;
    });
    return getAdminUserOrThrow(id);
  } catch (e) {
    emailConflict(e);
  }
}

/**
 * PUT /api/admin/users/{id}: name, e-mail, and optionally the password (after the acting admin confirms
 * their own password) or the role. A new password revokes the user's sessions. An admin can neither
 * demote nor re-password their own account here, so they cannot lock themselves out.
 */
export async function updateUserByAdmin(actor: CurrentUser, userId: string, input: UpdateUserInput): Promise<AdminUser> {
  const target = await db.user.findUnique({ where: { id: userId }, select: { id: true, name: true, email: true, role: true } });
  if (!target) throw new AppError("NOT_FOUND", "Usuario no encontrado");
  const self = target.id === actor.id;
  if (self && input.role && input.role !== "admin") {
    throw new AppError("FORBIDDEN", "No puedes quitarte el rol de administrador a ti mismo", { field: "role" });
  }
  if (self && input.newPassword) {
    throw new AppError("BAD_REQUEST", "Para cambiar tu propia contraseña usa Configuración → Seguridad", { field: "newPassword" });
  }

  let passwordHash: string | undefined;
  if (input.newPassword) {
    const me = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
    if (!me || !(await verifyPassword(me.passwordHash, input.currentPassword ?? ""))) {
      throw new AppError("BAD_REQUEST", "La contraseña actual es incorrecta", { field: "currentPassword" });
    }
    passwordHash = await hashPassword(input.newPassword);
  }

  const roleChanged = input.role !== undefined && input.role !== target.role;
  const profileChanged = input.name !== target.name || input.email !== target.email;
  try {
    await db.$transaction(async (tx) => {
      await tx.user.update({
        where: { id: userId },
        data: {
          name: input.name,
          email: input.email,
          ...(roleChanged ? { role: input.role } : {}),
          ...(passwordHash ? { passwordHash, mustChangePassword: false, sessionVersion: { increment: 1 }, ...TELEGRAM_UNLINKED } : {}),
        },
      });
      if (profileChanged) {
        const changes = [
          input.name !== target.name ? `el nombre ("${target.name}" → "${input.name}")` : null,
          input.email !== target.email ? `el email (${target.email} → ${input.email})` : null,
        ].filter(Boolean);
        await recordAudit(tx, { actorId: actor.id, targetId: userId, action: "profile_update", summary: `Cambió ${changes.join(" y ")}` });
      }
      if (roleChanged) {
        await recordAudit(tx, {
          actorId: actor.id,
          targetId: userId,
          action: "role_change",
          summary: `Cambió el rol de ${roleLabel(target.role)} a ${roleLabel(input.role!)}`,
          details: { from: target.role, to: input.role! },
        });
      }
      if (passwordHash) {
        await recordAudit(tx, {
          actorId: actor.id,
          targetId: userId,
          action: "password_change",
          summary: "Cambió la contraseña y cerró sus sesiones",
        });
      }
    });
  } catch (e) {
    emailConflict(e);
  }
  return getAdminUserOrThrow(userId);
}

// No 0/O, 1/l/I: a password read off the screen and typed by hand.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export const TEMPORARY_PASSWORD_LENGTH = 14;

/** A random password from the CSPRNG (≈ 81 bits), easy to read aloud. */
export function generateTemporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * GET /api/admin/users/{id}/password: replaces the user's password with a random temporary one, revokes
 * every session of theirs, and makes them change it at the next sign-in. The password is returned once.
 */
export async function issueTemporaryPassword(actor: CurrentUser, userId: string): Promise<string> {
  if (userId === actor.id) {
    throw new AppError("FORBIDDEN", "No puedes generar una contraseña temporal para tu propia cuenta. Usa Configuración → Seguridad.");
  }
  const password = generateTemporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const res = await tx.user.updateMany({
      where: { id: userId },
      data: { passwordHash, mustChangePassword: true, sessionVersion: { increment: 1 }, ...TELEGRAM_UNLINKED },
    });
    if (res.count !== 1) throw new AppError("NOT_FOUND", "Usuario no encontrado");
    await recordAudit(tx, {
      actorId: actor.id,
      targetId: userId,
      action: "temporary_password",
      summary: "Generó una contraseña temporal y cerró sus sesiones, también la de Telegram",
    });
  });
  return password;
}
