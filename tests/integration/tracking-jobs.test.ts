// The scheduled jobs, run with @inngest/test against the real database, the real ScrapeCreators client
// on its local fake and the real grammY bot on a fake Bot API: snapshots (shared fetch, idempotence,
// new/stopped ads, a failing page leaving the others done), alerts only to trackers, the monthly reset
// in APP_TIMEZONE and the daily analysis at each user's local time, once a day.
import { randomBytes } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { dailySnapshot, snapshotPage, SNAPSHOT_PAGE_EVENT } from "@/inngest/functions/daily-snapshot";
import { monthlyReset } from "@/inngest/functions/monthly-reset";
import { dailyAnalysis } from "@/inngest/functions/daily-analysis";
import { runJob } from "@/inngest/local";
import { dayToDate } from "@/lib/time-zone";
import { COMPANY_ADS_PATH, scAd } from "../support/fake-scrapecreators";
import { chatId, jobWorld } from "../support/job-world";
import { createTestUser } from "../support/factories";
import { archivedAd } from "../support/archive";
import { storeAds } from "@/lib/services/ads/store-ads";
import { deliverAds } from "@/lib/services/billing/deliver-ads";

const jobs = jobWorld({
  route: {
    path: COMPANY_ADS_PATH,
    param: "pageId",
    body: (pageId, ids) => ({
      success: true,
      credits_charged: 1,
      results: ids.map((id) => scAd(id, { page_id: pageId, page_name: `Página ${pageId}` })),
      cursor: null,
    }),
  },
  env: { APP_TIMEZONE: "America/Bogota" },
});
/** pageId → the ad ids its company endpoint serves now; pages in `failing` answer 500. */
const pageAds = jobs.served;
const failing = jobs.failing;

function newPageId(): string {
  return `9${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 15);
}

async function track(userId: string, pageId: string, opts: { initial?: number; adIds?: string[]; country?: string } = {}) {
  const country = opts.country ?? "CO";
  return db.trackedAdvertiser.create({
    data: {
      userId,
      pageId,
      pageName: `Página ${pageId}`,
      country,
      initialActiveAdsCount: opts.initial ?? 0,
      totalAdsTracked: opts.initial ?? 0,
      dailyStats: { create: { date: dayToDate("2026-03-01"), activeAds: opts.initial ?? 0, adIds: opts.adIds ?? [] } },
    },
  });
}

/** Runs the page function for one (pageId, country, day) as Inngest would deliver the fan-out event. */
async function runPage(pageId: string, day: string, country = "CO") {
  const t = new InngestTestEngine({ function: snapshotPage.fn, events: [{ name: SNAPSHOT_PAGE_EVENT, data: { pageId, country, day } }] });
  return t.execute();
}

const companyCalls = (pageId: string) => jobs.sc.server.requestsTo(COMPANY_ADS_PATH).filter((r) => r.query.get("pageId") === pageId).length;

describe("daily snapshot", () => {
  it("fans out one event per distinct (pageId, country): three users on one page make one event", async () => {
    const pageId = newPageId();
    for (let i = 0; i < 3; i++) await track((await createTestUser({ planType: "pioneros" })).id, pageId);
    const t = new InngestTestEngine({
      function: dailySnapshot.fn,
      events: [{ name: "inngest/scheduled.timer", data: { cron: "TZ=America/Bogota 0 6 * * *" }, ts: Date.parse("2026-03-02T11:00:00Z") }],
      steps: [{ id: "fan-out", handler: () => ({ ids: [] }) }],
    });
    const { result, ctx } = await t.execute();
    expect(result).toMatchObject({ day: "2026-03-02" });
    const sent = ctx.step.sendEvent.mock.calls[0]?.[1] as { name: string; data: { pageId: string; country: string; day: string } }[];
    expect(sent.filter((e) => e.data.pageId === pageId)).toEqual([
      { name: SNAPSHOT_PAGE_EVENT, data: { pageId, country: "CO", day: "2026-03-02" } },
    ]);
  });

  it("one upstream call for a page tracked by three users, a point for each, and a second run changes nothing", async () => {
    const pageId = newPageId();
    pageAds.set(
      pageId,
      ["a1", "a2", "a3"].map((s) => `${pageId}${s}`),
    );
    const users = await Promise.all([0, 1, 2].map(() => createTestUser({ planType: "pioneros" })));
    const tracked = [];
    for (const u of users) tracked.push(await track(u.id, pageId, { initial: 2 }));

    const first = await runPage(pageId, "2026-03-02");
    expect(first.result).toMatchObject({ fetched: true, activeAds: 3, trackers: 3 });
    expect(companyCalls(pageId)).toBe(1);
    const points = await db.advertiserDailyStat.findMany({
      where: { trackedAdvertiserId: { in: tracked.map((t) => t.id) }, date: dayToDate("2026-03-02") },
    });
    expect(points).toHaveLength(3);
    expect(points.every((p) => p.activeAds === 3 && p.adIds.length === 3)).toBe(true);

    const before = await db.advertiserDailyStat.findMany({
      where: { trackedAdvertiserId: { in: tracked.map((t) => t.id) } },
      orderBy: { id: "asc" },
    });
    const second = await runPage(pageId, "2026-03-02");
    expect(second.result).toMatchObject({ fetched: false, trackers: 3 });
    expect(companyCalls(pageId)).toBe(1);
    const after = await db.advertiserDailyStat.findMany({
      where: { trackedAdvertiserId: { in: tracked.map((t) => t.id) } },
      orderBy: { id: "asc" },
    });
    expect(after).toEqual(before);
    expect(await db.advertiserSnapshot.count({ where: { pageId } })).toBe(1);
  });

  it("records which ads are new and which stopped between two snapshots", async () => {
    const pageId = newPageId();
    const user = await createTestUser({ planType: "pioneros" });
    const t = await track(user.id, pageId);
    pageAds.set(pageId, [`${pageId}x1`, `${pageId}x2`, `${pageId}x3`]);
    await runPage(pageId, "2026-03-02");
    pageAds.set(pageId, [`${pageId}x2`, `${pageId}x3`, `${pageId}x4`, `${pageId}x5`]);
    await runPage(pageId, "2026-03-03");
    const day2 = await db.advertiserDailyStat.findUniqueOrThrow({
      where: { trackedAdvertiserId_date: { trackedAdvertiserId: t.id, date: dayToDate("2026-03-03") } },
    });
    expect(day2).toMatchObject({ activeAds: 4, newAds: 2, stoppedAds: 1, newAdIds: [`${pageId}x4`, `${pageId}x5`] });
    // The new ads are stored, so the card can show and link them.
    expect(await db.ad.count({ where: { id: { in: day2.newAdIds } } })).toBe(2);
  });

  it("an upstream failure for one page leaves the other pages done", async () => {
    const good = newPageId();
    const bad = newPageId();
    pageAds.set(good, [`${good}g1`]);
    failing.add(bad);
    const user = await createTestUser({ planType: "pioneros" });
    const tGood = await track(user.id, good);
    const tBad = await track(user.id, bad);
    const failed = await runPage(bad, "2026-03-02");
    expect(failed.error).toBeTruthy();
    const ok = await runPage(good, "2026-03-02");
    expect(ok.error).toBeUndefined();
    expect(await db.advertiserDailyStat.count({ where: { trackedAdvertiserId: tGood.id, date: dayToDate("2026-03-02") } })).toBe(1);
    expect(await db.advertiserDailyStat.count({ where: { trackedAdvertiserId: tBad.id, date: dayToDate("2026-03-02") } })).toBe(0);

    // The in-process path runs the same bodies: the failing page is logged, the good one stays done.
    const lines: string[] = [];
    await runJob("snapshot", { now: new Date("2026-03-04T12:00:00Z"), log: (l) => lines.push(l) });
    expect(lines.some((l) => l.includes(bad))).toBe(true);
    expect(await db.advertiserDailyStat.count({ where: { trackedAdvertiserId: tGood.id, date: dayToDate("2026-03-04") } })).toBe(1);
  });

  it("alerts go only to the users who track the advertiser, once, per the thresholds", async () => {
    const pageId = newPageId();
    const other = newPageId();
    pageAds.set(
      pageId,
      Array.from({ length: 10 }, (_, i) => `${pageId}q${i}`),
    );
    pageAds.set(other, [`${other}o1`]);
    const [a, b, outsider] = await Promise.all([0, 1, 2].map(() => createTestUser({ planType: "pioneros" })));
    const chats = [chatId(), chatId(), chatId()];
    await Promise.all([a, b, outsider].map((u, i) => db.user.update({ where: { id: u.id }, data: { telegramId: chats[i] } })));
    // 4 → 10 is +150 %: growth for both trackers.
    await track(a.id, pageId, { initial: 4, adIds: [`${pageId}q0`, `${pageId}q1`, `${pageId}q2`, `${pageId}q3`] });
    await track(b.id, pageId, { initial: 4, adIds: [`${pageId}q0`, `${pageId}q1`, `${pageId}q2`, `${pageId}q3`] });
    await track(outsider.id, other, { initial: 1, adIds: [`${other}o1`] });

    await runPage(pageId, "2026-03-02");
    await runPage(other, "2026-03-02");
    await runPage(pageId, "2026-03-02");
    const sent = jobs.tg.sent();
    expect(sent.map((s) => s.chatId).sort()).toEqual([chats[0], chats[1]].sort());
    expect(sent[0].text).toContain("Crecimiento fuerte");
    expect(sent[0].text).toContain(`Página ${pageId}`);
    expect(sent[0].parseMode).toBe("HTML");
    expect(await db.notificationLog.count({ where: { userId: { in: [a.id, b.id] }, kind: "alert", status: "sent" } })).toBe(2);
    // The same alert in each tracker's 'Novedades' feed, once despite the second run.
    const feed = await db.feedItem.findMany({ where: { userId: { in: [a.id, b.id, outsider.id] } } });
    expect(feed.map((f) => f.userId).sort()).toEqual([a.id, b.id].sort());
    expect(feed[0]).toMatchObject({
      kind: "growth",
      title: "Crecimiento fuerte",
      body: `Página ${pageId} pasó de 4 a 10 anuncios activos.`,
    });
  });
});

describe("monthly usage reset", () => {
  it("runs at 00:00 UTC on the 1st, when the quota's month starts, and a second run resets nobody", async () => {
    const u = await createTestUser();
    await db.user.update({
      where: { id: u.id },
      data: { adsFetched: 80, searchesPerformed: 5, creditsMonth: 7, creditsTotal: 9, usagePeriodStart: new Date("2026-02-01T00:00:00Z") },
    });
    const run = () =>
      new InngestTestEngine({
        function: monthlyReset.fn,
        events: [{ name: "inngest/scheduled.timer", data: {}, ts: Date.parse("2026-03-01T00:05:00Z") }],
      }).execute();
    await run();
    expect(await db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({
      adsFetched: 0,
      searchesPerformed: 0,
      creditsMonth: 0,
      creditsTotal: 9,
      usagePeriodStart: new Date("2026-03-01T00:00:00Z"),
    });
    await db.user.update({ where: { id: u.id }, data: { adsFetched: 3 } });
    await run();
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).adsFetched).toBe(3);
  });

  it("an ad received in the last hour of the UTC month and again after it is charged once in each month, in Madrid too", async () => {
    jobs.env.set({ APP_TIMEZONE: "Europe/Madrid" });
    try {
      const u = await createTestUser();
      await db.user.update({ where: { id: u.id }, data: { adsFetched: 50, usagePeriodStart: new Date("2026-02-01T00:00:00Z") } });
      const ads = [archivedAd({ ad_creative_bodies: ["Fin de mes en Madrid"] })];
      await storeAds(ads, { country: "ES" });
      const ids = ads.map((a) => a.id);
      // 00:05 on 1 March in Madrid is still February in UTC: the quota's month has not turned.
      await new InngestTestEngine({
        function: monthlyReset.fn,
        events: [{ name: "inngest/scheduled.timer", data: {}, ts: Date.parse("2026-02-28T23:05:00Z") }],
      }).execute();
      expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).adsFetched).toBe(50);
      expect(await deliverAds(u.id, ids, { source: "search", kind: "search" }, new Date("2026-02-28T23:30:00Z"))).toMatchObject({
        charged: 1,
      });
      expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).adsFetched).toBe(51);
      // March in UTC: the same ad is new this month, counted once in a counter that starts from zero.
      expect(await deliverAds(u.id, ids, { source: "watch", kind: "watch" }, new Date("2026-03-01T00:30:00Z"))).toMatchObject({
        charged: 1,
      });
      expect(await deliverAds(u.id, ids, { source: "search", kind: "search" }, new Date("2026-03-01T00:40:00Z"))).toMatchObject({
        charged: 0,
      });
      expect(await db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({
        adsFetched: 1,
        usagePeriodStart: new Date("2026-03-01T00:00:00Z"),
      });
    } finally {
      jobs.env.set({ APP_TIMEZONE: "America/Bogota" });
    }
  });
});

describe("daily analysis", () => {
  it("goes out once a day at each user's own time in their own zone (chosen, else the browser's)", async () => {
    const bogota = await createTestUser({ planType: "pioneros" });
    const madrid = await createTestUser({ planType: "pioneros" });
    const [cB, cM] = [chatId(), chatId()];
    await db.user.update({
      where: { id: bogota.id },
      data: { telegramId: cB, analysisTime: "09:00", timeZone: "America/Bogota", adsFetched: 120 },
    });
    // Madrid chose no zone: its browser's (reported by the tz cookie) applies, not the app's.
    await db.user.update({ where: { id: madrid.id }, data: { telegramId: cM, analysisTime: "09:00", browserTimeZone: "Europe/Madrid" } });
    const pageId = newPageId();
    await track(bogota.id, pageId, { initial: 3 });

    const at = (iso: string) =>
      new InngestTestEngine({
        function: dailyAnalysis.fn,
        events: [{ name: "inngest/scheduled.timer", data: {}, ts: Date.parse(iso) }],
      }).execute();
    const mine = () => jobs.tg.sent().filter((s) => s.chatId === cB || s.chatId === cM);

    await at("2026-03-02T07:55:00Z"); // 08:55 Madrid, 02:55 Bogotá: nobody yet
    expect(mine()).toEqual([]);
    await at("2026-03-02T08:00:00Z"); // 09:00 Madrid
    expect(mine().map((s) => s.chatId)).toEqual([cM]);
    await at("2026-03-02T08:05:00Z"); // again within the window: not twice
    expect(mine().map((s) => s.chatId)).toEqual([cM]);
    await at("2026-03-02T14:00:00Z"); // 09:00 Bogotá
    expect(mine().map((s) => s.chatId)).toEqual([cM, cB]);
    const text = mine()[1].text;
    expect(text).toContain("Análisis diario");
    expect(text).toContain(`Página ${pageId}`);
    expect(text).toContain("120 de 2.000 anuncios");

    // Even a direct second send for the same day is refused by the database.
    const { sendDailyAnalysis } = await import("@/lib/services/notifications/daily-analysis");
    expect(await sendDailyAnalysis(bogota.id, "2026-03-02")).toBe("duplicate");
    expect(await db.notificationLog.count({ where: { userId: { in: [bogota.id, madrid.id] }, kind: "daily_analysis" } })).toBe(2);
  });

  it("lists the day's new ads with their winner score and label", async () => {
    const u = await createTestUser({ planType: "pioneros" });
    const chat = chatId();
    await db.user.update({ where: { id: u.id }, data: { telegramId: chat, analysisTime: "09:00", timeZone: "America/Bogota" } });
    const pageId = newPageId();
    const before = [`${pageId}s1`, `${pageId}s2`];
    await track(u.id, pageId, { initial: 2, adIds: before });
    pageAds.set(pageId, [...before, `${pageId}n1`, `${pageId}n2`]);
    // Today: the score reads the advertiser's momentum from counts at most 3 days old, as every screen does.
    const today = new Date().toISOString().slice(0, 10);
    await runPage(pageId, today);

    const { sendDailyAnalysis } = await import("@/lib/services/notifications/daily-analysis");
    expect(await sendDailyAnalysis(u.id, today)).toBe("sent");
    const text = jobs.tg.sent().find((m) => m.chatId === chat)?.text ?? "";
    expect(text).toContain("Anuncios nuevos del día");
    // docs/score.md: over a year on air +25, 3 copies +6, velocity unknown +0, 4 active ads +2 (no point
    // 7 days back), 2 countries +4, 4 placements +4, active +5.
    const lines = text.split("\n").filter((l) => l.startsWith("Puntuación"));
    expect(lines).toEqual(["Puntuación 46 · Prometedor", "Puntuación 46 · Prometedor"]);
  });

  it("a chat that blocked the bot is marked and not tried again", async () => {
    const u = await createTestUser({ planType: "pioneros" });
    const chat = chatId();
    jobs.tg.blocked.add(chat);
    await db.user.update({ where: { id: u.id }, data: { telegramId: chat, analysisTime: "10:00", timeZone: "America/Bogota" } });
    const at = (iso: string) =>
      new InngestTestEngine({
        function: dailyAnalysis.fn,
        events: [{ name: "inngest/scheduled.timer", data: {}, ts: Date.parse(iso) }],
      }).execute();
    await at("2026-03-05T15:00:00Z");
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).telegramBlockedAt).not.toBeNull();
    expect(await db.notificationLog.findFirst({ where: { userId: u.id } })).toMatchObject({ status: "blocked" });
    await at("2026-03-06T15:00:00Z");
    expect(jobs.tg.sent().filter((s) => s.chatId === chat)).toHaveLength(1);
  });
});

// Two runners at once (a retry overlapping its first attempt, Inngest and a stray in-process scheduler,
// two nodes with croner): each job must still leave one row per advertiser per day and one message per
// user per day. Dates are this block's own, so other files' rows are never in scope.
describe("every job run twice at once", () => {
  it("snapshot: one snapshot and one point per tracking for the day, one alert per user", async () => {
    const pageId = newPageId();
    pageAds.set(
      pageId,
      Array.from({ length: 10 }, (_, i) => `${pageId}t${i}`),
    );
    const users = await Promise.all([0, 1, 2].map(() => createTestUser({ planType: "pioneros" })));
    const chats = users.map(() => chatId());
    await Promise.all(users.map((u, i) => db.user.update({ where: { id: u.id }, data: { telegramId: chats[i] } })));
    // 3 → 10 ads: a growth alert for every tracker.
    const tracked = [];
    for (const u of users) tracked.push(await track(u.id, pageId, { initial: 3, adIds: [`${pageId}t0`, `${pageId}t1`, `${pageId}t2`] }));

    const runs = await Promise.all([runPage(pageId, "2026-04-02"), runPage(pageId, "2026-04-02")]);
    expect(runs.map((r) => r.error)).toEqual([undefined, undefined]);
    expect(await db.advertiserSnapshot.count({ where: { pageId } })).toBe(1);
    // One upstream call paid for, not one per run.
    expect(companyCalls(pageId)).toBe(1);
    const points = await db.advertiserDailyStat.groupBy({
      by: ["trackedAdvertiserId"],
      where: { trackedAdvertiserId: { in: tracked.map((t) => t.id) }, date: dayToDate("2026-04-02") },
      _count: { _all: true },
    });
    expect(points.map((p) => p._count._all)).toEqual([1, 1, 1]);
    const totals = await db.trackedAdvertiser.findMany({
      where: { id: { in: tracked.map((t) => t.id) } },
      select: { totalAdsTracked: true },
    });
    expect(totals.map((t) => t.totalAdsTracked)).toEqual([10, 10, 10]);
    expect(
      jobs.tg
        .sent()
        .map((s) => s.chatId)
        .sort(),
    ).toEqual([...chats].sort());
  });

  it("daily analysis, on Inngest and in-process at the same moment: one message per user", async () => {
    const users = await Promise.all([0, 1, 2].map(() => createTestUser({ planType: "pioneros" })));
    const chats = users.map(() => chatId());
    // 03:15 in Kathmandu (UTC+05:45), a time no other test uses.
    await Promise.all(
      users.map((u, i) =>
        db.user.update({ where: { id: u.id }, data: { telegramId: chats[i], analysisTime: "03:15", timeZone: "Asia/Kathmandu" } }),
      ),
    );
    const ts = Date.parse("2026-04-02T21:30:00Z");
    const onInngest = () =>
      new InngestTestEngine({ function: dailyAnalysis.fn, events: [{ name: "inngest/scheduled.timer", data: {}, ts }] }).execute();
    await Promise.all([onInngest(), onInngest(), runJob("analysis", { now: new Date(ts) })]);

    expect(
      jobs.tg
        .sent()
        .filter((s) => chats.includes(s.chatId))
        .map((s) => s.chatId)
        .sort(),
    ).toEqual([...chats].sort());
    expect(await db.notificationLog.count({ where: { userId: { in: users.map((u) => u.id) }, kind: "daily_analysis" } })).toBe(3);
  });

  it("monthly reset: each stale month reset once, the new month's period set", async () => {
    // A period years back, so this run (dated February 2020) touches these users only.
    const users = await Promise.all([0, 1, 2].map(() => createTestUser()));
    await db.user.updateMany({
      where: { id: { in: users.map((u) => u.id) } },
      data: { adsFetched: 70, searchesPerformed: 4, creditsMonth: 6, creditsTotal: 9, usagePeriodStart: new Date("2020-01-01T00:00:00Z") },
    });
    // 1 February 00:05 UTC.
    const ts = Date.parse("2020-02-01T00:05:00Z");
    const onInngest = () =>
      new InngestTestEngine({ function: monthlyReset.fn, events: [{ name: "inngest/scheduled.timer", data: {}, ts }] }).execute();
    await Promise.all([onInngest(), runJob("reset", { now: new Date(ts) })]);
    const after = await db.user.findMany({
      where: { id: { in: users.map((u) => u.id) } },
      select: { adsFetched: true, searchesPerformed: true, creditsMonth: true, creditsTotal: true, usagePeriodStart: true },
    });
    expect(after).toEqual(
      users.map(() => ({
        adsFetched: 0,
        searchesPerformed: 0,
        creditsMonth: 0,
        creditsTotal: 9,
        usagePeriodStart: new Date("2020-02-01T00:00:00Z"),
      })),
    );
  });
});
