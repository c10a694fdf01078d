// One single-use invitation written with plain `pg`: what `npm run invite` does, and what the e2e tests do
// for each fresh user (a query, not a tsx process per sign-up).
import { randomBytes } from "node:crypto";
import type { Pool } from "pg";
import { generateInvitationToken, hashInvitationToken } from "../../lib/services/invitations/token";

/** Inserts an invitation, bound to `email` when given, and returns its token (only the hash is stored). */
export async function insertInvitation(pool: Pool, email: string | null = null): Promise<string> {
  const token = generateInvitationToken();
  await pool.query(`INSERT INTO "Invitation" (id, "tokenHash", email, "createdAt") VALUES ($1, $2, $3, now())`, [
    `inv_${randomBytes(12).toString("hex")}`,
    hashInvitationToken(token),
    email ? email.trim().toLowerCase() : null,
  ]);
  return token;
}
