import { defineConfig } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VITEST_WORKERS } from "./tests/support/vitest-workers";

const ROOT = import.meta.dirname;

/**
 * Test files that change process-wide state (module mocks, stubbed globals or env, fake timers, another
 * test environment, a closed connection pool) run isolated, each in a fresh module graph. The others of
 * their tier share one graph per worker: loading the app's modules again for each file was about 3 s a
 * file on 2 cores, more than half of the unit tier's time. A file that starts doing any of this moves to
 * the isolated project by itself.
 */
const CHANGES_GLOBAL_STATE =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|process\.env\.\w+\s*=[^=]|resetEnvForTests|@vitest-environment|\$disconnect|\.end\(\)/;
function isolatedFiles(tier: string): string[] {
  return readdirSync(path.join(ROOT, "tests", tier), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `tests/${tier}/${file.split(path.sep).join("/")}`)
    .filter((file) => CHANGES_GLOBAL_STATE.test(readFileSync(path.join(ROOT, file), "utf8")));
}
const isolatedUnitFiles = isolatedFiles("unit");
const isolatedIntegrationFiles = isolatedFiles("integration");

// Two tiers: pure logic (unit) and services/route handlers against a real PostgreSQL (integration).
export default defineConfig({
  resolve: { alias: { "@": ROOT } },
  test: {
    maxWorkers: VITEST_WORKERS,
    projects: [
      ...[
        { name: "unit", include: ["tests/unit/**/*.test.ts"], exclude: isolatedUnitFiles, isolate: false },
        { name: "unit-isolated", include: isolatedUnitFiles, isolate: true },
      ].map((project) => ({
        extends: true as const,
        test: {
          ...project,
          environment: "node",
          // A limit is there to catch a hang, not to time the machine: CI's 2 cores are shared with
          // PostgreSQL and the build, and vitest's 5 s default failed a unit test that takes 2 s on an idle
          // machine. The few CPU-heavy unit files (the demo catalogue, the error-message catalogue, the
          // tailwind-merge comparison) take 1–4 s idle.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ["tests/support/unit-setup.ts"],
        },
      })),
      ...[
        { name: "integration", include: ["tests/integration/**/*.test.ts"], exclude: isolatedIntegrationFiles, isolate: false },
        { name: "integration-isolated", include: isolatedIntegrationFiles, isolate: true },
      ].map((project) => ({
        extends: true as const,
        test: {
          ...project,
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side, each worker on its own copy of the database (integration-global-setup.ts).
          fileParallelism: true,
        },
      })),
    ],
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(ROOT, "tests/support/empty.ts") },
  },
});
