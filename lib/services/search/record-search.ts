import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { db, Prisma, type RawQueryable } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchParamsValues } from "@/lib/validation/search";
import { setAdFilters } from "@/lib/shared/search/filters";
import { searchCacheKey } from "./cache-key";

type Fetched = { nextCursor: string | null; total: number; cached: boolean };

/**
 * The identity of an auto-saved complete search: the cache key's normalisation (trimmed, lower-cased
 * term, sorted languages, and every filter that is set: searchCacheKey over the full params) plus
 * minimum days; post-fetch filters and minimum days change the results the user received.
 */
export function completeSearchKey(params: SearchParamsValues): string {
  return createHash("sha256")
    .update(`${searchCacheKey(params, null)}:${params.minDays}`)
    .digest("hex");
}

/**
 * Page 1's history entry, one row per row of `source` (a CTE holding the delivered count as `granted`):
 * the search statement of record-page.ts inserts it only when the charge went through.
 */
export function historyInsertSql(userId: string, params: SearchParamsValues, fetched: Fetched, at: string, source: Prisma.Sql) {
  const filters = setAdFilters(params);
  return Prisma.sql`
    INSERT INTO "SearchHistoryEntry" ("id", "userId", "searchType", "value", "country", "minDays", "adType", "mediaType",
      "searchPhraseType", "languages", "apifyCount", "totalAds", "cached", "searchDate", "filters")
    SELECT ${randomUUID()}, ${userId}, ${params.searchType}, ${params.value}, ${params.country}, ${params.minDays},
      ${params.adType}, ${params.mediaType}, ${params.searchPhraseType}, ${params.languages}::text[], s.granted,
      s.granted, ${fetched.cached}, ${at}::timestamp(3), ${filters === null ? null : JSON.stringify(filters)}::jsonb
    FROM ${source} s`;
}

/**
 * Page 1's auto-saved complete search, from the first `granted` of `adIds` (a search that delivered
 * nothing is history only: there is nothing to reload). Repeating an identical search refreshes the
 * user's existing saved search (its ads, cursor and date) instead of adding a row. Returns its "id".
 */
export function completeSearchUpsertSql(
  userId: string,
  params: SearchParamsValues,
  adIds: string[],
  source: string,
  fetched: Fetched,
  at: string,
  from: Prisma.Sql,
) {
  return Prisma.sql`
    INSERT INTO "CompleteSearch" ("id", "userId", "searchName", "params", "adIds", "nextCursor", "totalResults", "country",
      "source", "executedAt", "paramsKey")
    SELECT ${randomUUID()}, ${userId}, ${params.value}, ${JSON.stringify(params)}::jsonb, (${adIds}::text[])[1:s.granted],
      ${fetched.nextCursor}, s.granted, ${params.country}, ${source}, ${at}::timestamp(3), ${completeSearchKey(params)}
    FROM ${from} s
    WHERE s.granted > 0
    ON CONFLICT ("userId", "paramsKey") DO UPDATE SET "searchName" = EXCLUDED."searchName", "params" = EXCLUDED."params",
      "adIds" = EXCLUDED."adIds", "nextCursor" = EXCLUDED."nextCursor", "totalResults" = EXCLUDED."totalResults",
      "source" = EXCLUDED."source", "executedAt" = EXCLUDED."executedAt"
    RETURNING "id"`;
}

/**
 * Later pages extend the user's own complete search (never someone else's: the query is scoped). One
 * UPDATE appends the new ids (`newIds`, a text[] expression) after the stored ones, without duplicates,
 * computed from the row it locks, so two pages landing at once (two tabs) both stay instead of one
 * overwriting the other. `from`: an optional FROM list the expressions may use. Returns c."id".
 */
export function extendCompleteSearchSql(
  userId: string,
  searchId: string,
  newIds: Prisma.Sql,
  nextCursor: string | null,
  from: Prisma.Sql = Prisma.empty,
) {
  const merged = Prisma.sql`(
    SELECT COALESCE(array_agg(m."adId" ORDER BY m."position"), '{}')
    FROM (
      SELECT u."adId", min(u."position") AS "position"
      FROM unnest(c."adIds" || ${newIds}) WITH ORDINALITY AS u("adId", "position")
      GROUP BY u."adId"
    ) m)`;
  return Prisma.sql`
    UPDATE "CompleteSearch" c
    SET "adIds" = ${merged}, "totalResults" = cardinality(${merged}), "nextCursor" = ${nextCursor}
    ${from}
    WHERE c."id" = ${searchId} AND c."userId" = ${userId}
    RETURNING c."id"`;
}

/** {@link extendCompleteSearchSql} on its own, for a page already delivered. */
export async function extendCompleteSearch(
  userId: string,
  searchId: string,
  delivered: NormalizedAd[],
  fetched: Fetched,
  tx: RawQueryable = db,
) {
  const ids = delivered.map((a) => a.id);
  const rows = await tx.$queryRaw<{ id: string }[]>(
    extendCompleteSearchSql(userId, searchId, Prisma.sql`${ids}::text[]`, fetched.nextCursor),
  );
  return rows[0] ? { id: rows[0].id } : null;
}
