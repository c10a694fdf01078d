import { z } from "zod";
import { isTimeZone } from "@/lib/time-zone";

/**
 * Environment, parsed once. Everything has an embedded default so the app runs with no keys;
 * nothing here is required at build time (previews build without a database).
 */
const bool = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** `S3_ENDPOINT=` in a .env file means "not set", not an invalid value. */
function blankIsUnset<T extends z.ZodType>(inner: T) {
  return z.preprocess((v) => (v === "" ? undefined : v), inner);
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  // Connections opened and warmed at start and after the server drops them (lib/db.ts); 0: only on demand.
  DATABASE_POOL_WARM: z.coerce.number().int().min(0).default(4),
  // Named prepared statements for the hot path's raw statements (lib/db.ts poolQuery). "0" behind a
  // pooler in transaction mode that does not carry them from one server connection to the next.
  DATABASE_PREPARED_STATEMENTS: z
    .enum(["1", "0", "true", "false", ""])
    .optional()
    .transform((v) => v !== "0" && v !== "false"),
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_TOKEN_MAX_AGE_DAYS: z.coerce.number().positive().default(30),
  // Sign-in throttling (lib/services/auth/throttle.ts; limits explained in .env.example).
  LOGIN_MAX_CONSECUTIVE_FAILS: z.coerce.number().int().positive().default(5),
  LOGIN_BLOCK_SECONDS: z.coerce.number().int().positive().default(900),
  LOGIN_MAX_FAILS_PER_IP_PER_DAY: z.coerce.number().int().positive().default(100),
  LOGIN_MAX_FAILS_PER_EMAIL_PER_DAY: z.coerce.number().int().positive().default(300),
  REGISTER_MAX_FAILS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Searches (pages, and multi-page walks) one user may start per minute (lib/services/search/search-throttle.ts).
  SEARCH_MAX_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // 0: served directly by scripts/serve.mjs (the socket's address); N: behind N appending proxies.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  AD_PROVIDER: z.enum(["demo", "scrapecreators", "meta"]).optional(),
  SCRAPECREATORS_API_KEY: z.string().optional(),
  SCRAPECREATORS_BASE_URL: z.string().url().default("https://api.scrapecreators.com"),
  META_ACCESS_TOKEN: z.string().optional(),
  META_GRAPH_BASE_URL: z.string().url().default("https://graph.facebook.com/v23.0"),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PROVIDER_MAX_RETRIES: z.coerce.number().int().min(0).default(3),
  SEARCH_CACHE_TTL_MINUTES: z.coerce.number().positive().default(360),
  // How long one process reuses a cached page it made ready to show (lib/services/search/prepared-pages.ts):
  // what another process writes meanwhile (a newer copy of an ad, a score's context) shows after at most this.
  SEARCH_PREPARED_PAGE_SECONDS: z.coerce.number().min(0).default(60),
  ADVERTISER_STATS_TTL_MINUTES: z.coerce.number().positive().default(720),
  IMAGE_PROXY_ALLOWED_HOSTS: z.string().optional(),
  /** Kept creatives of saved ads: a folder (default) or, when S3_ENDPOINT and S3_BUCKET are set, a bucket. */
  MEDIA_DIR: z.string().default(".data/media"),
  S3_ENDPOINT: blankIsUnset(z.string().url().optional()),
  S3_BUCKET: blankIsUnset(z.string().optional()),
  S3_ACCESS_KEY_ID: blankIsUnset(z.string().optional()),
  S3_SECRET_ACCESS_KEY: blankIsUnset(z.string().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_FORCE_PATH_STYLE: z
    .enum(["1", "0", "true", "false", ""])
    .optional()
    .transform((v) => v !== "0" && v !== "false"),
  CREDIT_VALUE_USD: z.coerce.number().positive().default(0.001),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_API_ROOT: z.string().url().optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().optional(),
  // Shrinks the bot's pacing (lib/telegram/pace.ts) by this factor: the integration tests' fake Bot API has
  // no limits, and waiting Telegram's second per chat there only made them slow. Never set in production.
  TELEGRAM_PACE_SCALE: z.coerce.number().positive().max(1).default(1),
  TELEGRAM_BOT_USERNAME: z.string().default("AdRadarBot"),
  // How long a button's answer waits for its action before answering 'Procesando…' (Telegram shows a
  // spinner until the answer; the outcome then shows on the message). The integration tests raise it, so
  // that what a press answers never depends on how fast a busy machine ran the action.
  TELEGRAM_ANSWER_WITHIN_MS: z.coerce.number().int().min(0).max(10_000).default(700),
  APP_TIMEZONE: z.string().refine(isTimeZone, "must be an IANA time zone").default("America/Bogota"),
  TRACKING_ALERT_GROWTH_PERCENT: z.coerce.number().positive().default(50),
  TRACKING_ALERT_DECLINE_PERCENT: z.coerce.number().positive().max(100).default(30),
  SNAPSHOT_CONCURRENCY: z.coerce.number().int().positive().default(4),
  SNAPSHOT_THROTTLE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** The app's public address, for absolute links in Telegram messages; AUTH_URL when unset. */
  APP_URL: blankIsUnset(z.string().url().optional()),
  AUTH_URL: blankIsUnset(z.string().url().optional()),
  /** Watched queries fetched at once, per node in-process and per function on Inngest. */
  WATCH_CONCURRENCY: z.coerce.number().int().positive().default(16),
  /** Watchers of one query delivered at once in-process (each delivery holds a connection for its transaction). */
  WATCH_DELIVER_CONCURRENCY: z.coerce.number().int().positive().default(4),
  WATCH_THROTTLE_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SNAPSHOT_MAX_PAGES: z.coerce.number().int().positive().default(10),
  JOBS_SCHEDULER: z.enum(["auto", "off"]).default("auto"),
  /** Other in-process schedules by job command, "purge=0-59/2 * * * * *;…" (inngest/local.ts; tests). */
  JOBS_SCHEDULE_OVERRIDES: z.string().optional(),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_DEV: bool,
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parsed environment; re-read in tests via `resetEnvForTests`. */
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${detail}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function resetEnvForTests(): void {
  cached = undefined;
}

/** The signing secret; only needed at request time, so a build without it still succeeds. */
export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set (at least 32 characters). See .env.example.");
  return secret;
}
