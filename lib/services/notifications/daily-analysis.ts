import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getBot } from "@/lib/telegram/bot";
import { dayToDate, timeToMinutes, userTimeZone, zonedParts } from "@/lib/time-zone";
import { trendOf } from "@/lib/shared/tracking/trend";
import { currentScores } from "@/lib/services/ads/current-scores";
import { dailyAnalysis, type AnalysisAd, type AnalysisAdvertiser } from "./messages";
import { adsKeyboard } from "@/lib/services/telegram/buttons";
import { sendToUser, type SendOutcome } from "./send-telegram";

/**
 * How late an analysis may still go out after the user's time (the cron runs every 5 minutes; this
 * covers a missed tick or a short outage without sending a 09:00 analysis in the evening).
 */
export const ANALYSIS_WINDOW_MINUTES = 60;
const POINTS = 7;
const TOP_NEW_ADS = 5;

export type DueAnalysis = { userId: string; day: string };

/**
 * The users whose analysis time has come in their own zone (lib/time-zone.ts userTimeZone) and who have not
 * had today's yet. The database's unique (user, kind, day) row is what finally guarantees one a day.
 */
export async function dueAnalyses(now: Date = new Date()): Promise<DueAnalysis[]> {
  if (!getBot()) return [];
  const users = await db.user.findMany({
    where: { telegramId: { not: null }, telegramBlockedAt: null },
    select: { id: true, analysisTime: true, timeZone: true, browserTimeZone: true },
    orderBy: { id: "asc" },
  });
  const due: DueAnalysis[] = [];
  for (const u of users) {
    const local = zonedParts(now, userTimeZone(u, env().APP_TIMEZONE));
    const late = local.minutes - timeToMinutes(u.analysisTime);
    if (late >= 0 && late < ANALYSIS_WINDOW_MINUTES) due.push({ userId: u.id, day: local.day });
  }
  if (due.length === 0) return [];
  const done = await db.notificationLog.findMany({
    where: { kind: "daily_analysis", refId: "", OR: due.map((d) => ({ userId: d.userId, day: dayToDate(d.day) })) },
    select: { userId: true },
  });
  const sent = new Set(done.map((d) => d.userId));
  return due.filter((d) => !sent.has(d.userId));
}

/** Builds and sends one user's daily analysis for their local `day`, at most once. */
export async function sendDailyAnalysis(userId: string, day: string): Promise<SendOutcome> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, telegramId: true, telegramBlockedAt: true, adsFetched: true, plan: { select: { adsLimit: true } } },
  });
  if (!user) return "skipped";
  const tracked = await db.trackedAdvertiser.findMany({
    where: { userId, active: true },
    orderBy: { trackingStartDate: "asc" },
    select: {
      pageName: true,
      dailyStats: {
        orderBy: { date: "desc" },
        take: POINTS,
        select: { date: true, activeAds: true, newAds: true, stoppedAds: true, newAdIds: true },
      },
    },
  });
  const advertisers: AnalysisAdvertiser[] = [];
  const newAdIds: { id: string; pageName: string }[] = [];
  for (const t of tracked) {
    const [last, before] = t.dailyStats;
    if (!last) continue;
    advertisers.push({
      pageName: t.pageName,
      activeAds: last.activeAds,
      change: before ? last.activeAds - before.activeAds : null,
      trend: trendOf(
        t.dailyStats
          .slice(0, POINTS)
          .reverse()
          .map((s) => s.activeAds),
      ),
      newAds: last.newAds,
      stoppedAds: last.stoppedAds,
    });
    for (const id of last.newAdIds) newAdIds.push({ id, pageName: t.pageName });
  }
  const ids = newAdIds.map((a) => a.id);
  const [ads, scores] = await Promise.all([
    ids.length
      ? db.ad.findMany({
          where: { id: { in: ids } },
          select: { id: true, bodies: true, linkTitles: true, snapshotUrl: true, collationCount: true },
        })
      : Promise.resolve([]),
    currentScores(ids),
  ]);
  const byId = new Map(ads.map((a) => [a.id, a]));
  const topNewAds: AnalysisAd[] = newAdIds
    .flatMap((a) => {
      const ad = byId.get(a.id);
      const winner = scores.get(a.id);
      // docs/score.md: the score every screen shows for this ad today.
      return ad && winner ? [{ ad, pageName: a.pageName, winner }] : [];
    })
    .sort((x, y) => y.winner.winner_score - x.winner.winner_score || y.ad.collationCount - x.ad.collationCount)
    .slice(0, TOP_NEW_ADS)
    .map(({ ad, pageName, winner }) => ({
      id: ad.id,
      pageName,
      text: ad.bodies[0] || ad.linkTitles[0] || "",
      url: ad.snapshotUrl,
      score: winner.winner_score,
      label: winner.winner_label,
    }));
  const blocks = dailyAnalysis({
    name: user.name,
    day,
    advertisers,
    topNewAds,
    quota: { used: user.adsFetched, limit: user.plan.adsLimit },
  });
  return sendToUser(user, "daily_analysis", blocks, {
    day: dayToDate(day),
    markup: (chatId) =>
      adsKeyboard(
        topNewAds.map((a) => a.id),
        { userId: user.id, chatId },
      ),
  });
}
