// The search reply's card view (lib/shared/search/ad.ts cardAd) drops the raw upstream snapshot but must keep
// what the screen takes from it: a verified advertiser still shows as verified.
import { describe, expect, it } from "vitest";
import { cardAd, toSearchAd } from "@/lib/shared/search/ad-schema";
import { archivedAd } from "../../support/archive";

describe("cardAd", () => {
  it("drops both copies of the snapshot and keeps the advertiser's verification", () => {
    const base = archivedAd({ id: "987" });
    for (const [verification, verified] of [
      ["BLUE_VERIFIED", true],
      ["NOT_VERIFIED", false],
      [undefined, false],
    ] as const) {
      const ad = { ...base, snapshot: { ...(base.snapshot as object), page_verification: verification } };
      const card = cardAd(ad);
      expect(card).not.toHaveProperty("snapshot");
      expect(card.apify_data).not.toHaveProperty("original_item");
      expect(card.page_verified).toBe(verified);
      expect(toSearchAd(card)).toEqual(toSearchAd(ad));
      expect(toSearchAd(card)?.page_verified).toBe(verified);
    }
  });
});
