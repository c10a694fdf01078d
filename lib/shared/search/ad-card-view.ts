/**
 * The ad card's display rules (docs/product.md §2 Search screen, §9 thresholds), as one pure function: the card
 * component only lays out what this returns. Client-safe.
 */
import { cutText, formatNumber } from "@/lib/format";
import { safeHref } from "@/lib/security/safe-link";
import type { SearchAd } from "./ad";

/** 'ALTA FRECUENCIA' above this many duplicates. */
export const HIGH_FREQUENCY_ABOVE = 5;
/** The advertiser's active-ads figure is highlighted above this. */
export const BUSY_ADVERTISER_ABOVE = 5;
/** The body is cut here until expanded. */
export const BODY_LIMIT = 200;
/**
 * …and here once expanded: far beyond any real ad's text, but a hostile 100 KB body laid out in a card
 * keeps the browser busy for seconds (the saved-ads card froze for ~15 s before its own cut).
 */
export const BODY_EXPANDED_LIMIT = 5000;
/** The description is cut here collapsed (and expandable only when longer)… */
export const DESCRIPTION_COLLAPSED = 50;
/** …and here expanded. */
export const DESCRIPTION_EXPANDED = 150;

export type AdCardViewInput = {
  /** The searched country ("ALL" or ISO alpha-2), used when the ad itself names none. */
  country: string;
  /** The advertiser's active ads; null while unknown. */
  activeAds: number | null;
  /** Other ads of the same advertiser among the results on screen. */
  otherAdsInResults: number;
  bodyExpanded: boolean;
  descriptionExpanded: boolean;
};

export type AdCardView = {
  /** 'N veces duplicado', or null when the ad has no duplicates. */
  duplicates: string | null;
  highFrequency: boolean;
  busyAdvertiser: boolean;
  /** 'N más en resultados', or null when the advertiser has no other ad on screen. */
  moreInResults: string | null;
  /** The body as shown (cut unless expanded), and whether it has a 'Ver más' toggle. */
  body: { text: string; expandable: boolean } | null;
  title: string | null;
  caption: string | null;
  description: { text: string; expandable: boolean } | null;
  /** The advertiser's landing page, only when it is http(s). */
  link: string | null;
  /** IR's target: the ad snapshot, only when it is https (anything else would be a hostile link). */
  snapshotHref: string | null;
  /** Country codes to list: the ad's own, else the searched one (none for "ALL"). */
  countries: string[];
};

function firstText(list: readonly string[]): string | null {
  return list.find((item) => item.trim()) ?? null;
}

export function adCardView(ad: SearchAd, input: AdCardViewInput): AdCardView {
  const body = firstText(ad.ad_creative_bodies);
  const description = firstText(ad.ad_creative_link_descriptions);
  return {
    duplicates: ad.collation_count > 1 ? `${formatNumber(ad.collation_count)} veces duplicado` : null,
    highFrequency: ad.collation_count > HIGH_FREQUENCY_ABOVE,
    busyAdvertiser: input.activeAds !== null && input.activeAds > BUSY_ADVERTISER_ABOVE,
    moreInResults: input.otherAdsInResults > 0 ? `${formatNumber(input.otherAdsInResults)} más en resultados` : null,
    body: body
      ? { text: cutText(body, input.bodyExpanded ? BODY_EXPANDED_LIMIT : BODY_LIMIT), expandable: body.length > BODY_LIMIT }
      : null,
    title: firstText(ad.ad_creative_link_titles),
    caption: firstText(ad.ad_creative_link_captions),
    description: description
      ? {
          text: cutText(description, input.descriptionExpanded ? DESCRIPTION_EXPANDED : DESCRIPTION_COLLAPSED),
          expandable: description.length > DESCRIPTION_COLLAPSED,
        }
      : null,
    link: safeHref(ad.apify_data.link_url),
    snapshotHref: safeHref(ad.ad_snapshot_url, { httpsOnly: true }),
    countries: ad.countries.length > 0 ? ad.countries : input.country !== "ALL" ? [input.country] : [],
  };
}
