import { describe, expect, it } from "vitest";
import { paramsFromAdLibraryUrl } from "@/lib/services/search/ad-library-url";
import { storedWinnerFields } from "@/lib/score";
import { detectSignals, signalsForSearch } from "@/lib/signals";

describe("the search's context", () => {
  it("a political-ads search marks every ad political and not a shop", () => {
    const shop = detectSignals({ bodies: ["Faja $ 89.900, pago contra entrega"] }, { countries: ["CO"] });
    expect(shop.is_shop).toBe(true);
    expect(signalsForSearch(shop, "ALL")).toBe(shop);
    expect(signalsForSearch(shop, "POLITICAL_AND_ISSUE_ADS")).toMatchObject({
      not_shop: ["political"],
      is_shop: false,
      cash_on_delivery: true,
    });
  });

  it("reads the placements of an Ad Library URL, dropping those the search does not offer", () => {
    const params = paramsFromAdLibraryUrl(
      "https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=CO&q=faja&publisher_platforms[0]=instagram&publisher_platforms[1]=threads&publisher_platforms[2]=facebook",
    );
    expect(params.platforms).toEqual(["facebook", "instagram"]);
    expect(paramsFromAdLibraryUrl("https://www.facebook.com/ads/library/?q=faja").platforms).toEqual([]);
  });
});

describe("storedWinnerFields", () => {
  it("keeps the score an ad was saved with, and computes one for an ad saved before scores", () => {
    expect(storedWinnerFields({ winner_score: 82, winner_label: "Ganador", winner_explanation: [] })).toEqual({
      winner_score: 82,
      winner_label: "Ganador",
      winner_explanation: [],
    });
    const computed = storedWinnerFields({ days_running: 60, collation_count: 20, countries: ["CO"], publisher_platform: ["facebook"] });
    expect(computed).toMatchObject({ winner_score: 47, winner_label: "Prometedor" });
    // Odd JSON never throws: an ad of nothing scores what "active" alone earns.
    expect(storedWinnerFields(null).winner_score).toBe(5);
    expect(storedWinnerFields({ winner_score: 500, winner_label: "Rey" }).winner_score).toBe(5);
  });
});
