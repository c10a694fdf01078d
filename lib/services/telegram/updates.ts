import "server-only";
import type { Update } from "grammy/types";
import { db, type Prisma } from "@/lib/db";
import { getReadyBot } from "@/lib/telegram/bot";

/**
 * Records a webhook update under its update_id. False when that id was already received: Telegram
 * re-sends an update it got no 200 for in time, and the copy must not be handled again.
 */
export async function receiveTelegramUpdate(update: { update_id: number }): Promise<boolean> {
  const { count } = await db.telegramUpdate.createMany({
    data: [{ updateId: BigInt(update.update_id), payload: update as unknown as Prisma.InputJsonValue }],
    skipDuplicates: true,
  });
  return count > 0;
}

/**
 * The job's half: claims the stored update (one UPDATE, so two runs of the same event handle it once)
 * and lets the bot answer it. 'duplicate' when it was already handled.
 */
export async function handleTelegramUpdate(updateId: number): Promise<"handled" | "duplicate" | "no_bot"> {
  const bot = await getReadyBot();
  if (!bot) return "no_bot";
  const claimed = await db.telegramUpdate.updateManyAndReturn({
    where: { updateId: BigInt(updateId), handledAt: null },
    data: { handledAt: new Date() },
    select: { payload: true },
  });
  if (claimed.length === 0) return "duplicate";
  await bot.handleUpdate(claimed[0].payload as unknown as Update);
  return "handled";
}
