// Next.js calls register() once per server process at start-up.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Not awaited: the server starts at once, and a database that is not up yet only leaves this undone.
  const { warmPool } = await import("./lib/db");
  void warmPool().catch(() => {});
  const { localSchedulerEnabled, startLocalScheduler } = await import("./inngest/local");
  // With an Inngest engine configured, the engine calls /api/inngest instead; run nothing here.
  if (localSchedulerEnabled()) startLocalScheduler();
}
