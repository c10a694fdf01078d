// `npm run bench:watches`: one hourly tick of the watches job with every watch due, in-process, on an
// archive that already holds BENCH_ADS (1,000,000) ads.
//
//  1. the archive: database `<BENCH_DB_NAME>_archive` on DATABASE_URL's server (local only), migrated, the
//     plans seeded, and BENCH_ADS archived ads in bulk SQL (scripts/lib/watches-seed.ts: uneven advertisers
//     from one ad to tens of thousands, daily points only on the days an ad was seen, two ads in three
//     keeping a thumbnail). It is kept (its comment says the size) and copied for each run, so a rerun
//     seeds nothing; BENCH_FRESH=1 seeds it anew;
//  2. the run's database `<BENCH_DB_NAME>` (default adradar_bench_watches), a copy of the archive, with
//     BENCH_USERS (5,000) users with a Telegram chat on four plans and six time zones (every one awake at
//     the bench's hour) and BENCH_WATCHES (10,000) watches over BENCH_QUERIES (2,000) distinct queries: ten
//     users with a hundred watches, most with one or two; dropped at the end (BENCH_KEEP_DB=1 keeps it);
//  3. a local fake ScrapeCreators answering every search after BENCH_UPSTREAM_MS (300 ms) with 20 ads: half
//     of them already archived (a re-sighting, with its kept thumbnail), half new with a picture the fake
//     serves, which the app keeps after the reply as it does in production; half of a query's ads are the
//     next query's too, so the 7-day dedupe has work. The fake Bot API of the tests receives the Telegram
//     calls with Telegram's limits enforced (30 sends in any second for the bot, 1 per second per chat,
//     429 + retry_after beyond them);
//  4. `runJob("watches")` at WATCH_CONCURRENCY (16) queries at once, timed; every SQL statement is timed at
//     the pg driver, summed and divided by the watches; the event loop's delay is sampled.
//
// The Telegram figures: every message delivered exactly once (none lost, none doubled), and the time from
// the first send to the last against the least Telegram's limits allow for all the sends (texts and media
// groups): (N − 1) / 30 s, or a chat's own sends one a second when that is longer; the target is at most
// 1.15 times that.
//
// Prints ONE JSON line on stdout; progress goes to stderr. A benchmark, not a test: a missed target exits 0.
// Run with `tsx --conditions=react-server` (the npm script does) so the server-only modules load.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";
import sharp from "sharp";
import { assertLocalDatabaseUrl, createDatabase, migrate, seed, withDatabase } from "./lib/postgres.mjs";
import { ROOT } from "./lib/proc.mjs";
import { benchConditions, log } from "./lib/bench";
import { ARCHIVE_ID_BASE, seedArchive, seedUsersAndWatches } from "./lib/watches-seed";
import { scAd } from "../tests/support/fake-scrapecreators";
import { FAKE_BOT_TOKEN, startFakeTelegram } from "../tests/support/fake-telegram";

const DB_NAME = process.env.BENCH_DB_NAME || "adradar_bench_watches";
const ARCHIVE_DB = `${DB_NAME}_archive`;
const ADS = Number(process.env.BENCH_ADS || 1_000_000);
const USERS = Number(process.env.BENCH_USERS || 5_000);
const WATCHES = Number(process.env.BENCH_WATCHES || 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES || 2_000);
const UPSTREAM_MS = Number(process.env.BENCH_UPSTREAM_MS || 300);
const ADS_PER_QUERY = 20;
/** Distinct creatives: the archive's kept thumbnails and the fake's pictures. */
const PICTURES = 24;
const MEDIA_DIR = path.join(ROOT, ".data", "bench", "watches-media");
/** Telegram's limits for one bot, as the fake enforces them. */
const GLOBAL_PER_SECOND = 30;
const TELEGRAM_TARGET_RATIO = 1.15;
const SEARCH_PATH = "/v1/facebook/adLibrary/search/ads";
const SEEDED = `adradar bench: watches archive of ${ADS} ads, seed v1`;
const SENDS = new Set(["sendMessage", "sendPhoto", "sendMediaGroup"]);

/** Result slot s of the searches: an even slot is an archived ad (a re-sighting), an odd one a new ad. */
const slotAd = (s: number) => (s % 2 === 0 ? String(ARCHIVE_ID_BASE + BigInt(1 + ((s * 7919) % ADS))) : String(9_000_000_000_000 + s));

/** The creatives, as the fake serves them (JPEG) and as the archive keeps them (WebP, by sha256). */
async function makePictures() {
  return Promise.all(
    Array.from({ length: PICTURES }, async (_, i) => {
      const image = sharp({
        create: { width: 600, height: 600, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 } },
      });
      const jpeg = await image.clone().jpeg({ quality: 80 }).toBuffer();
      const webp = await image.clone().resize({ width: 480 }).webp({ quality: 70 }).toBuffer();
      return { jpeg, webp, hash: createHash("sha256").update(webp).digest("hex") };
    }),
  );
}

/** The fake upstream: every search answers after UPSTREAM_MS with the query's 20 ads; /img/N.jpg is a picture. */
async function startUpstream(
  jpegs: Buffer[],
): Promise<{ url: string; calls: () => number; pictures: () => number; close: () => Promise<void> }> {
  let calls = 0;
  let pictures = 0;
  let port = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const img = /^\/img\/(\d+)\.jpg$/.exec(url.pathname);
    if (img) {
      pictures += 1;
      res.writeHead(200, { "content-type": "image/jpeg" }).end(jpegs[Number(img[1]) % jpegs.length]);
      return;
    }
    if (url.pathname !== SEARCH_PATH) {
      res.writeHead(404).end();
      return;
    }
    calls += 1;
    const q = Number(/(\d+)$/.exec(url.searchParams.get("query") ?? "")?.[1] ?? 0);
    // Ads 10–19 of query q are ads 0–9 of query q+1: shared ads, as real niches overlap.
    const body = JSON.stringify({
      success: true,
      credits_charged: 1,
      searchResults: Array.from({ length: ADS_PER_QUERY }, (_, i) => {
        const s = q * 10 + i;
        const picture = `http://cdn.bench.test:${port}/img/${s % PICTURES}.jpg`;
        return scAd(
          slotAd(s),
          { page_id: String(800_000 + ((q * 7 + i) % 5000)), targeted_or_reached_countries: [], start_date: 1_760_000_000 + i * 86_400 },
          {
            images: [{ original_image_url: picture, resized_image_url: picture, watermarked_resized_image_url: "", image_crops: [] }],
            page_profile_picture_url: null,
          },
        );
      }),
      cursor: null,
    });
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    }, UPSTREAM_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    pictures: () => pictures,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function adminQuery<T extends pg.QueryResultRow>(serverUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  try {
    return (await admin.query<T>(sql, values)).rows;
  } finally {
    await admin.end();
  }
}

/** The kept archive (seeded once, `SEEDED` in its comment), then the run's copy of it. */
async function prepareDatabases(
  serverUrl: string,
  pictures: { webp: Buffer; hash: string }[],
): Promise<{ url: string; seedSeconds: number }> {
  const [row] = await adminQuery<{ comment: string | null }>(
    serverUrl,
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [ARCHIVE_DB],
  );
  const reuse = process.env.BENCH_FRESH !== "1" && row?.comment === SEEDED;
  const archiveUrl = await createDatabase(serverUrl, ARCHIVE_DB, { fresh: !reuse });
  let seedSeconds = 0;
  await migrate(archiveUrl);
  if (reuse) log(`database ${ARCHIVE_DB}: reusing its archive of ${ADS.toLocaleString("en")} ads`);
  else {
    log(`database ${ARCHIVE_DB}: migrate, seed the plans and the archive`);
    await seed(archiveUrl);
    const started = Date.now();
    await seedArchive(
      archiveUrl,
      ADS,
      pictures.map((p) => ({ hash: p.hash, bytes: p.webp.length })),
    );
    seedSeconds = Math.round((Date.now() - started) / 1000);
    await adminQuery(serverUrl, `COMMENT ON DATABASE "${ARCHIVE_DB}" IS '${SEEDED}'`);
  }
  const copied = Date.now();
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE "${DB_NAME}" TEMPLATE "${ARCHIVE_DB}"`);
  log(`database ${DB_NAME}: a copy of the archive in ${((Date.now() - copied) / 1000).toFixed(1)} s`);
  return { url: withDatabase(serverUrl, DB_NAME), seedSeconds };
}

async function main() {
  const serverUrl = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
  assertLocalDatabaseUrl(serverUrl, "bench database");
  const pictures = await makePictures();
  const { url, seedSeconds } = await prepareDatabases(serverUrl, pictures);
  const upstream = await startUpstream(pictures.map((p) => p.jpeg));
  const telegram = await startFakeTelegram({ global: { limit: GLOBAL_PER_SECOND, windowMs: 1000 }, perChat: { limit: 1, windowMs: 1000 } });
  const concurrency = Number(process.env.WATCH_CONCURRENCY || 16);
  try {
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
      MEDIA_DIR,
      WATCH_CONCURRENCY: String(concurrency),
      JOBS_SCHEDULER: "off",
    });
    const { searchParamsSchema } = await import("@/lib/validation/search");
    const { watchQueryKey } = await import("@/lib/services/watches/query-key");
    const { mediaStore } = await import("@/lib/services/images/media-store");
    const { setMediaFetchOptions } = await import("@/lib/services/images/kept-media");
    // The archive's kept files (a wiped folder would have its thumbnails forgotten at the first send).
    for (const p of pictures) await mediaStore().put(p.hash, p.webp, "image/webp");
    // The fake's pictures come from a local address: allowed for this host only, as the SSRF tests do.
    setMediaFetchOptions({
      protocols: new Set(["http:"]),
      allowNonDefaultPorts: true,
      resolveHost: async (host) => (host === "cdn.bench.test" ? [{ address: "127.0.0.1", family: 4 }] : []),
      allowAddresses: ["127.0.0.1"],
      allowedHostSuffixes: ["bench.test"],
    });
    const paramsOf = (n: number) => searchParamsSchema.parse({ value: `producto ${n}`, country: "CO", minDays: 0 });
    const keys = Array.from({ length: QUERIES }, (_, n) => watchQueryKey(paramsOf(n)));
    const seeded = Date.now();
    const people = await seedUsersAndWatches(url, { users: USERS, watches: WATCHES, queries: QUERIES, keys, params: paramsOf });
    log(
      `seeded ${USERS} users (${JSON.stringify(people.byPlan)}) and ${WATCHES} watches in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );

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
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const result = await runJob("watches", { now: at, log: () => (failures += 1) });
    const wallSeconds = (performance.now() - started) / 1000;
    loop.disable();
    pg.Client.prototype.query = original;

    const { db, pgPool } = await import("@/lib/db");
    const [delivered, feed, ran, messages, keptNew] = await Promise.all([
      db.watchDelivery.count(),
      db.feedItem.count(),
      db.watch.count({ where: { lastRunAt: { not: null } } }),
      db.watchMessage.groupBy({ by: ["status"], _count: { _all: true } }),
      db.ad.count({ where: { id: { startsWith: "9000" }, thumbnailHash: { not: null } } }),
    ]);
    const sends = telegram.sent().length;
    // What reached the chats: one entry per accepted message; a text twice in one chat is a double.
    const arrived = [...telegram.messages.values()];
    const unique = new Set(arrived.map((m) => `${m.chatId}\n${m.text}`));
    // Every send Telegram counts (texts and media groups), accepted ones only.
    const accepted = telegram.calls.filter((c) => SENDS.has(c.method) && c.status === 200);
    const perChat = new Map<string, number>();
    for (const c of accepted) perChat.set(String(c.body.chat_id), (perChat.get(String(c.body.chat_id)) ?? 0) + 1);
    const times = accepted.map((c) => c.at);
    const sendingSeconds = times.length > 1 ? (Math.max(...times) - Math.min(...times)) / 1000 : 0;
    // The least time the limits allow: N sends at 30 a second, or a chat's k sends 1 second apart.
    const allowedSeconds = Math.max((accepted.length - 1) / GLOBAL_PER_SECOND, Math.max(0, ...perChat.values()) - 1);
    const expectedMessages = messages.reduce((n, m) => n + m._count._all, 0);
    // The whole tick: 300 s, or what the sends alone need when that is longer.
    const targetSeconds = Math.max(300, Math.ceil(TELEGRAM_TARGET_RATIO * allowedSeconds));
    await pgPool().end();
    const line = {
      bench: "watches",
      archivedAds: ADS,
      archiveSeedSeconds: seedSeconds,
      users: USERS,
      usersByPlan: people.byPlan,
      maxWatchesPerUser: people.maxWatchesPerUser,
      watches: WATCHES,
      distinctQueries: QUERIES,
      upstreamMs: UPSTREAM_MS,
      concurrency,
      upstreamCalls: upstream.calls(),
      upstreamCallsEqualQueries: upstream.calls() === QUERIES,
      watchesRun: ran,
      failedEvents: failures,
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      targetSeconds,
      targetMet: wallSeconds < targetSeconds && ran === WATCHES,
      dbMsPerWatch: Math.round((dbMs / WATCHES) * 10) / 10,
      statementsPerWatch: Math.round((statements / WATCHES) * 10) / 10,
      eventLoopDelayMs: { mean: Math.round(loop.mean / 1e5) / 10, p99: Math.round(loop.percentile(99) / 1e5) / 10 },
      picturesServed: upstream.pictures(),
      newAdsWithKeptThumbnail: keptNew,
      adsDelivered: delivered,
      feedItems: feed,
      telegramSends: sends,
      telegram: {
        expectedMessages,
        delivered: arrived.length,
        sends: accepted.length,
        mediaGroups: accepted.filter((c) => c.method !== "sendMessage").length,
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
      ...(await benchConditions(serverUrl)),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  } finally {
    await upstream.close();
    await telegram.close();
    if (process.env.BENCH_KEEP_DB !== "1")
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`).catch((e: Error) => log(`(cleanup) ${e.message}`));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
