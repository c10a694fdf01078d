// The watches job on real PostgreSQL, the real ScrapeCreators client on its local fake and the real
// grammY bot on a fake Bot API, driven through @inngest/test (the three functions) and the in-process
// runner (`npm run job -- watches`): one upstream call per distinct query, a second run delivering
// nothing, quota charged only for ads the user had not seen, the pause at the limit and the resume
// after the monthly reset, the 7-day dedupe across a user's watches, quiet hours, an arrival in a new
// country, and a failing query leaving the others done.
import { createHash, randomBytes } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { runJob } from "@/inngest/local";
import { watchesTick, watchQuery, watchDeliver, WATCH_QUERY_EVENT, WATCH_DELIVER_EVENT } from "@/inngest/functions/watches";
import { storeAds } from "@/lib/services/ads/store-ads";
import { mediaStore } from "@/lib/services/images/media-store";
import { watchQueryKey } from "@/lib/services/watches/query-key";
import { deliverWatch, OUTCOME_INVALID, OUTCOME_NO_CHANNEL } from "@/lib/services/watches/deliver-watch";
import { listWatches } from "@/lib/services/watches/list-watches";
import { ensureQueryRun } from "@/lib/services/watches/query-run";
import { watchWindow, windowStart } from "@/lib/services/watches/schedule";
import { monthStart } from "@/lib/services/billing/usage-period";
import { deleteWatch, updateWatch } from "@/lib/services/watches/update-watch";
import { sendDueWatchMessages } from "@/lib/services/notifications/send-watch-messages";
import { searchParamsSchema } from "@/lib/validation/search";
import { SEARCH_PATH, scAd } from "../support/fake-scrapecreators";
import { chatId, jobWorld } from "../support/job-world";
import { archivedAd, DAY, nonce } from "../support/archive";
import { createTestPlan, createTestUser } from "../support/factories";

const APP_URL = "https://adradar.test";
const jobs = jobWorld({
  route: {
    path: SEARCH_PATH,
    param: "query",
    body: (_, ids) => ({
      success: true,
      credits_charged: 1,
      // Reached countries left empty: the archive records only the searched country, as the test says.
      searchResults: ids.map((id, i) =>
        scAd(id, { page_id: `55${i}`, page_name: `Tienda <${i}> & Cía`, targeted_or_reached_countries: [], collation_id: null }),
      ),
      cursor: null,
    }),
  },
  env: { APP_TIMEZONE: "America/Bogota", APP_URL },
});
/** search term → the ad ids the search endpoint serves for it; terms in `failing` answer 500. */
const termAds = jobs.served;
const failing = jobs.failing;

/** 15:00 UTC (10:00 in Bogotá) on a day after today: every watch created now is due, and it is not quiet time. */
function daytime(daysAhead = 1): Date {
  const d = new Date(Date.now() + daysAhead * DAY);
  d.setUTCHours(15, 0, 0, 0);
  return d;
}

function adIds(n: number): string[] {
  const base = randomBytes(5).readUIntBE(0, 5);
  return Array.from({ length: n }, (_, i) => `8${base}${String(i).padStart(2, "0")}`);
}

/** A term of this test's own, served with `n` ads. */
function term(n: number): { value: string; ids: string[] } {
  const value = `vigilancia ${nonce()}`;
  const ids = adIds(n);
  termAds.set(value, ids);
  return { value, ids };
}

async function user(opts: { planType?: string; telegram?: boolean; timeZone?: string } = {}) {
  const u = await createTestUser({ planType: opts.planType ?? "tactico" });
  return db.user.update({
    where: { id: u.id },
    data: { telegramId: opts.telegram === false ? null : chatId(), timeZone: opts.timeZone ?? null },
  });
}

async function watch(
  userId: string,
  value: string,
  opts: { country?: string; name?: string; minScore?: number; telegram?: boolean; frequencyHours?: number; createdAt?: Date } = {},
) {
  const params = searchParamsSchema.parse({ value, country: opts.country ?? "CO", minDays: 0 });
  return db.watch.create({
    data: {
      userId,
      name: opts.name ?? `Vigilar ${value}`,
      params,
      queryKey: watchQueryKey(params),
      minScore: opts.minScore ?? 0,
      frequencyHours: opts.frequencyHours ?? 24,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
      telegram: opts.telegram ?? true,
      inApp: true,
      nextRunAt: new Date(Date.now() - 60_000),
    },
  });
}

const searchCalls = (value: string) => jobs.sc.server.requestsTo(SEARCH_PATH).filter((r) => r.query.get("query") === value).length;
const messagesTo = (chat: string | null) => jobs.tg.sent().filter((m) => m.chatId === chat);

describe("through Inngest's functions (@inngest/test)", () => {
  it("fetches a query once for three watchers, delivers to each, and a retried delivery does nothing", async () => {
    const { value, ids } = term(7);
    const users = await Promise.all([user(), user(), user()]);
    const watches: Awaited<ReturnType<typeof watch>>[] = [];
    for (const u of users) watches.push(await watch(u.id, value, { name: "Fajas <b>CO</b>" }));
    const at = daytime();

    const tick = new InngestTestEngine({
      function: watchesTick.fn,
      events: [{ name: "inngest/scheduled.timer", data: {}, ts: at.getTime() }],
      steps: [{ id: "fan-out", handler: () => ({ ids: [] }) }],
    });
    const { ctx } = await tick.execute();
    const fanned = ctx.step.sendEvent.mock.calls[0]?.[1] as { name: string; data: { queryKey: string; watchIds: string[] } }[];
    const mine = fanned.filter((e) => e.data.queryKey === watches[0].queryKey);
    expect(mine).toHaveLength(1);
    expect(mine[0].name).toBe(WATCH_QUERY_EVENT);
    expect([...mine[0].data.watchIds].sort()).toEqual(watches.map((w) => w.id).sort());

    const query = new InngestTestEngine({
      function: watchQuery.fn,
      events: [{ name: WATCH_QUERY_EVENT, data: mine[0].data }],
      steps: [{ id: "deliver", handler: () => ({ ids: [] }) }],
    });
    const q = await query.execute();
    expect(searchCalls(value)).toBe(1);
    const deliveries = q.ctx.step.sendEvent.mock.calls[0]?.[1] as { name: string; data: Record<string, unknown> }[];
    expect(deliveries.map((d) => d.name)).toEqual([WATCH_DELIVER_EVENT, WATCH_DELIVER_EVENT, WATCH_DELIVER_EVENT]);
    // The ads went into the archive.
    expect(await db.ad.count({ where: { id: { in: ids } } })).toBe(7);

    for (const d of deliveries) {
      const { result } = await new InngestTestEngine({
        function: watchDeliver.fn,
        events: [{ name: WATCH_DELIVER_EVENT, data: d.data }],
      }).execute();
      // Queued for the outbox's drain, which sends it without holding up the delivery.
      expect(result).toMatchObject({ status: "delivered", delivered: 7, sent: "queued" });
    }
    await vi.waitFor(() => expect(users.map((u) => messagesTo(u.telegramId).length)).toEqual(users.map(() => 1)), { timeout: 15_000 });
    for (const u of users) {
      const texts = messagesTo(u.telegramId);
      expect(texts).toHaveLength(1);
      const text = texts[0].text;
      expect(text).toContain("Vigilancia: Fajas &lt;b&gt;CO&lt;/b&gt;");
      expect(text).toContain("7 anuncios nuevos (los 5 mejores aquí; todos en Novedades)");
      expect(text.match(/Ver anuncio en AdRadar/g)).toHaveLength(5);
      expect(text).toMatch(/Puntuación \d+/);
      expect(text).toContain("días activo");
      expect(text).toContain("Tienda &lt;");
      expect(text).toMatch(new RegExp(`href="${APP_URL}/ads/8\\d+"`));
      expect(text.length).toBeLessThan(4096);
    }
    // A retried delivery (same watch, same window) changes nothing and sends nothing.
    jobs.tg.reset();
    const again = await new InngestTestEngine({
      function: watchDeliver.fn,
      events: [{ name: WATCH_DELIVER_EVENT, data: deliveries[0].data }],
    }).execute();
    expect(again.result).toMatchObject({ status: "skipped", delivered: 0 });
    expect(jobs.tg.sent()).toHaveLength(0);
    expect(await db.watchDelivery.count({ where: { watchId: watches[0].id } })).toBe(7);
  });
});

describe("through the in-process runner (npm run job -- watches)", () => {
  it("a run that committed its delivery and died before its feed entry and message is finished by the retry, charging nothing more", async () => {
    const { value } = term(3);
    const u = await user();
    const w = await watch(u.id, value);
    const at = daytime();
    const window = watchWindow(at);
    await ensureQueryRun(w.queryKey, window, at);
    expect(await deliverWatch(w.id, window, at)).toMatchObject({ delivered: 3, charged: 3 });
    // As if the process died right after the delivery's commit: nothing published.
    await db.feedItem.deleteMany({ where: { userId: u.id } });
    await db.watchMessage.deleteMany({ where: { watchId: w.id } });
    const retry = await deliverWatch(w.id, window, new Date(at.getTime() + 60_000));
    expect(retry).toMatchObject({ delivered: 3, charged: 0 });
    const items = await db.feedItem.findMany({ where: { userId: u.id } });
    expect(items.map((i) => [i.title, (i.ads as unknown[]).length])).toEqual([["3 anuncios nuevos", 3]]);
    expect(await db.watchMessage.count({ where: { watchId: w.id, window } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).adsFetched).toBe(3);
    // Published, a further retry changes nothing.
    expect(await deliverWatch(w.id, window, new Date(at.getTime() + 120_000))).toMatchObject({ status: "skipped" });
    expect(await db.feedItem.count({ where: { userId: u.id } })).toBe(1);
  });

  it("a watch seen on Telegram alone delivers and charges what its message lists, and one nobody would see charges nothing", async () => {
    const { value } = term(8);
    const [linked, unlinked] = await Promise.all([user(), user({ telegram: false })]);
    const [shown, unseen] = await Promise.all([watch(linked.id, value), watch(unlinked.id, value)]);
    await db.watch.updateMany({ where: { id: { in: [shown.id, unseen.id] } }, data: { inApp: false } });
    await runJob("watches", { now: daytime(), log: () => {} });
    expect(await db.watch.findUniqueOrThrow({ where: { id: shown.id } })).toMatchObject({ lastDeliveredCount: 5 });
    expect((await db.user.findUniqueOrThrow({ where: { id: linked.id } })).adsFetched).toBe(5);
    expect(messagesTo(linked.telegramId)).toHaveLength(1);
    expect(await db.watch.findUniqueOrThrow({ where: { id: unseen.id } })).toMatchObject({
      status: "active",
      lastOutcome: OUTCOME_NO_CHANNEL,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: unlinked.id } })).adsFetched).toBe(0);
    expect(await db.watchDelivery.count({ where: { watchId: unseen.id } })).toBe(0);
  });

  it("a watch whose saved filters the search no longer accepts is paused with a word, and its query's other watchers still get theirs", async () => {
    const { value } = term(2);
    const [owner, other] = await Promise.all([user(), user()]);
    // Saved first, by an older version: a period the search no longer offers.
    const old = await watch(owner.id, value);
    await db.watch.update({ where: { id: old.id }, data: { params: { ...(old.params as object), startedWithin: 45 } } });
    const good = await watch(other.id, value);
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    expect(await db.watch.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({ status: "paused", lastOutcome: OUTCOME_INVALID });
    expect(await db.watch.findUniqueOrThrow({ where: { id: good.id } })).toMatchObject({ status: "active", lastDeliveredCount: 2 });
    expect(await db.feedItem.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("one upstream call for three watchers; the feed has each delivery; a second run delivers nothing", async () => {
    const { value } = term(3);
    const users = await Promise.all([user(), user(), user({ telegram: false })]);
    for (const u of users) await watch(u.id, value);
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    expect(searchCalls(value)).toBe(1);
    for (const u of users) {
      const items = await db.feedItem.findMany({ where: { userId: u.id } });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ kind: "watch", title: "3 anuncios nuevos", readAt: null });
      expect(items[0].ads).toHaveLength(3);
    }
    expect(messagesTo(users[0].telegramId)).toHaveLength(1);
    expect(messagesTo(users[2].telegramId)).toHaveLength(0);
    const listed = await db.watch.findMany({ where: { userId: { in: users.map((u) => u.id) } } });
    expect(listed.every((w) => w.lastOutcome === "3 anuncios nuevos" && w.lastDeliveredCount === 3)).toBe(true);

    // The same tick again, then the next day with the same ads upstream: nothing is delivered twice.
    jobs.tg.reset();
    await runJob("watches", { now: at, log: () => {} });
    expect(searchCalls(value)).toBe(1);
    await runJob("watches", { now: new Date(at.getTime() + DAY), log: () => {} });
    expect(searchCalls(value)).toBe(2);
    expect(jobs.tg.sent().filter((m) => users.some((u) => u.telegramId === m.chatId))).toHaveLength(0);
    expect(await db.feedItem.count({ where: { userId: { in: users.map((u) => u.id) } } })).toBe(3);
    const after = await db.watch.findMany({ where: { userId: { in: users.map((u) => u.id) } } });
    expect(after.every((w) => w.lastOutcome === "Sin novedades" && w.lastDeliveredCount === 0)).toBe(true);
  });

  it("charges only the ads the user had not received this month, and records the delivery in the ledger", async () => {
    const { value, ids } = term(6);
    const plan = await createTestPlan({ adsLimit: 100 });
    const u = await user({ planType: plan.type });
    const at = daytime();
    await storeAds(
      ids.slice(0, 3).map((id) => archivedAd({ id })),
      { country: "CO" },
    );
    // Two of the six were delivered to this user by a search this month; a third last month only,
    // so it counts again.
    await db.adDelivery.createMany({ data: ids.slice(0, 3).map((adId) => ({ userId: u.id, adId })) });
    await db.monthlyAdDelivery.createMany({
      data: [
        ...ids.slice(0, 2).map((adId) => ({ userId: u.id, adId, period: monthStart(at), source: "search" })),
        { userId: u.id, adId: ids[2], period: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)), source: "search" },
      ],
    });
    await db.user.update({ where: { id: u.id }, data: { usagePeriodStart: monthStart(at), adsFetched: 2 } });
    await watch(u.id, value);
    await runJob("watches", { now: at, log: () => {} });
    const after = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(after.adsFetched).toBe(2 + 4);
    const ledger = await db.usageEvent.findMany({ where: { userId: u.id, kind: "watch" } });
    expect(ledger.map((e) => [e.ads, e.freeAds])).toEqual([[4, 2]]);
    expect(await db.monthlyAdDelivery.count({ where: { userId: u.id, period: monthStart(at) } })).toBe(6);
    const delivered = await db.watchDelivery.findMany({ where: { userId: u.id } });
    expect(delivered).toHaveLength(6);
    expect(delivered.filter((d) => d.charged)).toHaveLength(4);
  });

  it("pauses at the quota, says so in its message and in the app, and resumes after the monthly reset", async () => {
    const { value } = term(5);
    const plan = await createTestPlan({ adsLimit: 2 });
    const u = await user({ planType: plan.type });
    const w = await watch(u.id, value);
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    const paused = await db.watch.findUniqueOrThrow({ where: { id: w.id } });
    expect(paused).toMatchObject({ status: "paused_quota", lastOutcome: "Pausada: cuota mensual agotada", lastDeliveredCount: 2 });
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).adsFetched).toBe(2);
    const text = messagesTo(u.telegramId)[0]?.text ?? "";
    expect(text).toContain("2 anuncios nuevos");
    expect(text).toContain("Vigilancia pausada");
    expect(text).toContain("se reanudará sola");
    const feed = await db.feedItem.findMany({ where: { userId: u.id }, orderBy: { kind: "asc" } });
    expect(feed.map((f) => f.kind)).toEqual(["paused", "watch"]);

    // Still within the month: it stays paused and fetches nothing for it.
    await runJob("watches", { now: new Date(at.getTime() + 6 * 3_600_000), log: () => {} });
    expect((await db.watch.findUniqueOrThrow({ where: { id: w.id } })).status).toBe("paused_quota");
    // The first day of the next month: the quota is back, the watch resumes and delivers the rest.
    const nextMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 2, 15));
    await runJob("watches", { now: nextMonth, log: () => {} });
    const resumed = await db.watch.findUniqueOrThrow({ where: { id: w.id } });
    expect(resumed).toMatchObject({ status: "paused_quota", lastDeliveredCount: 2 });
    expect(await db.watchDelivery.count({ where: { watchId: w.id } })).toBe(4);
  });

  it("never delivers an ad to a user twice within 7 days, whichever watch finds it", async () => {
    const a = term(2);
    const b = { value: `otra ${nonce()}`, ids: [a.ids[0], ...adIds(1)] };
    termAds.set(b.value, b.ids);
    const u = await user();
    const first = await watch(u.id, a.value);
    const second = await watch(u.id, b.value);
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    const byWatch = async (id: string) => (await db.watchDelivery.findMany({ where: { watchId: id } })).map((d) => d.adId).sort();
    const one = await byWatch(first.id);
    const two = await byWatch(second.id);
    // The shared ad went to exactly one of the two watches.
    expect([...one, ...two].filter((id) => id === a.ids[0])).toHaveLength(1);
    const missing = one.includes(a.ids[0]) ? second.id : first.id;
    // Three days later it still is not repeated; eight days later the other watch may deliver it.
    await runJob("watches", { now: new Date(at.getTime() + 3 * DAY), log: () => {} });
    expect(await byWatch(missing)).not.toContain(a.ids[0]);
    await runJob("watches", { now: new Date(at.getTime() + 8 * DAY), log: () => {} });
    expect(await byWatch(missing)).toContain(a.ids[0]);
  });

  it("deleting a watch and creating it again neither repeats its ads within 7 days nor charges them again", async () => {
    const { value, ids } = term(3);
    const plan = await createTestPlan({ adsLimit: 100 });
    const u = await user({ planType: plan.type });
    const first = await watch(u.id, value);
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).adsFetched).toBe(3);

    // Deleted the way the 'Vigilancias' tab does it, then the same watch again the next day.
    await deleteWatch(u.id, first.id);
    expect(await db.watch.count({ where: { userId: u.id } })).toBe(0);
    const again = await watch(u.id, value);
    jobs.tg.reset();
    await runJob("watches", { now: new Date(at.getTime() + DAY), log: () => {} });
    expect(await db.watch.findUniqueOrThrow({ where: { id: again.id } })).toMatchObject({
      lastOutcome: "Sin novedades",
      lastDeliveredCount: 0,
    });
    expect(messagesTo(u.telegramId)).toHaveLength(0);
    // The first watch's feed entry stays; no second one.
    expect(await db.feedItem.count({ where: { userId: u.id } })).toBe(1);

    // Past the 7 days the new watch may deliver them, free: the user already had them.
    await runJob("watches", { now: new Date(at.getTime() + 8 * DAY), log: () => {} });
    expect(await db.watch.findUniqueOrThrow({ where: { id: again.id } })).toMatchObject({ lastOutcome: "3 anuncios nuevos" });
    expect((await db.watchDelivery.findMany({ where: { watchId: again.id } })).map((d) => d.adId).sort()).toEqual([...ids].sort());
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).adsFetched).toBe(3);
  });

  it("a lowered plan pauses the newest watches beyond it, and they resume when the limit allows", async () => {
    const plan = await createTestPlan({ maxWatches: 3 });
    const u = await user({ planType: plan.type });
    const terms = [term(1), term(1), term(1)];
    const start = Date.now() - 3 * DAY;
    const watches = [];
    for (const [i, t] of terms.entries()) watches.push(await watch(u.id, t.value, { createdAt: new Date(start + i * 60_000) }));
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    expect(terms.map((t) => searchCalls(t.value))).toEqual([1, 1, 1]);

    // The admin lowers the plan to one watch: the oldest keeps running, the two newer wait.
    await db.plan.update({ where: { type: plan.type }, data: { maxWatches: 1 } });
    for (const t of terms) termAds.set(t.value, [...t.ids, ...adIds(1)]);
    await runJob("watches", { now: new Date(at.getTime() + DAY), log: () => {} });
    expect(terms.map((t) => searchCalls(t.value))).toEqual([2, 1, 1]);
    const listed = (await listWatches(u.id)).watches;
    expect(listed.map((w) => [w.id, w.status])).toEqual([
      [watches[2].id, "paused_plan"],
      [watches[1].id, "paused_plan"],
      [watches[0].id, "active"],
    ]);
    expect(listed[2].lastOutcome).toBe("1 anuncio nuevo");
    // Resuming one by hand is refused while the plan is full, in Spanish.
    await expect(updateWatch(u.id, watches[2].id, { status: "active" })).rejects.toMatchObject({
      code: "PLAN_LIMIT",
      message: expect.stringContaining("pausa o elimina otra para reanudar esta"),
    });

    // The user pauses the oldest: the next one in age takes its place at the next tick.
    await updateWatch(u.id, watches[0].id, { status: "paused" });
    await runJob("watches", { now: new Date(at.getTime() + DAY + 3_600_000), log: () => {} });
    expect(terms.map((t) => searchCalls(t.value))).toEqual([2, 2, 1]);
    // Back to three: every watch the user did not pause runs again.
    await db.plan.update({ where: { type: plan.type }, data: { maxWatches: 3 } });
    await runJob("watches", { now: new Date(at.getTime() + DAY + 2 * 3_600_000), log: () => {} });
    expect(terms.map((t) => searchCalls(t.value))).toEqual([2, 2, 2]);
    expect((await listWatches(u.id)).watches.map((w) => w.status)).toEqual(["active", "active", "paused"]);
  });

  it("a watch's own run checks the plan too, whatever the tick saw", async () => {
    const plan = await createTestPlan({ maxWatches: 2 });
    const u = await user({ planType: plan.type });
    const { value } = term(2);
    await watch(u.id, value, { createdAt: new Date(Date.now() - 2 * DAY) });
    const newer = await watch(u.id, value, { createdAt: new Date(Date.now() - DAY) });
    const at = daytime();
    const window = watchWindow(at);
    await ensureQueryRun(newer.queryKey, window, at);
    // Lowered between the tick and the watch's turn.
    await db.plan.update({ where: { type: plan.type }, data: { maxWatches: 1 } });
    expect(await deliverWatch(newer.id, window, at)).toMatchObject({ status: "skipped", delivered: 0 });
    expect(await db.watch.findUniqueOrThrow({ where: { id: newer.id } })).toMatchObject({ status: "paused_plan", lastDeliveredCount: 0 });
    expect(await db.watchDelivery.count({ where: { watchId: newer.id } })).toBe(0);
  });

  it("a watch faster than a lowered plan allows runs at the plan's pace", async () => {
    const plan = await createTestPlan({ watchMinIntervalHours: 6 });
    const u = await user({ planType: plan.type });
    const { value, ids } = term(1);
    const w = await watch(u.id, value, { frequencyHours: 6 });
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    expect(searchCalls(value)).toBe(1);
    // Six hours later it would run again; the plan now allows daily only.
    await db.plan.update({ where: { type: plan.type }, data: { watchMinIntervalHours: 24 } });
    termAds.set(value, [...ids, ...adIds(1)]);
    await runJob("watches", { now: new Date(at.getTime() + 6 * 3_600_000), log: () => {} });
    await runJob("watches", { now: new Date(at.getTime() + 12 * 3_600_000), log: () => {} });
    expect(searchCalls(value)).toBe(1);
    expect((await db.watch.findUniqueOrThrow({ where: { id: w.id } })).nextRunAt.toISOString()).toBe(
      new Date(windowStart(at).getTime() + DAY).toISOString(),
    );
    await runJob("watches", { now: new Date(windowStart(at).getTime() + DAY), log: () => {} });
    expect(searchCalls(value)).toBe(2);
    expect(await db.watch.findUniqueOrThrow({ where: { id: w.id } })).toMatchObject({
      lastOutcome: "1 anuncio nuevo",
      nextRunAt: new Date(windowStart(at).getTime() + 2 * DAY),
    });
  });

  it("a watch silenced for 7 days ('Silenciar 7 días') fills Novedades but sends nothing to Telegram until then", async () => {
    const { value } = term(2);
    const u = await user();
    const w = await watch(u.id, value);
    const at = daytime();
    await db.watch.update({ where: { id: w.id }, data: { mutedUntil: new Date(at.getTime() + 7 * DAY) } });
    await runJob("watches", { now: at, log: () => {} });
    expect(await db.feedItem.count({ where: { userId: u.id } })).toBe(1);
    expect(await db.watchMessage.count({ where: { watchId: w.id } })).toBe(0);
    expect(messagesTo(u.telegramId)).toHaveLength(0);
  });

  it("holds Telegram messages during the user's quiet hours and sends them at 07:00 their time", async () => {
    const { value } = term(2);
    // 15:00 UTC is 00:00 in Tokyo.
    const u = await user({ timeZone: "Asia/Tokyo" });
    await watch(u.id, value);
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    expect(messagesTo(u.telegramId)).toHaveLength(0);
    expect(await db.feedItem.count({ where: { userId: u.id } })).toBe(1);
    const held = await db.watchMessage.findFirstOrThrow({ where: { userId: u.id } });
    expect(held.status).toBe("queued");
    expect(held.sendAfter.toISOString()).toBe(new Date(at.getTime() + 7 * 3_600_000).toISOString());
    // 06:00 Tokyo: still quiet. 07:00 Tokyo: sent, once.
    await runJob("watches", { now: new Date(at.getTime() + 6 * 3_600_000), log: () => {} });
    expect(messagesTo(u.telegramId)).toHaveLength(0);
    await runJob("watches", { now: new Date(at.getTime() + 7 * 3_600_000), log: () => {} });
    await runJob("watches", { now: new Date(at.getTime() + 8 * 3_600_000), log: () => {} });
    expect(messagesTo(u.telegramId)).toHaveLength(1);
    expect(messagesTo(u.telegramId)[0].text).toContain("2 anuncios nuevos");
  });

  /** A watch whose user's chat answers 500, run once: its message failed to go out. */
  async function runWithFailingChat() {
    const { value } = term(2);
    const u = await user();
    await watch(u.id, value);
    const at = daytime();
    jobs.tg.failing.add(String(u.telegramId));
    await runJob("watches", { now: at, log: () => {} });
    return { u, at };
  }

  it("keeps a message Telegram failed to take and sends it at the next tick, once", async () => {
    const { u, at } = await runWithFailingChat();
    const held = await db.watchMessage.findFirstOrThrow({ where: { userId: u.id } });
    expect(held.status).toBe("queued");
    jobs.tg.failing.clear();
    await runJob("watches", { now: new Date(at.getTime() + 3_600_000), log: () => {} });
    await runJob("watches", { now: new Date(at.getTime() + 2 * 3_600_000), log: () => {} });
    // The failed attempt and the one that went through.
    expect(messagesTo(u.telegramId)).toHaveLength(2);
    expect((await db.watchMessage.findFirstOrThrow({ where: { userId: u.id } })).status).toBe("sent");
  });

  it("gives a message up after a day of failures", async () => {
    const { u, at } = await runWithFailingChat();
    await runJob("watches", { now: new Date(at.getTime() + 25 * 3_600_000), log: () => {} });
    expect((await db.watchMessage.findFirstOrThrow({ where: { userId: u.id } })).status).toBe("failed");
    await runJob("watches", { now: new Date(at.getTime() + 26 * 3_600_000), log: () => {} });
    expect(messagesTo(u.telegramId)).toHaveLength(2);
  });

  it("a split message whose second part failed sends only the rest at the next tick", async () => {
    const u = await user();
    const w = await watch(u.id, term(0).value);
    const at = daytime();
    // Two blocks of 3,000 characters: over Telegram's 4,096, so two messages.
    const blocks = ["🔎 <b>primera parte</b>\n" + "a".repeat(3_000), "<b>segunda parte</b>\n" + "b".repeat(3_000)];
    await db.watchMessage.create({
      data: { watchId: w.id, userId: u.id, window: "split", blocks, photoAdIds: [], adIds: [], sendAfter: at, createdAt: at },
    });
    jobs.tg.failAfter(1);
    await sendDueWatchMessages(at);
    const accepted = () => [...jobs.tg.messages.values()].filter((m) => m.chatId === u.telegramId).map((m) => m.text.slice(0, 30));
    expect(accepted()).toEqual([expect.stringContaining("primera parte")]);
    expect(await db.watchMessage.findFirstOrThrow({ where: { watchId: w.id } })).toMatchObject({ status: "queued" });
    await sendDueWatchMessages(new Date(at.getTime() + 3_600_000));
    // The chat reads each part once, in order.
    expect(accepted()).toEqual([expect.stringContaining("primera parte"), expect.stringContaining("segunda parte")]);
    expect(await db.watchMessage.findFirstOrThrow({ where: { watchId: w.id } })).toMatchObject({ status: "sent", sentParts: 2 });
  });

  it("reports an ad arriving in the watched country after running elsewhere", async () => {
    const { value, ids } = term(2);
    const at = daytime();
    // The archive saw the first ad in the US 12 days ago, never in Mexico.
    await storeAds([archivedAd({ id: ids[0] })], { country: "US", at: new Date(at.getTime() - 12 * DAY) });
    const u = await user();
    await watch(u.id, value, { country: "MX" });
    await runJob("watches", { now: at, log: () => {} });
    const arrival = await db.feedItem.findFirstOrThrow({ where: { userId: u.id, kind: "arrival" } });
    expect(arrival.title).toBe("Llegó a México 1 anuncio");
    expect(arrival.ads).toMatchObject([{ id: ids[0], arrival: { country: "MX", from: "US" } }]);
    const watchItem = await db.feedItem.findFirstOrThrow({ where: { userId: u.id, kind: "watch" } });
    expect(watchItem.ads).toMatchObject([{ id: ids[1] }]);
    expect(messagesTo(u.telegramId)[0]?.text).toContain("Llegó a México (visto en EE. UU. desde hace 12 días)");
    // Vigilancias counts the run as Novedades shows it.
    expect(await db.watch.findFirstOrThrow({ where: { userId: u.id } })).toMatchObject({
      lastOutcome: "1 anuncio nuevo · Llegó a México 1 anuncio",
      lastDeliveredCount: 2,
    });
  });

  it("a failing query leaves the other queries' watches done, and says so on its own watch", async () => {
    const ok = term(2);
    const bad = term(2);
    failing.add(bad.value);
    const u = await user();
    const good = await watch(u.id, ok.value);
    const broken = await watch(u.id, bad.value);
    const at = daytime();
    await runJob("watches", { now: at, log: () => {} });
    expect(await db.watch.findUniqueOrThrow({ where: { id: good.id } })).toMatchObject({ lastOutcome: "2 anuncios nuevos" });
    expect(await db.watch.findUniqueOrThrow({ where: { id: broken.id } })).toMatchObject({
      lastOutcome: "Error del proveedor",
      lastDeliveredCount: 0,
      status: "active",
    });
    // The provider is back an hour later: the failed query is fetched again and delivered.
    failing.clear();
    await runJob("watches", { now: new Date(at.getTime() + 3_600_000), log: () => {} });
    expect(await db.watch.findUniqueOrThrow({ where: { id: broken.id } })).toMatchObject({ lastOutcome: "2 anuncios nuevos" });
  });

  it("sends the kept thumbnails as a media group after the text", async () => {
    const { value, ids } = term(2);
    const bytes = Buffer.from(`webp-${nonce()}`);
    const hash = createHash("sha256").update(bytes).digest("hex");
    await mediaStore().put(hash, bytes, "image/webp");
    await storeAds(
      ids.map((id) => archivedAd({ id })),
      { country: "CO" },
    );
    await db.ad.updateMany({ where: { id: { in: ids } }, data: { thumbnailHash: hash } });
    const u = await user();
    await watch(u.id, value);
    await runJob("watches", { now: daytime(), log: () => {} });
    const methods = jobs.tg.calls
      .filter((c) => String(c.body.chat_id ?? "") === u.telegramId || c.method === "sendMediaGroup")
      .map((c) => c.method);
    expect(methods).toEqual(["sendMessage", "sendMediaGroup"]);
    const item = await db.feedItem.findFirstOrThrow({ where: { userId: u.id } });
    const urls = (item.ads as { thumbnailUrl: string | null }[]).map((a) => a.thumbnailUrl).sort();
    expect(urls).toEqual(ids.map((id) => `/api/ads/${id}/thumbnail`).sort());
  });
});
