import path from "node:path";
import { defineConfig } from "prisma/config";

// `env("DATABASE_URL")` throws when unset, which would break `prisma generate` on build hosts without a database.
export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
