// vitest setupFiles of the `integration` project: runs in each worker before the test files, so the
// app's modules (lib/env.ts, lib/db.ts) see the test database and a signing secret on first use.
import { inject } from "vitest";

// This worker's own copy (tests/support/integration-global-setup.ts says why one per worker).
const url = inject("databaseUrls")?.[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (!url) {
  throw new Error(
    `No integration database for worker ${process.env.VITEST_POOL_ID}: tests/support/integration-global-setup.ts did not provide one.`,
  );
}
process.env.DATABASE_URL = url;

// A fixed test value (≥ 32 characters, as lib/env.ts requires); never a real secret.
if (!process.env.AUTH_SECRET || process.env.AUTH_SECRET.length < 32) {
  process.env.AUTH_SECRET = "integration-tests-only-secret-0123456789abcdef";
}

// Route handlers called in-process carry no client address, so every file's sign-ins and registrations
// share one "unknown" address; its budgets are lifted here so one file's failures (the fuzz suite's,
// say) never throttle another's. tests/integration/login-rate-limit.test.ts sets the limits it tests.
process.env.LOGIN_MAX_FAILS_PER_IP_PER_DAY ??= "1000000";
process.env.REGISTER_MAX_FAILS_PER_IP_PER_HOUR ??= "1000000";
// Many files search as fast as they can; tests/integration/integrity.test.ts sets the budget it tests.
process.env.SEARCH_MAX_PER_MINUTE ??= "1000000";
// The fake Bot API enforces no limits unless a test sets them: the bot's pacing (Telegram's second per chat)
// runs twenty times faster here, the same code at a smaller scale. The limits themselves are proven by
// tests/unit/telegram-pace.test.ts and measured by `npm run bench:watches`.
process.env.TELEGRAM_PACE_SCALE ??= "0.05";
// A button's answer waits this long for its action before saying 'Procesando…': at the product's 700 ms,
// a press on a busy 2-core CI machine answered 'Procesando…' where the test expected the action's words
// (telegram-client.test.ts, 'Seguir anunciante'). telegram-client.test.ts proves the holding answer itself
// with an action it keeps waiting.
process.env.TELEGRAM_ANSWER_WITHIN_MS ??= "10000";
