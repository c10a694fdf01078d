import "server-only";
import type { Prisma } from "@/lib/db";
import { mediaSources } from "@/lib/services/images/kept-media";
import { storedWinnerFields, type WinnerFields } from "@/lib/score";
import { adSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import type { AdProduct } from "@/lib/services/products/ad-products";

/** Someone else's saved ad answers the same as a missing one. */
export const SAVED_AD_NOT_FOUND = "Anuncio guardado no encontrado";

/** The browser's URL for a creative: the kept copy's route when it is kept (or being kept), else the proxy or the demo file. */
function mediaUrl(savedAdId: string, positions: Map<string, number>, url: unknown): string | null {
  if (typeof url !== "string" || !url) return null;
  const n = positions.get(url);
  if (n !== undefined) return `/api/saved-ads/${savedAdId}/media/${n}`;
  if (url.startsWith("/demo/")) return url;
  if (/^https:\/\//i.test(url)) return `/api/proxy-image?url=${encodeURIComponent(url)}`;
  return null;
}

type AdJson = Record<string, unknown> & { apify_data?: Record<string, unknown> };

/**
 * The saved copy without the raw upstream snapshot (never shown, and the bulk of the JSON), with the
 * ad's score as of now (`winner`, the archive's: docs/score.md), else the one it was saved with, and its
 * signals by the current detectors (those it was saved with when the same detectors read them).
 */
function publicAdData(adData: Prisma.JsonValue, winner: WinnerFields | null): AdJson {
  const { snapshot: _snapshot, ...rest } = (adData ?? {}) as AdJson;
  const apify = { ...(rest.apify_data ?? {}) };
  delete apify.original_item;
  const withApify = { ...rest, apify_data: apify };
  // Signals the current detectors read, as the archive's cards take them; others are read again.
  const signals = rest.signals && rest.signals_version === SIGNALS_VERSION ? rest.signals : adSignals(withApify);
  return { ...withApify, ...(winner ?? storedWinnerFields(withApify)), signals };
}

export const itemSelect = {
  id: true,
  adId: true,
  adData: true,
  tags: true,
  collection: true,
  notes: true,
  isFavorite: true,
  savedAt: true,
} as const;

type ItemRow = Prisma.SavedAdGetPayload<{ select: typeof itemSelect }>;

/**
 * `thumbnail`: the archive's kept thumbnail of the ad (kept-thumbnails.ts), the card's fallback picture;
 * `product`: its listed product, for 'Usado por N tiendas' (lib/services/products/ad-products.ts);
 * `winner`: its score now (lib/services/ads/current-scores.ts).
 */
export function toItem(
  row: ItemRow,
  thumbnail: string | null = null,
  product: AdProduct | null = null,
  winner: WinnerFields | null = null,
) {
  const positions = new Map(mediaSources(row.adData).map((m) => [m.sourceUrl, m.position]));
  const ad: AdJson = { ...publicAdData(row.adData, winner), product_id: product?.productId ?? null, store_count: product?.storeCount ?? 0 };
  const apify = ad.apify_data ?? {};
  const videos = Array.isArray(apify.videos) ? (apify.videos as { video_preview_image_url?: unknown }[]) : [];
  return {
    _id: row.id,
    id: row.id,
    adId: row.adId,
    adData: ad,
    tags: row.tags,
    collection: row.collection,
    notes: row.notes,
    isFavorite: row.isFavorite,
    savedAt: row.savedAt.toISOString(),
    media: {
      images: (Array.isArray(apify.images) ? apify.images : [])
        .map((u) => mediaUrl(row.id, positions, u))
        .filter((u): u is string => u !== null),
      videoPoster: mediaUrl(row.id, positions, videos[0]?.video_preview_image_url),
      pagePicture: mediaUrl(row.id, positions, apify.page_profile_picture_url),
      thumbnail,
    },
  };
}

export type SavedAdItem = ReturnType<typeof toItem>;
