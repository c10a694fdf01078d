import { z } from "zod";
import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
import { env } from "@/lib/env";
import { sendTrackingAlert } from "@/lib/services/notifications/tracking-alerts";
import { appDay, ensurePageSnapshot, recordDailyPoint, snapshotTargets, trackersOf } from "@/lib/services/tracking/snapshot";

export const SNAPSHOT_PAGE_EVENT = "tracking/page.snapshot";

const pageEventSchema = z.object({ pageId: z.string().min(1), country: z.string().min(1), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** The cron run: today's day in APP_TIMEZONE and one event per distinct (pageId, country) tracked. */
export async function dailySnapshotBody({ event, step }: JobContext) {
  const day = await step.run("day", async () => appDay(eventTime(event)));
  const targets = await step.run("list-pages", () => snapshotTargets());
  if (targets.length > 0) {
    await step.sendEvent(
      "fan-out",
      targets.map((t) => ({ name: SNAPSHOT_PAGE_EVENT, data: { ...t, day } })),
    );
  }
  return { day, pages: targets.length };
}

/**
 * One page in one country: the shared upstream fetch (skipped when today's row exists), then each
 * tracker's point and alert in a step of its own, so a failure retries only what failed.
 */
export async function snapshotPageBody({ event, step }: JobContext) {
  const { pageId, country, day } = pageEventSchema.parse(event.data);
  const target = { pageId, country };
  const fetched = await step.run(`fetch-${pageId}-${country}`, () => ensurePageSnapshot(target, day));
  const trackers = await step.run("trackers", () => trackersOf(target));
  let alerts = 0;
  for (const id of trackers) {
    const point = await step.run(`record-${id}`, () => recordDailyPoint(id, day));
    if (point?.alert) {
      const outcome = await step.run(`alert-${id}`, () => sendTrackingAlert(point, day));
      if (outcome === "sent") alerts += 1;
    }
  }
  return { pageId, country, day, activeAds: fetched.activeAds, fetched: fetched.fetched, trackers: trackers.length, alerts };
}

export const dailySnapshot = defineJob({
  id: "daily-snapshot",
  command: "snapshot",
  trigger: { cron: "0 6 * * *" },
  options: { name: "Daily tracked-advertiser snapshot" },
  body: dailySnapshotBody,
});

export const snapshotPage = defineJob({
  id: "snapshot-page",
  trigger: { event: SNAPSHOT_PAGE_EVENT },
  options: {
    name: "Snapshot one advertiser page",
    // Bounded upstream pressure: a few pages at once, a steady rate, and never the same page twice at once.
    concurrency: [{ limit: env().SNAPSHOT_CONCURRENCY }, { key: "event.data.pageId + '-' + event.data.country", limit: 1 }],
    throttle: { limit: env().SNAPSHOT_THROTTLE_PER_MINUTE, period: "1m" },
    idempotency: "event.data.pageId + '-' + event.data.country + '-' + event.data.day",
    retries: 3,
  },
  body: snapshotPageBody,
});
