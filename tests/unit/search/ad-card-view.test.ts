import { describe, expect, it } from "vitest";
import type { SearchAd } from "@/lib/shared/search/ad";
import { toSearchAd } from "@/lib/shared/search/ad-schema";
import { adCardView, type AdCardViewInput } from "@/lib/shared/search/ad-card-view";

function makeAd(overrides: Record<string, unknown> = {}): SearchAd {
  const ad = toSearchAd({
    id: "1",
    page_id: "p1",
    page_name: "Anunciante",
    days_running: 10,
    collation_count: 1,
    hotness_score: 2,
    ad_snapshot_url: "https://www.facebook.com/ads/library/?id=1",
    countries: [],
    apify_data: {},
    ...overrides,
  });
  if (!ad) throw new Error("fixture is not an ad");
  return ad;
}

const base: AdCardViewInput = { country: "ALL", activeAds: null, otherAdsInResults: 0, bodyExpanded: false, descriptionExpanded: false };

describe("ad card: duplicates and the advertiser (docs/product.md §2, §9)", () => {
  it("shows 'N veces duplicado' from 2, and 'ALTA FRECUENCIA' only above 5", () => {
    expect(adCardView(makeAd({ collation_count: 1 }), base)).toMatchObject({ duplicates: null, highFrequency: false });
    expect(adCardView(makeAd({ collation_count: 2 }), base)).toMatchObject({ duplicates: "2 veces duplicado", highFrequency: false });
    expect(adCardView(makeAd({ collation_count: 5 }), base)).toMatchObject({ highFrequency: false });
    expect(adCardView(makeAd({ collation_count: 6 }), base)).toMatchObject({ duplicates: "6 veces duplicado", highFrequency: true });
    expect(adCardView(makeAd({ collation_count: 15000 }), base).duplicates).toBe("15.000 veces duplicado");
  });

  it("highlights the advertiser above 5 active ads, never while the count is unknown", () => {
    const ad = makeAd();
    expect(adCardView(ad, { ...base, activeAds: null }).busyAdvertiser).toBe(false);
    expect(adCardView(ad, { ...base, activeAds: 5 }).busyAdvertiser).toBe(false);
    expect(adCardView(ad, { ...base, activeAds: 6 }).busyAdvertiser).toBe(true);
  });

  it("'N más en resultados' counts the advertiser's other ads on screen", () => {
    const ad = makeAd();
    expect(adCardView(ad, { ...base, otherAdsInResults: 0 }).moreInResults).toBeNull();
    expect(adCardView(ad, { ...base, otherAdsInResults: 1 }).moreInResults).toBe("1 más en resultados");
    expect(adCardView(ad, { ...base, otherAdsInResults: 3 }).moreInResults).toBe("3 más en resultados");
  });
});

describe("ad card: texts (docs/product.md §9)", () => {
  it("cuts the body at 200 characters until expanded; a body of 200 has no toggle", () => {
    const long = "a".repeat(201);
    const collapsed = adCardView(makeAd({ ad_creative_bodies: ["", long] }), base).body;
    expect(collapsed).toEqual({ text: `${"a".repeat(200)}…`, expandable: true });
    expect(adCardView(makeAd({ ad_creative_bodies: [long] }), { ...base, bodyExpanded: true }).body).toEqual({
      text: long,
      expandable: true,
    });
    expect(adCardView(makeAd({ ad_creative_bodies: ["b".repeat(200)] }), base).body).toEqual({ text: "b".repeat(200), expandable: false });
    expect(adCardView(makeAd({ ad_creative_bodies: ["  "] }), base).body).toBeNull();
  });

  it("shows an expanded body up to 5,000 characters: a hostile 100 KB body cannot freeze the screen", () => {
    const huge = "ñ".repeat(100_000);
    expect(adCardView(makeAd({ ad_creative_bodies: [huge] }), { ...base, bodyExpanded: true }).body).toEqual({
      text: `${"ñ".repeat(5000)}…`,
      expandable: true,
    });
  });

  it("cuts the description at 50, expandable beyond 50, and at 150 once expanded", () => {
    const text = "d".repeat(200);
    const ad = makeAd({ ad_creative_link_descriptions: [text] });
    expect(adCardView(ad, base).description).toEqual({ text: `${"d".repeat(50)}…`, expandable: true });
    expect(adCardView(ad, { ...base, descriptionExpanded: true }).description).toEqual({ text: `${"d".repeat(150)}…`, expandable: true });
    const short = makeAd({ ad_creative_link_descriptions: ["e".repeat(50)] });
    expect(adCardView(short, base).description).toEqual({ text: "e".repeat(50), expandable: false });
    const medium = makeAd({ ad_creative_link_descriptions: ["f".repeat(120)] });
    expect(adCardView(medium, { ...base, descriptionExpanded: true }).description?.text).toBe("f".repeat(120));
  });
});

describe("ad card: links", () => {
  it("IR opens ad_snapshot_url only when it is https", () => {
    expect(adCardView(makeAd(), base).snapshotHref).toBe("https://www.facebook.com/ads/library/?id=1");
    for (const url of [
      "http://www.facebook.com/ads/library/?id=1",
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "",
      "no es una url",
    ]) {
      expect(adCardView(makeAd({ ad_snapshot_url: url }), base).snapshotHref, url).toBeNull();
    }
  });

  it("the landing page is a link only when it is http(s)", () => {
    expect(adCardView(makeAd({ apify_data: { link_url: "https://tienda.example/p" } }), base).link).toBe("https://tienda.example/p");
    expect(adCardView(makeAd({ apify_data: { link_url: "http://tienda.example/" } }), base).link).toBe("http://tienda.example/");
    expect(adCardView(makeAd({ apify_data: { link_url: "javascript:alert(1)" } }), base).link).toBeNull();
    expect(adCardView(makeAd({ apify_data: { link_url: null } }), base).link).toBeNull();
  });

  it("lists the ad's countries, else the searched one, none for all countries", () => {
    expect(adCardView(makeAd({ countries: ["CO", "MX"] }), { ...base, country: "ES" }).countries).toEqual(["CO", "MX"]);
    expect(adCardView(makeAd(), { ...base, country: "ES" }).countries).toEqual(["ES"]);
    expect(adCardView(makeAd(), base).countries).toEqual([]);
  });
});
