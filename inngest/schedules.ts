import { env } from "@/lib/env";

/** The jobs' schedules, shared by the Inngest triggers and the in-process scheduler. */
export function schedules() {
  const tz = env().APP_TIMEZONE;
  return {
    /** Daily snapshot of every tracked advertiser: 06:00 in APP_TIMEZONE. */
    snapshot: { cron: "0 6 * * *", timezone: tz },
    /** Monthly usage reset: 00:00 on the 1st in APP_TIMEZONE. */
    reset: { cron: "0 0 1 * *", timezone: tz },
    /** Expired sign-in counters and search-cache pages: 03:30 in APP_TIMEZONE, a quiet hour. */
    purge: { cron: "30 3 * * *", timezone: tz },
    /** Daily analysis: every 5 minutes, each user's own time and zone decide who is due. */
    analysis: { cron: "*/5 * * * *", timezone: "UTC" },
  } as const;
}

/** Inngest's cron syntax with a zone: "TZ=America/Bogota 0 6 * * *". */
export function inngestCron(s: { cron: string; timezone: string }): string {
  return `TZ=${s.timezone} ${s.cron}`;
}
