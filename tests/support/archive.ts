// Archive test helpers: normalized ads with ids, pages and words of the calling test's own, so files
// running at the same time on the shared database never see each other's rows.
import { randomBytes } from "node:crypto";
import type { NormalizedAd } from "@/lib/providers/types";
import { winnerFields } from "@/lib/score";
import { adSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";

export function nonce(): string {
  return randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
}

export function newPageId(): string {
  return `9${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 15);
}

export const DAY = 86_400_000;

/** A normalized ad as a provider returns it; `images` are its creative links. */
export function archivedAd(fields: Partial<NormalizedAd> & { images?: string[]; videoPoster?: string } = {}): NormalizedAd {
  const id = fields.id ?? `7${randomBytes(7).readUIntBE(0, 6)}`;
  const { images, videoPoster, ...rest } = fields;
  const ad = {
    id,
    page_id: "101",
    page_name: "Tienda Prueba",
    days_running: 10,
    collation_count: 1,
    collation_id: null,
    hotness_score: 3,
    ad_delivery_start_time: new Date(Date.now() - 10 * DAY).toISOString(),
    ad_delivery_stop_time: null,
    is_active: true,
    ad_snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
    ad_creative_bodies: ["Crema hidratante natural"],
    ad_creative_link_titles: [],
    ad_creative_link_descriptions: [],
    ad_creative_link_captions: [],
    publisher_platform: ["facebook"],
    languages: ["es"],
    countries: [],
    source: "scrapecreators_api",
    apify_data: {
      images: images ?? [],
      videos: videoPoster ? [{ video_hd_url: null, video_sd_url: null, video_preview_image_url: videoPoster }] : [],
      page_profile_picture_url: null,
      page_categories: [],
      page_like_count: 10,
      page_profile_uri: null,
      display_format: "IMAGE",
      cta_text: "Comprar",
      cta_type: "SHOP_NOW",
      link_url: "https://tienda.example/crema",
      original_item: { snapshot: {} },
    },
    snapshot: { raw: true },
    ...rest,
  };
  // As a normaliser returns it: the score and signals follow from the fields above.
  return { ...ad, ...winnerFields(ad), signals: adSignals(ad), signals_version: SIGNALS_VERSION, ...rest } as NormalizedAd;
}
