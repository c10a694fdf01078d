import "server-only";
import type { NormalizedAd } from "@/lib/providers/types";
import { landingStores, type LandingStore } from "@/lib/signals/landing-store";
import { normalizedCreativeText } from "@/lib/shared/products/creative-text";
import { creativeTextKey } from "./creative-text-key";

/**
 * What the products read of one ad as it is stored (docs/product.md §Productos): the key of its copy,
 * for copies whose picture differs, and the stores it leads to. Derived from the normalized ad alone,
 * so every source records it alike.
 */
export type AdIdentity = { textKey: string | null; stores: LandingStore[] };

export function adIdentity(ad: NormalizedAd): AdIdentity {
  const text = normalizedCreativeText(ad.ad_creative_bodies ?? [], ad.ad_creative_link_titles ?? []);
  const apify = ad.apify_data ?? {};
  return {
    textKey: text ? creativeTextKey(text) : null,
    stores: landingStores({
      linkUrl: apify.link_url,
      captions: ad.ad_creative_link_captions,
      bodies: ad.ad_creative_bodies,
      titles: ad.ad_creative_link_titles,
      descriptions: ad.ad_creative_link_descriptions,
    }),
  };
}
