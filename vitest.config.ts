import { defineConfig } from "vitest/config";
import path from "node:path";

// Two tiers: pure logic (unit) and services/route handlers against a real PostgreSQL (integration).
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // A limit is there to catch a hang, not to time the machine: CI's 2 cores are shared with
          // PostgreSQL, the integration tier and the build, and vitest's 5 s default failed a unit test that
          // takes 2 s on an idle machine. The few CPU-heavy unit files (the demo catalogue, the error-message
          // catalogue, the tailwind-merge comparison) take 1–4 s idle.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One database shared by the files; each file creates its own users, so files may run in parallel.
          fileParallelism: true,
        },
      },
    ],
    server: { deps: { inline: ["server-only"] } },
    alias: { "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts") },
  },
});
