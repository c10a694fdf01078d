/**
 * The single-node fallback when no Inngest engine is configured: the same job bodies, driven by a plain
 * step runner (each step runs once, in order) and croner on the same schedules. `npm run job -- <name>`
 * uses `runJob` too.
 */
import { Cron } from "croner";
import { env } from "@/lib/env";
import { dailyAnalysisBody } from "./functions/daily-analysis";
import { SNAPSHOT_PAGE_EVENT, dailySnapshotBody, snapshotPageBody } from "./functions/daily-snapshot";
import { monthlyResetBody } from "./functions/monthly-reset";
import { purgeExpiredBody } from "./functions/purge-expired";
import type { JobContext, JobEvent, JobEventPayload, JobStep } from "./job";
import { schedules } from "./schedules";

export const JOB_NAMES = ["snapshot", "reset", "analysis", "purge"] as const;
export type JobName = (typeof JOB_NAMES)[number];

const bodies: Record<JobName, (ctx: JobContext) => Promise<unknown>> = {
  snapshot: dailySnapshotBody,
  reset: monthlyResetBody,
  analysis: dailyAnalysisBody,
  purge: purgeExpiredBody,
};

/** Event-triggered bodies, for what a job fans out with step.sendEvent. */
const eventBodies: Record<string, (ctx: JobContext) => Promise<unknown>> = {
  [SNAPSHOT_PAGE_EVENT]: snapshotPageBody,
};

/**
 * Runs what a fan-out sent, one event after another (one node, bounded by construction). A failing event
 * is logged and the others still run, as separate Inngest runs would.
 */
async function dispatch(events: JobEventPayload[], log: (line: string) => void): Promise<{ failed: number }> {
  let failed = 0;
  for (const e of events) {
    const body = eventBodies[e.name];
    if (!body) continue;
    try {
      await body({ event: { ...e, ts: Date.now() }, step: localStep(log) });
    } catch (err) {
      failed += 1;
      log(`${e.name} ${JSON.stringify(e.data)} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
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
  return bodies[name]({ event, step: localStep(log) });
}

/** True when the jobs should run here: no Inngest engine configured and not switched off. */
export function localSchedulerEnabled(): boolean {
  const e = env();
  return e.JOBS_SCHEDULER !== "off" && !e.INNGEST_SIGNING_KEY && !e.INNGEST_DEV;
}

const STARTED = Symbol.for("adradar.localScheduler");

/** Starts the schedules once per process (dev reloads call register() again). */
export function startLocalScheduler(): Cron[] {
  const g = globalThis as typeof globalThis & { [STARTED]?: Cron[] };
  if (g[STARTED]) return g[STARTED];
  const s = schedules();
  const jobs = JOB_NAMES.map((name) => {
    const { cron, timezone } = s[name];
    // protect: a run still going when the next tick comes is not started twice.
    return new Cron(cron, { timezone, protect: true, name: `adradar-${name}` }, async () => {
      try {
        await runJob(name);
      } catch (err) {
        console.error(`[jobs] ${name} failed:`, err);
      }
    });
  });
  g[STARTED] = jobs;
  console.log(`[jobs] in-process scheduler started (${JOB_NAMES.join(", ")}); set INNGEST_SIGNING_KEY to use Inngest instead`);
  return jobs;
}
