import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import { adSignals } from "@/lib/signals";
import { productSlug, slugTitle } from "@/lib/shared/products/product-slug";
import { saturationOf } from "@/lib/shared/products/saturation";

/** The ads read to recompute one product: the newest ones of a huge product say enough. */
const MAX_ADS = 2_000;
/** The ads whose prices one transaction keeps (fillAdPrices). */
export const FILL_CHUNK = 200;
const DAY_MS = 86_400_000;
/** What the product page shows of these, kept with the figures. */
const MAX_CREATIVES = 12;
const MAX_STORES = 50;
const MAX_RECENT_ADS = 12;
/** A product is listed from two stores, or two advertisers of a shop: one seller alone is an ad, not a trend. */
export const MIN_STORES_OR_ADVERTISERS = 2;

type NameRow = { id: string; thumbnailHash: string | null; linkTitles: string[]; firstBody: string | null };

export type PriceRange = { currency: string; min: number; max: number };

/** A store selling the product, as its page lists it: since when, by how many pages and ads, at what prices. */
export type ProductStore = {
  domain: string;
  platform: string | null;
  url: string | null;
  pages: number;
  ads: number;
  firstSeenAt: string;
  prices: PriceRange[];
};
/** One of the product's creatives (a cluster), as its page shows it. */
type ProductCreative = {
  clusterId: string;
  ads: number;
  advertisers: number;
  exampleAdId: string;
  hasThumbnail: boolean;
  firstSeenAt: Date;
};
/** As kept on the product row (JSON). */
export type StoredCreative = Omit<ProductCreative, "firstSeenAt"> & { firstSeenAt: string };

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
function nameOf(ads: readonly NameRow[], slugs: readonly string[]): string {
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
  const line = ads.flatMap((a) => a.firstBody ?? []).find((b) => b.trim().length > 0);
  return line ? line.split("\n")[0].trim().slice(0, 60) : "Producto sin nombre";
}

/** The prices the signals read in one stored ad, those whose currency is known (the figures' ranges). */
export function adPrices(data: NormalizedAd, seenCountries: readonly string[]): { currency: string; amount: number }[] {
  return adSignals(data, { countries: [...seenCountries] }).prices.flatMap((p) =>
    p.currency ? [{ currency: p.currency, amount: p.amount }] : [],
  );
}

/**
 * Reads, once, the prices of the product's newest ads that have none kept (new ads; storeAds clears them
 * when an ad's payload or countries change) and keeps them on the ad: a refresh then aggregates kept
 * prices instead of running the detector over every payload again.
 */
export async function fillAdPrices(productId: string): Promise<number> {
  const rows = await db.$queryRaw<{ id: string; sightings: number; data: NormalizedAd; seenCountries: string[] | null }[]>`
    SELECT a."id", a."sightings", a."data", a."seenCountries" FROM "AdGroup" g JOIN "Ad" a ON a."id" = g."adId"
    WHERE g."productId" = ${productId} AND a."prices" IS NULL ORDER BY g."firstSeenAt" DESC LIMIT ${MAX_ADS}`;
  if (rows.length === 0) return 0;
  const priced = rows.map((r) => ({ id: r.id, sightings: r.sightings, prices: adPrices(r.data, r.seenCountries ?? []) }));
  // An Ad row's update rewrites its entries in every one of the table's indexes (the text index and one
  // per country among them): at 5 M ads, 2,000 rows took 34 s, past the transactions' time limit, so the
  // product was never refreshed. A chunk a transaction keeps each one short and its locks brief.
  for (let from = 0; from < priced.length; from += FILL_CHUNK) {
    const chunk = priced.slice(from, from + FILL_CHUNK);
    // Locked in id order, as every writer of Ad rows locks them; an ad seen again meanwhile keeps null.
    await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Ad" WHERE "id" = ANY(${chunk.map((r) => r.id)}::text[]) ORDER BY "id" FOR UPDATE`;
        await tx.$executeRaw`
          UPDATE "Ad" a SET "prices" = m."prices"
          FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS m("id" text, "sightings" int, "prices" jsonb)
          WHERE a."id" = m."id" AND a."sightings" = m."sightings" AND a."prices" IS NULL`;
      },
      { timeout: 60_000, maxWait: 60_000 },
    );
  }
  return rows.length;
}

/** The stores and countries a product has now: what its followers are told about. */
export type ProductSnapshot = { stores: string[]; countries: string[] };

type Client = Prisma.TransactionClient;
type AdFigures = {
  adCount: number;
  advertiserCount: number;
  clusterCount: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  signalShop: boolean;
  signalCod: boolean;
  signalWhatsApp: boolean;
};
type StoreRow = Omit<ProductStore, "firstSeenAt" | "prices"> & { productPath: string | null; firstSeenAt: Date };
type PriceRow = PriceRange & { domain: string | null; perStore: boolean };

/**
 * Recomputes one product's figures (docs/product.md §Productos) and the figures its page shows, from
 * SQL aggregates over all its ads, their stores and countries, and the prices kept on its ads. A group
 * that is not a product (one store and one advertiser) loses its row. Returns what its followers hear of,
 * or null when it is not listed. `update` never creates the row (a page opened meanwhile must not revive
 * a product the grouping has just merged away).
 */
export async function refreshProduct(tx: Client, id: string, now: Date, mode: "upsert" | "update"): Promise<ProductSnapshot | null> {
  const [ads] = await tx.$queryRaw<AdFigures[]>`
    SELECT count(*)::int AS "adCount", count(DISTINCT a."pageId")::int AS "advertiserCount",
      count(DISTINCT g."clusterId")::int AS "clusterCount", min(a."firstSeenAt") AS "firstSeenAt", max(a."lastSeenAt") AS "lastSeenAt",
      COALESCE(bool_or(a."signalShop"), false) AS "signalShop", COALESCE(bool_or(a."signalCod"), false) AS "signalCod",
      COALESCE(bool_or(a."signalWhatsApp"), false) AS "signalWhatsApp"
    FROM "AdGroup" g JOIN "Ad" a ON a."id" = g."adId" WHERE g."productId" = ${id}`;
  const stores = await tx.$queryRaw<StoreRow[]>`
    SELECT s."domain", max(s."platform") AS "platform", (array_agg(s."url" ORDER BY s."url" IS NULL))[1] AS "url",
      min(s."productPath") AS "productPath", count(DISTINCT s."pageId")::int AS "pages", count(*)::int AS "ads",
      min(a."firstSeenAt") AS "firstSeenAt"
    FROM "AdGroup" g JOIN "AdStore" s ON s."adId" = g."adId" JOIN "Ad" a ON a."id" = g."adId" WHERE g."productId" = ${id}
    GROUP BY s."domain" ORDER BY min(a."firstSeenAt"), s."domain"`;
  // Two stores, or two advertisers selling it without a store link (by WhatsApp, cash on delivery): a
  // job offer or a course copied by two pages is not a product to sell.
  const sells = ads.signalShop && ads.advertiserCount >= MIN_STORES_OR_ADVERTISERS;
  if (ads.adCount === 0 || (stores.length < MIN_STORES_OR_ADVERTISERS && !sells)) {
    await tx.product.deleteMany({ where: { id } });
    return null;
  }
  const countries = await tx.$queryRaw<{ country: string; firstSeenAt: Date }[]>`
    SELECT c."country", min(c."firstSeenAt") AS "firstSeenAt"
    FROM "AdGroup" g JOIN "AdCountry" c ON c."adId" = g."adId"
    WHERE g."productId" = ${id} GROUP BY c."country" ORDER BY 2, 1`;
  const named = await tx.$queryRaw<NameRow[]>`
    SELECT a."id", a."thumbnailHash", a."linkTitles", (SELECT b FROM unnest(a."bodies") AS b WHERE btrim(b) <> '' LIMIT 1) AS "firstBody"
    FROM "AdGroup" g JOIN "Ad" a ON a."id" = g."adId" WHERE g."productId" = ${id} ORDER BY g."firstSeenAt" DESC LIMIT ${MAX_ADS}`;
  const prices = await tx.$queryRaw<PriceRow[]>`
    SELECT s."domain", p."currency", min(p."amount") AS "min", max(p."amount") AS "max", grouping(s."domain") = 0 AS "perStore"
    FROM "AdGroup" g JOIN "Ad" a ON a."id" = g."adId" CROSS JOIN LATERAL jsonb_to_recordset(a."prices") AS p("currency" text, "amount" float8)
      LEFT JOIN "AdStore" s ON s."adId" = a."id"
    WHERE g."productId" = ${id} AND a."prices" IS NOT NULL
    GROUP BY GROUPING SETS ((p."currency"), (s."domain", p."currency"))
    ORDER BY p."currency"`;
  const creatives = await tx.$queryRaw<ProductCreative[]>`
    SELECT g."clusterId", count(*)::int AS "ads", count(DISTINCT a."pageId")::int AS "advertisers", min(a."firstSeenAt") AS "firstSeenAt",
      (array_agg(a."id" ORDER BY a."thumbnailHash" IS NULL, a."lastSeenAt" DESC))[1] AS "exampleAdId",
      bool_or(a."thumbnailHash" IS NOT NULL) AS "hasThumbnail"
    FROM "AdGroup" g JOIN "Ad" a ON a."id" = g."adId" WHERE g."productId" = ${id} AND g."clusterId" IS NOT NULL
    GROUP BY g."clusterId" ORDER BY count(*) DESC, g."clusterId" LIMIT ${MAX_CREATIVES}`;
  const weeks = await tx.$queryRaw<{ week: Date; advertisers: number }[]>`
    SELECT date_trunc('week', d."day") AS "week", count(DISTINCT a."pageId")::int AS "advertisers"
    FROM "AdGroup" g JOIN "Ad" a ON a."id" = g."adId" JOIN "AdDay" d ON d."adId" = g."adId"
    WHERE g."productId" = ${id} AND d."day" >= (date_trunc('week', now() AT TIME ZONE 'UTC') - interval '25 weeks')::date
    GROUP BY 1 ORDER BY 1`;
  // The product's ads first, then sorted: joined directly, the planner walked the whole archive's
  // last-seen index for the first few that belong to the product (100–180 ms a product at 1 M ads).
  const recent = await tx.$queryRaw<{ id: string }[]>`
    WITH mine AS MATERIALIZED (SELECT "adId" FROM "AdGroup" WHERE "productId" = ${id})
    SELECT a."id" FROM mine m JOIN "Ad" a ON a."id" = m."adId"
    ORDER BY a."lastSeenAt" DESC, a."id" DESC LIMIT ${MAX_RECENT_ADS}`;

  const weekAgo = now.getTime() - 7 * DAY_MS;
  const newStores7d = stores.filter((s) => s.firstSeenAt.getTime() > weekAgo).length;
  const newCountries7d = countries.filter((c) => c.firstSeenAt.getTime() > weekAgo).length;
  const saturation = saturationOf({ ...ads, storeCount: stores.length, countryCount: countries.length, newStores7d }, now);
  const example = named.find((a) => a.thumbnailHash) ?? named[0];
  const range = (p: PriceRow): PriceRange => ({ currency: p.currency, min: p.min, max: p.max });
  const storePrices = (domain: string) => prices.filter((p) => p.perStore && p.domain === domain).map(range);
  const figures = {
    name: nameOf(
      named,
      stores.flatMap((s) => productSlug(s.productPath) ?? []),
    ),
    exampleAdId: example.id,
    thumbnailHash: example.thumbnailHash,
    ...ads,
    storeCount: stores.length,
    countryCount: countries.length,
    countries: countries.map((c) => c.country),
    countryPath: countries.map((c) => ({ country: c.country, firstSeenAt: c.firstSeenAt.toISOString() })),
    platforms: [...new Set(stores.flatMap((s) => s.platform ?? []))].sort(),
    prices: prices.filter((p) => !p.perStore).map(range),
    newStores7d,
    newCountries7d,
    momentum: newStores7d + newCountries7d,
    saturation: saturation.label,
    computedAt: now,
    creatives: creatives.map((c) => ({ ...c, firstSeenAt: c.firstSeenAt.toISOString() })),
    stores: stores.slice(0, MAX_STORES).map(({ productPath: _path, ...s }) => ({
      ...s,
      firstSeenAt: s.firstSeenAt.toISOString(),
      prices: storePrices(s.domain),
    })),
    weeks: weeks.map((w) => ({ week: w.week.toISOString().slice(0, 10), advertisers: w.advertisers })),
    recentAdIds: recent.map((r) => r.id),
  };
  if (mode === "upsert") await tx.product.upsert({ where: { id }, create: { id, ...figures }, update: figures });
  else await tx.product.updateMany({ where: { id }, data: figures });
  return { stores: stores.map((s) => s.domain).sort(), countries: countries.map((c) => c.country).sort() };
}
