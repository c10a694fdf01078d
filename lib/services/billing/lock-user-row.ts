import "server-only";
import type { Prisma } from "@/lib/db";

/**
 * Serialises a user's limited inserts (saved ads, tracked advertisers) inside a transaction,
 * so two concurrent requests cannot both pass a "count < limit" check.
 */
export async function lockUserRow(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

const turns = new Map<string, Promise<void>>();

/**
 * Runs `fn` (a transaction that takes the user's row with lockUserRow) after this process's earlier ones
 * for the same user. Those transactions run one at a time anyway, on the row's lock; without the turn,
 * each waited for it on a pool connection of its own, so one user's burst (200 requests at once from
 * tabs and a script) took every connection, and requests queued behind them, any user's, gave up after
 * the transaction's maxWait with a 503. Now a burst holds one connection; the row lock still orders the
 * other app nodes' requests.
 */
export async function inUserTurn<T>(userId: string, fn: () => Promise<T>): Promise<T> {
  const before = turns.get(userId) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const queue = before.then(() => mine);
  turns.set(userId, queue);
  try {
    await before;
    return await fn();
  } finally {
    release();
    if (turns.get(userId) === queue) turns.delete(userId);
  }
}
