/**
 * Entry point of the ad providers: `getProvider()` picks one from the environment.
 *
 *   AD_PROVIDER            demo | scrapecreators | meta (default: scrapecreators with a key, else demo)
 *   SCRAPECREATORS_API_KEY, SCRAPECREATORS_BASE_URL (https://api.scrapecreators.com)
 *   META_ACCESS_TOKEN, META_GRAPH_BASE_URL (https://graph.facebook.com/v23.0)
 *   PROVIDER_TIMEOUT_MS (30000), PROVIDER_MAX_RETRIES (3)
 */
import { createDemoProvider } from "./demo/provider";
import { ProviderError } from "./errors";
import { createMetaProvider } from "./meta";
import { createScrapeCreatorsProvider } from "./scrapecreators";
import { PROVIDER_NAMES, type AdProvider, type ProviderName } from "./types";

export type ProviderSettings = {
  provider: ProviderName;
  scrapeCreatorsApiKey: string | null;
  scrapeCreatorsBaseUrl: string;
  metaAccessToken: string | null;
  metaGraphBaseUrl: string;
  timeoutMs: number;
  maxRetries: number;
};

export const DEFAULT_SCRAPECREATORS_BASE_URL = "https://api.scrapecreators.com";
export const DEFAULT_META_GRAPH_BASE_URL = "https://graph.facebook.com/v23.0";
export const DEFAULT_PROVIDER_TIMEOUT_MS = 30_000;
export const DEFAULT_PROVIDER_MAX_RETRIES = 3;

type EnvSource = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

function intSetting(env: EnvSource, key: string, fallback: number, min: number): number {
  const raw = nonEmpty(env[key]);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${key} must be an integer ≥ ${min} (got "${raw}")`);
  return n;
}

function isProviderName(value: string): value is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(value);
}

/**
 * Reads the provider settings. The only place that touches the environment, so it can be swapped for
 * the app's parsed env module without changing anything else.
 */
export function readProviderSettings(env: EnvSource = process.env): ProviderSettings {
  const scrapeCreatorsApiKey = nonEmpty(env.SCRAPECREATORS_API_KEY);
  const chosen = nonEmpty(env.AD_PROVIDER)?.toLowerCase() ?? (scrapeCreatorsApiKey ? "scrapecreators" : "demo");
  if (!isProviderName(chosen)) throw new Error(`AD_PROVIDER must be one of ${PROVIDER_NAMES.join(", ")} (got "${chosen}")`);
  return {
    provider: chosen,
    scrapeCreatorsApiKey,
    scrapeCreatorsBaseUrl: nonEmpty(env.SCRAPECREATORS_BASE_URL) ?? DEFAULT_SCRAPECREATORS_BASE_URL,
    metaAccessToken: nonEmpty(env.META_ACCESS_TOKEN),
    metaGraphBaseUrl: nonEmpty(env.META_GRAPH_BASE_URL) ?? DEFAULT_META_GRAPH_BASE_URL,
    timeoutMs: intSetting(env, "PROVIDER_TIMEOUT_MS", DEFAULT_PROVIDER_TIMEOUT_MS, 1),
    maxRetries: intSetting(env, "PROVIDER_MAX_RETRIES", DEFAULT_PROVIDER_MAX_RETRIES, 0),
  };
}

/**
 * Builds the configured provider. A missing key is an `auth` ProviderError (the user reads "avisa al
 * administrador"), thrown at the first search rather than silently falling back to demo data.
 */
export function createProvider(settings: ProviderSettings): AdProvider {
  const http = { timeoutMs: settings.timeoutMs, maxRetries: settings.maxRetries };
  switch (settings.provider) {
    case "demo":
      return createDemoProvider();
    case "scrapecreators":
      if (!settings.scrapeCreatorsApiKey) {
        throw new ProviderError("auth", {
          provider: "scrapecreators",
          detail: "AD_PROVIDER=scrapecreators but SCRAPECREATORS_API_KEY is not set",
        });
      }
      return createScrapeCreatorsProvider({ ...http, baseUrl: settings.scrapeCreatorsBaseUrl, apiKey: settings.scrapeCreatorsApiKey });
    case "meta":
      if (!settings.metaAccessToken) {
        throw new ProviderError("auth", { provider: "meta", detail: "AD_PROVIDER=meta but META_ACCESS_TOKEN is not set" });
      }
      return createMetaProvider({ ...http, baseUrl: settings.metaGraphBaseUrl, accessToken: settings.metaAccessToken });
  }
}

let cached: { key: string; provider: AdProvider } | null = null;

/** The provider for this process, rebuilt only when the settings change (tests change the env). */
export function getProvider(): AdProvider {
  const settings = readProviderSettings();
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, provider: createProvider(settings) };
  return cached.provider;
}

export type { AdProvider, ProviderName } from "./types";
