/**
 * The fallback when no Inngest engine is configured: the bodies of the jobs in inngest/jobs.ts, driven by
 * a plain step runner (each step runs once, in order) and croner on the same schedules, on every app
 * node; each tick runs on the one node that claims it (lib/services/jobs/claim-due-run.ts).
 * `npm run job -- <name>` uses `runJob` too.
 */
import { hostname } from "node:os";
import { Cron } from "croner";
import { env } from "@/lib/env";
import { claimDueRun } from "@/lib/services/jobs/claim-due-run";
import { inngest } from "./client";
import { scheduleOf } from "./define-job";
import { cronJobs, eventJobs, JOB_NAMES, type JobName } from "./index";
import type { JobEvent, JobEventPayload, JobStep } from "./job";

export { JOB_NAMES, type JobName };

/**
 * Runs what a fan-out sent: one event after another, or as many at once as the job's `localConcurrency`
 * (one node, bounded by construction). A failing event is logged and the others still run, as separate
 * Inngest runs would.
 */
async function dispatch(events: JobEventPayload[], log: (line: string) => void): Promise<{ failed: number }> {
  let failed = 0;
  const runnable = events.flatMap((e) => {
    const job = eventJobs.get(e.name);
    return job ? [{ e, job }] : [];
  });
  const width = Math.max(1, ...runnable.map((r) => r.job.localConcurrency));
  let next = 0;
  const worker = async () => {
    while (next < runnable.length) {
      const { e, job } = runnable[next++];
      try {
        await job.body({ event: { ...e, ts: Date.now() }, step: localStep(log) });
      } catch (err) {
        failed += 1;
        log(`${e.name} ${JSON.stringify(e.data)} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, runnable.length) }, worker));
  return { failed };
}

function localStep(log: (line: string) => void): JobStep {
  return {
    run: (_id, fn) => fn(),
    sendEvent: (_id, events) => dispatch(events, log),
  };
}

/** Runs one job now, in this process, with the same body Inngest runs. */
export async function runJob(name: JobName, opts: { now?: Date; log?: (line: string) => void } = {}): Promise<unknown> {
  const log = opts.log ?? ((line: string) => console.error(`[jobs] ${line}`));
  const event: JobEvent = { name: "inngest/scheduled.timer", data: {}, ts: (opts.now ?? new Date()).getTime() };
  const job = cronJobs.find((j) => j.command === name);
  if (!job) throw new Error(`unknown job: ${name}`);
  return job.body({ event, step: localStep(log) });
}

/**
 * Hands an event to its job from a request: to Inngest's engine when one is configured, else to this
 * process's runner after the caller has answered (the request never waits for the job).
 */
export async function sendJobEvent(event: JobEventPayload): Promise<void> {
  const e = env();
  if (e.INNGEST_SIGNING_KEY || e.INNGEST_DEV) {
    await inngest.send(event);
    return;
  }
  setImmediate(() => void dispatch([event], (line) => console.error(`[jobs] ${line}`)));
}

/** True when the jobs should run here: no Inngest engine configured and not switched off. */
export function localSchedulerEnabled(): boolean {
  const e = env();
  return e.JOBS_SCHEDULER !== "off" && !e.INNGEST_SIGNING_KEY && !e.INNGEST_DEV;
}

const STARTED = Symbol.for("adradar.localScheduler");

/**
 * JOBS_SCHEDULE_OVERRIDES="purge=0-59/2 * * * * *;…": other in-process schedules by command (croner
 * patterns, seconds allowed), so a test sees several ticks of a daily job in seconds.
 */
function scheduleOverrides(): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const part of (env().JOBS_SCHEDULE_OVERRIDES ?? "").split(";")) {
    if (!part.trim()) continue;
    const [name, pattern] = part.split("=").map((s) => s.trim());
    if (!(JOB_NAMES as readonly string[]).includes(name) || !pattern)
      throw new Error(`JOBS_SCHEDULE_OVERRIDES: no job or schedule in "${part}"`);
    overrides.set(name, pattern);
  }
  return overrides;
}

/** Starts the schedules once per process (dev reloads call register() again). */
export function startLocalScheduler(): Cron[] {
  const g = globalThis as typeof globalThis & { [STARTED]?: Cron[] };
  if (g[STARTED]) return g[STARTED];
  const overrides = scheduleOverrides();
  const node = `${hostname()}:${process.pid}`;
  const jobs = cronJobs.map(({ command: name, trigger }) => {
    const { cron, timezone } = scheduleOf(trigger);
    // protect: a run still going on this node when the next tick comes is not started twice.
    return new Cron(overrides.get(name) ?? cron, { timezone, protect: true, name: `adradar-${name}` }, async (self) => {
      // The moment the schedule names, not the timer's: every node computes the same one.
      const due = self.previousRuns(1, new Date())[0] ?? new Date();
      try {
        if (!(await claimDueRun(name, due, node))) return;
        console.log(`[jobs] ${name} due ${due.toISOString()} runs on ${node}`);
        await runJob(name, { now: due });
      } catch (err) {
        console.error(`[jobs] ${name} failed:`, err);
      }
    });
  });
  g[STARTED] = jobs;
  console.log(`[jobs] in-process scheduler started (${JOB_NAMES.join(", ")}); set INNGEST_SIGNING_KEY to use Inngest instead`);
  return jobs;
}
