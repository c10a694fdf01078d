import { inngest } from "@/inngest/client";
import { eventTime, jobStep, type JobContext } from "@/inngest/job";
import { inngestCron, schedules } from "@/inngest/schedules";
import { resetAllUsage } from "@/lib/services/usage/reset-all";

/** 00:00 on the 1st in APP_TIMEZONE: every user's monthly counters start again (conditional, so idempotent). */
export async function monthlyResetBody({ event, step }: JobContext) {
  return step.run("reset-usage", () => resetAllUsage(eventTime(event)));
}

export const monthlyReset = inngest.createFunction(
  { id: "monthly-usage-reset", name: "Monthly usage reset", triggers: [{ cron: inngestCron(schedules().reset) }] },
  ({ event, step }) => monthlyResetBody({ event, step: jobStep(step) }),
);
