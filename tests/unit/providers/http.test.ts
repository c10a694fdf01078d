import { describe, expect, it } from "vitest";
import { backoffDelay, endpoint, parseRetryAfter } from "@/lib/providers/http";

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-11-08T12:00:00Z");
  it("reads delta-seconds", () => {
    expect(parseRetryAfter("3", now)).toBe(3_000);
    expect(parseRetryAfter("0", now)).toBe(0);
  });
  it("reads an HTTP date relative to now, never negative", () => {
    expect(parseRetryAfter("Sat, 08 Nov 2025 12:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("Sat, 08 Nov 2025 11:00:00 GMT", now)).toBe(0);
  });
  it("ignores a missing or unreadable header", () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
  });
});

describe("backoffDelay", () => {
  it("doubles each attempt, with jitter in the upper half of the step", () => {
    expect(backoffDelay(0, 100, 10_000, () => 0)).toBe(50);
    expect(backoffDelay(0, 100, 10_000, () => 0.999)).toBe(100);
    expect(backoffDelay(3, 100, 10_000, () => 0)).toBe(400);
    expect(backoffDelay(3, 100, 10_000, () => 0.999)).toBe(800);
  });
  it("never exceeds the cap", () => {
    expect(backoffDelay(20, 500, 20_000, () => 0.999)).toBeLessThanOrEqual(20_000);
  });
});

describe("endpoint", () => {
  it("keeps a version path in the base URL and tolerates slashes", () => {
    expect(endpoint("https://graph.facebook.com/v23.0/", "/ads_archive").toString()).toBe("https://graph.facebook.com/v23.0/ads_archive");
    expect(endpoint("https://api.scrapecreators.com", "v1/facebook/adLibrary/search/ads").toString()).toBe(
      "https://api.scrapecreators.com/v1/facebook/adLibrary/search/ads",
    );
  });
});
