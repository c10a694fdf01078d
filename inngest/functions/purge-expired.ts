import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
import { purgeExpired } from "@/lib/services/housekeeping/purge-expired";

/** 03:30 daily in APP_TIMEZONE: rows nothing reads any more are deleted (lib/services/housekeeping/purge-expired.ts). */
export async function purgeExpiredBody({ event, step }: JobContext) {
  return step.run("purge-expired", () => purgeExpired(eventTime(event)));
}

export const purgeExpiredRows = defineJob({
  id: "purge-expired-rows",
  command: "purge",
  // A quiet hour of the app's day.
  trigger: { cron: "30 3 * * *" },
  options: { name: "Purge expired rows" },
  body: purgeExpiredBody,
});
