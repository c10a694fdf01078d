import { afterEach, describe, expect, it, vi } from "vitest";
import { createProvider, getProvider, readProviderSettings } from "@/lib/providers";
import { ProviderError } from "@/lib/providers/errors";

describe("readProviderSettings", () => {
  it("defaults to the demo provider and the documented settings when nothing is set", () => {
    expect(readProviderSettings({})).toEqual({
      provider: "demo",
      scrapeCreatorsApiKey: null,
      scrapeCreatorsBaseUrl: "https://api.scrapecreators.com",
      metaAccessToken: null,
      metaGraphBaseUrl: "https://graph.facebook.com/v23.0",
      timeoutMs: 30_000,
      maxRetries: 3,
    });
  });

  it("defaults to ScrapeCreators once its key is set", () => {
    expect(readProviderSettings({ SCRAPECREATORS_API_KEY: "k" }).provider).toBe("scrapecreators");
  });

  it("lets AD_PROVIDER override the default, and reads every setting", () => {
    expect(
      readProviderSettings({
        AD_PROVIDER: "meta",
        SCRAPECREATORS_API_KEY: "k",
        META_ACCESS_TOKEN: "t",
        META_GRAPH_BASE_URL: "http://127.0.0.1:9/v23.0",
        SCRAPECREATORS_BASE_URL: "http://127.0.0.1:8",
        PROVIDER_TIMEOUT_MS: "1500",
        PROVIDER_MAX_RETRIES: "0",
      }),
    ).toMatchObject({
      provider: "meta",
      metaAccessToken: "t",
      metaGraphBaseUrl: "http://127.0.0.1:9/v23.0",
      scrapeCreatorsBaseUrl: "http://127.0.0.1:8",
      timeoutMs: 1500,
      maxRetries: 0,
    });
    expect(readProviderSettings({ AD_PROVIDER: "demo", SCRAPECREATORS_API_KEY: "k" }).provider).toBe("demo");
  });

  it("refuses an unknown provider or a nonsensical number", () => {
    expect(() => readProviderSettings({ AD_PROVIDER: "apify" })).toThrow(/AD_PROVIDER/);
    expect(() => readProviderSettings({ PROVIDER_TIMEOUT_MS: "soon" })).toThrow(/PROVIDER_TIMEOUT_MS/);
    expect(() => readProviderSettings({ PROVIDER_MAX_RETRIES: "-1" })).toThrow(/PROVIDER_MAX_RETRIES/);
  });
});

describe("createProvider", () => {
  it("builds each provider by name", () => {
    const settings = readProviderSettings({ SCRAPECREATORS_API_KEY: "k", META_ACCESS_TOKEN: "t" });
    expect(createProvider({ ...settings, provider: "demo" }).name).toBe("demo");
    expect(createProvider({ ...settings, provider: "scrapecreators" }).name).toBe("scrapecreators");
    expect(createProvider({ ...settings, provider: "meta" }).name).toBe("meta");
  });

  it("reports a missing key as an auth error for the admin, not as demo data", () => {
    const error = (() => {
      try {
        createProvider(readProviderSettings({ AD_PROVIDER: "meta" }));
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "auth", status: 502 });
  });
});

describe("getProvider", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("follows the environment", () => {
    vi.stubEnv("AD_PROVIDER", "");
    vi.stubEnv("SCRAPECREATORS_API_KEY", "");
    expect(getProvider().name).toBe("demo");
    vi.stubEnv("SCRAPECREATORS_API_KEY", "k");
    expect(getProvider().name).toBe("scrapecreators");
    expect(getProvider()).toBe(getProvider());
  });
});
