/**
 * The ad as the search screen keeps it: docs/product.md §3 Ad without the raw upstream snapshot (the card never
 * shows it, and a thousand of them would not fit in the browser's storage). Its schema, which reads
 * replies and storage, is in ad-schema.ts (with zod, loaded when first needed). Pure and client-safe.
 */
import type { ApifyData, NormalizedAd } from "@/lib/providers/types";

/**
 * docs/product.md §3 Ad (declared once, in lib/providers/types) as the screen keeps it: without the raw snapshot
 * and the fields the card never shows, plus the advertiser's verification taken from the snapshot.
 * `source` stays a plain string: storage written by another version may hold any value.
 */
export type SearchAd = Omit<NormalizedAd, "snapshot" | "apify_data" | "source" | "collation_id" | "ad_delivery_stop_time" | "is_active"> & {
  source: string;
  page_verified: boolean;
  apify_data: Omit<ApifyData, "original_item">;
  /** The archive's kept thumbnail (GET /api/ads/{id}/thumbnail), shown when the original link fails; absent until kept. */
  thumbnail_url?: string | null;
};

/** Whether a page id names a real advertiser (upstreams write "N/A" or nothing when they do not know). */
export function isKnownPageId(pageId: string | null | undefined): pageId is string {
  const id = pageId?.trim();
  return Boolean(id) && id !== "N/A";
}

/** The distinct advertisers of a list of ads, in order of first appearance, without unknown ids. */
export function uniquePageIds(ads: readonly Pick<SearchAd, "page_id">[]): string[] {
  const seen = new Set<string>();
  for (const ad of ads) if (isKnownPageId(ad.page_id)) seen.add(ad.page_id.trim());
  return [...seen];
}

/** How many ads each advertiser has in a list (for "N más en resultados" on the cards). */
export function countAdsByPage(ads: readonly Pick<SearchAd, "page_id">[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ad of ads) {
    if (!isKnownPageId(ad.page_id)) continue;
    const id = ad.page_id.trim();
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
