import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { NormalizedAd } from "@/lib/providers/types";
import { readArchivedAdRows } from "@/lib/services/archive/archived-ad";
import { archiveCards } from "@/lib/services/archive/archive-reply";
import { priceRanges } from "@/lib/services/products/product-figures";

export const STORE_NOT_FOUND = "Esta tienda no tiene anuncios en el archivo";
const MAX_PAGES = 30;
const MAX_PRODUCTS = 12;
const TOP = 6;
/** The ads whose prices make the store's range: its newest ones. */
const PRICE_ADS = 200;

type StoreRow = {
  ads: number;
  active: number;
  firstSeenAt: Date | null;
  lastSeenAt: Date | null;
  platform: string | null;
  url: string | null;
  pages: { pageId: string; pageName: string; ads: number; lastSeenAt: string }[] | null;
  countries: { country: string; firstSeenAt: string }[] | null;
  products: { id: string; name: string; storeCount: number }[] | null;
  priced: string[] | null;
  longest: string[] | null;
  newest: string[] | null;
};

/**
 * GET /api/stores/{domain} and /stores/[domain]: a store as the archive knows it, from the landing
 * domains of its ads (no fetch of the store itself): its ads, the Facebook pages that advertise it,
 * countries, first and last seen, price range, platform, products and top creatives. No quota.
 *
 * The store's ads are read once, their narrow columns only, and every figure comes from that read; the
 * payloads are then read for the few ads shown and priced. Seven statements each reading every ad of the
 * store took 2 s for one of 5,311 ads at 1 M ads (each ad a random page of "Ad", read seven times).
 */
export async function getStore(userId: string, domain: string) {
  const [row] = await db.$queryRaw<StoreRow[]>`
    WITH ads AS MATERIALIZED (
      SELECT s."adId", s."pageId", s."platform", s."url", a."pageName", a."firstSeenAt", a."lastSeenAt", a."endedAt",
        a."lifespanDays", a."collationCount"
      FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId" WHERE s."domain" = ${domain}
    )
    SELECT count(*)::int AS "ads", (count(*) FILTER (WHERE "endedAt" IS NULL))::int AS "active",
      min("firstSeenAt") AS "firstSeenAt", max("lastSeenAt") AS "lastSeenAt", max("platform") AS "platform",
      (array_agg("url" ORDER BY "url" IS NULL, "lastSeenAt" DESC))[1] AS "url",
      (SELECT json_agg(p ORDER BY p."ads" DESC, p."pageId") FROM (
        SELECT "pageId", (array_agg("pageName" ORDER BY "lastSeenAt" DESC))[1] AS "pageName", count(*)::int AS "ads",
          max("lastSeenAt") AT TIME ZONE 'UTC' AS "lastSeenAt"
        FROM ads GROUP BY "pageId" ORDER BY count(*) DESC, "pageId" LIMIT ${MAX_PAGES}) p) AS "pages",
      (SELECT json_agg(c ORDER BY c."firstSeenAt", c."country") FROM (
        SELECT c."country", min(c."firstSeenAt") AT TIME ZONE 'UTC' AS "firstSeenAt" FROM ads JOIN "AdCountry" c ON c."adId" = ads."adId"
        GROUP BY c."country") c) AS "countries",
      (SELECT json_agg(p ORDER BY p."storeCount" DESC, p."id") FROM (
        SELECT p."id", p."name", p."storeCount" FROM "Product" p
        WHERE p."id" IN (SELECT g."productId" FROM ads JOIN "AdGroup" g ON g."adId" = ads."adId")
        ORDER BY p."storeCount" DESC, p."id" LIMIT ${MAX_PRODUCTS}) p) AS "products",
      (SELECT array_agg("adId" ORDER BY "lastSeenAt" DESC, "adId" DESC) FROM (
        SELECT "adId", "lastSeenAt" FROM ads ORDER BY "lastSeenAt" DESC, "adId" DESC LIMIT ${PRICE_ADS}) x) AS "priced",
      (SELECT array_agg("adId" ORDER BY "lifespanDays" DESC, "collationCount" DESC, "adId" DESC) FROM (
        SELECT "adId", "lifespanDays", "collationCount" FROM ads
        ORDER BY "lifespanDays" DESC, "collationCount" DESC, "adId" DESC LIMIT ${TOP}) x) AS "longest",
      (SELECT array_agg("adId" ORDER BY "firstSeenAt" DESC, "adId" DESC) FROM (
        SELECT "adId", "firstSeenAt" FROM ads ORDER BY "firstSeenAt" DESC, "adId" DESC LIMIT ${TOP}) x) AS "newest"
    FROM ads`;
  if (!row || row.ads === 0) throw new AppError("NOT_FOUND", STORE_NOT_FOUND);
  // One read of the rows the page shows or prices, each list then in its own order.
  const rows = await readArchivedAdRows([...(row.priced ?? []), ...(row.longest ?? []), ...(row.newest ?? [])]);
  const inOrder = (ids: string[] | null) => (ids ?? []).flatMap((id) => rows.get(id) ?? []);
  const [priced, longest, newest] = [inOrder(row.priced), inOrder(row.longest), inOrder(row.newest)];
  const [topCreatives, newestAds] = await archiveCards(userId, [longest, newest]);
  return {
    store: {
      domain,
      url: row.url,
      platform: row.platform,
      ads: row.ads,
      activeAds: row.active,
      firstSeenAt: row.firstSeenAt?.toISOString() ?? null,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      prices: priceRanges(priced.map((r) => ({ data: r.data as NormalizedAd, seenCountries: r.seenCountries }))),
    },
    pages: (row.pages ?? []).map((p) => ({
      pageId: p.pageId,
      pageName: p.pageName,
      ads: p.ads,
      lastSeenAt: new Date(p.lastSeenAt).toISOString(),
    })),
    countries: (row.countries ?? []).map((c) => ({ country: c.country, firstSeenAt: new Date(c.firstSeenAt).toISOString() })),
    products: (row.products ?? []).map((p) => ({ id: p.id, name: p.name, storeCount: p.storeCount })),
    topCreatives,
    newest: newestAds,
  };
}

/** GET /api/stores/{domain}'s reply body (besides `success`). */
export type StoreReply = Awaited<ReturnType<typeof getStore>>;
