import "server-only";
import { db } from "@/lib/db";

/**
 * Claims a scheduled job's tick for this node: true for exactly one of the nodes that ask for the same
 * `dueAt` (the moment the schedule names, which every node computes alike, whatever its timer's delay),
 * false for the others and for a tick older than one already claimed. One row per job, moved forward by
 * a conditional upsert: a claim needs no release, so a node that dies mid-run holds nothing back, and
 * the next tick is claimed as usual. A lock held for the run's length would not do: a short run ends
 * before a slower node's timer fires, which would then take the lock and run the same tick again.
 */
export async function claimDueRun(job: string, dueAt: Date, node: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ job: string }[]>`
    INSERT INTO "JobClaim" ("job", "dueAt", "node") VALUES (${job}, ${dueAt.toISOString()}::timestamptz, ${node})
    ON CONFLICT ("job") DO UPDATE SET "dueAt" = EXCLUDED."dueAt", "node" = EXCLUDED."node", "claimedAt" = now()
    WHERE "JobClaim"."dueAt" < EXCLUDED."dueAt"
    RETURNING "job"`;
  return rows.length === 1;
}
