// Guards the offline migration path: the unmodified Prisma CLI driving scripts/prisma-schema-engine.mjs
// (through scripts/prisma.mjs) must apply prisma/migrations to an empty database and record them exactly
// as the real schema engine does, so that a machine with the real binary sees the database as up to date.
// It relies on a private Prisma protocol: this test is what tells us a Prisma upgrade broke it.
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);

const repoRoot = path.resolve(import.meta.dirname, "../..");
const migrationsDir = path.join(repoRoot, "prisma", "migrations");

const EXPECTED_TABLES = [
  "User",
  "Plan",
  "Invitation",
  "Ad",
  "SearchCache",
  "SearchHistoryEntry",
  "CompleteSearch",
  "SavedAd",
  "TrackedAdvertiser",
  "AdvertiserDailyStat",
  "AdvertiserActiveAdsCount",
  "UsageEvent",
  "NotificationLog",
  "rate_limits",
];

// The migrations are applied to a database of their own: the shared integration database is already
// migrated, and this test must start from an empty one.
const serverUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const databaseName = `adradar_migrations_${Date.now()}_${randomBytes(3).toString("hex")}`;

function urlForDatabase(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseUrl = urlForDatabase(databaseName);

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlForDatabase("postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function prisma(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ["scripts/prisma.mjs", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
}

function migrationFolders(): string[] {
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe("prisma migrations through the schema-engine stand-in", () => {
  let db: pg.Client;

  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    // FORCE: a CLI child killed by a timeout may still hold a connection.
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseName)} WITH (FORCE)`));
  });

  it("applies every migration to an empty database, which then matches schema.prisma", { timeout: 300_000 }, async () => {
    const folders = migrationFolders();
    expect(folders.length).toBeGreaterThan(0);

    await prisma("migrate", "deploy");

    const { stdout: status } = await prisma("migrate", "status");
    expect(status).toContain("Database schema is up to date!");

    const { rows: tables } = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(EXPECTED_TABLES));

    // The real engine stores sha256(migration.sql) as the checksum and compares it on every later
    // `migrate` command: a mismatch there would mean machines with the real binary see edited migrations.
    const { rows: applied } = await db.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
    }>("SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name");
    expect(applied.map((row) => row.migration_name)).toEqual(folders);
    for (const row of applied) {
      const script = fs.readFileSync(path.join(migrationsDir, row.migration_name, "migration.sql"));
      expect(row.checksum, row.migration_name).toBe(createHash("sha256").update(script).digest("hex"));
      expect(row.finished_at, row.migration_name).not.toBeNull();
      expect(row.rolled_back_at, row.migration_name).toBeNull();
      expect(row.applied_steps_count, row.migration_name).toBe(1);
    }

    // Catches a schema.prisma change committed without its migration (`migrate dev --name <change>`).
    const diff = prisma("migrate", "diff", "--from-config-datasource", "--to-schema", "prisma/schema.prisma", "--exit-code");
    await expect(diff, "schema.prisma differs from the migrations: run `migrate dev --name <change>`").resolves.toMatchObject({
      stdout: expect.stringContaining("No difference detected."),
    });
  });
});
