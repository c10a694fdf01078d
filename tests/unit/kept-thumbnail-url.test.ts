// A search card's fallback picture comes from the reply or the browser's storage: only the app's own
// thumbnail route may be kept, so a tampered copy can never point the card's <img> elsewhere.
import { describe, expect, it } from "vitest";
import { toSearchAd } from "@/lib/shared/search/ad-schema";
import { archivedAd } from "../support/archive";

describe("SearchAd thumbnail_url", () => {
  it("keeps the app's thumbnail route and drops anything else", () => {
    const ad = archivedAd({ id: "123" });
    expect(toSearchAd({ ...ad, thumbnail_url: "/api/ads/123/thumbnail" })?.thumbnail_url).toBe("/api/ads/123/thumbnail");
    expect(toSearchAd({ ...ad, thumbnail_url: null })?.thumbnail_url).toBeNull();
    for (const hostile of [
      "https://evil.example/x.png",
      "//evil.example/api/ads/1/thumbnail",
      "/api/ads/../../x/thumbnail",
      "javascript:alert(1)",
    ]) {
      expect(toSearchAd({ ...ad, thumbnail_url: hostile })?.thumbnail_url).toBeUndefined();
    }
  });
});
