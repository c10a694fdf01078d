import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { pageInfo, type PageInfo } from "@/lib/paging-info";
import { INVITATIONS_PAGE_SIZE } from "@/lib/validation/admin-users";

export type InvitationStatus = "unused" | "partial" | "used" | "expired" | "revoked";

type InvitationRow = {
  id: string;
  note: string;
  email?: string | null;
  maxUses: number;
  useCount: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  createdBy: { name: string; email: string } | null;
  uses: { usedAt: Date; user: { name: string; email: string } | null }[];
};

/** Revoked wins, then used up, then expired; an invitation with uses left is 'partial'. */
export function invitationStatus(
  row: Pick<InvitationRow, "revokedAt" | "useCount" | "maxUses" | "expiresAt">,
  now = new Date(),
): InvitationStatus {
  if (row.revokedAt) return "revoked";
  if (row.useCount >= row.maxUses) return "used";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return row.useCount > 0 ? "partial" : "unused";
}

export function toInvitationView(row: InvitationRow, now = new Date()) {
  return {
    id: row.id,
    note: row.note,
    email: row.email ?? null,
    maxUses: row.maxUses,
    useCount: row.useCount,
    status: invitationStatus(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy?.name ?? null,
    uses: row.uses
      .map((u) => ({ name: u.user?.name ?? null, email: u.user?.email ?? null, usedAt: u.usedAt.toISOString() }))
      .sort((a, b) => a.usedAt.localeCompare(b.usedAt)),
  };
}
export type InvitationView = ReturnType<typeof toInvitationView>;

const include = {
  createdBy: { select: { name: true, email: true } },
  uses: { include: { user: { select: { name: true, email: true } } } },
} as const;

export type InvitationsPage = { invitations: InvitationView[]; pagination: PageInfo };

/** A page of invitations, the most recent first, each with its status and who used it when. */
export async function listInvitations(
  { page = 1, limit = INVITATIONS_PAGE_SIZE }: { page?: number; limit?: number } = {},
  now = new Date(),
): Promise<InvitationsPage> {
  const [rows, totalCount] = await Promise.all([
    db.invitation.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: (page - 1) * limit, take: limit, include }),
    db.invitation.count(),
  ]);
  return { invitations: rows.map((r) => toInvitationView(r, now)), pagination: pageInfo(page, limit, totalCount) };
}

/** Revokes an invitation: it stays listed, and registration refuses it from now on. */
export async function revokeInvitation(id: string, now = new Date()): Promise<InvitationView> {
  const res = await db.invitation.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
  const row = await db.invitation.findUnique({ where: { id }, include });
  if (!row) throw new AppError("NOT_FOUND", "Invitación no encontrada");
  if (res.count === 0 && !row.revokedAt) throw new AppError("CONFLICT", "La invitación no se pudo revocar");
  return toInvitationView(row, now);
}
