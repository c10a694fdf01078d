import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
import { resetAllUsage } from "@/lib/services/billing/reset-all-usage";

/** 00:00 UTC on the 1st, when the quota's month starts: every user's monthly counters start again (conditional, so idempotent). */
export async function monthlyResetBody({ event, step }: JobContext) {
  return step.run("reset-usage", () => resetAllUsage(eventTime(event)));
}

export const monthlyReset = defineJob({
  id: "monthly-usage-reset",
  command: "reset",
  trigger: { cron: "0 0 1 * *", timezone: "UTC" },
  options: { name: "Monthly usage reset" },
  body: monthlyResetBody,
});
