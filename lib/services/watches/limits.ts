import "server-only";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getEffectivePlan } from "@/lib/services/billing/effective-plan";
import { TELEGRAM_SETTINGS_PLACE } from "@/lib/shared/watches/labels";
import type { WatchLimits } from "./watch-view";

type Client = Prisma.TransactionClient | typeof db;

/** The watch limits that apply today (the free plan's while a paid plan is expired). */
export async function watchLimits(client: Client, userId: string, now = new Date()): Promise<WatchLimits & { planName: string }> {
  const plan = await getEffectivePlan(client, userId, now);
  return { maxWatches: plan.limits.maxWatches, minIntervalHours: plan.limits.watchMinIntervalHours, planName: plan.limits.name };
}

/** Refuses a frequency faster than the plan allows. */
export function assertFrequencyAllowed(frequencyHours: number, limits: WatchLimits & { planName: string }): void {
  if (frequencyHours < limits.minIntervalHours) {
    throw new AppError(
      "PLAN_LIMIT",
      `Tu plan ${limits.planName} permite vigilancias diarias; la frecuencia cada 6 horas está en los planes superiores.`,
      {
        field: "frequencyHours",
      },
    );
  }
}

export const TELEGRAM_NOT_LINKED = `Conecta Telegram en ${TELEGRAM_SETTINGS_PLACE} para recibir vigilancias por Telegram.`;

/** Refuses the Telegram channel while the user has no linked chat (or the bot was blocked). */
export async function assertTelegramLinked(client: Client, userId: string): Promise<void> {
  const u = await client.user.findUnique({ where: { id: userId }, select: { telegramId: true, telegramBlockedAt: true } });
  if (!u?.telegramId || u.telegramBlockedAt) throw new AppError("BAD_REQUEST", TELEGRAM_NOT_LINKED, { field: "channels" });
}
