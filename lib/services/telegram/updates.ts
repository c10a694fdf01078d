import "server-only";
import type { Update } from "grammy/types";
import { db } from "@/lib/db";
import { getReadyBot } from "@/lib/telegram/bot";

/** An update not answered this long after it arrived is taken up by the sweep (its job's event was lost). */
const STRANDED_AFTER_MS = 2 * 60_000;
/** Older than this, an unanswered update is dropped: a reply to "/cuota" half an hour late only confuses. */
const ANSWER_WITHIN_MS = 30 * 60_000;
/** Telegram re-sends an update for a day at most: rows older than that no longer deduplicate anything. */
const KEEP_UPDATES_MS = 2 * 86_400_000;

export const HANDLER_FAILED_REPLY = "No se pudo completar lo que pediste. Intenta de nuevo en unos minutos.";

/**
 * Records a webhook update under its update_id. True when its job's event must go: a new update, or one
 * stored but never answered (the event was not sent, or its run died with its process), which Telegram
 * re-sends when the first answer was not a 200. An update already answered is not handled again.
 */
export async function receiveTelegramUpdate(update: { update_id: number }): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    INSERT INTO "TelegramUpdate" ("updateId", "payload") VALUES (${BigInt(update.update_id)}, ${JSON.stringify(update)}::jsonb)
    ON CONFLICT ("updateId") DO UPDATE SET "receivedAt" = "TelegramUpdate"."receivedAt" WHERE "TelegramUpdate"."handledAt" IS NULL
    RETURNING 1`;
  return rows.length > 0;
}

/** The private chat an update came from, where a failed handler's apology goes. */
function chatOf(update: Update): number | null {
  return update.message?.chat.id ?? update.callback_query?.message?.chat.id ?? update.callback_query?.from.id ?? null;
}

/**
 * The job's half: claims the stored update (one UPDATE, so two runs of the same event handle it once)
 * and lets the bot answer it. 'duplicate' when it was already handled. A handler that throws is not run
 * again (it may have acted already): the chat is told it failed, rather than left without an answer.
 */
export async function handleTelegramUpdate(updateId: number): Promise<"handled" | "duplicate" | "no_bot" | "failed"> {
  const bot = await getReadyBot();
  if (!bot) return "no_bot";
  const claimed = await db.telegramUpdate.updateManyAndReturn({
    where: { updateId: BigInt(updateId), handledAt: null },
    data: { handledAt: new Date() },
    select: { payload: true },
  });
  if (claimed.length === 0) return "duplicate";
  const update = claimed[0].payload as unknown as Update;
  try {
    await bot.handleUpdate(update);
    return "handled";
  } catch (e) {
    console.error(`telegram update ${updateId}:`, e);
    const chat = chatOf(update);
    if (chat !== null) await bot.api.sendMessage(chat, HANDLER_FAILED_REPLY).catch(() => {});
    return "failed";
  }
}

/**
 * The sweep (every two minutes): answers the updates stored but not answered within STRANDED_AFTER_MS,
 * whose job's event was lost, drops those too old to answer, and deletes answered rows Telegram can no
 * longer re-send. Safe beside the job and itself: each update is claimed once.
 */
export async function answerStrandedUpdates(now: Date = new Date()): Promise<{ answered: number; dropped: number; deleted: number }> {
  const stranded = await db.telegramUpdate.findMany({
    where: {
      handledAt: null,
      receivedAt: { lt: new Date(now.getTime() - STRANDED_AFTER_MS), gte: new Date(now.getTime() - ANSWER_WITHIN_MS) },
    },
    orderBy: { updateId: "asc" },
    take: 100,
    select: { updateId: true },
  });
  let answered = 0;
  for (const { updateId } of stranded) if ((await handleTelegramUpdate(Number(updateId))) !== "duplicate") answered += 1;
  const dropped = await db.telegramUpdate.updateMany({
    where: { handledAt: null, receivedAt: { lt: new Date(now.getTime() - ANSWER_WITHIN_MS) } },
    data: { handledAt: now },
  });
  const deleted = await db.telegramUpdate.deleteMany({ where: { receivedAt: { lt: new Date(now.getTime() - KEEP_UPDATES_MS) } } });
  return { answered, dropped: dropped.count, deleted: deleted.count };
}
