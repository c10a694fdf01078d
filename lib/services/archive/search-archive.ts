import "server-only";
import { db, Prisma } from "@/lib/db";
import type { ArchiveSearchInput, ArchiveSort } from "@/lib/validation/archive";
import { ARCHIVED_AD_COLUMNS, type ArchivedAdRow } from "./archived-ad";
import { archiveCards, readCardContext } from "./archive-reply";
import { signalConditions } from "./signal-flags";
import { indexCanNarrow, phrasesToFind, withoutPhrases } from "./text-query";
import { decodeKeysetCursor, encodeKeysetCursor } from "./keyset-cursor";
import { textPageIds, walk, type KeyBoundForm, type TextPageBounds, type TextPageQuery, type TextPageStep } from "./text-page";

/** The sort column of each order; every order breaks ties by id, both descending (one index each). */
const SORT_COLUMN: Record<ArchiveSort, Prisma.Sql> = {
  lastSeen: Prisma.sql`a."lastSeenAt"`,
  lifespan: Prisma.sql`a."lifespanDays"`,
  variants: Prisma.sql`a."collationCount"`,
};

function cursorValue(sort: ArchiveSort, row: ArchivedAdRow): string | number {
  if (sort === "lastSeen") return row.lastSeenAt.toISOString();
  return sort === "lifespan" ? row.lifespanDays : row.collationCount;
}

/** Ads before (`<`) or from (`>=`) the ad at (value, id) in the order of `sort`: a cursor, or a text window's end. */
function keyBound(sort: ArchiveSort, op: "<" | ">=", value: string | number, id: string, form: KeyBoundForm = "estimated"): Prisma.Sql {
  const key = sort === "lastSeen" ? Prisma.sql`${value}::timestamp(3)` : Prisma.sql`${value}::int`;
  const at = form === "estimated" ? Prisma.sql`(${key}, ${id})` : Prisma.sql`(SELECT ${key}, ${id})`;
  return Prisma.sql`(${SORT_COLUMN[sort]}, a."id") ${Prisma.raw(op)} ${at}`;
}

/**
 * How a search's country is tested:
 *  - "order", with words to find: the predicate of the country's own sort index (migration
 *    20261130050000), so the walks, the windows' ends and their ranges read that country's ads alone. Not
 *    `@>`, which as a condition on the text index's second column would decode the country's whole list;
 *  - "row", for the gather, whose text already holds the country in its tagged words ('crem MX'): a form no
 *    index answers, since with "order" the planner ANDed the country's whole order with the text's matches
 *    (111,000 entries at 1 M ads, 36–50 ms for nothing);
 *  - "array", without words: a column the shared sort indexes test, all a box of -excluded words needs.
 */
type CountryForm = "order" | "row" | "array";

/** The filters of an archive search other than its text: columns of Ad that the sort indexes carry. */
function filterConditions(f: ArchiveSearchInput, country: CountryForm): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (f.country) {
    where.push(
      country === "order"
        ? Prisma.sql`${f.country} = ANY(a."seenCountries")`
        : country === "row"
          ? Prisma.sql`array_position(a."seenCountries", ${f.country}::text) IS NOT NULL`
          : Prisma.sql`a."seenCountries" @> ARRAY[${f.country}]::text[]`,
    );
  }
  if (f.status === "Activo") where.push(Prisma.sql`a."endedAt" IS NULL`);
  if (f.status === "Finalizado") where.push(Prisma.sql`a."endedAt" IS NOT NULL`);
  if (f.minDays !== undefined && f.minDays > 0) where.push(Prisma.sql`a."lifespanDays" >= ${f.minDays}`);
  if (f.firstSeenFrom) where.push(Prisma.sql`a."firstSeenAt" >= ${f.firstSeenFrom}::date`);
  if (f.firstSeenTo) where.push(Prisma.sql`a."firstSeenAt" < ${f.firstSeenTo}::date + 1`);
  if (f.pageId) where.push(Prisma.sql`a."pageId" = ${f.pageId}`);
  if (f.platform) where.push(Prisma.sql`a."platforms" @> ARRAY[${f.platform}]::text[]`);
  if (f.mediaType) where.push(Prisma.sql`a."mediaType" = ${f.mediaType}`);
  if (f.signals) where.push(...signalConditions(f.signals));
  return where;
}

/**
 * The text as the index matches it: websearch syntax is exactly the box's (words, "a phrase", -excluded;
 * accents and stems folded by adradar_es), both sides the expressions of "Ad_text_idx" (migrations
 * 20261130020000 and 20261130040000). With a country, the words tagged with it ('crem MX'), whose posting
 * lists hold only that country's ads. A phrase is its words and its adjacent pairs ('envi gratis'): an
 * exact match for two words, a close one for more, its order then checked on the stored vector. The pairs
 * are never tagged: the phrase's words, tagged, already hold the ads to that country.
 */
function textOnIndex(
  q: string,
  country: string | undefined,
): Pick<TextPageQuery, "onIndex" | "onIndexUnestimated" | "indexQuery" | "untagged"> {
  const loose = withoutPhrases(q);
  const words = Prisma.sql`websearch_to_tsquery('adradar_es', ${loose ?? q})`;
  const pairs = phrasesToFind(q).map((phrase) => Prisma.sql` && adradar_phrase_pairs(${phrase})`);
  const withPairs = (query: Prisma.Sql) => Prisma.sql`(${query}${pairs.length > 0 ? Prisma.join(pairs, "") : Prisma.empty})`;
  const query = withPairs(country ? Prisma.sql`adradar_country_query(${words}, ${country})` : words);
  const vector = Prisma.sql`adradar_text_vector(a."searchVector", a."seenCountries")`;
  const untagged = withPairs(words);
  return {
    onIndex: Prisma.sql`${vector} @@ ${query}`,
    onIndexUnestimated: Prisma.sql`${vector} @@ (SELECT ${query})`,
    indexQuery: query,
    untagged: country ? { onIndex: Prisma.sql`${vector} @@ ${untagged}`, indexQuery: untagged } : null,
  };
}

/**
 * The ids of a search's page, in order, and the step that found them (text-page.ts). Filters alone are
 * one index-only scan of the sort index, which carries the filters' columns (migration 20261129120000):
 * it skips what they exclude without reading the table. A box of -excluded words only is that scan, each
 * ad it keeps checked on its stored vector (the walk): the index cannot narrow a negation.
 */
export async function archivePageIds(
  input: ArchiveSearchInput,
  bounds?: TextPageBounds,
): Promise<{ ids: string[]; step: TextPageStep | "filters" }> {
  const cursor = decodeKeysetCursor(input.cursor, input.sort, input.sort === "lastSeen");
  const order = SORT_COLUMN[input.sort];
  const withText = input.q !== undefined && indexCanNarrow(input.q);
  const filters = filterConditions(input, withText ? "order" : "array");
  const onRow = input.q ? Prisma.sql`a."searchVector" @@ websearch_to_tsquery('adradar_es', ${input.q})` : null;
  if (withText && input.q && onRow) {
    return textPageIds(
      {
        filters,
        gatherFilters: filterConditions(input, "row"),
        cursor: cursor ? { key: String(cursor.value), id: cursor.id } : null,
        onRow,
        ...textOnIndex(input.q, input.country),
        phrase: withoutPhrases(input.q) !== null,
        order,
        keyBound: (op, key, id, form) => keyBound(input.sort, op, key, id, form),
        rows: input.limit + 1,
      },
      bounds,
    );
  }
  if (cursor) filters.push(keyBound(input.sort, "<", cursor.value, cursor.id));
  const where = filters.length > 0 ? Prisma.join(filters, " AND ") : Prisma.sql`true`;
  const rows = onRow
    ? await walk({ onRow, order, rows: input.limit + 1 }, where, null)
    : await db.$queryRaw<{ id: string }[]>`
        SELECT a."id" FROM "Ad" a WHERE ${where} ORDER BY ${order} DESC, a."id" DESC LIMIT ${input.limit + 1}`;
  return { ids: rows.map((r) => r.id), step: "filters" };
}

/**
 * GET /api/archive: every ad the product has seen, filtered and sorted, a page at a time. Reads the
 * archive only: no upstream call, no quota, and nothing of any other user (history, saved ads, notes);
 * the cards carry the winner score and the signed-in user's own saved and followed marks. `bounds` only
 * for tests, to reach each step of a text search on a small archive.
 */
export async function searchArchive(userId: string, input: ArchiveSearchInput, bounds?: TextPageBounds) {
  const { ids } = await archivePageIds(input, bounds);
  const order = SORT_COLUMN[input.sort];
  const now = new Date();
  // The page's ids first, then their rows and, at the same time, what their cards need beside them
  // (their advertisers found from the ids): two statements at once rather than one after the other.
  const [rows, context] = ids.length
    ? await Promise.all([
        db.$queryRaw<ArchivedAdRow[]>`
          SELECT ${ARCHIVED_AD_COLUMNS} FROM "Ad" a WHERE a."id" = ANY(${ids}::text[])
          ORDER BY ${order} DESC, a."id" DESC`,
        readCardContext(userId, ids, Prisma.sql`ARRAY(SELECT DISTINCT a."pageId" FROM "Ad" a WHERE a."id" = ANY(${ids}::text[]))`, now),
      ])
    : [[], undefined];
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last ? encodeKeysetCursor({ sort: input.sort, value: cursorValue(input.sort, last), id: last.id }) : null;
  const [ads] = await archiveCards(userId, [page], { now, context });
  return { ads, nextCursor, hasNextPage: nextCursor !== null };
}

/** GET /api/archive's reply body (besides `success`). */
export type ArchiveSearchReply = Awaited<ReturnType<typeof searchArchive>>;
