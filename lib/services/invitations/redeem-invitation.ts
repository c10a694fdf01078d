import "server-only";
import { db, type Prisma } from "@/lib/db";
import { hashInvitationToken } from "./token";

/**
 * The invitation a token opens, if it can still be used: known, not revoked, not expired, uses left.
 * Registration refuses every other case with the same message, so a caller learns nothing more.
 */
export async function findUsableInvitation(token: string, now = new Date()): Promise<{ id: string; email: string | null } | null> {
  const row = await db.invitation.findUnique({
    where: { tokenHash: hashInvitationToken(token) },
    select: { id: true, email: true, revokedAt: true, expiresAt: true, useCount: true, maxUses: true },
  });
  if (!row || row.revokedAt || row.useCount >= row.maxUses || (row.expiresAt && row.expiresAt <= now)) return null;
  return { id: row.id, email: row.email };
}

/**
 * Spends one use of the invitation for `userId`, inside the registration's transaction. The conditional
 * update re-checks every rule under the row lock, so concurrent registrations never exceed its uses;
 * false means it can no longer be used (the caller rolls the registration back).
 */
export async function redeemInvitation(
  tx: Prisma.TransactionClient,
  invitationId: string,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const updated = await tx.$executeRaw`
    UPDATE "Invitation" SET "useCount" = "useCount" + 1
    WHERE id = ${invitationId} AND "revokedAt" IS NULL AND "useCount" < "maxUses"
      AND ("expiresAt" IS NULL OR "expiresAt" > ${now.toISOString()}::timestamp(3))`;
  if (updated !== 1) return false;
  await tx.invitationUse.create({ data: { invitationId, userId, usedAt: now } });
  return true;
}
