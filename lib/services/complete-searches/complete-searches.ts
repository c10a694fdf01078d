import "server-only";
import { db, Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { PAGE_SIZE } from "@/lib/validation/search";
import { loadAds } from "@/lib/services/ads/store-ads";
import { scoreWithContext } from "@/lib/services/ads/score-context";
import { keptThumbnails, withKeptThumbnails } from "@/lib/services/archive/kept-thumbnails";
import { signalsForSearch } from "@/lib/signals";
import { deliveredTo } from "@/lib/services/search/deliveries";
import { quotaExceeded } from "@/lib/services/billing/charge-ads";
import { deliverAds } from "@/lib/services/billing/deliver-ads";
import { signCursor } from "@/lib/services/search/cursor";
import { userMarks } from "@/lib/services/search/user-marks";
import { searchParamsSchema } from "@/lib/validation/search";

const NOT_FOUND = "Búsqueda guardada no encontrada";
export const NOTHING_TO_SAVE = "No hay anuncios para guardar";
const RECENT_MS = 24 * 60 * 60 * 1000;

/** The upstream page requests (one credit each) that reloading a saved search of this size avoids. */
export function creditsPerReload(totalResults: number): number {
  return Math.ceil(totalResults / PAGE_SIZE);
}

/** What one reload saves, in USD. */
function savingsPerReload(totalResults: number): number {
  return creditsPerReload(totalResults) * env().CREDIT_VALUE_USD;
}

type Row = {
  id: string;
  searchName: string;
  totalResults: number;
  country: string;
  executedAt: Date;
  accessCount: number;
  source: string;
  params: Prisma.JsonValue;
};

/**
 * 'Reciente' marks the search the user ran last, when that was within a day. Marking every search of the
 * last 24 hours (as before) put the badge on every entry of anyone who searched today, saying nothing.
 */
async function latestSearchId(userId: string): Promise<string | null> {
  const latest = await db.completeSearch.findFirst({
    where: { userId },
    orderBy: { executedAt: "desc" },
    select: { id: true, executedAt: true },
  });
  return latest && Date.now() - latest.executedAt.getTime() < RECENT_MS ? latest.id : null;
}

function toSummary(row: Row, latestId: string | null) {
  return {
    _id: row.id,
    id: row.id,
    searchName: row.searchName,
    totalResults: row.totalResults,
    metadata: { country: row.country },
    searchParams: row.params,
    executedAt: row.executedAt.toISOString(),
    isRecent: row.id === latestId,
    costSavings: Number((row.accessCount * savingsPerReload(row.totalResults)).toFixed(4)),
    accessCount: row.accessCount,
    source: row.source,
  };
}

const summarySelect = {
  id: true,
  searchName: true,
  totalResults: true,
  country: true,
  executedAt: true,
  accessCount: true,
  source: true,
  params: true,
} as const;

export async function listCompleteSearches(userId: string, limit: number) {
  const rows = await db.completeSearch.findMany({
    where: { userId },
    orderBy: { executedAt: "desc" },
    take: limit,
    select: summarySelect,
  });
  const latestId = rows[0] && Date.now() - rows[0].executedAt.getTime() < RECENT_MS ? rows[0].id : null;
  return rows.map((row) => toSummary(row, latestId));
}

/**
 * Reloads a saved search's ads (no upstream call), counted as an access. Its ads go through the month's
 * rule like any delivery: free when the user already received them this month (a reload in the month
 * of the search), else counted, the page cut to what the quota allows; refused when none is left.
 */
export async function getCompleteSearchPage(userId: string, id: string, page: number, limit: number) {
  const row = await db.completeSearch.findFirst({ where: { id, userId } });
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  const start = (page - 1) * limit;
  const delivery = await deliverAds(userId, row.adIds.slice(start, start + limit), { source: "saved_search", kind: "saved_search" });
  if (delivery.refused) throw quotaExceeded();
  const updated = await db.completeSearch.update({
    where: { id: row.id },
    data: { accessCount: { increment: 1 }, lastAccessedAt: new Date() },
    select: summarySelect,
  });
  const params = searchParamsSchema.safeParse(row.params);
  const adType = params.success ? params.data.adType : undefined;
  const loaded = (await loadAds(delivery.delivered)).map((ad) => ({
    ...ad,
    signals: signalsForSearch(ad.signals, adType),
  }));
  // Scored today, with the advertisers' momentum of today: a reload shows where each ad stands now.
  const [scored, thumbnails] = await Promise.all([scoreWithContext(loaded), keptThumbnails(loaded.map((ad) => ad.id))]);
  // Reloaded ads are the likeliest to have expired links: each says which kept thumbnail replaces them.
  const results = withKeptThumbnails(scored, thumbnails);
  return {
    search: toSummary(updated, await latestSearchId(userId)),
    results,
    marks: await userMarks(userId, results),
    searchParams: row.params,
    // Signed for the search it continues, as a live search's cursor is ('Cargar más' goes on upstream).
    cursor: continuationCursor(row.params, row.nextCursor),
    pagination: {
      currentPage: page,
      totalResults: row.adIds.length,
      totalPages: Math.max(1, Math.ceil(row.adIds.length / limit)),
      hasNextPage: start + limit < row.adIds.length,
    },
    quota: {
      charged: delivery.charged,
      free: delivery.free,
      truncated: delivery.delivered.length < Math.min(limit, row.adIds.length - start),
    },
  };
}

function continuationCursor(params: Prisma.JsonValue, raw: string | null): string | null {
  const parsed = searchParamsSchema.safeParse(params);
  return parsed.success ? signCursor(parsed.data, raw) : null;
}

export async function createCompleteSearch(
  userId: string,
  input: { searchName?: string; searchParams: { value: string; country: string } & Record<string, unknown>; adIds: string[] },
) {
  // Reloading a saved search is free because its ads were charged once: only ads this user was
  // delivered may go in, never any id of the shared table. Ids are deduplicated in the given order.
  const adIds = await deliveredTo(userId, [...new Set(input.adIds)]);
  if (adIds.length === 0) throw new AppError("BAD_REQUEST", NOTHING_TO_SAVE);
  const row = await db.completeSearch.create({
    data: {
      userId,
      searchName: input.searchName || input.searchParams.value,
      params: input.searchParams as Prisma.InputJsonValue,
      adIds,
      totalResults: adIds.length,
      country: input.searchParams.country,
      source: "manual",
      autoSaved: false,
    },
    select: summarySelect,
  });
  return toSummary(row, await latestSearchId(userId));
}

/** GET /api/complete-searches/search: the user's saved searches whose name contains `term`, in `country`. */
export async function findCompleteSearches(userId: string, f: { term?: string; country?: string; limit: number }) {
  const rows = await db.completeSearch.findMany({
    where: {
      userId,
      ...(f.term ? { searchName: { contains: f.term, mode: "insensitive" as const } } : {}),
      ...(f.country ? { country: f.country } : {}),
    },
    orderBy: { executedAt: "desc" },
    take: f.limit,
    select: summarySelect,
  });
  const latestId = await latestSearchId(userId);
  return rows.map((row) => toSummary(row, latestId));
}

export async function deleteCompleteSearch(userId: string, id: string) {
  const res = await db.completeSearch.deleteMany({ where: { id, userId } });
  if (res.count === 0) throw new AppError("NOT_FOUND", NOT_FOUND);
}

/** One saved complete search as GET /api/complete-searches lists it. */
export type CompleteSearchSummary = ReturnType<typeof toSummary>;
/** GET /api/complete-searches/{id}'s reply body (besides `success`). */
export type CompleteSearchPage = Awaited<ReturnType<typeof getCompleteSearchPage>>;
