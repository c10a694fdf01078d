import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchParamsValues } from "@/lib/validation/search";
import { searchCacheKey } from "./cache-key";

type Fetched = { nextCursor: string | null; total: number; cached: boolean };

/**
 * The identity of an auto-saved complete search: the cache key's normalisation (trimmed, lower-cased
 * term, sorted languages) plus minimum days, which changes the results the user received.
 */
export function completeSearchKey(params: SearchParamsValues): string {
  return createHash("sha256")
    .update(`${searchCacheKey(params, null)}:${params.minDays}`)
    .digest("hex");
}

function historyInsert(userId: string, params: SearchParamsValues, delivered: NormalizedAd[], fetched: Fetched, at: string) {
  return Prisma.sql`
    INSERT INTO "SearchHistoryEntry" ("id", "userId", "searchType", "value", "country", "minDays", "adType", "mediaType",
      "searchPhraseType", "languages", "apifyCount", "totalAds", "cached", "searchDate")
    VALUES (${randomUUID()}, ${userId}, ${params.searchType}, ${params.value}, ${params.country}, ${params.minDays},
      ${params.adType}, ${params.mediaType}, ${params.searchPhraseType}, ${params.languages}::text[], ${delivered.length},
      ${delivered.length}, ${fetched.cached}, ${at}::timestamp(3))`;
}

/**
 * Page 1 of a search: one history entry and the auto-saved complete search, written together by one
 * statement (atomic, and a single round trip on the path every search takes). Repeating an identical
 * search refreshes the user's existing saved search (its ads, cursor and date) instead of adding a row.
 * A search that delivered nothing is history only: there is nothing to reload.
 */
export async function recordSearch(userId: string, params: SearchParamsValues, delivered: NormalizedAd[], fetched: Fetched) {
  const at = new Date().toISOString();
  const adIds = delivered.map((a) => a.id);
  if (adIds.length === 0) {
    await db.$executeRaw(historyInsert(userId, params, delivered, fetched, at));
    return null;
  }
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH history AS (${historyInsert(userId, params, delivered, fetched, at)})
    INSERT INTO "CompleteSearch" ("id", "userId", "searchName", "params", "adIds", "nextCursor", "totalResults", "country",
      "source", "executedAt", "paramsKey")
    VALUES (${randomUUID()}, ${userId}, ${params.value}, ${JSON.stringify(params)}::jsonb, ${adIds}::text[], ${fetched.nextCursor},
      ${delivered.length}, ${params.country}, ${delivered[0]?.source ?? "demo"}, ${at}::timestamp(3), ${completeSearchKey(params)})
    ON CONFLICT ("userId", "paramsKey") DO UPDATE SET "searchName" = EXCLUDED."searchName", "params" = EXCLUDED."params",
      "adIds" = EXCLUDED."adIds", "nextCursor" = EXCLUDED."nextCursor", "totalResults" = EXCLUDED."totalResults",
      "source" = EXCLUDED."source", "executedAt" = EXCLUDED."executedAt"
    RETURNING "id"`;
  return { id: rows[0].id };
}

/**
 * Later pages extend the user's own complete search (never someone else's: the query is scoped). One
 * UPDATE appends the new ids after the stored ones, without duplicates, computed from the row it
 * locks, so two pages landing at once (two tabs) both stay instead of one overwriting the other.
 */
export async function extendCompleteSearch(userId: string, searchId: string, delivered: NormalizedAd[], fetched: Fetched) {
  const merged = Prisma.sql`(
    SELECT COALESCE(array_agg(m."adId" ORDER BY m."position"), '{}')
    FROM (
      SELECT u."adId", min(u."position") AS "position"
      FROM unnest(c."adIds" || ${delivered.map((a) => a.id)}::text[]) WITH ORDINALITY AS u("adId", "position")
      GROUP BY u."adId"
    ) m)`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "CompleteSearch" c
    SET "adIds" = ${merged}, "totalResults" = cardinality(${merged}), "nextCursor" = ${fetched.nextCursor}
    WHERE c."id" = ${searchId} AND c."userId" = ${userId}
    RETURNING c."id"`;
  return rows[0] ? { id: rows[0].id } : null;
}
