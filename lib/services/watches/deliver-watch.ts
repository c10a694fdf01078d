import "server-only";
import { db, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { byCount, pluralize } from "@/lib/format";
import type { NormalizedAd } from "@/lib/providers/types";
import { hasAdFilters, matchesAdFilters } from "@/lib/shared/search/filters";
import { loadAds } from "@/lib/services/ads/store-ads";
import { scoreWithContext } from "@/lib/services/ads/score-context";
import { deliverAds } from "@/lib/services/billing/deliver-ads";
import { addFeedItems, type NewFeedItem } from "@/lib/services/feed/add-feed-item";
import type { FeedAd, FeedArrival } from "@/lib/services/feed/feed-item";
import { newAdsSentence, QUOTA_PAUSE_SENTENCE, TELEGRAM_TOP_ADS, watchMessage } from "@/lib/services/notifications/watch-message";
import { analysesForWatch } from "@/lib/services/analysis/watch-analyses";
import { shortCountryName } from "@/lib/providers/catalog";
import { searchParamsSchema, type SearchParamsValues } from "@/lib/validation/search";
import { findArrivals } from "./arrivals";
import { planAllowance } from "./plan-allowance";
import { sendAfter } from "./quiet-hours";
import { userTimeZone } from "@/lib/time-zone";
import { nextRunAfter, windowStartOf } from "./schedule";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The same ad reaches one user at most once in this many days, whichever of their watches finds it. */
export const DEDUPE_DAYS = 7;
/** At most this many ads per run (and so per message). */
export const MAX_ADS_PER_RUN = 10;
/** A query whose fetch failed is tried again this much later, not a whole period later. */
const RETRY_AFTER_FAILURE_MS = HOUR_MS;

export const OUTCOME_NOTHING_NEW = "Sin novedades";
export const OUTCOME_PAUSED_QUOTA = "Pausada: cuota mensual agotada";
export const OUTCOME_PROVIDER_ERROR = "Error del proveedor";
export const OUTCOME_NO_CHANNEL = "Sin entregar: activa Novedades o conecta Telegram (o quita el silencio)";
export const OUTCOME_INVALID = "Pausada: sus filtros ya no son válidos. Vuelve a crearla desde la búsqueda";

export type DeliverResult = {
  watchId: string;
  status: "delivered" | "nothing" | "skipped" | "provider_error" | "invalid";
  delivered: number;
  charged: number;
  paused: boolean;
  messageId: string | null;
};

/** The app's public address for absolute links (APP_URL, else AUTH_URL). */
export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? e.AUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

function feedAd(ad: NormalizedAd, thumbnail: boolean, arrival: FeedArrival | undefined): FeedAd {
  const text = ad.ad_creative_bodies.find((b) => b.trim()) ?? ad.ad_creative_link_titles.find((t) => t.trim()) ?? "";
  return {
    id: ad.id,
    pageName: ad.page_name,
    pageId: ad.page_id,
    text: text.replace(/\s+/g, " ").trim().slice(0, 280),
    score: ad.winner_score,
    label: ad.winner_label,
    daysRunning: ad.days_running,
    thumbnailUrl: thumbnail ? `/api/ads/${encodeURIComponent(ad.id)}/thumbnail` : null,
    ...(arrival ? { arrival } : {}),
    ...(ad.product_id && (ad.store_count ?? 0) >= 2 ? { product: { id: ad.product_id, storeCount: ad.store_count ?? 0 } } : {}),
  };
}

/**
 * One watch's run in a window, from its query's shared fetch: the ads that pass its filters and
 * minimum score, ranked by the winner score, minus what this watch ever delivered and what any watch
 * delivered to the user in the last 7 days, at most 10. Ads the user was already delivered this month
 * (a search, another watch) cost nothing; the others are charged within the remaining quota, and at the
 * limit the watch pauses itself. Everything is written in one transaction under the watch's row lock, and a run already done
 * for the window changes nothing, so a retry or a second job delivers nothing twice.
 */
export async function deliverWatch(watchId: string, window: string, at: Date): Promise<DeliverResult> {
  const skipped: DeliverResult = { watchId, status: "skipped", delivered: 0, charged: 0, paused: false, messageId: null };
  const watch = await loadWatch(watchId);
  if (!watch) return skipped;
  // The window's run committed already: a retry after a run that died before its feed entries and message
  // were written finishes it (both are written once whatever the retries), so no charged ad goes unseen.
  if (watch.lastWindow === window) return finishCommittedRun(watch, window, skipped);
  if (watch.status !== "active") return skipped;
  // Saved by an earlier version whose filters the search no longer accepts: paused with a word for its
  // owner, rather than failing every window unseen.
  const parsed = searchParamsSchema.safeParse(watch.params);
  if (!parsed.success) {
    await db.watch.updateMany({
      where: { id: watchId, status: "active" },
      data: { status: "paused", lastRunAt: at, lastOutcome: OUTCOME_INVALID, lastDeliveredCount: 0 },
    });
    return { ...skipped, status: "invalid" };
  }
  const params = parsed.data;
  // Where the run would be seen: Novedades, or Telegram. A run nobody would see is not made: ads charged
  // and marked delivered there would be lost to the user.
  const toTelegram = reachesTelegram(watch, at);
  if (!watch.inApp && !toTelegram) {
    await db.watch.updateMany({
      where: { id: watchId, status: "active" },
      data: { lastRunAt: at, lastOutcome: OUTCOME_NO_CHANNEL, lastDeliveredCount: 0, nextRunAt: nextRunAfter(at, watch.frequencyHours) },
    });
    return skipped;
  }
  const run = await db.watchQueryRun.findUnique({ where: { queryKey_window: { queryKey: watch.queryKey, window } } });
  if (!run) return skipped;
  if (run.error !== null) {
    await db.watch.update({
      where: { id: watchId },
      data: {
        lastRunAt: at,
        lastOutcome: OUTCOME_PROVIDER_ERROR,
        lastDeliveredCount: 0,
        nextRunAt: new Date(at.getTime() + RETRY_AFTER_FAILURE_MS),
      },
    });
    return { ...skipped, status: "provider_error" };
  }

  const ranked = (await rankedRun(run, params, window, at)).filter((ad) => ad.winner_score >= watch.minScore);

  const outcome = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ status: string; lastWindow: string | null }[]>`
      SELECT "status", "lastWindow" FROM "Watch" WHERE "id" = ${watchId} FOR UPDATE`;
    if (locked[0]?.status !== "active" || locked[0].lastWindow === window) return null;
    // The user's watches deliver one at a time (they share the quota and the 7-day dedupe): two of
    // them running at once would both see an ad as fresh.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${watch.userId} FOR UPDATE`;
    // The plan may have shrunk since the tick looked: a watch beyond it waits, and one set faster
    // than the plan allows runs at the plan's pace.
    const plan = await planAllowance(tx, watch.userId, watchId, at);
    if (!plan.allowed) {
      await tx.watch.update({ where: { id: watchId }, data: { status: "paused_plan" } });
      return null;
    }
    const everyHours = Math.max(watch.frequencyHours, plan.minIntervalHours);
    const lastDone = watch.lastWindow ? windowStartOf(watch.lastWindow) : null;
    // The pace holds from the last run whatever made the watch due early (a resume, a plan change).
    if (lastDone && at < nextRunAfter(lastDone, everyHours)) {
      await tx.watch.update({ where: { id: watchId }, data: { nextRunAt: nextRunAfter(lastDone, everyHours) } });
      return null;
    }
    const fresh = await freshAds(tx, watch.userId, watchId, ranked, at);
    // A watch seen on Telegram alone delivers what its message lists: the ads past those would be charged unseen.
    const top = fresh.slice(0, watch.inApp ? MAX_ADS_PER_RUN : TELEGRAM_TOP_ADS);
    // The month's rule (lib/services/billing/deliver-ads.ts): ads the user already received this month,
    // by a search or a watch, cost nothing; the others are charged, and a run the quota cuts pauses.
    const delivery = await deliverAds(
      watch.userId,
      top.map((ad) => ad.id),
      { source: "watch", kind: "watch" },
      at,
      tx,
    );
    const deliveredIds = new Set(delivery.delivered);
    const countedIds = new Set(delivery.counted);
    const delivered = top.filter((ad) => deliveredIds.has(ad.id));
    const paused = delivered.length < top.length;
    if (delivered.length > 0) {
      await tx.watchDelivery.createMany({
        data: delivered.map((ad) => ({
          watchId,
          adId: ad.id,
          userId: watch.userId,
          window,
          charged: countedIds.has(ad.id),
          deliveredAt: at,
        })),
        skipDuplicates: true,
      });
      await rememberUserDeliveries(tx, watch.userId, delivered, at);
    }
    await tx.watch.update({
      where: { id: watchId },
      data: {
        lastWindow: window,
        lastRunAt: at,
        lastDeliveredCount: delivered.length,
        lastOutcome: paused ? OUTCOME_PAUSED_QUOTA : delivered.length > 0 ? newAdsSentence(delivered.length) : OUTCOME_NOTHING_NEW,
        status: paused ? "paused_quota" : "active",
        nextRunAt: nextRunAfter(at, everyHours),
      },
    });
    return { delivered, charged: delivery.charged, paused };
  });
  if (!outcome) return skipped;
  const since = watch.lastRunAt ?? new Date(at.getTime() - watch.frequencyHours * HOUR_MS);
  return publishRun({ watch, window, at, since, params, toTelegram, ...outcome });
}

type LoadedWatch = NonNullable<Awaited<ReturnType<typeof loadWatch>>>;

/** A run at `at` reaches the user's Telegram: the watch says so, the chat is linked and not blocked, and not muted ('Silenciar 7 días': the feed still gets the run). */
function reachesTelegram(watch: LoadedWatch, at: Date): boolean {
  const linked = watch.user.telegramId !== null && watch.user.telegramBlockedAt === null;
  const muted = watch.mutedUntil !== null && watch.mutedUntil > at;
  return watch.telegram && linked && !muted;
}

function loadWatch(watchId: string) {
  return db.watch.findUnique({
    where: { id: watchId },
    include: { user: { select: { telegramId: true, telegramBlockedAt: true, timeZone: true, browserTimeZone: true } } },
  });
}

/**
 * A committed run's window again: its delivered ads (WatchDelivery), in the run's ranking, published as
 * the run would have. Feed entries and the message are keyed by watch and window, so a run that already
 * published changes nothing.
 */
async function finishCommittedRun(watch: LoadedWatch, window: string, skipped: DeliverResult): Promise<DeliverResult> {
  const parsed = searchParamsSchema.safeParse(watch.params);
  const ranAt = watch.lastRunAt;
  if (!parsed.success || !ranAt) return skipped;
  const [rows, run] = await Promise.all([
    db.watchDelivery.findMany({ where: { watchId: watch.id, window }, select: { adId: true } }),
    db.watchQueryRun.findUnique({ where: { queryKey_window: { queryKey: watch.queryKey, window } } }),
  ]);
  const paused = watch.status === "paused_quota";
  if (!run || (rows.length === 0 && !paused)) return skipped;
  const toTelegram = reachesTelegram(watch, ranAt);
  const refKeys = ["watch", "arrival", "paused"].map((kind) => `${kind}:${watch.id}:${window}`);
  const [feedDone, messageDone] = await Promise.all([
    db.feedItem.count({ where: { userId: watch.userId, refKey: { in: refKeys } } }),
    db.watchMessage.count({ where: { watchId: watch.id, window } }),
  ]);
  // Published already (the usual case: a second job for the window): nothing to do.
  if ((!watch.inApp || feedDone > 0) && (!toTelegram || messageDone > 0)) return skipped;
  const ids = new Set(rows.map((r) => r.adId));
  const delivered = (await rankedRun(run, parsed.data, window, ranAt)).filter((ad) => ids.has(ad.id));
  const since = new Date(ranAt.getTime() - watch.frequencyHours * HOUR_MS);
  return publishRun({ watch, window, at: ranAt, since, params: parsed.data, toTelegram, delivered, charged: 0, paused });
}

/** After a run's commit: its feed entries, the outcome's wording, and its Telegram message. */
async function publishRun(run: {
  watch: LoadedWatch;
  window: string;
  at: Date;
  since: Date;
  params: SearchParamsValues;
  toTelegram: boolean;
  delivered: NormalizedAd[];
  charged: number;
  paused: boolean;
}): Promise<DeliverResult> {
  const { watch, window, at, since, params, toTelegram } = run;
  const watchId = watch.id;
  const outcome = { delivered: run.delivered, charged: run.charged, paused: run.paused };
  const ids = outcome.delivered.map((ad) => ad.id);
  const [arrivals, thumbs] = await Promise.all([
    findArrivals(ids, params.country, since),
    db.ad.findMany({ where: { id: { in: ids }, thumbnailHash: { not: null } }, select: { id: true } }),
  ]);
  const withThumb = new Set(thumbs.map((t) => t.id));
  const ads = outcome.delivered.map((ad) => feedAd(ad, withThumb.has(ad.id), arrivals.get(ad.id)));
  const entries = feedEntries(watch, window, ads, outcome.paused, at);
  // Vigilancias names the run as Novedades shows it: "9 anuncios nuevos · Llegó a México 1 anuncio", not
  // "10 anuncios nuevos" beside a feed of nine and one arrival. Arrivals are known only once the delivery is
  // committed, hence a second write (guarded by the run's moment, so a later run's outcome is never undone).
  if (arrivals.size > 0 && !outcome.paused) {
    const sentence = entries.map((item) => item.title).join(" · ");
    await db.watch.updateMany({ where: { id: watchId, lastRunAt: at }, data: { lastOutcome: sentence } });
  }

  if (watch.inApp) await addFeedItems(entries);
  let messageId: string | null = null;
  if (toTelegram && (ads.length > 0 || outcome.paused)) {
    const analyses = watch.includeAnalysis
      ? await analysesForWatch(
          watch.userId,
          ads.slice(0, TELEGRAM_TOP_ADS).map((ad) => ad.id),
        )
      : undefined;
    const message = await db.watchMessage.createManyAndReturn({
      data: [
        {
          watchId,
          userId: watch.userId,
          window,
          blocks: watchMessage({ watchName: watch.name, ads, pausedForQuota: outcome.paused, appUrl: appUrl(), at, analyses }),
          photoAdIds: ads.filter((ad) => ad.thumbnailUrl !== null).map((ad) => ad.id),
          adIds: ads.slice(0, TELEGRAM_TOP_ADS).map((ad) => ad.id),
          sendAfter: sendAfter(at, userTimeZone(watch.user, env().APP_TIMEZONE)),
          // The job's clock, not the database's: a failed send is retried for a day from here.
          createdAt: at,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    messageId = message[0]?.id ?? null;
  }
  return {
    watchId,
    status: ads.length > 0 ? "delivered" : "nothing",
    delivered: ads.length,
    charged: outcome.charged,
    paused: outcome.paused,
    messageId,
  };
}

/** Recent runs' ranked ads, shared by the watchers of one query in this process (read-only). */
const rankedRuns = new Map<string, Promise<NormalizedAd[]>>();
const RANKED_RUNS_KEPT = 64;

/**
 * The query's ads for the window that pass its filters, scored and best first. Every watcher of a
 * query has the same parameters (they are its key), so the archive read and the scoring are done
 * once per query, window and clock in a process rather than once per watcher (bench:watches).
 */
function rankedRun(run: { queryKey: string; adIds: string[] }, params: SearchParamsValues, window: string, at: Date) {
  const key = `${run.queryKey}\n${window}\n${at.getTime()}`;
  let ranked = rankedRuns.get(key);
  if (!ranked) {
    ranked = rank(run.adIds, params, at);
    rankedRuns.set(key, ranked);
    ranked.catch(() => rankedRuns.delete(key));
    if (rankedRuns.size > RANKED_RUNS_KEPT) rankedRuns.delete(rankedRuns.keys().next().value as string);
  }
  return ranked;
}

async function rank(adIds: string[], params: SearchParamsValues, at: Date): Promise<NormalizedAd[]> {
  const filtered = hasAdFilters(params);
  const matching = (await loadAds(adIds)).filter(
    (ad) => ad.days_running >= params.minDays && (!filtered || matchesAdFilters(ad, params, at)),
  );
  return (await scoreWithContext(matching, { now: at })).sort((a, b) => b.winner_score - a.winner_score || (a.id < b.id ? -1 : 1));
}

/**
 * The ranked ads neither this watch ever delivered nor any watch delivered to the user in the last 7
 * days. The 7 days are read from WatchUserDelivery, which outlives the watch that delivered.
 */
async function freshAds(tx: Prisma.TransactionClient, userId: string, watchId: string, ranked: NormalizedAd[], at: Date) {
  if (ranked.length === 0) return ranked;
  const ids = ranked.map((a) => a.id);
  const recent = new Date(at.getTime() - DEDUPE_DAYS * DAY_MS);
  const own = await tx.watchDelivery.findMany({ where: { watchId, adId: { in: ids } }, select: { adId: true } });
  const user = await tx.watchUserDelivery.findMany({
    where: { userId, adId: { in: ids }, deliveredAt: { gt: recent } },
    select: { adId: true },
  });
  const done = new Set([...own, ...user].map((r) => r.adId));
  return ranked.filter((ad) => !done.has(ad.id));
}

/** Stamps the 7-day rule's clock for each delivered ad (one statement, the latest delivery wins). */
async function rememberUserDeliveries(tx: Prisma.TransactionClient, userId: string, ads: NormalizedAd[], at: Date) {
  const ids = [...new Set(ads.map((a) => a.id))].sort();
  await tx.$executeRaw`
    INSERT INTO "WatchUserDelivery" ("userId", "adId", "deliveredAt")
    SELECT ${userId}, d."adId", ${at.toISOString()}::timestamp(3) FROM unnest(${ids}::text[]) AS d("adId")
    ON CONFLICT ("userId", "adId") DO UPDATE SET "deliveredAt" = GREATEST("WatchUserDelivery"."deliveredAt", EXCLUDED."deliveredAt")`;
}

function feedEntries(
  watch: { id: string; userId: string; name: string; params: unknown },
  window: string,
  ads: FeedAd[],
  paused: boolean,
  at: Date,
): NewFeedItem[] {
  const base = { userId: watch.userId, watchId: watch.id, watchName: watch.name, at };
  const items: NewFeedItem[] = [];
  const arrived = ads.filter((ad) => ad.arrival);
  const others = ads.filter((ad) => !ad.arrival);
  if (others.length > 0) {
    items.push({
      ...base,
      kind: "watch",
      refKey: `watch:${watch.id}:${window}`,
      title: newAdsSentence(others.length),
      body: `En «${watch.name}»`,
      ads: others,
    });
  }
  if (arrived.length > 0) {
    const country = shortCountryName(arrived[0].arrival?.country ?? "");
    items.push({
      ...base,
      kind: "arrival",
      refKey: `arrival:${watch.id}:${window}`,
      title: `${byCount(arrived.length, "Llegó", "Llegaron")} a ${country} ${pluralize(arrived.length, "anuncio", "anuncios")}`,
      body: `Anuncios que ya corrían en otros países aparecen ahora en ${country} («${watch.name}»)`,
      ads: arrived,
    });
  }
  if (paused) {
    items.push({
      ...base,
      kind: "paused",
      refKey: `paused:${watch.id}:${window}`,
      title: "Vigilancia pausada",
      body: QUOTA_PAUSE_SENTENCE,
    });
  }
  return items;
}
