// `npm run invite`: prints a fresh single-use invitation token as the last line (admins and tests read it).
import { Pool } from "pg";
import { databaseUrl } from "./lib/database-url";
import { insertInvitation } from "./lib/invitation";

async function main() {
  const pool = new Pool({ connectionString: databaseUrl() });
  try {
    const token = await insertInvitation(pool);
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
