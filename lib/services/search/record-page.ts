import "server-only";
import { Prisma, poolQuery } from "@/lib/db";
import type { NormalizedAd } from "@/lib/providers/types";
import type { SearchParamsValues } from "@/lib/validation/search";
import { deliveryCtes, deliveryUsageSql } from "@/lib/services/billing/deliver-ads";
import type { UsageKind } from "@/lib/services/billing/usage-ledger";
import { completeSearchUpsertSql, extendCompleteSearchSql, historyInsertSql } from "./record-search";
import { marksColumnsSql, type UserMarks } from "./user-marks";

type Fetched = { nextCursor: string | null; total: number; cached: boolean; credits: number };

export type RecordedPage = { granted: number; charged: number; refused: boolean; savedId: string | null; marks: UserMarks };

/**
 * Everything a delivered page writes, as ONE statement (one round trip, no interactive transaction, sent
 * straight to the pool as the hot path's statements are, lib/db.ts):
 * the delivery under the month's rule (lib/services/billing/deliver-ads.ts: ads already counted this
 * month are free, the others charged with the user's row locked, so concurrent searches queue and never
 * overspend nor charge an ad twice), the credits, the delivery records of the ads delivered, page 1's history entry and auto-saved
 * complete search or a later page's extension of it, and the ledger row. A statement is atomic: a
 * connection lost half-way leaves none of it. Every write reads the granted count from the charge, so
 * a page cut by the quota records only what was delivered; a refused page (ads wanted, none granted)
 * writes nothing and comes back `refused`. The same statement reads the user's saved and followed marks
 * among these ads and their advertisers (unchanged by it), for the cards.
 */
export async function recordSearchPage(
  userId: string,
  input: { page: number; searchId: string | null; params: SearchParamsValues; matching: NormalizedAd[]; fetched: Fetched },
  now = new Date(),
): Promise<RecordedPage> {
  const { page, searchId, params, matching, fetched } = input;
  const at = now.toISOString();
  const ids = matching.map((a) => a.id);
  const pageIds = [...new Set(matching.map((a) => a.page_id))];
  const ok = Prisma.sql`ok`;
  const kind: UsageKind = fetched.cached ? "search_cached" : "search";
  const saved =
    page === 1
      ? completeSearchUpsertSql(userId, params, ids, matching[0]?.source ?? "demo", fetched, at, ok)
      : searchId
        ? extendCompleteSearchSql(userId, searchId, Prisma.sql`(${ids}::text[])[1:ok.granted]`, fetched.nextCursor, Prisma.sql`FROM ok`)
        : Prisma.sql`SELECT NULL::text AS "id" WHERE false`;
  const rows = await poolQuery<{ granted: number | null; charged: number | null; savedId: string | null } & UserMarks>(Prisma.sql`
    WITH ${deliveryCtes(userId, ids, { source: "search", countSearch: page === 1, credits: fetched.credits }, now)},
    history AS (${page === 1 ? historyInsertSql(userId, params, fetched, at, ok) : Prisma.sql`SELECT 1`}),
    saved AS (${saved}),
    usage AS (${deliveryUsageSql(userId, kind, { credits: fetched.credits, cached: fetched.cached }, now)})
    SELECT (SELECT granted FROM ok) AS granted, (SELECT charged FROM ok) AS charged, (SELECT "id" FROM saved LIMIT 1) AS "savedId",
      ${marksColumnsSql(userId, [...new Set(ids)], pageIds)}`);
  const row = rows[0];
  if (row?.granted == null) return { granted: 0, charged: 0, refused: true, savedId: null, marks: { savedAdIds: [], followedPageIds: [] } };
  return {
    granted: Number(row.granted),
    charged: Number(row.charged),
    refused: false,
    savedId: row.savedId,
    marks: { savedAdIds: row.savedAdIds, followedPageIds: row.followedPageIds },
  };
}
