import "server-only";
import { db, escapeLike, Prisma } from "@/lib/db";
import type { ListHistoryInput } from "@/lib/validation/search-history";
import type { AdFilters } from "@/lib/shared/search/filters";

/** docs/product.md §3 History entry. */
export type HistoryEntry = {
  _id: string;
  searchDate: string;
  searchParams: {
    searchType: string;
    value: string;
    country: string;
    minDays: number;
    adType: string;
    mediaType: string;
    searchPhraseType: string;
    languages: string[];
    apifyCount: number | null;
  } & Partial<AdFilters>;
  results: { totalAds: number; cached: boolean };
};

export type HistoryPage = {
  history: HistoryEntry[];
  pagination: { currentPage: number; totalCount: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean; limit: number };
};

type EntryRow = Omit<Prisma.SearchHistoryEntryGetPayload<object>, "userId">;

function toEntry(r: EntryRow): HistoryEntry {
  return {
    _id: r.id,
    searchDate: r.searchDate.toISOString(),
    searchParams: {
      searchType: r.searchType,
      value: r.value,
      country: r.country,
      minDays: r.minDays,
      adType: r.adType,
      mediaType: r.mediaType,
      searchPhraseType: r.searchPhraseType,
      languages: r.languages,
      apifyCount: r.apifyCount,
      // Only the filters that were set (docs/product.md §4), so 'Repetir' repeats them.
      ...(r.filters && typeof r.filters === "object" && !Array.isArray(r.filters) ? (r.filters as Partial<AdFilters>) : {}),
    },
    results: { totalAds: r.totalAds, cached: r.cached },
  };
}

/** `'%term%'` for LIKE, with the term's own wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

/** 'YYYY-MM-DD' → that UTC day's first instant; `dateTo` is inclusive, so its next day bounds it. */
function dayStart(day: string, plusDays = 0): Date {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

type Filters = Omit<ListHistoryInput, "page" | "limit">;

/**
 * The count behind the pagination, without scanning the user's entries where a roll-up knows it:
 * a term alone sums its per-term counts; no term sums the per-day roll-up (country and dates are
 * whole UTC days); a term with other filters counts the matching entries from the term index alone.
 */
async function countHistory(
  userId: string,
  f: Filters,
  where: Prisma.Sql[],
  terms: { value: string; searches: number }[] | null,
): Promise<number> {
  if (terms) {
    if (!f.country && !f.dateFrom && !f.dateTo) return terms.reduce((s, t) => s + t.searches, 0);
    const [row] = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "SearchHistoryEntry" WHERE ${Prisma.join(where, " AND ")}`;
    return Number(row.n);
  }
  const conds = [Prisma.sql`"userId" = ${userId}`];
  if (f.country) conds.push(Prisma.sql`"country" = ${f.country}`);
  if (f.dateFrom) conds.push(Prisma.sql`"day" >= ${f.dateFrom}::date`);
  if (f.dateTo) conds.push(Prisma.sql`"day" <= ${f.dateTo}::date`);
  const [row] = await db.$queryRaw<
    { n: bigint | null }[]
  >`SELECT sum("searches") AS n FROM "SearchHistoryDay" WHERE ${Prisma.join(conds, " AND ")}`;
  return Number(row.n ?? 0);
}

/** Up to this many matching terms are merged term by term; more fall back to one scan and a sort. */
const MERGE_TERMS_MAX = 16;

/**
 * The ids of one page. With a few matching terms, each term's entries are read newest first from the
 * (userId, value, searchDate DESC, id DESC) index and merged (Merge Append), so page N reads N pages'
 * worth of index entries per term instead of sorting every match.
 */
function pageIds(where: Prisma.Sql[], terms: { value: string }[] | null, offset: number, limit: number): Prisma.Sql {
  const order = Prisma.sql`ORDER BY "searchDate" DESC, "id" DESC`;
  if (!terms || terms.length > MERGE_TERMS_MAX) {
    return Prisma.sql`SELECT "id", "searchDate" FROM "SearchHistoryEntry" WHERE ${Prisma.join(where, " AND ")} ${order} OFFSET ${offset} LIMIT ${limit}`;
  }
  // `where` holds the term condition second; each branch swaps it for its own term.
  const others = where.filter((_, i) => i !== 1);
  const branches = terms.map(
    (t) =>
      Prisma.sql`(SELECT "id", "searchDate" FROM "SearchHistoryEntry" WHERE ${Prisma.join([...others, Prisma.sql`"value" = ${t.value}`], " AND ")} ${order} LIMIT ${offset + limit})`,
  );
  return Prisma.sql`SELECT "id", "searchDate" FROM (${Prisma.join(branches, " UNION ALL ")}) m ${order} OFFSET ${offset} LIMIT ${limit}`;
}

function emptyPage(f: ListHistoryInput): HistoryPage {
  return {
    history: [],
    pagination: { currentPage: f.page, totalCount: 0, totalPages: 0, hasPrevPage: f.page > 1, hasNextPage: false, limit: f.limit },
  };
}

/** GET /api/search-history: one page of the user's searches, newest first, with the filters of docs/product.md §2. */
export async function listSearchHistory(userId: string, f: ListHistoryInput): Promise<HistoryPage> {
  const where = [Prisma.sql`"userId" = ${userId}`];
  let terms: { value: string; searches: number }[] | null = null;
  if (f.search) {
    // The user's distinct terms that contain the text (a few hundred rows, not every entry), then their
    // entries by exact term: each term's entries sit together in the (userId, value, searchDate) index.
    terms = await db.$queryRaw<{ value: string; searches: number }[]>`
      SELECT "value", "searches" FROM "SearchHistoryTerm" WHERE "userId" = ${userId} AND "value" ILIKE ${likePattern(f.search)}`;
    if (terms.length === 0) return emptyPage(f);
    where.push(Prisma.sql`"value" = ANY(${terms.map((t) => t.value)}::text[])`);
  }
  if (f.country) where.push(Prisma.sql`"country" = ${f.country}`);
  if (f.dateFrom) where.push(Prisma.sql`"searchDate" >= ${dayStart(f.dateFrom)}`);
  if (f.dateTo) where.push(Prisma.sql`"searchDate" < ${dayStart(f.dateTo, 1)}`);
  const offset = (f.page - 1) * f.limit;
  const [rows, totalCount] = await Promise.all([
    // The page's ids first (from an index alone when it can), then only those 20 rows.
    db.$queryRaw<EntryRow[]>`
      SELECT e."id", e."searchDate", e."searchType", e."value", e."country", e."minDays", e."adType", e."mediaType",
        e."searchPhraseType", e."languages", e."apifyCount", e."totalAds", e."cached", e."filters"
      FROM (${pageIds(where, terms, offset, f.limit)}) p
      JOIN "SearchHistoryEntry" e ON e."id" = p."id"
      ORDER BY p."searchDate" DESC, p."id" DESC`,
    countHistory(userId, f, where, terms),
  ]);
  const totalPages = Math.ceil(totalCount / f.limit);
  return {
    history: rows.map(toEntry),
    pagination: {
      currentPage: f.page,
      totalCount,
      totalPages,
      hasPrevPage: f.page > 1,
      hasNextPage: f.page < totalPages,
      limit: f.limit,
    },
  };
}

export type PopularItem = { _id: string; count: number; totalAds: number };

/** docs/product.md §3 Search history stats, plus searches per day for the chart. */
export type HistoryStats = {
  period: number;
  summary: { totalSearches: number; totalAds: number; avgAdsPerSearch: number; cacheHitRate: number };
  popularTerms: PopularItem[];
  popularCountries: PopularItem[];
  daily: { date: string; searches: number; totalAds: number }[];
};

/** The first UTC day of a period of `days` days ending today. */
export function periodStart(days: number, now = new Date()): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * GET /api/search-history/stats over the last `period` UTC days (today included). Totals, countries
 * and the daily series come from the roll-up; only the top terms read the period's entries.
 */
export async function searchHistoryStats(userId: string, period: number): Promise<HistoryStats> {
  const from = periodStart(period);
  const fromDay = from.toISOString().slice(0, 10);
  const [days, terms] = await Promise.all([
    db.$queryRaw<{ day: Date; country: string; searches: number; totalAds: bigint; cachedSearches: number }[]>`
      SELECT "day", "country", "searches", "totalAds", "cachedSearches" FROM "SearchHistoryDay"
      WHERE "userId" = ${userId} AND "day" >= ${fromDay}::date AND "searches" > 0`,
    db.$queryRaw<{ term: string; count: bigint; totalAds: bigint }[]>`
      SELECT lower("value") AS term, count(*) AS count, sum("totalAds") AS "totalAds"
      FROM "SearchHistoryEntry" WHERE "userId" = ${userId} AND "searchDate" >= ${from}
      GROUP BY 1 ORDER BY count(*) DESC, sum("totalAds") DESC, 1 ASC LIMIT 5`,
  ]);
  let totalSearches = 0;
  let totalAds = 0;
  let cached = 0;
  const countries = new Map<string, PopularItem>();
  const daily = new Map<string, { date: string; searches: number; totalAds: number }>();
  for (let i = 0; i < period; i++) {
    const date = new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    daily.set(date, { date, searches: 0, totalAds: 0 });
  }
  for (const d of days) {
    const ads = Number(d.totalAds);
    totalSearches += d.searches;
    totalAds += ads;
    cached += d.cachedSearches;
    const c = countries.get(d.country) ?? { _id: d.country, count: 0, totalAds: 0 };
    c.count += d.searches;
    c.totalAds += ads;
    countries.set(d.country, c);
    const day = daily.get(d.day.toISOString().slice(0, 10));
    if (day) {
      day.searches += d.searches;
      day.totalAds += ads;
    }
  }
  return {
    period,
    summary: {
      totalSearches,
      totalAds,
      avgAdsPerSearch: totalSearches > 0 ? round1(totalAds / totalSearches) : 0,
      cacheHitRate: totalSearches > 0 ? round1((cached / totalSearches) * 100) : 0,
    },
    popularTerms: terms.map((t) => ({ _id: t.term, count: Number(t.count), totalAds: Number(t.totalAds) })),
    popularCountries: [...countries.values()]
      .sort((a, b) => b.count - a.count || b.totalAds - a.totalAds || a._id.localeCompare(b._id))
      .slice(0, 5),
    daily: [...daily.values()],
  };
}
