// Holding a row lock from a test's own session, so that concurrent requests overlap for certain
// (each waits on it) however fast the machine would otherwise run them one after another.
import { db } from "@/lib/db";

/** How many sessions wait, directly or through another waiter, on the session `pid`. */
export async function waitingBehind(pid: number): Promise<number> {
  const rows = await db.$queryRaw<{ pid: number; blockers: number[] }[]>`
    SELECT pid, pg_blocking_pids(pid) AS blockers FROM pg_stat_activity WHERE datname = current_database()`;
  const behind = new Set<number>([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (!behind.has(r.pid) && r.blockers.some((b) => behind.has(b))) {
        behind.add(r.pid);
        grew = true;
      }
    }
  }
  return behind.size - 1;
}

/**
 * Locks the rows `lockSql` selects (FOR UPDATE) in a transaction of its own until `release()`;
 * `pid` is that session's, for {@link waitingBehind}.
 */
export async function holdLock(lock: (tx: Parameters<Parameters<typeof db.$transaction>[0]>[0]) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let holding!: (pid: number) => void;
  const held = new Promise<number>((r) => (holding = r));
  const done = db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      await lock(tx);
      holding(row.pid);
      await released;
    },
    { timeout: 60_000 },
  );
  const pid = await held;
  return {
    pid,
    release: async () => {
      release();
      await done;
    },
  };
}
