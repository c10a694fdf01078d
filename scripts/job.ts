// `npm run job -- <name>`: runs one scheduled job of inngest/jobs.ts now, in this process, with the same
// body Inngest runs (inngest/local.ts). Run under the `react-server` condition (see package.json).
import { databaseUrl } from "./lib/database-url";

async function main() {
  const name = process.argv[2];
  process.env.DATABASE_URL = databaseUrl();
  const { JOB_NAMES, runJob } = await import("@/inngest/local");
  if (!JOB_NAMES.includes(name as (typeof JOB_NAMES)[number])) {
    console.error(`Uso: npm run job -- <${JOB_NAMES.join("|")}>`);
    process.exit(2);
  }
  const result = await runJob(name as (typeof JOB_NAMES)[number], { log: (line) => console.error(line) });
  console.log(JSON.stringify(result, null, 2));
  const { db } = await import("@/lib/db");
  await db.$disconnect();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
