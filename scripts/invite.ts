// `npm run invite`: prints a fresh single-use invitation token as the last line (admins and tests read it).
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { generateInvitationToken, hashInvitationToken } from "../lib/services/invitations/token";

/** DATABASE_URL, or the embedded database `npm run local` recorded, so the command works in both setups. */
function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    const local = JSON.parse(readFileSync(".data/local.json", "utf8")) as { databaseUrl?: string };
    if (local.databaseUrl) return local.databaseUrl;
  } catch {
    // No local state either: fall through to the explanation below.
  }
  throw new Error("DATABASE_URL is not set and no .data/local.json was found: run `npm run local` first or export DATABASE_URL.");
}

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
