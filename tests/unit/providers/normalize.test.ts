import { describe, expect, it } from "vitest";
import { ProviderError } from "@/lib/providers/errors";
import {
  daysRunning,
  normalizeMetaAd,
  normalizePlatforms,
  normalizeScrapeCreatorsAd,
  parseUpstreamTime,
  refreshDerivedFields,
  withoutAccessToken,
} from "@/lib/providers/normalize";
import type { RawObject } from "@/lib/providers/types";

const NOW = new Date("2025-11-08T12:00:00Z");
const DAY_MS = 86_400_000;
const secondsAgo = (days: number) => Math.floor((NOW.getTime() - days * DAY_MS) / 1000);

function thrown(fn: () => unknown): ProviderError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ProviderError) return e;
    throw e;
  }
  throw new Error("expected a ProviderError");
}

describe("daysRunning", () => {
  it("counts whole days from start to now", () => {
    const start = NOW.getTime() - 10 * DAY_MS - 5 * 3_600_000;
    expect(daysRunning(start, null, NOW.getTime())).toBe(10);
    expect(daysRunning(NOW.getTime() - 1_000, null, NOW.getTime())).toBe(0);
  });
  it("stops counting at a past stop time but not at a future one", () => {
    const start = NOW.getTime() - 30 * DAY_MS;
    expect(daysRunning(start, start + 12 * DAY_MS, NOW.getTime())).toBe(12);
    expect(daysRunning(start, NOW.getTime() + 5 * DAY_MS, NOW.getTime())).toBe(30);
  });
  it("is never negative, even for a start in the future", () => {
    expect(daysRunning(NOW.getTime() + DAY_MS, null, NOW.getTime())).toBe(0);
  });
});

describe("parseUpstreamTime", () => {
  it.each([
    [1_760_000_000, Date.UTC(2025, 9, 9, 8, 53, 20)], // unix seconds (ScrapeCreators)
    ["1760000000", Date.UTC(2025, 9, 9, 8, 53, 20)],
    [1_760_000_000_000, Date.UTC(2025, 9, 9, 8, 53, 20)], // milliseconds
    ["2025-10-01", Date.UTC(2025, 9, 1)],
    ["2025-10-01T07:00:00+0000", Date.UTC(2025, 9, 1, 7)], // Graph's offset style
    ["2025-10-01T07:00:00-0500", Date.UTC(2025, 9, 1, 12)],
  ])("reads %s", (input, expected) => {
    expect(parseUpstreamTime(input)).toBe(expected);
  });
  it.each([null, undefined, "", "not a date", 0, -5, {}])("gives null for %s", (input) => {
    expect(parseUpstreamTime(input)).toBeNull();
  });
});

describe("normalizePlatforms", () => {
  it("lowercases and unifies separators, dropping duplicates and junk", () => {
    expect(normalizePlatforms(["FACEBOOK", "Audience Network", "audience-network", "instagram", 7, null, ""])).toEqual([
      "facebook",
      "audience_network",
      "instagram",
    ]);
  });
});

function searchItem(overrides: RawObject = {}, snapshot: RawObject = {}): RawObject {
  return {
    ad_archive_id: "900",
    page_id: "42",
    page_name: "Café Aroma",
    is_active: true,
    collation_count: 4,
    collation_id: "c900",
    start_date: secondsAgo(16),
    end_date: secondsAgo(0),
    publisher_platform: ["FACEBOOK", "INSTAGRAM"],
    snapshot: {
      body: { text: "Café de especialidad" },
      title: "Café de origen",
      link_description: "Envío gratis",
      caption: "aroma.example",
      link_url: "https://aroma.example/cafe",
      cta_text: "Comprar ahora",
      cta_type: "SHOP_NOW",
      display_format: "IMAGE",
      images: [{ original_image_url: "https://cdn.example/a.jpg", resized_image_url: "https://cdn.example/a-s.jpg" }],
      videos: [],
      cards: [],
      page_profile_picture_url: "https://cdn.example/p.jpg",
      page_profile_uri: "https://www.facebook.com/aroma",
      page_like_count: 1200,
      page_categories: ["Cafetería"],
      ...snapshot,
    },
    ...overrides,
  };
}

describe("normalizeScrapeCreatorsAd", () => {
  it("derives days running and hotness; an active ad's end_date is not a stop time", () => {
    const ad = normalizeScrapeCreatorsAd(searchItem(), { now: NOW });
    expect(ad).toMatchObject({ id: "900", days_running: 16, hotness_score: 2, is_active: true, ad_delivery_stop_time: null });
  });

  it("uses end_date as the stop time of an inactive ad", () => {
    const ad = normalizeScrapeCreatorsAd(searchItem({ is_active: false, end_date: secondsAgo(6) }), { now: NOW });
    expect(ad.is_active).toBe(false);
    expect(ad.days_running).toBe(10);
    expect(ad.ad_delivery_stop_time).toBe(new Date(secondsAgo(6) * 1000).toISOString());
  });

  it("reads a null collation count as 1", () => {
    expect(normalizeScrapeCreatorsAd(searchItem({ collation_count: null }), { now: NOW }).collation_count).toBe(1);
  });

  it("collects carousel cards: every image, title, description and the first card's link and CTA", () => {
    const ad = normalizeScrapeCreatorsAd(
      searchItem(
        {},
        {
          display_format: "CAROUSEL",
          title: null,
          link_description: null,
          link_url: null,
          cta_text: null,
          cta_type: null,
          images: [],
          cards: [
            {
              body: "Uno",
              title: "Cafetera",
              link_description: "20 bares",
              link_url: "https://aroma.example/1",
              cta_text: "Comprar ahora",
              cta_type: "SHOP_NOW",
              original_image_url: "https://cdn.example/1.jpg",
            },
            {
              body: "Uno",
              title: "Molino",
              link_description: "Acero",
              link_url: "https://aroma.example/2",
              resized_image_url: "https://cdn.example/2.jpg",
            },
            { title: "Video", video_hd_url: "https://cdn.example/v.mp4", video_preview_image_url: "https://cdn.example/v.jpg" },
          ],
        },
      ),
      { now: NOW },
    );
    expect(ad.apify_data.images).toEqual(["https://cdn.example/1.jpg", "https://cdn.example/2.jpg"]);
    expect(ad.apify_data.videos).toEqual([
      { video_hd_url: "https://cdn.example/v.mp4", video_sd_url: null, video_preview_image_url: "https://cdn.example/v.jpg" },
    ]);
    expect(ad.ad_creative_bodies).toEqual(["Café de especialidad", "Uno"]);
    expect(ad.ad_creative_link_titles).toEqual(["Cafetera", "Molino", "Video"]);
    expect(ad.ad_creative_link_descriptions).toEqual(["20 bares", "Acero"]);
    expect(ad.apify_data).toMatchObject({
      link_url: "https://aroma.example/1",
      cta_text: "Comprar ahora",
      cta_type: "SHOP_NOW",
      display_format: "CAROUSEL",
    });
  });

  it("reads the camelCase /ad endpoint shape (string body, category map)", () => {
    const ad = normalizeScrapeCreatorsAd(
      {
        adArchiveID: "777",
        pageID: "55",
        pageName: "Huellitas Pet",
        isActive: true,
        collationCount: 2,
        collationID: "c777",
        startDate: secondsAgo(3),
        publisherPlatform: ["INSTAGRAM"],
        snapshot: {
          body: "Cama ortopédica para perros",
          title: "Cama para perros",
          linkUrl: "https://huellitas.example/cama",
          ctaText: "Pedir ahora",
          displayFormat: "VIDEO",
          videos: [
            {
              videoHdUrl: "https://cdn.example/hd.mp4",
              videoSdUrl: "https://cdn.example/sd.mp4",
              videoPreviewImageUrl: "https://cdn.example/p.jpg",
            },
          ],
          pageCategories: { "1234": "Tienda de mascotas", "5678": "Servicio para mascotas" },
          pageLikeCount: 99,
        },
      },
      { now: NOW, fallbackCountries: ["MX"], fallbackLanguages: ["es"] },
    );
    expect(ad).toMatchObject({
      id: "777",
      page_id: "55",
      page_name: "Huellitas Pet",
      collation_count: 2,
      collation_id: "c777",
      days_running: 3,
      ad_creative_bodies: ["Cama ortopédica para perros"],
      publisher_platform: ["instagram"],
      countries: ["MX"],
      languages: ["es"],
      apify_data: {
        videos: [
          {
            video_hd_url: "https://cdn.example/hd.mp4",
            video_sd_url: "https://cdn.example/sd.mp4",
            video_preview_image_url: "https://cdn.example/p.jpg",
          },
        ],
        page_categories: ["Tienda de mascotas", "Servicio para mascotas"],
        page_like_count: 99,
        cta_text: "Pedir ahora",
        link_url: "https://huellitas.example/cama",
        display_format: "VIDEO",
      },
    });
  });

  it("prefers the item's own countries and languages over the fallbacks", () => {
    const ad = normalizeScrapeCreatorsAd(searchItem({ targeted_or_reached_countries: ["co", "XX1"], languages: ["ES"] }), {
      now: NOW,
      fallbackCountries: ["MX"],
      fallbackLanguages: ["pt"],
    });
    expect(ad.countries).toEqual(["CO"]);
    expect(ad.languages).toEqual(["es"]);
  });

  it.each([
    ["no id", { ad_archive_id: undefined }, /missing ad_archive_id/],
    ["no page id", { page_id: undefined }, /missing page_id/],
    ["no start date", { start_date: undefined }, /start_date/],
    ["an unreadable start date", { start_date: "yesterday-ish" }, /start_date/],
  ])("refuses an item with %s (bad_response, never an empty ad)", (_label, overrides, detail) => {
    const error = thrown(() => normalizeScrapeCreatorsAd(searchItem(overrides), { now: NOW, index: 3 }));
    expect(error.kind).toBe("bad_response");
    expect(error.provider).toBe("scrapecreators");
    expect(error.detail).toMatch(detail);
    expect(error.detail).toMatch(/#3/);
  });

  it("refuses something that is not an object", () => {
    expect(thrown(() => normalizeScrapeCreatorsAd("oops", { now: NOW })).kind).toBe("bad_response");
  });

  it("tags demo items as demo", () => {
    const ad = normalizeScrapeCreatorsAd(searchItem(), { now: NOW }, "demo");
    expect(ad.source).toBe("demo");
  });
});

describe("normalizeMetaAd", () => {
  const item = {
    id: "1",
    page_id: "2",
    page_name: "Fundación",
    ad_delivery_start_time: "2025-10-01",
    ad_snapshot_url: "https://www.facebook.com/ads/archive/render_ad/?id=1&access_token=SECRET",
    ad_creative_bodies: ["Texto", "Texto", " "],
    publisher_platforms: ["facebook", "messenger"],
    languages: ["es", "en"],
  };

  it("keeps Graph's lists, drops empty and duplicate texts, and has no collation", () => {
    const ad = normalizeMetaAd(item, { now: NOW, fallbackCountries: ["AR"] });
    expect(ad).toMatchObject({
      ad_creative_bodies: ["Texto"],
      ad_creative_link_titles: [],
      publisher_platform: ["facebook", "messenger"],
      languages: ["es", "en"],
      countries: ["AR"],
      collation_count: 1,
      collation_id: null,
      days_running: 38,
    });
  });

  it("removes the access token from everything it keeps", () => {
    const ad = normalizeMetaAd(item, { now: NOW });
    expect(JSON.stringify(ad)).not.toContain("SECRET");
    expect(ad.snapshot.ad_snapshot_url).toBe("https://www.facebook.com/ads/archive/render_ad/?id=1");
  });

  it("refuses an item without a start time", () => {
    const error = thrown(() => normalizeMetaAd({ ...item, ad_delivery_start_time: undefined }, { now: NOW }));
    expect(error).toMatchObject({ kind: "bad_response", provider: "meta" });
  });
});

describe("withoutAccessToken", () => {
  it("removes only the token", () => {
    expect(withoutAccessToken("https://x.example/a?id=1&access_token=T&b=2")).toBe("https://x.example/a?id=1&b=2");
  });
});

describe("refreshDerivedFields", () => {
  it("moves days running and hotness forward for a stored ad", () => {
    const stored = normalizeScrapeCreatorsAd(searchItem({ collation_count: 1 }), { now: NOW });
    expect(stored).toMatchObject({ days_running: 16, hotness_score: 1 });
    const later = refreshDerivedFields(stored, new Date(NOW.getTime() + 14 * DAY_MS));
    expect(later).toMatchObject({ days_running: 30, hotness_score: 2, is_active: true });
  });

  it("marks an ad inactive once its stop time has passed", () => {
    const stored = normalizeMetaAd(
      { id: "1", page_id: "2", ad_delivery_start_time: "2025-10-01", ad_delivery_stop_time: "2025-11-10" },
      { now: NOW },
    );
    expect(stored.is_active).toBe(true);
    const later = refreshDerivedFields(stored, new Date("2025-11-20T00:00:00Z"));
    expect(later).toMatchObject({ is_active: false, days_running: 40 });
  });
});
