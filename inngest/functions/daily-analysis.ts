import { inngest } from "@/inngest/client";
import { eventTime, jobStep, type JobContext } from "@/inngest/job";
import { inngestCron, schedules } from "@/inngest/schedules";
import { dueAnalyses, sendDailyAnalysis } from "@/lib/services/notifications/daily-analysis";

/** Every 5 minutes: the users whose analysis time has come in their zone get it, once a day each. */
export async function dailyAnalysisBody({ event, step }: JobContext) {
  const due = await step.run("due-users", () => dueAnalyses(eventTime(event)));
  const outcomes: Record<string, number> = {};
  for (const d of due) {
    const outcome = await step.run(`analysis-${d.userId}-${d.day}`, () => sendDailyAnalysis(d.userId, d.day));
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return { due: due.length, outcomes };
}

export const dailyAnalysis = inngest.createFunction(
  { id: "daily-analysis", name: "Daily Telegram analysis", triggers: [{ cron: inngestCron(schedules().analysis) }] },
  ({ event, step }) => dailyAnalysisBody({ event, step: jobStep(step) }),
);
