// `npm run invite`: prints a fresh single-use invitation token as the last line (admins and tests read it).
import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { databaseUrl } from "./lib/database-url";
import { generateInvitationToken, hashInvitationToken } from "../lib/services/invitations/token";

async function main() {
  const pool = new Pool({ connectionString: databaseUrl() });
  try {
    const token = generateInvitationToken();
    await pool.query(`INSERT INTO "Invitation" (id, "tokenHash", "createdAt") VALUES ($1, $2, now())`, [
      `inv_${randomBytes(12).toString("hex")}`,
      hashInvitationToken(token),
    ]);
    console.log("Invitación de un solo uso creada. Token:");
    console.log(token);
  } finally {
    await pool.end();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
