import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { NormalizedAd } from "@/lib/providers/types";
import { weeklySeries } from "@/lib/services/archive/advertiser-archive";
import { ARCHIVED_AD_COLUMNS, thumbnailUrl, type ArchivedAdRow } from "@/lib/services/archive/archived-ad";
import { archiveCards } from "@/lib/services/archive/archive-reply";
import { saturationOf } from "@/lib/shared/products/saturation";
import { PRODUCT_COLUMNS, toProductSummary, type ProductRow } from "./list-products";
import { priceRanges, type PriceRange } from "./product-figures";
import { jsonColumn } from "@/lib/services/ads/score-context";

export const PRODUCT_NOT_FOUND = "Este producto no existe o ya no está en la lista de productos";
const MAX_CREATIVES = 12;
const MAX_STORES = 50;
const MAX_ADS = 12;
/** The newest ads of each store whose prices make its range. */
const PRICE_ADS_PER_STORE = 20;
const DAY_MS = 86_400_000;

type CreativeRow = { clusterId: string; ads: bigint; advertisers: bigint; exampleAdId: string; hasThumbnail: boolean; firstSeenAt: Date };
type StoreRow = {
  domain: string;
  platform: string | null;
  url: string | null;
  pages: bigint;
  ads: bigint;
  firstSeenAt: Date;
  /** The store's newest ads with the countries they were seen in, for its prices. */
  data: { data: NormalizedAd; seenCountries: string[] }[];
};

export type ProductStore = {
  domain: string;
  platform: string | null;
  url: string | null;
  pages: number;
  ads: number;
  firstSeenAt: string;
  prices: PriceRange[];
};
export type CountryStep = { country: string; firstSeenAt: string; daysAfterFirst: number };

/**
 * GET /api/products/{id} and /products/[id]: the product's creatives (clusters), every store selling it
 * with its prices and since when, its path through countries, the distinct advertisers per week, its
 * saturation with the reasons, and its newest ads as cards. Reads the archive alone: no quota.
 */
export async function getProduct(userId: string, id: string, now = new Date()) {
  const [row] = await db.$queryRaw<(ProductRow & { countryPath: unknown })[]>`
    SELECT ${PRODUCT_COLUMNS}, p."countryPath" FROM "Product" p WHERE p."id" = ${id}`;
  if (!row) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  const [creatives, stores, weeks, ads, following] = await Promise.all([
    db.$queryRaw<CreativeRow[]>`
      SELECT a."clusterId", count(*) AS "ads", count(DISTINCT a."pageId") AS "advertisers", min(a."firstSeenAt") AS "firstSeenAt",
        (array_agg(a."id" ORDER BY a."thumbnailHash" IS NULL, a."lastSeenAt" DESC))[1] AS "exampleAdId",
        bool_or(a."thumbnailHash" IS NOT NULL) AS "hasThumbnail"
      FROM "Ad" a WHERE a."productId" = ${id} AND a."clusterId" IS NOT NULL
      GROUP BY a."clusterId" ORDER BY count(*) DESC, a."clusterId" LIMIT ${MAX_CREATIVES}`,
    // The stores are chosen first and only their newest ads' payloads read: a product sold by a thousand
    // stores read all thousand payloads to show fifty stores (35 ms of the page, docs/benchmarks.md §5).
    db.$queryRaw<StoreRow[]>`
      WITH stores AS (
        SELECT s."domain", max(s."platform") AS "platform", (array_agg(s."url" ORDER BY s."url" IS NULL))[1] AS "url",
          count(DISTINCT s."pageId") AS "pages", count(*) AS "ads", min(a."firstSeenAt") AS "firstSeenAt",
          (array_agg(a."id" ORDER BY a."lastSeenAt" DESC))[1:${PRICE_ADS_PER_STORE}] AS "newest"
        FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId"
        WHERE a."productId" = ${id}
        GROUP BY s."domain" ORDER BY min(a."firstSeenAt"), s."domain" LIMIT ${MAX_STORES}
      )
      SELECT st."domain", st."platform", st."url", st."pages", st."ads", st."firstSeenAt",
        (SELECT json_agg(json_build_object('data', a."data", 'seenCountries', a."seenCountries") ORDER BY n."i")
         FROM unnest(st."newest") WITH ORDINALITY AS n("id", "i") JOIN "Ad" a ON a."id" = n."id") AS "data"
      FROM stores st ORDER BY st."firstSeenAt", st."domain"`,
    db.$queryRaw<{ week: Date; launches: bigint }[]>`
      SELECT date_trunc('week', d."day") AS "week", count(DISTINCT a."pageId") AS "launches"
      FROM "Ad" a JOIN "AdDay" d ON d."adId" = a."id"
      WHERE a."productId" = ${id} AND d."day" >= (date_trunc('week', now() AT TIME ZONE 'UTC') - interval '25 weeks')::date
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<ArchivedAdRow[]>`
      SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a WHERE a."productId" = ${id}
      ORDER BY a."lastSeenAt" DESC, a."id" DESC LIMIT ${MAX_ADS}`,
    db.productWatch.count({ where: { userId, productId: id } }),
  ]);
  const [cards] = await archiveCards(userId, [ads], { now });
  const saturation = saturationOf(row, now);
  return {
    product: toProductSummary(row, now),
    saturationReasons: saturation.reasons,
    /** The signed-in user's own 'Vigilar producto'. */
    following: following > 0,
    countryPath: countryPath(row.countryPath),
    creatives: creatives.map((c) => ({
      clusterId: c.clusterId,
      ads: Number(c.ads),
      advertisers: Number(c.advertisers),
      firstSeenAt: c.firstSeenAt.toISOString(),
      exampleAdId: c.exampleAdId,
      thumbnailUrl: c.hasThumbnail ? thumbnailUrl(c.exampleAdId) : null,
    })),
    stores: stores.map((s): ProductStore => ({
      domain: s.domain,
      platform: s.platform,
      url: s.url,
      pages: Number(s.pages),
      ads: Number(s.ads),
      firstSeenAt: s.firstSeenAt.toISOString(),
      prices: priceRanges(jsonColumn<StoreRow["data"] | null>(s.data) ?? []),
    })),
    advertisersPerWeek: weeklySeries(weeks).map((w) => ({ week: w.week, advertisers: w.launches })),
    ads: cards,
  };
}

/** 'EE. UU. → México (12 días después)': each country with the days since the first one. */
function countryPath(raw: unknown): CountryStep[] {
  const steps = Array.isArray(raw) ? (raw as { country: string; firstSeenAt: string }[]) : [];
  const first = steps[0] ? Date.parse(steps[0].firstSeenAt) : 0;
  return steps.map((s) => ({
    country: s.country,
    firstSeenAt: s.firstSeenAt,
    daysAfterFirst: Math.max(0, Math.floor((Date.parse(s.firstSeenAt) - first) / DAY_MS)),
  }));
}

/** GET /api/products/{id}'s reply body (besides `success`). */
export type ProductReply = Awaited<ReturnType<typeof getProduct>>;
