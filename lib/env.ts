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

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_TOKEN_MAX_AGE_DAYS: z.coerce.number().positive().default(30),
  LOGIN_RATE_LIMIT_MAX_PER_EMAIL: z.coerce.number().int().positive().default(5),
  LOGIN_RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  REGISTER_RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).default(1),
  AD_PROVIDER: z.enum(["demo", "scrapecreators", "meta"]).optional(),
  SCRAPECREATORS_API_KEY: z.string().optional(),
  SCRAPECREATORS_BASE_URL: z.string().url().default("https://api.scrapecreators.com"),
  META_ACCESS_TOKEN: z.string().optional(),
  META_GRAPH_BASE_URL: z.string().url().default("https://graph.facebook.com/v23.0"),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PROVIDER_MAX_RETRIES: z.coerce.number().int().min(0).default(3),
  SEARCH_CACHE_TTL_MINUTES: z.coerce.number().positive().default(360),
  ADVERTISER_STATS_TTL_MINUTES: z.coerce.number().positive().default(720),
  IMAGE_PROXY_ALLOWED_HOSTS: z.string().optional(),
  CREDIT_VALUE_USD: z.coerce.number().positive().default(0.001),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_API_ROOT: z.string().url().optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().optional(),
  TELEGRAM_BOT_USERNAME: z.string().default("AdRadarBot"),
  APP_TIMEZONE: z.string().refine(isTimeZone, "must be an IANA time zone").default("America/Bogota"),
  TRACKING_ALERT_GROWTH_PERCENT: z.coerce.number().positive().default(50),
  TRACKING_ALERT_DECLINE_PERCENT: z.coerce.number().positive().max(100).default(30),
  SNAPSHOT_CONCURRENCY: z.coerce.number().int().positive().default(4),
  SNAPSHOT_THROTTLE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  SNAPSHOT_MAX_PAGES: z.coerce.number().int().positive().default(10),
  JOBS_SCHEDULER: z.enum(["auto", "off"]).default("auto"),
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
