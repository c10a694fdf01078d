import "server-only";
import { db, Prisma } from "@/lib/db";

/**
 * How a text search's page is found. Two plans answer it, each fast where the other is slow, and the
 * planner cannot tell which one a query needs: for a word missing from the text index's statistics it
 * guesses a fixed share of the table (17,433 rows at 5 M ads), so it walked the whole sort index for an
 * ad's own code, and read tens of thousands of candidates by bitmap for two common words side by side.
 * So the data decides, each step bounded by the work its plan may spend (docs/archive-benchmarks.md,
 * "Text searches: walk, gather, walk"):
 *  1. walk: the first `walkRows` ads that pass the filters, in the page's order (an index-only scan of the
 *     sort index), each checked on its stored vector. A text that 1 ad in 80 of them holds fills its page here.
 *  2. gather: the text index's matches (a bitmap), up to `gatherRows`; when they are all there, sorted,
 *     they are the answer. A rare word, an ad's code or a word nobody used ends here.
 *  3. walk without a bound: more than `gatherRows` matches, so the text is common enough that the walk
 *     finds a page within about (filtered ads ÷ gatherRows) × page rows.
 */
export type TextPageBounds = { walkRows: number; gatherRows: number };

export const TEXT_PAGE_BOUNDS: TextPageBounds = { walkRows: 2_000, gatherRows: 5_000 };

export type TextPageQuery = {
  /** The filters every plan applies, including the cursor: columns of the sort indexes. */
  filters: Prisma.Sql[];
  /** The text checked on an ad's stored vector (and its country), for the walks. */
  onRow: Prisma.Sql;
  /** The text matched through "Ad_countryText_idx", for the gather (exact but for phrases' order). */
  onIndex: Prisma.Sql;
  order: Prisma.Sql;
  rows: number;
};

type Step = { n: number; ids: string[] };

export type TextPageStep = "walk" | "gather" | "walk without bound";

/** The ids of a text search's page, in order: at most `rows`; `step` says which step answered (for the bench and tests). */
export async function textPageIds(
  q: TextPageQuery,
  bounds: TextPageBounds = TEXT_PAGE_BOUNDS,
): Promise<{ ids: string[]; step: TextPageStep }> {
  const filters = q.filters.length > 0 ? Prisma.join(q.filters, " AND ") : Prisma.sql`true`;
  // Each step answers one row: how many candidates it read (bounded), and the page's ids among them. The
  // walk counts its candidates only when the page is not full: the rest of the index entries go unread.
  const [walked] = await db.$queryRaw<Step[]>`
    WITH c AS MATERIALIZED (
      SELECT a."id", ${q.order} AS "key" FROM "Ad" a WHERE ${filters}
      ORDER BY ${q.order} DESC, a."id" DESC LIMIT ${bounds.walkRows}),
    h AS (
      SELECT c."id", c."key" FROM c JOIN "Ad" a ON a."id" = c."id" WHERE ${q.onRow}
      ORDER BY c."key" DESC, c."id" DESC LIMIT ${q.rows})
    SELECT (CASE WHEN (SELECT count(*) FROM h) < ${q.rows} THEN (SELECT count(*) FROM c) ELSE 0 END)::int AS "n",
      COALESCE((SELECT array_agg(h."id" ORDER BY h."key" DESC, h."id" DESC) FROM h), '{}') AS "ids"`;
  // A full page, or every ad the filters let through: nothing past the walk can come first.
  if (walked.ids.length === q.rows || walked.n < bounds.walkRows) return { ids: walked.ids, step: "walk" };
  const [gathered] = await db.$queryRaw<Step[]>`
    WITH m AS MATERIALIZED (
      SELECT a."id", ${q.order} AS "key" FROM "Ad" a WHERE ${q.onIndex} AND ${filters}
      LIMIT ${bounds.gatherRows + 1}),
    h AS (
      SELECT m."id", m."key" FROM m JOIN "Ad" a ON a."id" = m."id" WHERE ${q.onRow}
      ORDER BY m."key" DESC, m."id" DESC LIMIT ${q.rows})
    SELECT (SELECT count(*) FROM m)::int AS "n",
      COALESCE((SELECT array_agg(h."id" ORDER BY h."key" DESC, h."id" DESC) FROM h), '{}') AS "ids"`;
  if (gathered.n <= bounds.gatherRows) return { ids: gathered.ids, step: "gather" };
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT a."id" FROM "Ad" a WHERE ${filters} AND ${q.onRow}
    ORDER BY ${q.order} DESC, a."id" DESC LIMIT ${q.rows}`;
  return { ids: rows.map((r) => r.id), step: "walk without bound" };
}
