import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchParamsValues } from "@/lib/validation/search";

type Fetched = { nextCursor: string | null; total: number; cached: boolean };

/**
 * Page 1 of a search: one history entry and one auto-saved complete search, written together by one
 * statement (atomic, and a single round trip on the path every search takes).
 */
export async function recordSearch(userId: string, params: SearchParamsValues, delivered: NormalizedAd[], fetched: Fetched) {
  const id = randomUUID();
  const at = new Date().toISOString();
  const adIds = delivered.map((a) => a.id);
  await db.$executeRaw`
    WITH history AS (
      INSERT INTO "SearchHistoryEntry" ("id", "userId", "searchType", "value", "country", "minDays", "adType", "mediaType",
        "searchPhraseType", "languages", "apifyCount", "totalAds", "cached", "searchDate")
      VALUES (${randomUUID()}, ${userId}, ${params.searchType}, ${params.value}, ${params.country}, ${params.minDays},
        ${params.adType}, ${params.mediaType}, ${params.searchPhraseType}, ${params.languages}::text[], ${delivered.length},
        ${delivered.length}, ${fetched.cached}, ${at}::timestamp(3))
    )
    INSERT INTO "CompleteSearch" ("id", "userId", "searchName", "params", "adIds", "nextCursor", "totalResults", "country",
      "source", "executedAt")
    VALUES (${id}, ${userId}, ${params.value}, ${JSON.stringify(params)}::jsonb, ${adIds}::text[], ${fetched.nextCursor},
      ${delivered.length}, ${params.country}, ${delivered[0]?.source ?? "demo"}, ${at}::timestamp(3))`;
  return { id };
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
