// Next.js calls register() once per server process at start-up.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { localSchedulerEnabled, startLocalScheduler } = await import("./inngest/local");
  // With an Inngest engine configured, the engine calls /api/inngest instead; run nothing here.
  if (localSchedulerEnabled()) startLocalScheduler();
}
