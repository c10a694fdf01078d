// vitest setupFiles of the `integration` project: runs in each worker before the test files, so the
// app's modules (lib/env.ts, lib/db.ts) see the test database and a signing secret on first use.
import { inject } from "vitest";

const url = inject("databaseUrl") ?? process.env.TEST_DATABASE_URL;
if (!url) {
  throw new Error("No integration database: tests/support/integration-global-setup.ts did not provide one.");
}
process.env.DATABASE_URL = url;

// A fixed test value (≥ 32 characters, as lib/env.ts requires); never a real secret.
if (!process.env.AUTH_SECRET || process.env.AUTH_SECRET.length < 32) {
  process.env.AUTH_SECRET = "integration-tests-only-secret-0123456789abcdef";
}
