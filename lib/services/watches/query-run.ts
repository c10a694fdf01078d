import "server-only";
import { db } from "@/lib/db";
import { getProvider } from "@/lib/providers";
import { isProviderError } from "@/lib/providers/errors";
import { storeAds } from "@/lib/services/ads/store-ads";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import { providerParams, upstreamParams } from "@/lib/services/search/upstream-filters";
import { searchParamsSchema } from "@/lib/validation/search";

/** Ads asked of upstream per watched query and window: one page, ranked afterwards by the winner score. */
export const WATCH_FETCH_LIMIT = 50;

export type QueryRunResult = { fetched: boolean; ads: number; error: string | null };

/**
 * The query's ads for the window: fetched once from upstream (and stored in the archive), then read
 * from its WatchQueryRun row by every watch of the query and by a second run. A failed fetch is
 * recorded, so its watches say so, and tried again at the next tick.
 */
export function ensureQueryRun(queryKey: string, window: string, at: Date): Promise<QueryRunResult> {
  // Two runs of one query and window in this process (a retry overlapping its first attempt) share
  // the fetch; across nodes, Inngest's concurrency key on the query does the same.
  const flightKey = `${queryKey}:${window}`;
  let flight = inFlight.get(flightKey);
  if (!flight) {
    flight = fetchQuery(queryKey, window, at).finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, flight);
  }
  return flight;
}

const inFlight = new Map<string, Promise<QueryRunResult>>();

async function fetchQuery(queryKey: string, window: string, at: Date): Promise<QueryRunResult> {
  const existing = await db.watchQueryRun.findUnique({ where: { queryKey_window: { queryKey, window } } });
  if (existing && existing.error === null) return { fetched: false, ads: existing.adIds.length, error: null };
  // The query's params from its first watch the search still accepts (an old one may not: it is paused).
  const watches = await db.watch.findMany({ where: { queryKey }, select: { params: true }, orderBy: { id: "asc" }, take: 20 });
  const valid = watches.map((w) => searchParamsSchema.safeParse(w.params)).find((p) => p.success);
  if (!valid?.success) return { fetched: false, ads: 0, error: null };
  const params = upstreamParams(valid.data);
  try {
    const result = await getProvider().searchAds(providerParams(params, at), { cursor: null, limit: WATCH_FETCH_LIMIT });
    await storeAds(result.ads, { country: params.country, at });
    const row = { adIds: result.ads.map((a) => a.id), credits: result.credits, error: null, fetchedAt: at };
    await db.watchQueryRun.upsert({ where: { queryKey_window: { queryKey, window } }, create: { queryKey, window, ...row }, update: row });
    await recordUsage(null, "watch", { credits: result.credits });
    return { fetched: true, ads: row.adIds.length, error: null };
  } catch (e) {
    // Only the provider's failures are this query's own; a database failure fails the step (and retries).
    if (!isProviderError(e)) throw e;
    const row = { adIds: [], credits: 0, error: e.message.slice(0, 500), fetchedAt: at };
    await db.watchQueryRun.upsert({ where: { queryKey_window: { queryKey, window } }, create: { queryKey, window, ...row }, update: row });
    return { fetched: false, ads: 0, error: row.error };
  }
}
