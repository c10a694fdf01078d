import { z } from "zod";
import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
import { env } from "@/lib/env";
import { deliverWatch } from "@/lib/services/watches/deliver-watch";
import { applyPlanLimits } from "@/lib/services/watches/plan-allowance";
import { ensureQueryRun } from "@/lib/services/watches/query-run";
import { dueQueries, resumeQuotaPaused, watchWindow } from "@/lib/services/watches/schedule";
import { sendDueWatchMessages, sendWatchMessage } from "@/lib/services/notifications/send-watch-messages";

export const WATCH_QUERY_EVENT = "watches/query.run";
export const WATCH_DELIVER_EVENT = "watches/watch.deliver";

const iso = z.string().datetime();
const queryEventSchema = z.object({
  queryKey: z.string().min(1),
  window: z.string().min(1),
  at: iso,
  watchIds: z.array(z.string().min(1)),
});
const deliverEventSchema = z.object({ watchId: z.string().min(1), window: z.string().min(1), at: iso });

/**
 * The hourly tick: watches the quota paused and now have quota resume, the plan's watch limits are
 * applied (watches beyond them wait, those back within them resume), the due watches are grouped by
 * query (one event each), and the Telegram messages held over the quiet hours go out.
 */
export async function watchesBody({ event, step }: JobContext) {
  const at = eventTime(event).toISOString();
  const window = watchWindow(new Date(at));
  const resumed = await step.run("resume-quota-paused", () => resumeQuotaPaused(new Date(at)));
  // Before the grouping, so a watch beyond a lowered plan costs no upstream fetch.
  const plan = await step.run("apply-plan-limits", () => applyPlanLimits(new Date(at)));
  const queries = await step.run("due-queries", () => dueQueries(new Date(at)));
  if (queries.length > 0) {
    await step.sendEvent(
      "fan-out",
      queries.map((q) => ({ name: WATCH_QUERY_EVENT, data: { ...q, window, at } })),
    );
  }
  const held = await step.run("send-held-messages", () => sendDueWatchMessages(new Date(at)));
  return {
    window,
    resumed,
    planPaused: plan.paused,
    planResumed: plan.resumed,
    queries: queries.length,
    watches: queries.reduce((n, q) => n + q.watchIds.length, 0),
    heldSent: held.sent,
  };
}

/** One distinct query: the shared upstream fetch for the window, then one event per watch of it. */
export async function watchQueryBody({ event, step }: JobContext) {
  const { queryKey, window, at, watchIds } = queryEventSchema.parse(event.data);
  const fetched = await step.run(`fetch-${queryKey}`, () => ensureQueryRun(queryKey, window, new Date(at)));
  await step.sendEvent(
    "deliver",
    watchIds.map((watchId) => ({ name: WATCH_DELIVER_EVENT, data: { watchId, window, at } })),
  );
  return { queryKey, window, ...fetched, watches: watchIds.length };
}

/**
 * One watch in one window: its delivery, then its Telegram message queued for the outbox's drain when it
 * is not quiet time (docs/watches.md, 'The outbox').
 */
export async function watchDeliverBody({ event, step }: JobContext) {
  const { watchId, window, at } = deliverEventSchema.parse(event.data);
  const result = await step.run(`deliver-${watchId}`, () => deliverWatch(watchId, window, new Date(at)));
  const messageId = result.messageId;
  // Sent now unless it is quiet time for the user (then the hourly tick sends it at 07:00 their time).
  const sendAt = () => new Date(Math.max(Date.now(), Date.parse(at)));
  const sent = messageId ? await step.run(`send-${watchId}`, () => sendWatchMessage(messageId, sendAt())) : null;
  return { ...result, sent };
}

export const watchesTick = defineJob({
  id: "watches-tick",
  command: "watches",
  trigger: { cron: "0 * * * *" },
  options: { name: "Run due watches" },
  body: watchesBody,
});

export const watchQuery = defineJob({
  id: "watch-query",
  trigger: { event: WATCH_QUERY_EVENT },
  options: {
    name: "Fetch one watched query",
    // Bounded upstream pressure, and one fetch per query and window however often the event arrives.
    concurrency: [{ limit: env().WATCH_CONCURRENCY }, { key: "event.data.queryKey", limit: 1 }],
    throttle: { limit: env().WATCH_THROTTLE_PER_MINUTE, period: "1m" },
    idempotency: "event.data.queryKey + '-' + event.data.window",
    retries: 3,
  },
  localConcurrency: env().WATCH_CONCURRENCY,
  body: watchQueryBody,
});

export const watchDeliver = defineJob({
  id: "watch-deliver",
  trigger: { event: WATCH_DELIVER_EVENT },
  options: {
    name: "Deliver one watch",
    // One run per watch and window, never the same watch twice at once nor more than once a minute
    // (the watch's row lock and lastWindow make an overlap harmless anyway).
    concurrency: [{ limit: env().WATCH_CONCURRENCY }, { key: "event.data.watchId", limit: 1 }],
    throttle: { limit: 1, period: "1m", key: "event.data.watchId" },
    idempotency: "event.data.watchId + '-' + event.data.window",
    retries: 3,
  },
  // In-process, each query's watchers deliver side by side too: one after another, 10,000 watches at
  // ~0.1 s of database work each would take the hour the next tick needs (bench:watches).
  localConcurrency: env().WATCH_DELIVER_CONCURRENCY,
  body: watchDeliverBody,
});
