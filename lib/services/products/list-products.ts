import "server-only";
import { db, Prisma } from "@/lib/db";
import { thumbnailUrl } from "@/lib/services/archive/archived-ad";
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from "@/lib/services/archive/keyset-cursor";
import { saturationOf, type Saturation } from "@/lib/shared/products/saturation";
import type { ProductListInput, ProductSort } from "@/lib/validation/products";
import type { PriceRange } from "./product-figures";

/** One row of /products and GET /api/products. */
export type ProductSummary = {
  id: string;
  name: string;
  thumbnailUrl: string | null;
  storeCount: number;
  advertiserCount: number;
  adCount: number;
  /** In the order it reached them. */
  countries: string[];
  platforms: string[];
  prices: PriceRange[];
  firstSeenAt: string;
  lastSeenAt: string;
  newStores7d: number;
  newCountries7d: number;
  momentum: number;
  saturation: Saturation;
};

export const PRODUCT_COLUMNS = Prisma.sql`p."id", p."name", p."exampleAdId", p."thumbnailHash", p."storeCount", p."advertiserCount",
  p."adCount", p."countries", p."platforms", p."prices", p."firstSeenAt", p."lastSeenAt", p."newStores7d", p."newCountries7d",
  p."momentum", p."countryCount"`;

export type ProductRow = {
  id: string;
  name: string;
  exampleAdId: string;
  thumbnailHash: string | null;
  storeCount: number;
  advertiserCount: number;
  adCount: number;
  countries: string[];
  platforms: string[];
  prices: unknown;
  firstSeenAt: Date;
  lastSeenAt: Date;
  newStores7d: number;
  newCountries7d: number;
  momentum: number;
  countryCount: number;
};

/**
 * The label is computed at read time from the stored figures, so the list and the product page (which
 * explains it) never disagree, even a day after the figures were computed.
 */
export function toProductSummary(row: ProductRow, now = new Date()): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    thumbnailUrl: row.thumbnailHash ? thumbnailUrl(row.exampleAdId) : null,
    storeCount: row.storeCount,
    advertiserCount: row.advertiserCount,
    adCount: row.adCount,
    countries: row.countries,
    platforms: row.platforms,
    prices: Array.isArray(row.prices) ? (row.prices as PriceRange[]) : [],
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    newStores7d: row.newStores7d,
    newCountries7d: row.newCountries7d,
    momentum: row.momentum,
    saturation: saturationOf(row, now).label,
  };
}

/** Each sort is one index (migration 20261129000000): its column descending, ties by id. */
const SORT_COLUMN: Record<ProductSort, Prisma.Sql> = {
  momentum: Prisma.sql`p."momentum"`,
  stores: Prisma.sql`p."storeCount"`,
  countries: Prisma.sql`p."countryCount"`,
  firstSeen: Prisma.sql`p."firstSeenAt"`,
};

const SIGNAL_COLUMN = { shop: Prisma.sql`p."signalShop"`, cod: Prisma.sql`p."signalCod"`, whatsapp: Prisma.sql`p."signalWhatsApp"` };

function sortValue(sort: ProductSort, row: ProductRow): string | number {
  if (sort === "firstSeen") return row.firstSeenAt.toISOString();
  if (sort === "stores") return row.storeCount;
  return sort === "countries" ? row.countryCount : row.momentum;
}

function afterCursor(c: KeysetCursor<ProductSort>): Prisma.Sql {
  const value = c.sort === "firstSeen" ? Prisma.sql`${c.value}::timestamp(3)` : Prisma.sql`${c.value}::int`;
  return Prisma.sql`(${SORT_COLUMN[c.sort]}, p."id") < (${value}, ${c.id})`;
}

/**
 * A first-seen date passed by fewer products than this is read through the first-seen index, and those
 * products sorted. A product's stores and countries grow with its age, so the other sorts' indexes start
 * with the oldest products: walking them for a recent date passed 100,000 rows (250 ms) at 230,000
 * products, while the planner, which assumes the date independent of the sort, expected a few hundred
 * (docs/benchmarks.md §5). Past this many products the date is not selective, and the sort's index wins.
 */
const NARROW_FIRST_SEEN = 20_000;

async function narrowFirstSeen(from: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS "n" FROM (SELECT 1 FROM "Product" p WHERE p."firstSeenAt" >= ${from}::date LIMIT ${NARROW_FIRST_SEEN}) s`;
  return Number(row.n) < NARROW_FIRST_SEEN;
}

/** A product's country, platform and signals as the facets' index holds them (migration 20261202160000). */
const FACETS = Prisma.sql`adradar_product_facets(p."countries", p."platforms", p."signalShop", p."signalCod", p."signalWhatsApp")`;

/** The facets a product must hold to pass the filters: 'c:MX', 'p:shopify', 's:cod'. */
function facetsOf(input: ProductListInput): string[] {
  return [
    ...(input.country ? [`c:${input.country}`] : []),
    ...(input.platform ? [`p:${input.platform}`] : []),
    ...(input.signals ?? []).map((s) => `s:${s}`),
  ];
}

/**
 * A filter one of whose facets fewer products than this hold (or none: a country no product was seen in)
 * is read from the facets' index, and its products sorted; the others walk the sort's index until a page
 * is found. The walk passed every product looking for matches that were not there: 170–600 ms at 5 M ads
 * (228,000 products). Reading 2,000 matches and sorting them takes about 8 ms there.
 */
const RARE_FACET_ROWS = 2_000;

/**
 * Whether one of the facets is rare: the fewest products holding one, from the statistics of the
 * facets' index (ANALYZE's most common elements and their shares; a facet not among them holds almost
 * none), below RARE_FACET_ROWS. No statistics yet (a new table): no, and the list walks as before. The
 * planner cannot be left to choose: it multiplies the facets' shares as if they were independent, and
 * guesses a share for a facet absent from its statistics. Combinations of common facets that few products
 * hold together are not seen here (docs/benchmarks.md §5). `rareRows` moves the bound for tests.
 */
export async function hasRareFacet(facets: string[], rareRows = RARE_FACET_ROWS): Promise<boolean> {
  const [{ rows }] = await db.$queryRaw<{ rows: number | null }[]>`
    SELECT min(COALESCE(m."share", 0) * c."reltuples")::float8 AS "rows"
    FROM pg_stats s JOIN pg_class c ON c."oid" = '"Product"'::regclass AND c."reltuples" >= 0,
      unnest(${facets}::text[]) f("facet")
      LEFT JOIN LATERAL (
        SELECT e."share" FROM unnest(s."most_common_elems"::text::text[], s."most_common_elem_freqs") e("facet", "share")
        WHERE e."facet" = f."facet") m ON true
    WHERE s."schemaname" = current_schema() AND s."tablename" = 'Product_facets_idx' AND s."most_common_elems" IS NOT NULL`;
  return rows !== null && rows < rareRows;
}

/**
 * GET /api/products and /products: the listed products (two stores or two advertisers at least), filtered
 * and sorted, a page at a time. Reads the products alone: no upstream call, no quota. `byFacets` forces
 * one read or the other (tests compare them).
 */
export async function listProducts(input: ProductListInput, opts: { byFacets?: boolean } = {}) {
  const facets = facetsOf(input);
  const byFacets = facets.length > 0 && (opts.byFacets ?? (await hasRareFacet(facets)));
  const where: Prisma.Sql[] = [];
  if (byFacets) where.push(Prisma.sql`${FACETS} @> ${facets}::text[]`);
  else {
    if (input.country) where.push(Prisma.sql`p."countries" @> ARRAY[${input.country}]::text[]`);
    if (input.platform) where.push(Prisma.sql`p."platforms" @> ARRAY[${input.platform}]::text[]`);
    for (const s of input.signals ?? []) where.push(Prisma.sql`${SIGNAL_COLUMN[s]}`);
  }
  if (input.firstSeenFrom) where.push(Prisma.sql`p."firstSeenAt" >= ${input.firstSeenFrom}::date`);
  const cursor = decodeKeysetCursor(input.cursor, input.sort, input.sort === "firstSeen");
  if (cursor) where.push(afterCursor(cursor));
  const filters = where.length > 0 ? Prisma.join(where, " AND ") : Prisma.sql`true`;
  // OFFSET 0 keeps the filtered rows a subquery of their own: the planner cannot walk the sort's index.
  const narrow = byFacets || (input.firstSeenFrom && input.sort !== "firstSeen" && (await narrowFirstSeen(input.firstSeenFrom)));
  const listing = Prisma.sql`
    SELECT ${PRODUCT_COLUMNS}
    FROM ${narrow ? Prisma.sql`(SELECT * FROM "Product" p WHERE ${filters} OFFSET 0) p` : Prisma.sql`"Product" p WHERE ${filters}`}
    ORDER BY ${SORT_COLUMN[input.sort]} DESC, p."id" DESC
    LIMIT ${input.limit + 1}`;
  // The facets' posting lists, not a read of the whole table, whatever the planner estimates for them.
  const rows = byFacets
    ? (await db.$transaction([db.$queryRaw`SELECT set_config('enable_seqscan', 'off', true)`, db.$queryRaw<ProductRow[]>(listing)]))[1]
    : await db.$queryRaw<ProductRow[]>(listing);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last ? encodeKeysetCursor({ sort: input.sort, value: sortValue(input.sort, last), id: last.id }) : null;
  return { products: page.map((row) => toProductSummary(row)), nextCursor, hasNextPage: nextCursor !== null };
}

export type ProductListReply = Awaited<ReturnType<typeof listProducts>>;
