// Idempotent seed: the five plans and the admin account, nothing else (`npm run db:seed`).
import { Pool } from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { hash } from "@node-rs/argon2";
import { PrismaClient } from "../lib/generated/prisma/client";
import { PLAN_CATALOG } from "../lib/shared/billing/plan-catalog";

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const pool = new Pool({ connectionString: url });
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  try {
    for (const plan of PLAN_CATALOG) {
      const data = { ...plan, features: [...plan.features] };
      // Admins edit plans from the plans page: running the seed again must not undo their changes.
      await db.plan.upsert({ where: { type: plan.type }, create: data, update: {} });
    }
    const email = process.env.ADMIN_EMAIL?.trim().toLowerCase();
    const password = process.env.ADMIN_PASSWORD;
    if (email && password) {
      const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
      await db.user.upsert({
        where: { email },
        create: { email, name: "Administrador", passwordHash, role: "admin", planType: "imperio" },
        update: { passwordHash, role: "admin" },
      });
      console.log(`Seeded ${PLAN_CATALOG.length} plans and admin ${email}`);
    } else {
      console.log(`Seeded ${PLAN_CATALOG.length} plans (no ADMIN_EMAIL/ADMIN_PASSWORD: no admin account)`);
    }
  } finally {
    await db.$disconnect();
    await pool.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
