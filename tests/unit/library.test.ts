import { describe, expect, it, vi } from "vitest";
import { MAX_MEDIA_PER_AD, mediaSources } from "@/lib/services/images/kept-media";
import { likePattern, periodStart } from "@/lib/services/history/search-history";
import { savedAdColumns } from "@/lib/services/saved-ads/columns";
import { ApiError } from "@/lib/api/client";
import { fixedRetry } from "@/lib/swr/retry";
import { savedAdEditFormSchema, splitTags } from "@/lib/validation/saved-ads";
import { listHistorySchema } from "@/lib/validation/search-history";

describe("mediaSources", () => {
  it("lists remote images, video posters and the page picture once each, in a stable order", () => {
    const ad = {
      apify_data: {
        images: [
          "https://scontent.fbcdn.net/a.jpg",
          "/demo/creatives/moda-1.png",
          "https://scontent.fbcdn.net/a.jpg",
          "javascript:alert(1)",
        ],
        videos: [{ video_preview_image_url: "https://video.fbcdn.net/p.jpg" }, { video_preview_image_url: null }],
        page_profile_picture_url: "https://scontent.fbcdn.net/page.jpg",
      },
    };
    expect(mediaSources(ad)).toEqual([
      { position: 0, role: "image", sourceUrl: "https://scontent.fbcdn.net/a.jpg" },
      { position: 1, role: "video_poster", sourceUrl: "https://video.fbcdn.net/p.jpg" },
      { position: 2, role: "page_picture", sourceUrl: "https://scontent.fbcdn.net/page.jpg" },
    ]);
  });

  it("copes with missing fields and caps a long carousel", () => {
    expect(mediaSources(null)).toEqual([]);
    expect(mediaSources({ apify_data: { images: "x" } })).toEqual([]);
    const images = Array.from({ length: 30 }, (_, i) => `https://scontent.fbcdn.net/${i}.jpg`);
    expect(mediaSources({ apify_data: { images } })).toHaveLength(MAX_MEDIA_PER_AD);
  });
});

describe("saved-ad columns and tags", () => {
  it("derives the sort columns and the lower-cased search text", () => {
    const ad = { page_name: "Tienda ÁGIL", hotness_score: 4.4, days_running: 12, ad_creative_bodies: ["Crema NUEVA", 3] };
    expect(savedAdColumns(ad, "Mis Notas")).toEqual({
      pageName: "Tienda ÁGIL",
      hotness: 4,
      daysRunning: 12,
      searchText: "tienda ágil crema nueva mis notas",
    });
    expect(savedAdColumns({}, "")).toEqual({ pageName: "", hotness: 1, daysRunning: 0, searchText: "" });
  });

  it("splits typed tags, lower-cased and without repeats or blanks", () => {
    expect(splitTags(" Verano, ofertas ,, verano,")).toEqual(["verano", "ofertas"]);
    const tooMany = Array.from({ length: 21 }, (_, i) => `t${i}`).join(",");
    expect(savedAdEditFormSchema.safeParse({ collection: "A", tags: tooMany, notes: "" }).error?.issues[0].message).toBe(
      "No puede haber más de 20 etiquetas",
    );
    expect(savedAdEditFormSchema.safeParse({ collection: " ", tags: "", notes: "" }).error?.issues[0].message).toBe(
      "La colección es requerida",
    );
  });
});

describe("history helpers", () => {
  it("takes LIKE wildcards in a term literally", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(likePattern("iPhone")).toBe("%iphone%");
  });

  it("starts a period of N days N-1 days before today (UTC)", () => {
    expect(periodStart(30, new Date("2026-03-31T23:59:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(periodStart(1, new Date("2026-03-31T00:00:01Z")).toISOString()).toBe("2026-03-31T00:00:00.000Z");
  });

  it("refuses 'Desde' after 'Hasta' and impossible dates", () => {
    expect(listHistorySchema.safeParse({ dateFrom: "2026-02-10", dateTo: "2026-02-01" }).success).toBe(false);
    expect(listHistorySchema.safeParse({ dateFrom: "2026-13-01" }).success).toBe(false);
    expect(listHistorySchema.parse({ country: "mx" })).toMatchObject({ page: 1, limit: 20, country: "MX" });
  });
});

describe("fixedRetry", () => {
  it("retries a server failure the given number of times after the given delay, never a 4xx", () => {
    vi.useFakeTimers();
    try {
      const retry = fixedRetry(2, 1_000);
      const revalidate = vi.fn(async () => true);
      const call = (error: unknown, retryCount: number) => retry(error, "k", {} as never, revalidate, { retryCount, dedupe: true });
      call(new ApiError(500, null), 1);
      vi.advanceTimersByTime(999);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount: 1 });
      call(new ApiError(500, null), 2);
      call(new ApiError(500, null), 3);
      call(new ApiError(404, null), 1);
      vi.advanceTimersByTime(5_000);
      expect(revalidate).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
