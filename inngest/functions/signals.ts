import { defineJob } from "@/inngest/define-job";
import type { JobContext } from "@/inngest/job";
import { refreshStaleSignals } from "@/lib/services/archive/refresh-signals";

/** Batches of 500 ads a step: about 10,000 ads, a few seconds, well inside a serverless step's time. */
const BATCHES_PER_STEP = 20;
/** Steps a run, 150,000 ads: at 5 M ads a revision has reached every ad after 34 runs, eight and a half hours. */
const STEPS_PER_RUN = 15;

/**
 * Every 15 minutes: after a detector revision, the stored ads' signals and filter columns are read again
 * by the new detectors (lib/services/archive/refresh-signals.ts), a slice of the archive a step, from where
 * the last run stopped. Once the walk of the current version is over, a run is one read of its marker.
 * Idempotent and safe to run twice at once (the walk's marker row is locked per batch).
 */
export async function refreshSignalsBody({ step }: JobContext) {
  let visited = 0;
  let refreshed = 0;
  for (let i = 0; i < STEPS_PER_RUN; i++) {
    const slice = await step.run(`slice-${i}`, () => refreshStaleSignals({ maxBatches: BATCHES_PER_STEP }));
    visited += slice.visited;
    refreshed += slice.refreshed;
    if (slice.done) return { visited, refreshed, done: true };
  }
  return { visited, refreshed, done: false };
}

export const refreshSignals = defineJob({
  id: "refresh-signals",
  command: "signals",
  trigger: { cron: "*/15 * * * *" },
  options: { name: "Read stored ads' signals again after a detector revision" },
  body: refreshSignalsBody,
});
