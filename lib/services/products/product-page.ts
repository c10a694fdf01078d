import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { weeklySeries } from "@/lib/services/archive/advertiser-archive";
import { ARCHIVED_AD_COLUMNS, thumbnailUrl, type ArchivedAdRow } from "@/lib/services/archive/archived-ad";
import { archiveCards } from "@/lib/services/archive/archive-reply";
import { saturationOf } from "@/lib/shared/products/saturation";
import { PRODUCT_COLUMNS, toProductSummary, type ProductRow } from "./list-products";
import { jsonColumn } from "@/lib/services/ads/score-context";
import { fillAdPrices, refreshProduct, type ProductStore, type StoredCreative } from "./product-figures";
import { currentProductId } from "./product-alias";

export const PRODUCT_NOT_FOUND = "Este producto no existe o ya no está en la lista de productos";
const DAY_MS = 86_400_000;

export type { ProductStore } from "./product-figures";
export type CountryStep = { country: string; firstSeenAt: string; daysAfterFirst: number };

type PageRow = ProductRow & {
  countryPath: unknown;
  creatives: StoredCreative[] | null;
  stores: ProductStore[] | null;
  weeks: { week: string; advertisers: number }[] | null;
  recentAdIds: string[] | null;
};

const readProduct = async (id: string) =>
  (
    await db.$queryRaw<PageRow[]>`
      SELECT ${PRODUCT_COLUMNS}, p."countryPath", p."creatives", p."stores", p."weeks", p."recentAdIds" FROM "Product" p WHERE p."id" = ${id}`
  )[0];

/**
 * GET /api/products/{id} and /products/[id]: the product's creatives (clusters), every store selling it
 * with its prices and since when, its path through countries, the distinct advertisers per week, its
 * saturation with the reasons, and its newest ads as cards. All of it but the cards is kept on the
 * product's row by the figures' refresh, so the page's numbers agree with one another (and with the list)
 * as of the same moment; a view is two indexed reads. Reads the archive alone: no quota.
 */
export async function getProduct(userId: string, asked: string, now = new Date()) {
  let id = asked;
  let row = await readProduct(id);
  if (!row) {
    // A product merged since the link was made: the one holding its ads now (its own id in the reply).
    id = (await currentProductId(asked)) ?? asked;
    if (id !== asked) row = await readProduct(id);
  }
  if (row && jsonColumn(row.creatives) === null) {
    // A row computed before its page's figures were kept (the migration marks them all for the job):
    // computed now, once.
    await fillAdPrices(id);
    await db.$transaction((tx) => refreshProduct(tx, id, now, "update"), { timeout: 60_000 });
    row = await readProduct(id);
  }
  if (!row) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  const recent = row.recentAdIds ?? [];
  const [ads, following] = await Promise.all([
    db.$queryRaw<ArchivedAdRow[]>`
      SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a JOIN "AdGroup" g ON g."adId" = a."id"
      WHERE a."id" = ANY(${recent}::text[]) AND g."productId" = ${id}`,
    db.productWatch.count({ where: { userId, productId: id } }),
  ]);
  ads.sort((a, b) => recent.indexOf(a.id) - recent.indexOf(b.id));
  const [cards] = await archiveCards(userId, [ads], { now });
  const saturation = saturationOf(row, now);
  return {
    product: toProductSummary(row, now),
    saturationReasons: saturation.reasons,
    /** The signed-in user's own 'Vigilar producto'. */
    following: following > 0,
    countryPath: countryPath(row.countryPath),
    creatives: (jsonColumn<PageRow["creatives"]>(row.creatives) ?? []).map(({ hasThumbnail, ...c }) => ({
      ...c,
      thumbnailUrl: hasThumbnail ? thumbnailUrl(c.exampleAdId) : null,
    })),
    stores: jsonColumn<PageRow["stores"]>(row.stores) ?? [],
    advertisersPerWeek: weeklySeries(
      (jsonColumn<PageRow["weeks"]>(row.weeks) ?? []).map((w) => ({
        week: new Date(`${w.week}T00:00:00Z`),
        launches: BigInt(w.advertisers),
      })),
    ).map((w) => ({ week: w.week, advertisers: w.launches })),
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
