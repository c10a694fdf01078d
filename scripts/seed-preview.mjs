#!/usr/bin/env node
// `npm run seed:preview`: prepares a staff preview's database in one step, from any machine that reaches
// it (a preview host's build step, or a laptop): migrations, the plans, a staff (admin) account and the
// demo data (scripts/seed-demo.ts), then a single-use invitation. Safe to run again.
//
//   DATABASE_URL=postgresql://… STAFF_EMAIL=staff@example.com [STAFF_PASSWORD=…] npm run seed:preview
//
// Without STAFF_PASSWORD a password is generated and printed (and set again on every run).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { ROOT, bin, checkNodeVersion, runOrThrow, step } from "./lib/proc.mjs";
import { ensurePrismaClient, migrate, redact, seed } from "./lib/postgres.mjs";

checkNodeVersion();

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: point it at the preview's database.");
  const email = (process.env.STAFF_EMAIL || process.env.ADMIN_EMAIL || "").trim().toLowerCase();
  if (!email) throw new Error("STAFF_EMAIL is not set: the e-mail of the staff account to create.");
  const password = process.env.STAFF_PASSWORD || process.env.ADMIN_PASSWORD || randomBytes(12).toString("base64url");
  if (password.length < 6) throw new Error("STAFF_PASSWORD must have at least 6 characters.");

  const env = { ...process.env, DATABASE_URL: databaseUrl };
  await step("Prisma client", ensurePrismaClient);
  await step(`Migrations (${redact(databaseUrl)})`, () => migrate(databaseUrl));
  await step("Plans and staff account", () => seed(databaseUrl, { ADMIN_EMAIL: email, ADMIN_PASSWORD: password }));
  const demo = await step("Demo data", () =>
    runOrThrow("scripts/seed-demo.ts", bin("tsx"), ["--conditions=react-server", path.join(ROOT, "scripts", "seed-demo.ts")], {
      // The demo provider: preview data never spends a real provider's credits.
      env: { ...env, STAFF_EMAIL: email, AD_PROVIDER: "demo" },
    }),
  );
  const invitation = await step("Invitation", () =>
    runOrThrow("scripts/invite.ts", bin("tsx"), [path.join(ROOT, "scripts", "invite.ts")], { env }),
  );

  console.log(`
  ${demo.trim().split("\n").pop()}
  Staff e-mail:      ${email}
  Staff password:    ${password}
  Invitation token:  ${invitation.trim().split("\n").pop()}
`);
}

main().catch((err) => {
  console.error(`\n${err?.message ?? err}`);
  process.exit(1);
});
