import * as registered from "./jobs";
import { isCron, type CronTrigger, type EventTrigger, type Job } from "./define-job";

type Registered = (typeof registered)[keyof typeof registered];

/** Every job of inngest/jobs.ts. */
export const jobs: readonly Registered[] = Object.values(registered);

/** Every function served at /api/inngest. */
export const functions = jobs.map((j) => j.fn);

/** The names `npm run job` accepts: each scheduled job's command. */
export type JobName = Extract<Registered, { command: string }>["command"];

/** The scheduled jobs, which croner runs when no Inngest engine is configured. */
export const cronJobs = jobs.filter(
  (j): j is Extract<Registered, { command: string }> & { trigger: CronTrigger } => isCron(j.trigger) && typeof j.command === "string",
);

/** The event-triggered jobs, keyed by their event: what a scheduled job's fan-out reaches. */
export const eventJobs: ReadonlyMap<string, Job> = new Map(
  jobs.flatMap((j) => (isCron(j.trigger) ? [] : [[(j.trigger as EventTrigger).event, j as Job] as const])),
);

export const JOB_NAMES: readonly JobName[] = cronJobs.map((j) => j.command);
