import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
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

export const dailyAnalysis = defineJob({
  id: "daily-analysis",
  command: "analysis",
  // UTC and every 5 minutes: each user's own zone and time decide who is due.
  trigger: { cron: "*/5 * * * *", timezone: "UTC" },
  options: { name: "Daily Telegram analysis" },
  body: dailyAnalysisBody,
});
