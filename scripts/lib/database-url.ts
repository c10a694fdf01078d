import { readFileSync } from "node:fs";

/** DATABASE_URL, or the embedded database `npm run local` recorded, so commands work in both setups. */
export function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    const local = JSON.parse(readFileSync(".data/local.json", "utf8")) as { databaseUrl?: string };
    if (local.databaseUrl) return local.databaseUrl;
  } catch {
    // No local state either: fall through to the explanation below.
  }
  throw new Error("DATABASE_URL is not set and no .data/local.json was found: run `npm run local` first or export DATABASE_URL.");
}
