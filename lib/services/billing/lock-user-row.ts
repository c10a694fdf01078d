import "server-only";
import { db, type Prisma } from "@/lib/db";

/**
 * Takes the user's row inside a transaction, which serialises a user's limited writes, so two concurrent
 * requests cannot both pass a "count < limit" check.
 */
export async function lockUserRow(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

const turns = new Map<string, Promise<void>>();

/** Runs `fn` after this process's earlier calls for the same user have finished. */
async function inUserTurn<T>(userId: string, fn: () => Promise<T>): Promise<T> {
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

/**
 * Runs `fn` in a transaction holding the user's row (lockUserRow), for the writes a user fires in bursts:
 * saved ads and follows. The transaction first waits for this app node's earlier ones for the same user:
 * they would run one at a time on the row lock anyway, but each waited for it on a pool connection of its
 * own, so one user's burst (200 requests at once from tabs and a script) took every connection, and
 * requests behind them, anyone's, gave up after the transaction's maxWait with a 503. Now a burst holds
 * one connection; the row lock still orders the requests of other nodes.
 */
export function withUserLock<T>(userId: string, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return inUserTurn(userId, () =>
    db.$transaction(async (tx) => {
      await lockUserRow(tx, userId);
      return fn(tx);
    }),
  );
}
