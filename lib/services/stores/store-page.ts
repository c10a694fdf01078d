import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { NormalizedAd } from "@/lib/providers/types";
import { ARCHIVED_AD_COLUMNS, type ArchivedAdRow } from "@/lib/services/archive/archived-ad";
import { archiveCards } from "@/lib/services/archive/archive-reply";
import { priceRanges } from "@/lib/services/products/product-figures";

export const STORE_NOT_FOUND = "Esta tienda no tiene anuncios en el archivo";
const MAX_PAGES = 30;
const MAX_PRODUCTS = 12;
const TOP = 6;
/** The ads whose prices make the store's range: its newest ones. */
const PRICE_ADS = 200;

type SummaryRow = {
  ads: bigint;
  active: bigint;
  firstSeenAt: Date | null;
  lastSeenAt: Date | null;
  platform: string | null;
  url: string | null;
};

/**
 * GET /api/stores/{domain} and /stores/[domain]: a store as the archive knows it, from the landing
 * domains of its ads (no fetch of the store itself): its ads, the Facebook pages that advertise it,
 * countries, first and last seen, price range, platform, products and top creatives. No quota.
 */
export async function getStore(userId: string, domain: string) {
  const [[summary], pages, countries, priced, products, longest, newest] = await Promise.all([
    db.$queryRaw<SummaryRow[]>`
      SELECT count(*) AS "ads", count(*) FILTER (WHERE a."endedAt" IS NULL) AS "active",
        min(a."firstSeenAt") AS "firstSeenAt", max(a."lastSeenAt") AS "lastSeenAt",
        max(s."platform") AS "platform", (array_agg(s."url" ORDER BY s."url" IS NULL, a."lastSeenAt" DESC))[1] AS "url"
      FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId" WHERE s."domain" = ${domain}`,
    db.$queryRaw<{ pageId: string; pageName: string; ads: bigint; lastSeenAt: Date }[]>`
      SELECT s."pageId", (array_agg(a."pageName" ORDER BY a."lastSeenAt" DESC))[1] AS "pageName", count(*) AS "ads",
        max(a."lastSeenAt") AS "lastSeenAt"
      FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId" WHERE s."domain" = ${domain}
      GROUP BY s."pageId" ORDER BY count(*) DESC, s."pageId" LIMIT ${MAX_PAGES}`,
    db.$queryRaw<{ country: string; firstSeenAt: Date }[]>`
      SELECT c."country", min(c."firstSeenAt") AS "firstSeenAt"
      FROM "AdStore" s JOIN "AdCountry" c ON c."adId" = s."adId" WHERE s."domain" = ${domain}
      GROUP BY c."country" ORDER BY 2, 1`,
    db.$queryRaw<{ data: NormalizedAd; seenCountries: string[] }[]>`
      SELECT a."data", a."seenCountries" FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId" WHERE s."domain" = ${domain}
      ORDER BY a."lastSeenAt" DESC LIMIT ${PRICE_ADS}`,
    db.$queryRaw<{ id: string; name: string; storeCount: number }[]>`
      SELECT p."id", p."name", p."storeCount" FROM "Product" p
      WHERE p."id" IN (SELECT g."productId" FROM "AdStore" s JOIN "AdGroup" g ON g."adId" = s."adId" WHERE s."domain" = ${domain})
      ORDER BY p."storeCount" DESC, p."id" LIMIT ${MAX_PRODUCTS}`,
    db.$queryRaw<ArchivedAdRow[]>`
      SELECT ${ARCHIVED_AD_COLUMNS} FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId" WHERE s."domain" = ${domain}
      ORDER BY a."lifespanDays" DESC, a."collationCount" DESC, a."id" DESC LIMIT ${TOP}`,
    db.$queryRaw<ArchivedAdRow[]>`
      SELECT ${ARCHIVED_AD_COLUMNS} FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId" WHERE s."domain" = ${domain}
      ORDER BY a."firstSeenAt" DESC, a."id" DESC LIMIT ${TOP}`,
  ]);
  if (!summary || Number(summary.ads) === 0) throw new AppError("NOT_FOUND", STORE_NOT_FOUND);
  const [topCreatives, newestAds] = await archiveCards(userId, [longest, newest]);
  return {
    store: {
      domain,
      url: summary.url,
      platform: summary.platform,
      ads: Number(summary.ads),
      activeAds: Number(summary.active),
      firstSeenAt: summary.firstSeenAt?.toISOString() ?? null,
      lastSeenAt: summary.lastSeenAt?.toISOString() ?? null,
      prices: priceRanges(priced),
    },
    pages: pages.map((p) => ({ pageId: p.pageId, pageName: p.pageName, ads: Number(p.ads), lastSeenAt: p.lastSeenAt.toISOString() })),
    countries: countries.map((c) => ({ country: c.country, firstSeenAt: c.firstSeenAt.toISOString() })),
    products: products.map((p) => ({ id: p.id, name: p.name, storeCount: p.storeCount })),
    topCreatives,
    newest: newestAds,
  };
}

/** GET /api/stores/{domain}'s reply body (besides `success`). */
export type StoreReply = Awaited<ReturnType<typeof getStore>>;
