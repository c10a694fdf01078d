import "server-only";
import type { Prisma } from "@/lib/db";

/**
 * Serialises a user's limited inserts (saved ads, tracked advertisers) inside a transaction,
 * so two concurrent requests cannot both pass a "count < limit" check.
 */
export async function lockUserRow(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}
