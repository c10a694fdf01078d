import "server-only";
import { db, Prisma } from "@/lib/db";

/**
 * How a text search's page is found. Two plans answer it, each fast where the other is slow, and the
 * planner cannot tell which one a query needs: for a word missing from the text index's statistics it
 * guesses a fixed share of the table (17,433 rows at 5 M ads), so it walked the whole sort index for an
 * ad's own code, and read tens of thousands of candidates by bitmap for two common words side by side.
 * So the data decides, each step bounded by the work its plan may spend (docs/archive-benchmarks.md,
 * "Text searches: walk, gather, windows"):
 *  1. walk: the first `walkRows` ads that pass the filters, in the page's order (an index-only scan of the
 *     sort index), each checked on its stored vector. A text that 1 ad in 20 of them holds fills its page here.
 *  2. gather: the text index's matches (a bitmap), up to `gatherRows`; when they are all there, sorted,
 *     they are the answer. A rare word, an ad's code or a word nobody used ends here.
 *  3. windows: more than `gatherRows` matches, too rare for the walk and too many to read them all. A
 *     window is a stretch of the page's order holding a number of ads that pass the filters (an
 *     index-only scan of the sort index finds its far end), and its matches are the two indexes' bitmaps
 *     ANDed: the key range on the sort index and the text on "Ad_text_idx". Only the window's matches are
 *     read from the table. The first window holds twice the ads the walk's share of matches says a page
 *     needs; each next one is 4 times the last, down to the end of the order.
 * Before the gather, a text the planner's statistics call common (1 ad in 20 of those the filters keep)
 * is walked without a bound instead ("common"): the walk missed it only because the newest ads hold it
 * less often than the rest, and the gather and the windows would read its whole posting list (1.8 M
 * entries for a word of 1 ad in 3 at 5 M ads: 4–5 s a call, the bitmap lossy).
 * The gather is not tried when those statistics promise at least half its bound in matches, or when the
 * walk's own matches promise twice its bound: a gather that gives up has read its bound's rows for
 * nothing (two head words among ended ads, in no country, with a bound of 5,000: 10,700 rows, 44 ms of an
 * 85 ms call at 5 M ads). Only an estimate that rests on the statistics counts: for a word outside the
 * index's most common elements the planner guesses a fixed share of the table, and an ad's own code
 * would skip to windows over the whole archive (about a second at 5 M ads). With a country, the text's
 * tagged words ('crem MX') are seldom among those elements where its words are, so the estimate of the
 * words untagged, the country one of the filters, counts too: two head words in a country, running ads,
 * read 500 rows and gave up before it (5 M ads, in alternation: p50 43–52 → 31–33 ms).
 */
export type TextPageBounds = {
  walkRows: number;
  gatherRows: number;
  /** The first window's ads; by default twice what the walk's share of matches says a page needs. Tests shrink it to reach several windows. */
  windowRows?: number;
  /** The estimated share of the filtered ads above which a text is common (COMMON_SHARE); Infinity never asks. */
  commonShare?: number;
  /**
   * Whether the gather is tried: by default unless the statistics or the walk's sample say it would give
   * up. Tests force it either way, or ask the sample alone.
   */
  gather?: "always" | "never" | "sample";
};

/** The walk's own threshold: a text this common fills its page within the walk, where it is spread evenly. */
const COMMON_SHARE = 1 / 20;

/**
 * The gather's bound: a gather that gives up has read this many rows for nothing (one heap page each,
 * the matches being spread over the table), and a text with more matches is answered by the windows,
 * which read only the matches of their stretch of the order. It was 5,000, then 2,000 (1 December
 * 2026), now 500: at 5 M ads most text searches past the walk have more matches than any of these
 * bounds, so what the bound set was mostly the rows read before giving up. `npm run bench:archive` at
 * 5 M ads, 2,000 and 500 in alternation (two pairs), p95 ms: a phrase 58.0 → 36.3 and 71.1 → 50.0,
 * excluded words 61.7 → 38.1 and 66.0 → 53.7, a rare word 31.4 → 21.0 and 29.7 → 26.6
 * (docs/archive-benchmarks.md, "The gather's bound at 500").
 */
export const TEXT_PAGE_BOUNDS: TextPageBounds = { walkRows: 500, gatherRows: 500 };

/**
 * The share of the gather's bound that the statistics' estimate of matches must reach for the gather to
 * be skipped. The estimate runs low for words seen together (5,477 for 8,200 ended ads holding two head
 * words at 5 M ads), and a gather wrongly skipped costs only windows over a short posting list.
 */
const GATHER_SKIP_SHARE = 0.5;

/**
 * The matches the walk must have found for its share to say that the gather would give up: with 3 of
 * 500, the share's error is about half of it, so it must promise twice the gather's bound. A phrase or a
 * word with a country is such a text: its tagged words and pairs are not among the statistics' common
 * elements, and the walk finds a few of them (5 M ads: the phrase line's windows 44 → 24 ms, median).
 */
const SAMPLE_MATCHES = 3;

/** How much larger each window is than the one before it. */
const WINDOW_GROWTH = 4;

/** An ad's place in the page's order: its sort key as text, and its id. */
type OrderKey = { key: string; id: string };

/** How a key bound is written: its key as parameters, or behind a subquery the planner cannot estimate. */
export type KeyBoundForm = "estimated" | "unestimated";

export type TextPageQuery = {
  /** The filters every plan applies, but for the cursor: columns of the sort indexes. */
  filters: Prisma.Sql[];
  /** The same filters for the gather, in forms that choose no sort index (search-archive.ts, CountryForm). */
  gatherFilters: Prisma.Sql[];
  /** The page's start in the sort order (the cursor's ad, excluded); null for the first page. */
  cursor: OrderKey | null;
  /** The text checked on an ad's stored vector (and its country), for the walks. */
  onRow: Prisma.Sql;
  /** The text matched through "Ad_text_idx", for the gather (exact but for the order of a phrase's pairs). */
  onIndex: Prisma.Sql;
  /**
   * The same match with its query behind a subquery, for the windows: the planner then takes its default
   * share of the table (0.5 %) rather than its statistics' estimate, which is far too low for words seen
   * together and for a country's tagged words (267 rows for 3,454 matches at 5 M ads), and at that
   * estimate it read every match of the text rather than ANDing the two bitmaps.
   */
  onIndexUnestimated: Prisma.Sql;
  /** The text's query as `onIndex` matches it (with the country's tags and a phrase's pairs), whose lexemes say whether the statistics know it. */
  indexQuery: Prisma.Sql;
  /**
   * With a country, the same match without the country's tags, for the estimate alone: its words may be
   * among the statistics' common elements where their tagged forms are not, and the country is then one
   * of the filters the planner multiplies in. Null without a country.
   */
  untagged: { onIndex: Prisma.Sql; indexQuery: Prisma.Sql } | null;
  /** Whether the text has a phrase, the one thing the index match leaves to a check on the row. */
  phrase: boolean;
  order: Prisma.Sql;
  /**
   * Ads before (`<`) or from (`>=`) the ad at (key, id) in the page's order, the key as `order`::text
   * gives it. "unestimated" puts the key behind a subquery, for the windows' bitmaps: the planner then
   * takes a third of the order rather than its histogram's estimate, which for the newest ads (seen since
   * the last ANALYZE, beyond the histogram) is a few rows, and at that estimate it read the window's
   * range and recomputed the text index's expression on each ad (2,500 ads, 256 ms at 5 M ads) instead
   * of ANDing the text's bitmap (8 ms).
   */
  keyBound: (op: "<" | ">=", key: string, id: string, form: KeyBoundForm) => Prisma.Sql;
  rows: number;
};

export type TextPageStep = "walk" | "common" | "gather" | "windows";

/**
 * The walk: ads that pass the filters in the page's order (an index-only scan of the sort index, which
 * carries the filters' columns), each read by id and checked on its stored vector, the first `rows`
 * matches kept. The subquery's order carries through the join, so the walk stops at the page's last row.
 * Also the whole answer to a box of -excluded words only, which the index cannot narrow.
 */
export function walk(q: Pick<TextPageQuery, "onRow" | "order" | "rows">, filters: Prisma.Sql, bound: number | null) {
  return db.$queryRaw<{ id: string }[]>`
    SELECT c."id" FROM (
      SELECT a."id", ${q.order} AS "key" FROM "Ad" a WHERE ${filters}
      ORDER BY ${q.order} DESC, a."id" DESC ${bound === null ? Prisma.empty : Prisma.sql`LIMIT ${bound}`}) c
    JOIN "Ad" a ON a."id" = c."id"
    WHERE ${q.onRow}
    ORDER BY c."key" DESC, c."id" DESC LIMIT ${q.rows}`;
}

/** The ids of a text search's page, in order: at most `rows`; `step` says which step answered (for the bench and tests). */
export async function textPageIds(
  q: TextPageQuery,
  bounds: TextPageBounds = TEXT_PAGE_BOUNDS,
): Promise<{ ids: string[]; step: TextPageStep }> {
  const joined = (list: Prisma.Sql[], form: KeyBoundForm = "estimated") => {
    const all = q.cursor ? [...list, q.keyBound("<", q.cursor.key, q.cursor.id, form)] : list;
    return all.length > 0 ? Prisma.join(all, " AND ") : Prisma.sql`true`;
  };
  const filters = joined(q.filters);
  const inWindows = { filters, bitmapFilters: joined(q.filters, "unestimated") };
  const walked = await walk(q, filters, bounds.walkRows);
  if (walked.length === q.rows) return { ids: walked.map((r) => r.id), step: "walk" };
  const common = bounds.commonShare ?? COMMON_SHARE;
  // The count and the estimate's plans are sent at once: each is about a millisecond, mostly planning
  // a statement on Ad, and one after the other they were three round trips of every search past the walk.
  // The estimate is wasted only when the count ends the search, for a filter that keeps few ads.
  const [[{ candidates }], estimate] = await Promise.all([
    db.$queryRaw<{ candidates: number }[]>`
      SELECT count(*)::int AS "candidates" FROM (SELECT 1 FROM "Ad" a WHERE ${filters} LIMIT ${bounds.walkRows}) c`,
    common !== Infinity || bounds.gather === undefined ? estimated(q, filters) : null,
  ]);
  // Fewer ads pass the filters than the walk may read: it has seen them all.
  if (candidates < bounds.walkRows) return { ids: walked.map((r) => r.id), step: "walk" };
  if (estimate && estimate.share >= common) return { ids: (await walk(q, filters, null)).map((r) => r.id), step: "common" };
  const share = Math.max(walked.length, 1) / bounds.walkRows;
  const firstWindow = bounds.windowRows ?? Math.ceil((2 * q.rows) / share);
  const bySample = async () => {
    const { filtered } = estimate ?? (await estimated(q, filters));
    return walked.length >= SAMPLE_MATCHES && (walked.length / bounds.walkRows) * filtered >= 2 * bounds.gatherRows;
  };
  const byStatistics = async () => {
    if (!estimate) return false;
    const enough = (matched: number | null) => matched !== null && matched >= GATHER_SKIP_SHARE * bounds.gatherRows;
    const measured = [
      ...(enough(estimate.matched) ? [q.indexQuery] : []),
      ...(q.untagged && enough(estimate.untaggedMatched) ? [q.untagged.indexQuery] : []),
    ];
    return measured.length > 0 && (await knownToStatistics(measured));
  };
  const skipGather =
    bounds.gather === "never" ||
    (bounds.gather === "sample" && (await bySample())) ||
    (bounds.gather === undefined && ((await bySample()) || (await byStatistics())));
  if (skipGather) return { ids: await windows(q, inWindows, firstWindow), step: "windows" };
  // The gather counts the index's matches (a phrase's words and adjacent pairs, its order unchecked), so
  // its bound holds however rare the phrase; the order is checked on the rows the bitmap reads anyway (a
  // phrase only: rows written before migration 20261130020000 keep their vector in TOAST). work_mem keeps
  // the bitmap exact up to the bound's worth of pages: a lossy one rechecked every row of its pages by
  // recomputing the index's expression (860 ms for one phrase at 5 M ads).
  const [, [gathered]] = await db.$transaction([
    db.$executeRaw`SET LOCAL work_mem = '32MB'`,
    db.$queryRaw<{ n: number; ids: string[] }[]>`
      WITH g AS (
        SELECT a."id", ${q.order} AS "key", ${q.phrase ? q.onRow : Prisma.sql`true`} AS "hit" FROM "Ad" a WHERE ${q.onIndex} AND ${joined(q.gatherFilters)}
        LIMIT ${bounds.gatherRows + 1})
      SELECT (SELECT count(*) FROM g)::int AS "n",
        COALESCE((SELECT array_agg(h."id" ORDER BY h."key" DESC, h."id" DESC) FROM (
          SELECT g."id", g."key" FROM g WHERE g."hit" ORDER BY g."key" DESC, g."id" DESC LIMIT ${q.rows}) h), '{}') AS "ids"`,
  ]);
  if (gathered.n <= bounds.gatherRows) return { ids: gathered.ids, step: "gather" };
  return { ids: await windows(q, inWindows, firstWindow), step: "windows" };
}

/**
 * The planner's estimate of the filtered ads that hold the text, and their share of the filtered ads,
 * from the text index's statistics (its most common elements): right for the common words this asks
 * about, low for a country's tagged words, so those keep the windows. With a country, also the text
 * without its tags (`untaggedMatched`), the words' measured share times the filters', the country among
 * them. Two or three plans at once, no execution (about 3 ms at 5 M ads one after the other).
 */
async function estimated(
  q: TextPageQuery,
  filters: Prisma.Sql,
): Promise<{ share: number; matched: number; filtered: number; untaggedMatched: number | null }> {
  const rows = async (where: Prisma.Sql) => {
    const [plan] = await db.$queryRaw<{ "QUERY PLAN": { Plan: { "Plan Rows": number } }[] }[]>`
      EXPLAIN (FORMAT JSON) SELECT 1 FROM "Ad" a WHERE ${where}`;
    return plan["QUERY PLAN"][0].Plan["Plan Rows"];
  };
  const [matched, filtered, untaggedMatched] = await Promise.all([
    rows(Prisma.sql`${q.onIndex} AND ${filters}`),
    rows(filters),
    q.untagged ? rows(Prisma.sql`${q.untagged.onIndex} AND ${filters}`) : null,
  ]);
  return { share: matched / Math.max(filtered, 1), matched, filtered, untaggedMatched };
}

/**
 * Whether every lexeme of one of the index's queries is among the text index's most common elements, so
 * that the planner's estimate of it was measured rather than guessed. Excluded words count too, which
 * only makes the answer no more often; with no statistics yet, it is no. One statement for all of them.
 */
async function knownToStatistics(indexQueries: Prisma.Sql[]): Promise<boolean> {
  const [{ known }] = await db.$queryRaw<{ known: boolean }[]>`
    SELECT COALESCE(bool_or(k."known"), false) AS "known" FROM (
      SELECT bool_and(m[1] = ANY (s."most_common_elems"::text::text[])) AS "known"
      FROM unnest(ARRAY[${Prisma.join(indexQueries.map((query) => Prisma.sql`(${query})::text`))}]) WITH ORDINALITY t("query", "n"),
        pg_stats s, regexp_matches(t."query", '''((?:[^'']|'''')*)''', 'g') m
      WHERE s."schemaname" = current_schema() AND s."tablename" = 'Ad_text_idx' AND s."attname" = 'adradar_text_vector'
      GROUP BY t."n") k`;
  return known;
}

/**
 * The windows (step 3), first to last in the page's order, until the page is full or the order ends. A
 * window's far end is the `size`th ad after its start that passes the filters, so a filter that keeps few
 * ads of the newest ones ('Finalizado') widens the window rather than leaving it empty. Each window's
 * query runs with index scans off, so the planner can only answer it by bitmaps: the sort index's range
 * ANDed with the text index's matches (an index scan of the range would recompute the text index's
 * expression on every ad of it).
 */
async function windows(
  q: TextPageQuery,
  { filters, bitmapFilters }: { filters: Prisma.Sql; bitmapFilters: Prisma.Sql },
  firstSize: number,
): Promise<string[]> {
  const ids: string[] = [];
  let size = firstSize;
  let end: OrderKey | undefined;
  let before: OrderKey | null = null;
  const bound = (op: "<" | ">=", at: OrderKey | null | undefined, form: KeyBoundForm) =>
    at ? q.keyBound(op, at.key, at.id, form) : Prisma.sql`true`;
  for (;;) {
    // The key is made text for the far end alone: under OFFSET the select list is computed for every row
    // skipped (13,000 ads of a 'Finalizado' window at 1 M: 7.0 ms a call, 4.2–4.9 with the cast outside).
    [end] = await db.$queryRaw<OrderKey[]>`
      SELECT e."key"::text AS "key", e."id" FROM (
        SELECT ${q.order} AS "key", a."id" FROM "Ad" a WHERE ${filters} AND ${bound("<", before, "estimated")}
        ORDER BY ${q.order} DESC, a."id" DESC OFFSET ${size - 1} LIMIT 1) e`;
    const [, , , , found] = await db.$transaction([
      db.$executeRaw`SET LOCAL work_mem = '32MB'`,
      db.$executeRaw`SET LOCAL enable_indexscan = off`,
      db.$executeRaw`SET LOCAL enable_indexonlyscan = off`,
      db.$executeRaw`SET LOCAL enable_seqscan = off`,
      db.$queryRaw<{ id: string }[]>`
        SELECT a."id" FROM "Ad" a
        WHERE ${q.onIndexUnestimated} AND ${bitmapFilters} AND ${bound("<", before, "unestimated")}
          AND ${bound(">=", end, "unestimated")} AND ${q.phrase ? q.onRow : Prisma.sql`true`}
        ORDER BY ${q.order} DESC, a."id" DESC LIMIT ${q.rows - ids.length}`,
    ]);
    ids.push(...found.map((r) => r.id));
    if (ids.length === q.rows || !end) return ids;
    before = end;
    size *= WINDOW_GROWTH;
  }
}
