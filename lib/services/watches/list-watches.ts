import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { watchLimits } from "./limits";
import { toWatch, type Watch, type WatchLimits } from "./watch-view";

/** Whether the watch dialog can offer Telegram: a chat linked (and not blocked), on a server with a bot. */
export type WatchTelegram = { linked: boolean; botConfigured: boolean };

/** GET /api/watches: the user's watches, newest first, the plan's limits, and whether Telegram can be chosen. */
export async function listWatches(userId: string): Promise<{ watches: Watch[]; limits: WatchLimits; telegram: WatchTelegram }> {
  const [rows, limits, user] = await Promise.all([
    db.watch.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    watchLimits(db, userId),
    db.user.findUnique({ where: { id: userId }, select: { telegramId: true, telegramBlockedAt: true } }),
  ]);
  return {
    watches: rows.map(toWatch),
    limits: { maxWatches: limits.maxWatches, minIntervalHours: limits.minIntervalHours },
    // The same conditions as the refusal (assertTelegramLinked) and the bot (getBot), read here without
    // importing the bot, which imports the Telegram commands, which list the watches.
    telegram: { linked: Boolean(user?.telegramId && !user.telegramBlockedAt), botConfigured: Boolean(env().TELEGRAM_BOT_TOKEN) },
  };
}

export type WatchesReply = Awaited<ReturnType<typeof listWatches>>;
