import { z } from "zod";
import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
import { configureBot } from "@/lib/services/telegram/configure-bot";
import { answerStrandedUpdates, handleTelegramUpdate } from "@/lib/services/telegram/updates";

export const TELEGRAM_UPDATE_EVENT = "telegram/update.received";

const updateEventSchema = z.object({ updateId: z.number().int() });

/** One webhook update, stored by the route, answered here (the webhook has already said 200). */
export async function telegramUpdateBody({ event, step }: JobContext) {
  const { updateId } = updateEventSchema.parse(event.data);
  return step.run(`update-${updateId}`, () => handleTelegramUpdate(updateId));
}

export const telegramUpdate = defineJob({
  id: "telegram-update",
  trigger: { event: TELEGRAM_UPDATE_EVENT },
  options: {
    name: "Answer one Telegram update",
    // One run per update however often it is sent; the stored row makes a second run a no-op anyway.
    idempotency: "event.data.updateId",
    retries: 0,
  },
  body: telegramUpdateBody,
});

/** Registers the bot's commands (in Spanish) with Telegram: `npm run job -- telegram`, and daily. */
export const telegramSetup = defineJob({
  id: "telegram-setup",
  command: "telegram",
  trigger: { cron: "17 4 * * *" },
  options: { name: "Register the Telegram bot's commands" },
  body: ({ step }) => step.run("set-my-commands", () => configureBot()),
});

/**
 * Every two minutes: the updates stored but never answered (their event lost, or its run died with its
 * process) are answered, those too old dropped, and rows Telegram can no longer re-send deleted.
 */
export const telegramSweep = defineJob({
  id: "telegram-stranded-updates",
  command: "telegram-sweep",
  trigger: { cron: "*/2 * * * *", timezone: "UTC" },
  options: { name: "Answer stranded Telegram updates" },
  body: ({ event, step }) => step.run("answer-stranded", () => answerStrandedUpdates(eventTime(event))),
});
