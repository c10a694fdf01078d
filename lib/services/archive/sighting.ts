import "server-only";
import { env } from "@/lib/env";
import type { NormalizedAd } from "@/lib/providers/types";
import { zonedParts } from "@/lib/time-zone";

/**
 * What one sighting of an ad tells the archive, derived from the normalized ad alone, so that every
 * source (search, 'Cargar más', advertiser pages, tracking listings) records it the same way.
 */

/** Where and when a page of ads was seen. `country` is the search's or listing's ("ALL" = anywhere). */
export type SightingContext = { country?: string | null; at?: Date };

export type ArchiveMediaType = "IMAGE" | "VIDEO" | "NONE";

const COUNTRY = /^[A-Z]{2}$/;
/** The text search reads this much of an ad: bodies beyond it are spam, not signal. */
const MAX_SEARCH_TEXT = 8_000;

/** The calendar day a sighting belongs to: the app's day, as for the tracking snapshots. */
export function archiveDay(at: Date): string {
  return zonedParts(at, env().APP_TIMEZONE).day;
}

export function mediaTypeOf(ad: Pick<NormalizedAd, "apify_data">): ArchiveMediaType {
  const apify = ad.apify_data;
  if (Array.isArray(apify?.videos) && apify.videos.length > 0) return "VIDEO";
  if (Array.isArray(apify?.images) && apify.images.length > 0) return "IMAGE";
  return "NONE";
}

/** The countries a sighting places the ad in: the provider's list plus the country it was asked for. */
export function sightingCountries(ad: Pick<NormalizedAd, "countries">, country: string | null | undefined): string[] {
  const all = [...(Array.isArray(ad.countries) ? ad.countries : []), ...(country ? [country] : [])];
  return [...new Set(all.map((c) => String(c).toUpperCase()).filter((c) => COUNTRY.test(c)))].sort();
}

/** The words the archive's text search matches: page name, bodies, titles, descriptions, captions. */
export function searchTextOf(ad: NormalizedAd): string {
  const parts = [
    ad.page_name,
    ...ad.ad_creative_bodies,
    ...ad.ad_creative_link_titles,
    ...ad.ad_creative_link_descriptions,
    ...ad.ad_creative_link_captions,
  ];
  return parts
    .filter((p) => typeof p === "string")
    .join(" \n ")
    .slice(0, MAX_SEARCH_TEXT);
}

/**
 * The provider's own evidence that the ad ended: its inactive flag, at its stop time when it gave one
 * (never later than the sighting itself). Null means it said the ad runs, which reopens an ended ad.
 */
export function providerEnd(ad: Pick<NormalizedAd, "is_active" | "ad_delivery_stop_time">, at: Date): Date | null {
  if (ad.is_active) return null;
  const stop = ad.ad_delivery_stop_time ? Date.parse(ad.ad_delivery_stop_time) : NaN;
  return new Date(Number.isNaN(stop) ? at.getTime() : Math.min(stop, at.getTime()));
}
