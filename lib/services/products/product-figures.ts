import "server-only";
import { db } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { adSignals } from "@/lib/signals";
import { productSlug, slugTitle } from "@/lib/shared/products/product-slug";
import { saturationOf } from "@/lib/shared/products/saturation";

/** The ads read to recompute one product: the newest ones of a huge product say enough. */
const MAX_ADS = 2_000;
const DAY_MS = 86_400_000;
/** A product is listed from two stores, or two advertisers of a shop: one seller alone is an ad, not a trend. */
export const MIN_STORES_OR_ADVERTISERS = 2;

type AdRow = {
  id: string;
  pageId: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  thumbnailHash: string | null;
  clusterId: string | null;
  signalShop: boolean | null;
  signalCod: boolean | null;
  signalWhatsApp: boolean | null;
  linkTitles: string[];
  bodies: string[];
  seenCountries: string[];
  data: NormalizedAd;
};

export type PriceRange = { currency: string; min: number; max: number };

/**
 * Per currency, the lowest and highest price the ads write. "$" is read with the countries the archive
 * saw the ad in when the provider named none (as a search reads it with the searched country).
 */
export function priceRanges(ads: readonly { data: NormalizedAd; seenCountries?: string[] | null }[]): PriceRange[] {
  const out = new Map<string, PriceRange>();
  for (const { data, seenCountries } of ads) {
    for (const p of adSignals(data, { countries: seenCountries ?? [] }).prices) {
      if (!p.currency) continue;
      const r = out.get(p.currency);
      out.set(
        p.currency,
        r
          ? { ...r, min: Math.min(r.min, p.amount), max: Math.max(r.max, p.amount) }
          : { currency: p.currency, min: p.amount, max: p.amount },
      );
    }
  }
  return [...out.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * The most written link title (without the store's name after a separator); else the product page's
 * slug; else the first line of the copy.
 */
function nameOf(ads: readonly AdRow[], slugs: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const ad of ads) {
    for (const title of ad.linkTitles) {
      // "Camisa de lino | Tienda oficial Marca", "Faja – Marca": the product, not the store that sells it.
      const t = title
        .replace(/\s+/g, " ")
        .trim()
        .split(/ [|–—] | - /)[0]
        .trim()
        .slice(0, 80);
      if (t.length >= 4 && !/^https?:/i.test(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (best) return best[0];
  if (slugs[0]) return slugTitle(slugs[0]);
  const line = ads.flatMap((a) => a.bodies).find((b) => b.trim().length > 0);
  return line ? line.split("\n")[0].trim().slice(0, 60) : "Producto sin nombre";
}

async function refreshOne(id: string, now: Date): Promise<void> {
  const ads = await db.$queryRaw<AdRow[]>`
    SELECT "id", "pageId", "firstSeenAt", "lastSeenAt", "thumbnailHash", "clusterId", "signalShop", "signalCod",
      "signalWhatsApp", "linkTitles", "bodies", "seenCountries", "data"
    FROM "Ad" WHERE "productId" = ${id} ORDER BY "firstSeenAt" DESC LIMIT ${MAX_ADS}`;
  const stores = await db.$queryRaw<{ domain: string; platform: string | null; productPath: string | null; firstSeenAt: Date }[]>`
    SELECT s."domain", max(s."platform") AS "platform", min(s."productPath") AS "productPath", min(a."firstSeenAt") AS "firstSeenAt"
    FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId"
    WHERE a."productId" = ${id} GROUP BY s."domain"`;
  const countries = await db.$queryRaw<{ country: string; firstSeenAt: Date }[]>`
    SELECT c."country", min(c."firstSeenAt") AS "firstSeenAt"
    FROM "AdCountry" c JOIN "Ad" a ON a."id" = c."adId"
    WHERE a."productId" = ${id} GROUP BY c."country" ORDER BY 2, 1`;
  const advertisers = new Set(ads.map((a) => a.pageId)).size;
  // Two stores, or two advertisers selling it without a store link (by WhatsApp, cash on delivery): a
  // job offer or a course copied by two pages is not a product to sell.
  const sells = ads.some((a) => a.signalShop);
  if (ads.length === 0 || (stores.length < MIN_STORES_OR_ADVERTISERS && !(sells && advertisers >= MIN_STORES_OR_ADVERTISERS))) {
    await db.product.deleteMany({ where: { id } });
    return;
  }
  const weekAgo = now.getTime() - 7 * DAY_MS;
  const firstSeenAt = new Date(Math.min(...ads.map((a) => a.firstSeenAt.getTime())));
  const newStores7d = stores.filter((s) => s.firstSeenAt.getTime() > weekAgo).length;
  const newCountries7d = countries.filter((c) => c.firstSeenAt.getTime() > weekAgo).length;
  const saturation = saturationOf(
    { firstSeenAt, storeCount: stores.length, advertiserCount: advertisers, countryCount: countries.length, newStores7d },
    now,
  );
  const example = ads.find((a) => a.thumbnailHash) ?? ads[0];
  const figures = {
    name: nameOf(
      ads,
      stores.flatMap((s) => productSlug(s.productPath) ?? []),
    ),
    exampleAdId: example.id,
    thumbnailHash: example.thumbnailHash,
    adCount: ads.length,
    storeCount: stores.length,
    advertiserCount: advertisers,
    clusterCount: new Set(ads.map((a) => a.clusterId)).size,
    countryCount: countries.length,
    countries: countries.map((c) => c.country),
    countryPath: countries.map((c) => ({ country: c.country, firstSeenAt: c.firstSeenAt.toISOString() })),
    platforms: [...new Set(stores.flatMap((s) => s.platform ?? []))].sort(),
    prices: priceRanges(ads),
    firstSeenAt,
    lastSeenAt: new Date(Math.max(...ads.map((a) => a.lastSeenAt.getTime()))),
    newStores7d,
    newCountries7d,
    momentum: newStores7d + newCountries7d,
    signalShop: ads.some((a) => a.signalShop),
    signalCod: ads.some((a) => a.signalCod),
    signalWhatsApp: ads.some((a) => a.signalWhatsApp),
    saturation: saturation.label,
    computedAt: now,
  };
  await db.product.upsert({ where: { id }, create: { id, ...figures }, update: figures });
}

/** Recomputes these products' figures and drops the rows of products merged into others. */
export async function refreshProducts(ids: readonly string[], gone: readonly string[] = [], now = new Date()): Promise<void> {
  if (gone.length > 0) await db.product.deleteMany({ where: { id: { in: [...gone] } } });
  for (const id of ids) await refreshOne(id, now);
}

/**
 * Momentum counts the last 7 days and 'Nuevo' the first 14, so a product nobody touched still changes:
 * the job recomputes, oldest first, the products computed over a day ago whose figures can still move.
 */
export async function refreshAgingProducts(now = new Date(), limit = 500): Promise<number> {
  const stale = await db.product.findMany({
    where: {
      computedAt: { lt: new Date(now.getTime() - DAY_MS) },
      OR: [{ momentum: { gt: 0 } }, { saturation: "NUEVO" }, { firstSeenAt: { gt: new Date(now.getTime() - 60 * DAY_MS) } }],
    },
    orderBy: { computedAt: "asc" },
    take: limit,
    select: { id: true },
  });
  await refreshProducts(
    stale.map((p) => p.id),
    [],
    now,
  );
  return stale.length;
}
