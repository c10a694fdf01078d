import "server-only";
import { db, Prisma } from "@/lib/db";
import type { ArchiveSearchInput, ArchiveSort } from "@/lib/validation/archive";
import { ARCHIVED_AD_COLUMNS, type ArchivedAdRow } from "./archived-ad";
import { archiveCards } from "./archive-reply";
import { signalConditions } from "./signal-flags";
import { hasWordToFind, withoutPhrases } from "./text-query";
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from "./keyset-cursor";

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

function afterCursor(c: KeysetCursor<ArchiveSort>): Prisma.Sql {
  const value = c.sort === "lastSeen" ? Prisma.sql`${c.value}::timestamp(3)` : Prisma.sql`${c.value}::int`;
  return Prisma.sql`(${SORT_COLUMN[c.sort]}, a."id") < (${value}, ${c.id})`;
}

/** The WHERE of an archive search: every filter is a column of Ad itself, each with its index or a cheap check. */
export function archiveConditions(f: ArchiveSearchInput): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  // websearch syntax is exactly the box's: words, "a phrase", -excluded; accents and stems folded by adradar_es.
  // Both sides are the expressions of the "Ad_countryText_idx" GIN index (migration 20261127013000): with a
  // country, the words tagged with it ('crem MX'), whose posting lists hold only that country's ads.
  // A phrase needs the words' positions: through the index it is a lossy match that recomputes the
  // index's expression on every candidate row (a fraction of a millisecond each, tens of thousands of rows for "envío
  // gratis"). So the index takes the phrase's words, an exact match, and the phrase is checked on the
  // stored vector. A box of -excluded words only is checked on the stored vector alone: the index
  // cannot narrow a negation, and the expression would be recomputed on every row walked.
  if (f.q) {
    const query = Prisma.sql`websearch_to_tsquery('adradar_es', ${f.q})`;
    if (hasWordToFind(f.q)) {
      const loose = withoutPhrases(f.q);
      const indexed = loose === null ? query : Prisma.sql`websearch_to_tsquery('adradar_es', ${loose})`;
      where.push(
        Prisma.sql`adradar_country_vector(a."searchVector", a."seenCountries") @@ ${
          f.country ? Prisma.sql`adradar_country_query(${indexed}, ${f.country})` : indexed
        }`,
      );
      if (loose !== null) where.push(Prisma.sql`a."searchVector" @@ ${query}`);
    } else {
      where.push(Prisma.sql`a."searchVector" @@ ${query}`);
    }
  }
  if (f.country) {
    // With words to find, the country is checked on the few rows the tagged lists give: as an index
    // condition it would decode the country's own list (1 ad in 9), most of the index scan's work.
    // Otherwise (no text, or only -excluded words) it is the index's second column.
    where.push(
      f.q && hasWordToFind(f.q)
        ? Prisma.sql`${f.country} = ANY(a."seenCountries")`
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
 * GET /api/archive: every ad the product has seen, filtered and sorted, a page at a time. Reads the
 * archive only: no upstream call, no quota, and nothing of any other user (history, saved ads, notes);
 * the cards carry the winner score and the signed-in user's own saved and followed marks.
 */
export async function searchArchive(userId: string, input: ArchiveSearchInput) {
  const cursor = decodeKeysetCursor(input.cursor, input.sort, input.sort === "lastSeen");
  const where = archiveConditions(input);
  if (cursor) where.push(afterCursor(cursor));
  const order = SORT_COLUMN[input.sort];
  // The page's ids first, then their rows: the sort indexes carry the filters' columns (migration
  // 20261129120000), so without text the ids come from an index-only scan, however many entries a
  // rare filter combination skips; only the page's rows are read from the table.
  const rows = await db.$queryRaw<ArchivedAdRow[]>`
    SELECT ${ARCHIVED_AD_COLUMNS}
    FROM "Ad" a
    WHERE a."id" IN (
      SELECT a."id" FROM "Ad" a
      WHERE ${where.length > 0 ? Prisma.join(where, " AND ") : Prisma.sql`true`}
      ORDER BY ${order} DESC, a."id" DESC
      LIMIT ${input.limit + 1})
    ORDER BY ${order} DESC, a."id" DESC`;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > input.limit && last ? encodeKeysetCursor({ sort: input.sort, value: cursorValue(input.sort, last), id: last.id }) : null;
  const [ads] = await archiveCards(userId, [page]);
  return { ads, nextCursor, hasNextPage: nextCursor !== null };
}

/** GET /api/archive's reply body (besides `success`). */
export type ArchiveSearchReply = Awaited<ReturnType<typeof searchArchive>>;
