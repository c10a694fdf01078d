import type { InngestFunction } from "inngest";
import { env } from "@/lib/env";
import { inngest } from "./client";
import { jobStep, type JobContext } from "./job";

/** A schedule. Without `timezone` the job follows APP_TIMEZONE (the business day of the app). */
export type CronTrigger = { cron: string; timezone?: string };
/** Runs once per event a job fans out with step.sendEvent. */
export type EventTrigger = { event: string };

/** Inngest's function options other than the id and triggers, which defineJob owns. */
export type JobOptions = Omit<InngestFunction.Options, "id" | "triggers">;

export type JobDefinition<Command extends string | undefined> = {
  /** Inngest's function id: renaming it makes Inngest see a new function and lose the old one's runs. */
  id: string;
  /** The short name of `npm run job -- <command>` and of the in-process scheduler's logs (cron jobs only). */
  command?: Command;
  trigger: CronTrigger | EventTrigger;
  options?: JobOptions;
  /** Events of this job the in-process runner runs at once (default 1: one after another). */
  localConcurrency?: number;
  body: (ctx: JobContext) => Promise<unknown>;
};

export type Job<Command extends string | undefined = string | undefined> = Required<
  Pick<JobDefinition<Command>, "id" | "trigger" | "body">
> & {
  command: Command;
  /** The function served at /api/inngest. */
  fn: InngestFunction.Any;
  localConcurrency: number;
};

export function isCron(trigger: CronTrigger | EventTrigger): trigger is CronTrigger {
  return "cron" in trigger;
}

/** The zone a cron trigger runs in, read from the environment when asked (croner: at start-up). */
export function scheduleOf(trigger: CronTrigger): { cron: string; timezone: string } {
  return { cron: trigger.cron, timezone: trigger.timezone ?? env().APP_TIMEZONE };
}

/** Inngest's cron syntax with a zone: "TZ=America/Bogota 0 6 * * *". */
export function inngestCron(trigger: CronTrigger): string {
  const s = scheduleOf(trigger);
  return `TZ=${s.timezone} ${s.cron}`;
}

/**
 * One job: its body runs on Inngest's engine (the function built here) and in-process (inngest/local.ts)
 * alike. Listing it in inngest/jobs.ts is all it takes to serve, schedule and run it by name.
 */
export function defineJob<const Command extends string | undefined = undefined>(def: JobDefinition<Command>): Job<Command> {
  const { id, command, trigger, options, body, localConcurrency = 1 } = def;
  const triggers = isCron(trigger) ? [{ cron: inngestCron(trigger) }] : [{ event: trigger.event }];
  const fn = inngest.createFunction({ ...options, id, triggers }, ({ event, step }) => body({ event, step: jobStep(step) }));
  return { id, command: command as Command, trigger, body, fn, localConcurrency };
}
