import { inngest } from "@/inngest/client";
import { eventTime, jobStep, type JobContext } from "@/inngest/job";
import { inngestCron, schedules } from "@/inngest/schedules";
import { purgeExpired } from "@/lib/services/housekeeping/purge-expired";

/** 03:30 daily in APP_TIMEZONE: expired sign-in counters and search-cache pages are deleted. */
export async function purgeExpiredBody({ event, step }: JobContext) {
  return step.run("purge-expired", () => purgeExpired(eventTime(event)));
}

export const purgeExpiredRows = inngest.createFunction(
  { id: "purge-expired-rows", name: "Purge expired rows", triggers: [{ cron: inngestCron(schedules().purge) }] },
  ({ event, step }) => purgeExpiredBody({ event, step: jobStep(step) }),
);
