import "server-only";
import { db } from "@/lib/db";
import { generateInvitationToken, hashInvitationToken } from "./token";

/** Creates a single-use invitation and returns the token: the only moment it exists in clear. */
export async function createInvitation(createdById: string | null = null): Promise<string> {
  const token = generateInvitationToken();
  await db.invitation.create({ data: { tokenHash: hashInvitationToken(token), createdById } });
  return token;
}
