// vitest globalSetup of the `integration` project: runs once, in the main vitest process.
// - Under `npm test`, scripts/test.mjs has already created, migrated and seeded the database and
//   passes it as TEST_DATABASE_URL.
// - Run directly (`npx vitest`, an editor plugin), TEST_DATABASE_URL is unset: prepare a fresh
//   `adradar_test_int` here with the same helpers, on DATABASE_URL's server or embedded PostgreSQL.
// Either way the database must be on this machine: integration tests write and truncate freely.
import type { TestProject } from "vitest/node";
import {
  assertLocalDatabaseUrl,
  createDatabase,
  databaseNameOf,
  ensureDatabase,
  migrate,
  seed,
  stopEmbedded,
} from "../../scripts/lib/postgres.mjs";
import { VITEST_WORKERS } from "./vitest-workers";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * One integration database per vitest worker, read by tests/support/integration-setup.ts: entry i is
     * worker i + 1's (VITEST_POOL_ID).
     */
    databaseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  if (url) {
    assertLocalDatabaseUrl(url, "integration test database");
  } else {
    const started = Date.now();
    const suffix = (process.env.TEST_DB_SUFFIX ?? "").replace(/[^a-z0-9_]/gi, "").toLowerCase();
    url = await ensureDatabase({ name: `adradar_test_int${suffix ? `_${suffix}` : ""}`, fresh: true, cluster: "test", localOnly: true });
    await migrate(url);
    // Plans only: blank admin variables so a developer's exported ADMIN_* never creates an account here.
    await seed(url, { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    console.log(`[integration] prepared the integration database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Both channels: `provide` reaches every worker whatever its pool; the env covers code that reads
  // process.env before the setup file runs.
  process.env.TEST_DATABASE_URL = url;
  process.env.DATABASE_URL = url;
  // Both integration projects name this setup; their workers share the copies made once.
  const shared = globalThis as { adradarWorkerDatabases?: Promise<string[]> };
  shared.adradarWorkerDatabases ??= workerDatabases(url);
  project.provide("databaseUrls", await shared.adradarWorkerDatabases);

  // Stops the embedded server if this process started one (a no-op otherwise).
  return async () => {
    await stopEmbedded();
  };
}

/**
 * A copy of the prepared database for each worker, so that files running side by side never see each
 * other's rows: the jobs under test (watches, tracking, purge, products) work on every due row of their
 * database, as they do in production, and one file's rows would change another's outcome.
 */
async function workerDatabases(url: string): Promise<string[]> {
  const base = databaseNameOf(url);
  if (!base) throw new Error("integration: the test database URL names no database");
  const names = Array.from({ length: VITEST_WORKERS }, (_, i) => `${base}_w${i + 1}`);
  // One at a time: PostgreSQL refuses a template that another CREATE DATABASE is copying.
  const urls: string[] = [];
  for (const name of names) urls.push(await createDatabase(url, name, { fresh: true, template: base }));
  return urls;
}
