import "server-only";
import { db, Prisma } from "@/lib/db";
import { refreshDerivedFields } from "@/lib/providers/normalize";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchAd } from "@/lib/shared/search/ad";
import { toSearchAd } from "@/lib/shared/search/ad-schema";
import type { ArchiveStatus } from "@/lib/validation/archive";

/**
 * One archived ad as every archive reply shows it: the search card's ad (no raw snapshot) and its life
 * on record. Public ad data only: nothing here says who searched, saved or noted it.
 */
export type ArchivedAd = {
  ad: SearchAd;
  archive: {
    status: ArchiveStatus;
    firstSeenAt: string;
    lastSeenAt: string;
    endedAt: string | null;
    /** provider | listing */
    endedBy: string | null;
    lifespanDays: number;
    sightings: number;
    variants: number;
    mediaType: string;
    countries: string[];
    /** The kept WebP, or null until it is kept: the card falls back to it when the original link fails. */
    thumbnailUrl: string | null;
  };
};

/** The columns an {@link ArchivedAd} is built from, aliased for {@link toArchivedAd}. */
export const ARCHIVED_AD_COLUMNS = Prisma.sql`a."id", a."data", a."firstSeenAt", a."lastSeenAt", a."endedAt", a."endedBy",
  a."lifespanDays", a."sightings", a."collationCount", a."mediaType", a."seenCountries", a."thumbnailHash" IS NOT NULL AS "hasThumbnail"`;

export type ArchivedAdRow = {
  id: string;
  data: unknown;
  firstSeenAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  endedBy: string | null;
  lifespanDays: number;
  sightings: number;
  collationCount: number;
  mediaType: string;
  seenCountries: string[] | null;
  hasThumbnail: boolean;
};

/** The rows of the archived ads `ids`, by id (an id no ad has is left out): one read for a page's several lists. */
export async function readArchivedAdRows(ids: readonly string[]): Promise<Map<string, ArchivedAdRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<
    ArchivedAdRow[]
  >`SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a WHERE a."id" = ANY(${[...new Set(ids)]}::text[])`;
  return new Map(rows.map((r) => [r.id, r]));
}

export function thumbnailUrl(adId: string): string {
  return `/api/ads/${encodeURIComponent(adId)}/thumbnail`;
}

/**
 * The row's stored ad with its derived fields as of now; null when the stored JSON is not an ad. The
 * archive's own end (a provider stop or a complete listing without the ad) wins over the stored JSON,
 * which may still say the ad runs: the score's 'Finalizado' and its days running follow the archive.
 */
export function archivedAdData(row: Pick<ArchivedAdRow, "data" | "endedAt">): NormalizedAd | null {
  const data = (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as NormalizedAd | null;
  if (!data || typeof data !== "object") return null;
  if (!row.endedAt) return refreshDerivedFields(data);
  return refreshDerivedFields({
    ...data,
    is_active: false,
    ad_delivery_stop_time: data.ad_delivery_stop_time ?? row.endedAt.toISOString(),
  });
}

/**
 * The row as a card; null for a row whose stored JSON is not an ad (never thrown at the whole page).
 * `data`: the row's ad already read (and scored with its context) by the caller.
 */
export function toArchivedAd(row: ArchivedAdRow, data: NormalizedAd | null = archivedAdData(row)): ArchivedAd | null {
  if (!data) return null;
  const ad = toSearchAd(data);
  if (!ad) return null;
  return {
    ad,
    archive: {
      status: row.endedAt ? "Finalizado" : "Activo",
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      endedBy: row.endedBy,
      lifespanDays: row.lifespanDays,
      sightings: row.sightings,
      variants: row.collationCount,
      mediaType: row.mediaType,
      countries: row.seenCountries ?? [],
      thumbnailUrl: row.hasThumbnail ? thumbnailUrl(row.id) : null,
    },
  };
}
