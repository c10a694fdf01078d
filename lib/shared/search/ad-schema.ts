/**
 * The schema of the search screen's ad (ad.ts): it validates ads from API replies and from storage, and
 * computes the score and signals an ad lacks. With zod, lib/score and lib/signals it is loaded when a
 * reply or a stored state is first read, not with the screen (docs/benchmarks.md §3). Pure and client-safe.
 */
import * as z from "@/lib/validation/zod";
import type { NormalizedAd } from "@/lib/providers/types";
import { SCORE_COMPONENT_KEYS, WINNER_LABELS, winnerFields } from "@/lib/score";
import { adSignals, CURRENCIES, NOT_SHOP_KINDS, STOREFRONTS, type AdSignals } from "@/lib/signals";
import type { SearchAd } from "./ad";

/** Only the app's own thumbnail route: a stored or tampered copy can never point an <img> elsewhere. */
const THUMBNAIL_URL = /^\/api\/ads\/[A-Za-z0-9%_~-]{1,200}\/thumbnail$/;

const stringList = z.array(z.string()).catch([]);

const videoSchema = z.object({
  video_hd_url: z.string().nullable().catch(null),
  video_sd_url: z.string().nullable().catch(null),
  video_preview_image_url: z.string().nullable().catch(null),
});

const explanationSchema = z.array(z.object({ key: z.enum(SCORE_COMPONENT_KEYS), points: z.number(), text: z.string() }));

const signalsSchema: z.ZodType<AdSignals> = z.object({
  cash_on_delivery: z.boolean(),
  whatsapp: z.boolean(),
  free_shipping: z.boolean(),
  prices: z.array(z.object({ currency: z.enum(CURRENCIES).nullable(), amount: z.number(), text: z.string() })),
  storefront: z.enum(STOREFRONTS).nullable(),
  not_shop: z.array(z.enum(NOT_SHOP_KINDS)),
  is_shop: z.boolean(),
});

/** Validates an ad read back from storage (or a reply): checked against SearchAd, not a second declaration. */
/** lib/services/products/product-id.ts */
const PRODUCT_ID = /^p[0-9a-f]{15}$/;

export const searchAdSchema: z.ZodType<SearchAd> = z
  .object({
    id: z.string().min(1),
    page_id: z.string(),
    page_name: z.string(),
    days_running: z.number().catch(0),
    collation_count: z.number().catch(1),
    hotness_score: z.number().catch(1),
    ad_delivery_start_time: z.string().catch(""),
    ad_snapshot_url: z.string().catch(""),
    ad_creative_bodies: stringList,
    ad_creative_link_titles: stringList,
    ad_creative_link_descriptions: stringList,
    ad_creative_link_captions: stringList,
    publisher_platform: stringList,
    languages: stringList,
    countries: stringList,
    source: z.string().catch("demo"),
    /** Taken from the raw snapshot when the upstream says so; sent along when following the advertiser. */
    page_verified: z.boolean().catch(false),
    apify_data: z.object({
      images: stringList,
      videos: z.array(videoSchema).catch([]),
      page_profile_picture_url: z.string().nullable().catch(null),
      page_categories: stringList,
      page_like_count: z.number().nullable().catch(null),
      page_profile_uri: z.string().nullable().catch(null),
      display_format: z.string().nullable().catch(null),
      cta_text: z.string().nullable().catch(null),
      cta_type: z.string().nullable().catch(null),
      link_url: z.string().nullable().catch(null),
    }),
    // Server-computed (with the advertiser's momentum); an ad kept by an older version lacks them.
    winner_score: z.number().min(0).max(100).optional().catch(undefined),
    winner_label: z.enum(WINNER_LABELS).nullable().optional().catch(undefined),
    winner_explanation: explanationSchema.optional().catch(undefined),
    signals: signalsSchema.optional().catch(undefined),
    thumbnail_url: z.string().regex(THUMBNAIL_URL).nullable().optional().catch(undefined),
    product_id: z.string().regex(PRODUCT_ID).nullable().optional().catch(undefined),
    store_count: z.number().int().min(0).optional().catch(undefined),
  })
  .transform((ad): SearchAd => {
    // What is missing is computed here from the ad alone (lib/score and lib/signals are client-safe).
    const scored =
      ad.winner_score === undefined || ad.winner_label === undefined || ad.winner_explanation === undefined
        ? winnerFields(ad)
        : { winner_score: ad.winner_score, winner_label: ad.winner_label, winner_explanation: ad.winner_explanation };
    return { ...ad, ...scored, signals: ad.signals ?? adSignals(ad) };
  });

/** Upstreams say "verified" in several ways (a badge name, a boolean); anything else is not verified. */
export function isVerified(snapshot: unknown): boolean {
  if (!snapshot || typeof snapshot !== "object") return false;
  const raw = (snapshot as Record<string, unknown>).page_verification ?? (snapshot as Record<string, unknown>).page_is_verified;
  if (typeof raw === "boolean") return raw;
  return typeof raw === "string" && raw !== "" && raw !== "NOT_VERIFIED";
}

/**
 * The screen's copy of an ad from the API, or null when the item is not an ad at all. Tolerant of
 * missing lists and nulls, so one odd upstream item never breaks the whole grid.
 */
export function toSearchAd(ad: NormalizedAd | Record<string, unknown>): SearchAd | null {
  const source = ad as Partial<NormalizedAd> & { page_verified?: unknown };
  const apify: Partial<NormalizedAd["apify_data"]> = source.apify_data ?? {};
  const parsed = searchAdSchema.safeParse({
    ...source,
    page_id: source.page_id ?? "",
    page_name: source.page_name ?? "",
    // A card-view reply (cardAd) says it; a full one carries the snapshot it comes from.
    page_verified: typeof source.page_verified === "boolean" ? source.page_verified : isVerified(source.snapshot),
    apify_data: {
      images: apify.images,
      videos: apify.videos,
      page_profile_picture_url: apify.page_profile_picture_url,
      page_categories: apify.page_categories,
      page_like_count: apify.page_like_count,
      page_profile_uri: apify.page_profile_uri,
      display_format: apify.display_format,
      cta_text: apify.cta_text,
      cta_type: apify.cta_type,
      link_url: apify.link_url,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** Converts a list from the API, dropping items that are not ads. */
export function toSearchAds(items: unknown): SearchAd[] {
  if (!Array.isArray(items)) return [];
  const out: SearchAd[] = [];
  for (const item of items) {
    if (!item || typeof item !== "object") continue;
    const ad = toSearchAd(item as Record<string, unknown>);
    if (ad) out.push(ad);
  }
  return out;
}

/**
 * An ad of a search reply in the `card` view (lib/validation/search.ts): the full ad without the raw
 * upstream snapshot, at the top and inside `apify_data.original_item` (half of a page's bytes, never
 * shown), with the verification the screen takes from it.
 */
export function cardAd<T extends NormalizedAd>(ad: T) {
  const { snapshot, apify_data, ...rest } = ad;
  const { original_item: _original, ...apify } = apify_data;
  return { ...rest, apify_data: apify, page_verified: isVerified(snapshot) };
}
