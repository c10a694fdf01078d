// The ports of the e2e run, all derived from E2E_PORT (playwright.config.ts starts the servers on them).
const PORT = Number(process.env.E2E_PORT ?? 3107);

/** The second app server: the same build with a model configured ('Analizar con IA'). */
export const AI_APP_URL = `http://127.0.0.1:${PORT + 1}`;
/** The fake Bot API tests/e2e/telegram-connect.spec.ts starts, which both app servers' bot talks to. */
export const TELEGRAM_FAKE_PORT = PORT + 1000;
/** The fake OpenAI-compatible server tests/e2e/ad-analysis.spec.ts starts for the second app server. */
export const AI_FAKE_PORT = PORT + 1001;
/** The two app nodes tests/e2e/two-nodes.spec.ts starts on a database of their own. */
export const TWO_NODE_PORTS = [PORT + 2, PORT + 3] as const;
