// `npm run invite [-- e-mail]`: prints a fresh single-use invitation token as the last line (admins and tests
// read it). With an e-mail, only that address can register with it.
import { Pool } from "pg";
import { databaseUrl } from "./lib/database-url";
import { insertInvitation } from "./lib/invitation";

async function main() {
  const pool = new Pool({ connectionString: databaseUrl() });
  try {
    const email = process.argv[2]?.trim() || null;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Correo no válido: ${email}`);
    const token = await insertInvitation(pool, email);
    console.log(
      email ? `Invitación de un solo uso creada para ${email.toLowerCase()}. Token:` : "Invitación de un solo uso creada. Token:",
    );
    console.log(token);
  } finally {
    await pool.end();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
