// The job registry (inngest/jobs.ts) is the one list Inngest's functions, the in-process scheduler and
// `npm run job` come from: ids, schedules and zones must not drift when a job is added or moved.
import { describe, expect, it } from "vitest";
import { cronJobs, eventJobs, functions, JOB_NAMES } from "@/inngest";
import { scheduleOf } from "@/inngest/define-job";

describe("job registry", () => {
  it("serves every job at /api/inngest under its stable id", () => {
    expect(functions.map((f) => f.id()).sort()).toEqual([
      "cluster-products",
      "daily-analysis",
      "daily-snapshot",
      "monthly-usage-reset",
      "purge-expired-rows",
      "refresh-signals",
      "snapshot-page",
      "telegram-setup",
      "telegram-stranded-updates",
      "telegram-update",
      "watch-deliver",
      "watch-query",
      "watches-tick",
    ]);
  });

  it("schedules the cron jobs in APP_TIMEZONE, except those on UTC: the analysis, the quota's month and the Telegram sweep", () => {
    const tz = process.env.APP_TIMEZONE ?? "America/Bogota";
    const schedules = Object.fromEntries(cronJobs.map((j) => [j.command, scheduleOf(j.trigger)]));
    expect(schedules).toEqual({
      snapshot: { cron: "0 6 * * *", timezone: tz },
      reset: { cron: "0 0 1 * *", timezone: "UTC" },
      purge: { cron: "30 3 * * *", timezone: tz },
      analysis: { cron: "*/5 * * * *", timezone: "UTC" },
      watches: { cron: "0 * * * *", timezone: tz },
      telegram: { cron: "17 4 * * *", timezone: tz },
      "telegram-sweep": { cron: "*/2 * * * *", timezone: "UTC" },
      products: { cron: "*/10 * * * *", timezone: tz },
      signals: { cron: "*/15 * * * *", timezone: tz },
    });
    expect([...JOB_NAMES].sort()).toEqual([
      "analysis",
      "products",
      "purge",
      "reset",
      "signals",
      "snapshot",
      "telegram",
      "telegram-sweep",
      "watches",
    ]);
  });

  it("routes each fan-out's event to its job", () => {
    expect([...eventJobs.keys()].sort()).toEqual([
      "telegram/update.received",
      "tracking/page.snapshot",
      "watches/query.run",
      "watches/watch.deliver",
    ]);
    expect(eventJobs.get("telegram/update.received")?.id).toBe("telegram-update");
    expect(eventJobs.get("tracking/page.snapshot")?.id).toBe("snapshot-page");
    expect(eventJobs.get("watches/query.run")?.id).toBe("watch-query");
    expect(eventJobs.get("watches/watch.deliver")?.id).toBe("watch-deliver");
  });
});
