// End-to-end tests against the production build (`npm start`, scripts/serve.mjs) and a real, migrated and seeded database.
// `npm test` prepares everything and sets the env; to run Playwright alone, first give it a database:
//   DATABASE_URL=postgresql://…/adradar_test_e2e ADMIN_EMAIL=… ADMIN_PASSWORD=… npx playwright test
// (a local, migrated database seeded with that admin; `.next` must hold a current build).
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The same ports the specs derive from E2E_PORT (tests/e2e/ports.ts).
const AI_PORT = PORT + 1;
const TELEGRAM_FAKE_PORT = PORT + 1000;
const AI_FAKE_PORT = PORT + 1001;
const CI = Boolean(process.env.CI);

// Tests write to this database: only ever one on this machine.
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  throw new Error("playwright: DATABASE_URL is not set. Run `npm test`, or export the URL of a local, migrated, seeded e2e database.");
}
const dbHost = new URL(DATABASE_URL).hostname.replace(/^\[|\]$/g, "");
if (!["localhost", "127.0.0.1", "::1", ""].includes(dbHost)) {
  throw new Error(`playwright: refusing DATABASE_URL on host "${dbHost}": e2e tests only run against a local database.`);
}

/** `npm start` on `port` against the e2e database, with `extra` variables on top of the e2e set. */
function appServer(port: number, extra: Record<string, string>) {
  return {
    // The production server (`npm start`): the client address comes from the socket, as when deployed.
    command: "node scripts/serve.mjs",
    // Ready when the app answers and reaches its database.
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    // Never test a server left over from something else: its database could be any.
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      DATABASE_URL: DATABASE_URL!,
      AUTH_SECRET:
        process.env.AUTH_SECRET && process.env.AUTH_SECRET.length >= 32
          ? process.env.AUTH_SECRET
          : "e2e-tests-only-secret-0123456789abcdefghijkl",
      AUTH_URL: `http://127.0.0.1:${port}`,
      AUTH_TRUST_HOST: "true",
      AD_PROVIDER: "demo",
      // Two browsers search as the same seeded admin, faster than a person; the budget itself is an integration test.
      SEARCH_MAX_PER_MINUTE: "1000",
      // The bot talks to the fake Bot API tests/e2e/telegram-connect.spec.ts starts on TELEGRAM_FAKE_PORT.
      TELEGRAM_BOT_TOKEN: "123456:TEST-token_for-fake-bot-api",
      TELEGRAM_API_ROOT: `http://127.0.0.1:${TELEGRAM_FAKE_PORT}`,
      TELEGRAM_WEBHOOK_SECRET: "e2e-telegram-webhook-secret-0123456789",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2, // at most: on 2-core machines the app server needs CPU too
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Only a hang should end the run: CI allows 90 minutes, a busy 2-core machine needs far less.
  globalTimeout: 45 * 60_000,
  reporter: [["list"]], // npm test adds the JSON reporter on the command line
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    headless: true,
    // Debian's Chromium headless shell (scripts/lib/chromium.mjs says why that one).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: "es-ES",
    // The product honours prefers-reduced-motion (app/globals.css): spinners and skeleton pulses then stop
    // repainting, which on CI's 2 cores left more CPU to the server and the other worker's browser.
    contextOptions: { reducedMotion: "reduce" },
    // Recorded on the retry only: tracing every test (snapshots, screencast) cost a large share of the
    // 2 cores the browsers and the server share.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    // Signs in as the seeded admin once and saves the session for the other tests.
    { name: "setup", testMatch: /global-setup\.ts$/ },
    {
      name: "chromium",
      testMatch: /.*\.spec\.ts$/,
      dependencies: ["setup"],
      use: { storageState: ".auth/admin.json" },
    },
  ],
  // Two servers of the same build on the same database: the main one, and one with a model configured
  // (a fake OpenAI-compatible server the 'Analizar con IA' spec starts on AI_FAKE_PORT), so both states
  // of the button are tested in one run while every other spec keeps the local suggester.
  webServer: [
    appServer(PORT, {}),
    appServer(AI_PORT, { OPENAI_BASE_URL: `http://127.0.0.1:${AI_FAKE_PORT}/v1`, OPENAI_API_KEY: "sk-e2e-fake-model" }),
  ],
});
