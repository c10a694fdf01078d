// `npm run bench:watches`: one hourly tick of the watches job with every watch due, in-process.
//
//  1. database `adradar_bench_watches` on DATABASE_URL's server (local only; dropped first and at the end,
//     BENCH_KEEP_DB=1 keeps it), migrated and seeded with the plans;
//  2. bulk SQL (generate_series and unnest, never row by row): BENCH_USERS (5,000) users on the top plan
//     with a Telegram chat, BENCH_WATCHES (10,000) watches over BENCH_QUERIES (2,000) distinct queries,
//     every one due; each user's watches are on different queries;
//  3. a local fake ScrapeCreators search endpoint answering every call after BENCH_UPSTREAM_MS (300 ms) with
//     20 ads (half of them shared with the next query, so the 7-day dedupe has work), and the fake Bot API
//     of the tests receiving the Telegram messages with Telegram's limits enforced (30 messages in any
//     second for the bot, 1 per second per chat, 429 + retry_after beyond them);
//  4. `runJob("watches")` at WATCH_CONCURRENCY (16) queries at once, timed; every SQL statement is timed at
//     the pg driver, summed and divided by the watches.
//
// The Telegram figures: every message delivered exactly once (none lost, none doubled), and the time
// from the first message to the last against the least Telegram's limits allow for them (N / 30 s, or
// a chat's own messages at 1 per second when that is longer); the target is at most 1.15 times that.
//
// Prints ONE JSON line on stdout; progress goes to stderr. A benchmark, not a test: a missed target exits 0.
// Run with `tsx --conditions=react-server` (the npm script does) so the server-only modules load.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { assertLocalDatabaseUrl, createDatabase, migrate, seed, withDatabase } from "./lib/postgres.mjs";
import { scAd } from "../tests/support/fake-scrapecreators";
import { FAKE_BOT_TOKEN, startFakeTelegram } from "../tests/support/fake-telegram";

const log = (...args: unknown[]) => console.error(...args);
const DB_NAME = "adradar_bench_watches";
const USERS = Number(process.env.BENCH_USERS || 5_000);
const WATCHES = Number(process.env.BENCH_WATCHES || 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES || 2_000);
const UPSTREAM_MS = Number(process.env.BENCH_UPSTREAM_MS || 300);
const ADS_PER_QUERY = 20;
/** Telegram's limits for one bot, as the fake enforces them. */
const GLOBAL_PER_SECOND = 30;
const TELEGRAM_TARGET_RATIO = 1.15;
/**
 * The whole tick: 300 s, or what the messages alone need when that is longer (10,000 messages cannot
 * leave in under 333 s at Telegram's 30 a second).
 */
const TARGET_SECONDS = Math.max(300, Math.ceil((TELEGRAM_TARGET_RATIO * WATCHES) / GLOBAL_PER_SECOND));
const SEARCH_PATH = "/v1/facebook/adLibrary/search/ads";

/** The fake upstream: every search answers after UPSTREAM_MS with the query's 20 ads (no pictures to keep). */
async function startUpstream(): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname !== SEARCH_PATH) {
      res.writeHead(404).end();
      return;
    }
    calls += 1;
    const q = Number(/(\d+)$/.exec(url.searchParams.get("query") ?? "")?.[1] ?? 0);
    // Ads 10–19 of query q are ads 0–9 of query q+1: shared ads, as real niches overlap.
    const ids = Array.from({ length: ADS_PER_QUERY }, (_, i) => String(9_000_000_000_000 + q * 10 + i));
    const body = JSON.stringify({
      success: true,
      credits_charged: 1,
      searchResults: ids.map((id, i) =>
        scAd(
          id,
          { page_id: String(800_000 + ((q * 7 + i) % 5000)), targeted_or_reached_countries: [], start_date: 1_760_000_000 + i * 86_400 },
          { images: [], page_profile_picture_url: null },
        ),
      ),
      cursor: null,
    });
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    }, UPSTREAM_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function seedData(url: string, queryKeys: string[], paramsOf: (q: number) => unknown) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO "User" ("id", "name", "email", "passwordHash", "planType", "telegramId", "updatedAt")
      SELECT 'bench-user-' || g, 'Usuario ' || g, 'bench-' || g || '@adradar.test', 'x', 'imperio', (500000000 + g)::text, now()
      FROM generate_series(0, ${USERS - 1}) g`);
    const q = Array.from({ length: WATCHES }, (_, w) => (w % USERS) * 2 + Math.floor(w / USERS)).map((n) => n % QUERIES);
    await client.query(
      `INSERT INTO "Watch" ("id", "userId", "name", "params", "queryKey", "frequencyHours", "minScore", "telegram", "inApp", "status",
         "nextRunAt", "updatedAt")
       SELECT 'bench-watch-' || w.i, 'bench-user-' || (w.i % ${USERS}), 'Vigilancia ' || w.q, w.params, w.key, 24, 0, true, true, 'active',
         '2000-01-01', now()
       FROM unnest($1::int[], $2::int[], $3::jsonb[], $4::text[]) AS w(i, q, params, key)`,
      [q.map((_, i) => i), q, q.map((n) => JSON.stringify(paramsOf(n))), q.map((n) => queryKeys[n])],
    );
    await client.query(`VACUUM ANALYZE "User"`);
    await client.query(`VACUUM ANALYZE "Watch"`);
  } finally {
    await client.end();
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  assertLocalDatabaseUrl(serverUrl, "bench database");
  const url = await createDatabase(serverUrl, DB_NAME, { fresh: true });
  const upstream = await startUpstream();
  const telegram = await startFakeTelegram({ global: { limit: GLOBAL_PER_SECOND, windowMs: 1000 }, perChat: { limit: 1, windowMs: 1000 } });
  const concurrency = Number(process.env.WATCH_CONCURRENCY || 16);
  try {
    log(`database ${DB_NAME}: migrate and seed the plans`);
    await migrate(url);
    await seed(url);
    Object.assign(process.env, {
      DATABASE_URL: url,
      DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX || String(concurrency + 4),
      AD_PROVIDER: "scrapecreators",
      SCRAPECREATORS_API_KEY: "bench-key",
      SCRAPECREATORS_BASE_URL: upstream.url,
      PROVIDER_MAX_RETRIES: "0",
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      // Signs the messages' buttons (lib/services/telegram/callback-data.ts).
      AUTH_SECRET: process.env.AUTH_SECRET || "bench-only-secret-0123456789abcdefghijklmn",
      TELEGRAM_API_ROOT: telegram.url,
      APP_TIMEZONE: "America/Bogota",
      APP_URL: "https://adradar.bench",
      WATCH_CONCURRENCY: String(concurrency),
      JOBS_SCHEDULER: "off",
    });
    const { searchParamsSchema } = await import("@/lib/validation/search");
    const { watchQueryKey } = await import("@/lib/services/watches/query-key");
    const paramsOf = (n: number) => searchParamsSchema.parse({ value: `producto ${n}`, country: "CO", minDays: 0 });
    const keys = Array.from({ length: QUERIES }, (_, n) => watchQueryKey(paramsOf(n)));
    const seeded = Date.now();
    await seedData(url, keys, paramsOf);
    log(`seeded ${USERS} users and ${WATCHES} watches over ${QUERIES} queries in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    let dbMs = 0;
    let statements = 0;
    const original = pg.Client.prototype.query;
    // Prisma's statements outside a transaction go through pg.Pool's query, which calls the client's with a
    // callback (no promise); inside one, with a promise. Both are counted.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const started = performance.now();
      const done = () => (dbMs += performance.now() - started);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        statements += 1;
        args[last] = (...cbArgs: unknown[]) => {
          done();
          return (callback as (...a: unknown[]) => unknown)(...cbArgs);
        };
      }
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (typeof callback !== "function" && result && typeof (result as Promise<unknown>).then === "function") {
        statements += 1;
        (result as Promise<unknown>).then(done, done);
      }
      return result;
    } as typeof original;

    const { runJob } = await import("@/inngest/local");
    // 10:00 in Bogotá, a day ahead: every watch is due and nobody is in quiet hours.
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCHours(15, 0, 0, 0);
    let failures = 0;
    log(`running the watches job at concurrency ${concurrency} against a ${UPSTREAM_MS} ms upstream…`);
    const started = performance.now();
    const result = await runJob("watches", { now: at, log: () => (failures += 1) });
    const wallSeconds = (performance.now() - started) / 1000;
    pg.Client.prototype.query = original;

    const { db, pgPool } = await import("@/lib/db");
    const [delivered, feed, ran, messages] = await Promise.all([
      db.watchDelivery.count(),
      db.feedItem.count(),
      db.watch.count({ where: { lastRunAt: { not: null } } }),
      db.watchMessage.groupBy({ by: ["status"], _count: { _all: true } }),
    ]);
    const sends = telegram.sent().length;
    // What reached the chats: one entry per accepted message; a text twice in one chat is a double.
    const arrived = [...telegram.messages.values()];
    const unique = new Set(arrived.map((m) => `${m.chatId}\n${m.text}`));
    const perChat = new Map<string, number>();
    for (const m of arrived) perChat.set(m.chatId, (perChat.get(m.chatId) ?? 0) + 1);
    const times = arrived.map((m) => m.at);
    const sendingSeconds = times.length > 1 ? (Math.max(...times) - Math.min(...times)) / 1000 : 0;
    // The least time the limits allow: N messages at 30 a second, or a chat's k messages 1 second apart.
    const allowedSeconds = Math.max((arrived.length - 1) / GLOBAL_PER_SECOND, Math.max(0, ...perChat.values()) - 1);
    const expectedMessages = messages.reduce((n, m) => n + m._count._all, 0);
    await pgPool().end();
    const line = {
      bench: "watches",
      users: USERS,
      watches: WATCHES,
      distinctQueries: QUERIES,
      upstreamMs: UPSTREAM_MS,
      concurrency,
      upstreamCalls: upstream.calls(),
      upstreamCallsEqualQueries: upstream.calls() === QUERIES,
      watchesRun: ran,
      failedEvents: failures,
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      targetSeconds: TARGET_SECONDS,
      targetMet: wallSeconds < TARGET_SECONDS && ran === WATCHES,
      dbMsPerWatch: Math.round((dbMs / WATCHES) * 10) / 10,
      statementsPerWatch: Math.round((statements / WATCHES) * 10) / 10,
      adsDelivered: delivered,
      feedItems: feed,
      telegramSends: sends,
      telegram: {
        expectedMessages,
        delivered: arrived.length,
        lost: expectedMessages - unique.size,
        doubled: arrived.length - unique.size,
        chats: perChat.size,
        tooManyRequests: telegram.tooManyRequests(),
        sendingSeconds: Math.round(sendingSeconds * 10) / 10,
        allowedSeconds: Math.round(allowedSeconds * 10) / 10,
        ratio: allowedSeconds > 0 ? Math.round((sendingSeconds / allowedSeconds) * 1000) / 1000 : null,
        targetRatio: TELEGRAM_TARGET_RATIO,
        targetMet:
          expectedMessages === unique.size && arrived.length === unique.size && sendingSeconds <= TELEGRAM_TARGET_RATIO * allowedSeconds,
      },
      // A message not "sent" says why it was not (blocked, failed, still queued for quiet hours).
      messagesByStatus: Object.fromEntries(messages.map((m) => [m.status, m._count._all])),
      job: result,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  } finally {
    await upstream.close();
    await telegram.close();
    if (process.env.BENCH_KEEP_DB !== "1") {
      const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`).catch((e: Error) => log(`(cleanup) ${e.message}`));
      await admin.end();
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
