import "server-only";
import { db, Prisma } from "@/lib/db";

export type AuditAction = "user_create" | "plan_change" | "role_change" | "password_change" | "temporary_password" | "profile_update";

type Client = Prisma.TransactionClient | typeof db;

/** Records what an admin did to an account, in the same transaction as the change itself. */
export async function recordAudit(
  client: Client,
  entry: { actorId: string; targetId: string; action: AuditAction; summary: string; details?: Prisma.InputJsonObject },
): Promise<void> {
  await client.adminAuditEntry.create({
    data: { actorId: entry.actorId, targetId: entry.targetId, action: entry.action, summary: entry.summary, details: entry.details ?? {} },
  });
}

/** The admin actions on one account, newest first (the edit modal's history). */
export async function listAudit(targetId: string, take = 50) {
  const rows = await db.adminAuditEntry.findMany({
    where: { targetId },
    orderBy: { at: "desc" },
    take,
    include: { actor: { select: { name: true, email: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    action: r.action as AuditAction,
    summary: r.summary,
    at: r.at.toISOString(),
    actor: r.actor ? { name: r.actor.name, email: r.actor.email } : null,
  }));
}
