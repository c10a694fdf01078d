import { Inngest } from "inngest";

/**
 * The app's Inngest client. With INNGEST_SIGNING_KEY (Inngest Cloud or a self-hosted server) the engine
 * calls /api/inngest on the jobs' schedules (inngest/jobs.ts); without it the same bodies run in-process
 * (inngest/local.ts, started from instrumentation.ts).
 */
export const inngest = new Inngest({ id: "adradar" });
