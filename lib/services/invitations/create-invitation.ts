import "server-only";
import { db } from "@/lib/db";
import type { CreateInvitationInput } from "@/lib/validation/invitations";
import { generateInvitationToken, hashInvitationToken } from "./token";
import { toInvitationView, type InvitationView } from "./list-invitations";

/**
 * Creates an invitation (single use by default, optionally expiring after some hours, with a note) and
 * returns its token: the only moment it exists in clear. Only its hash is stored.
 */
export async function issueInvitation(
  createdById: string | null,
  input: Partial<CreateInvitationInput> = {},
  now = new Date(),
): Promise<{ token: string; invitation: InvitationView }> {
  const token = generateInvitationToken();
  const row = await db.invitation.create({
    data: {
      tokenHash: hashInvitationToken(token),
      createdById,
      maxUses: input.maxUses ?? 1,
      note: input.note ?? "",
      email: input.email ?? null,
      expiresAt: input.expiresInHours ? new Date(now.getTime() + input.expiresInHours * 3_600_000) : null,
    },
    include: { createdBy: { select: { name: true, email: true } }, uses: { include: { user: { select: { name: true, email: true } } } } },
  });
  return { token, invitation: toInvitationView(row, now) };
}

/** Creates a single-use invitation and returns the token (the CLI's and the tests' shortcut). */
export async function createInvitation(createdById: string | null = null): Promise<string> {
  return (await issueInvitation(createdById)).token;
}
