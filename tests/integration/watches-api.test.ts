// The watches and feed APIs through their route handlers: the plan's count and frequency limits, the
// channel rules (one at least, Telegram only once linked), creating from a saved complete search,
// pause/resume/edit/delete, another user's watch answering 404, and the feed's pages, unread count and
// mark-as-read scoped to the signed-in user.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as list, POST as create } from "@/app/api/watches/route";
import { PATCH as update, DELETE as remove } from "@/app/api/watches/[id]/route";
import { GET as feed } from "@/app/api/feed/route";
import { GET as unread } from "@/app/api/feed/unread/route";
import { POST as markRead } from "@/app/api/feed/read/route";
import type { Watch } from "@/lib/services/watches/watch-view";
import { watchWindow } from "@/lib/services/watches/schedule";
import type { WatchesReply } from "@/lib/services/watches/list-watches";
import type { FeedReply } from "@/lib/services/feed/list-feed";
import { addFeedItems } from "@/lib/services/feed/add-feed-item";
import { applyPlanLimits } from "@/lib/services/watches/plan-allowance";
import { defaultWatchName, savedSearchWatchName, TELEGRAM_SETTINGS_PLACE } from "@/lib/shared/watches/labels";
import { callRoute, createTestPlan, createTestUser, signedInUser, TEST_PASSWORD } from "../support/factories";

const params = { value: "Faja Colombiana ", country: "co", languages: ["es"] };
const body = (overrides: Record<string, unknown> = {}) => ({
  params,
  frequencyHours: 24,
  minScore: 40,
  channels: { telegram: false, inApp: true },
  ...overrides,
});

describe("creating watches", () => {
  it("refuses the free plan with PLAN_LIMIT: it includes no watches", async () => {
    const { token } = await signedInUser("free");
    const res = await callRoute(create, { token, body: body() });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("PLAN_LIMIT");
    expect(res.json.message).toContain("no incluye vigilancias");
  });

  it("creates up to the plan's count (pioneros: 3) with normalised params, then refuses the fourth", async () => {
    const { token } = await signedInUser("pioneros");
    const first = await callRoute<{ watch: Watch }>(create, { token, body: body() });
    expect(first.status).toBe(201);
    expect(first.json.watch).toMatchObject({
      name: "Faja Colombiana · Colombia",
      params: { value: "Faja Colombiana", country: "CO", minDays: 1, searchType: "keyword" },
      frequencyHours: 24,
      minScore: 40,
      channels: { telegram: false, inApp: true },
      status: "active",
      lastRunAt: null,
      lastOutcome: null,
      lastDeliveredCount: 0,
    });
    for (const value of ["crema", "reloj"])
      expect((await callRoute(create, { token, body: body({ params: { ...params, value } }) })).status).toBe(201);
    const fourth = await callRoute(create, { token, body: body({ params: { ...params, value: "freidora" } }) });
    expect(fourth.status).toBe(403);
    expect(fourth.json.code).toBe("PLAN_LIMIT");
    expect(fourth.json.message).toContain("permite 3");
    const listed = await callRoute<WatchesReply>(list, { token });
    expect(listed.json.watches).toHaveLength(3);
    expect(listed.json.limits).toEqual({ maxWatches: 3, minIntervalHours: 24 });
  });

  it("refuses every 6 hours on a daily-only plan and accepts it on tactico", async () => {
    const daily = await signedInUser("pioneros");
    const refused = await callRoute(create, { token: daily.token, body: body({ frequencyHours: 6 }) });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain("cada 6 horas");
    const fast = await signedInUser("tactico");
    const created = await callRoute<{ watch: Watch }>(create, { token: fast.token, body: body({ frequencyHours: 6 }) });
    expect(created.status).toBe(201);
    expect(created.json.watch.frequencyHours).toBe(6);
    expect((await callRoute(create, { token: fast.token, body: body({ frequencyHours: 12 }) })).status).toBe(400);
  });

  it("refuses a second watch of the same search with 409, whatever its settings, spelling or order of languages", async () => {
    const { token } = await signedInUser("tactico");
    const first = await callRoute<{ watch: Watch }>(create, { token, body: body({ params: { ...params, languages: ["es", "en"] } }) });
    expect(first.status).toBe(201);
    const again = await callRoute(create, {
      token,
      body: body({
        name: "Otra",
        minScore: 80,
        frequencyHours: 6,
        params: { ...params, value: "faja  colombiana", languages: ["en", "es"] },
      }),
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("CONFLICT");
    expect(again.json.message).toBe(
      "Ya vigilas esta búsqueda en «Faja Colombiana · Colombia». Cambia su frecuencia, su puntuación o sus canales en Historial › Vigilancias.",
    );
    // Another filter is another search (other ads): allowed.
    const narrower = await callRoute(create, { token, body: body({ params: { ...params, languages: ["es", "en"], minDays: 7 } }) });
    expect(narrower.status).toBe(201);
    expect((await callRoute<WatchesReply>(list, { token })).json.watches).toHaveLength(2);
  });

  it("two identical requests at once make one watch: the duplicate is checked under the user's row lock", async () => {
    const { token } = await signedInUser("tactico");
    const replies = await Promise.all([0, 1, 2].map(() => callRoute(create, { token, body: body() })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await callRoute<WatchesReply>(list, { token })).json.watches).toHaveLength(1);
  });

  it("a blank name is the one the dialog suggests, for a search and for a saved search", async () => {
    const { user, token } = await signedInUser("tactico");
    const mx = await callRoute<{ watch: Watch }>(create, { token, body: body({ params: { value: "crema", country: "MX" } }) });
    expect(mx.json.watch.name).toBe(defaultWatchName({ value: "crema", country: "MX" }));
    expect(mx.json.watch.name).toBe("crema · México");
    const all = await callRoute<{ watch: Watch }>(create, { token, body: body({ params: { value: "faja" } }) });
    expect(all.json.watch.name).toBe("faja · Todos los países");
    const saved = await db.completeSearch.create({
      data: {
        userId: user.id,
        searchName: "reloj",
        params: { value: "reloj", country: "AR" },
        totalResults: 0,
        country: "AR",
        source: "demo",
      },
    });
    const fromSaved = await callRoute<{ watch: Watch }>(create, { token, body: body({ params: undefined, completeSearchId: saved.id }) });
    expect(fromSaved.json.watch.name).toBe(savedSearchWatchName({ searchName: "reloj", country: "AR" }));
    expect(fromSaved.json.watch.name).toBe("reloj · Argentina");
  });

  it("needs a channel, and Telegram only once a chat is linked (pointing to the screen the dialog names)", async () => {
    const { user, token } = await signedInUser("pioneros");
    const none = await callRoute(create, { token, body: body({ channels: { telegram: false, inApp: false } }) });
    expect(none.status).toBe(400);
    expect(none.json.message).toContain("al menos un canal");
    const unlinked = await callRoute(create, { token, body: body({ channels: { telegram: true, inApp: false } }) });
    expect(unlinked.status).toBe(400);
    expect(unlinked.json.message).toBe(`Conecta Telegram en ${TELEGRAM_SETTINGS_PLACE} para recibir vigilancias por Telegram.`);
    // The dialog knows it before the user ticks the box: GET /api/watches says whether Telegram can be chosen.
    expect((await callRoute<WatchesReply>(list, { token })).json.telegram.linked).toBe(false);
    await db.user.update({ where: { id: user.id }, data: { telegramId: "555000111" } });
    expect((await callRoute<WatchesReply>(list, { token })).json.telegram.linked).toBe(true);
    expect((await callRoute(create, { token, body: body({ channels: { telegram: true, inApp: false } }) })).status).toBe(201);
  });

  it("takes exactly one of params and completeSearchId, and watches a saved complete search by its id", async () => {
    const { user, token } = await signedInUser("pioneros");
    expect((await callRoute(create, { token, body: body({ completeSearchId: "abc" }) })).status).toBe(400);
    expect((await callRoute(create, { token, body: body({ params: undefined }) })).status).toBe(400);
    const saved = await db.completeSearch.create({
      data: {
        userId: user.id,
        searchName: "reloj inteligente",
        params: { value: "reloj inteligente", country: "MX", languages: ["es"], minDays: 3 },
        totalResults: 0,
        country: "MX",
        source: "demo",
      },
    });
    const res = await callRoute<{ watch: Watch }>(create, { token, body: body({ params: undefined, completeSearchId: saved.id }) });
    expect(res.status).toBe(201);
    expect(res.json.watch).toMatchObject({
      name: "reloj inteligente · México",
      params: { value: "reloj inteligente", country: "MX", minDays: 3 },
    });
    const other = await signedInUser("pioneros");
    const foreign = await callRoute(create, { token: other.token, body: body({ params: undefined, completeSearchId: saved.id }) });
    expect(foreign.status).toBe(404);
  });
});

describe("editing watches", () => {
  it("pauses, resumes, edits and deletes; another user's watch is a 404", async () => {
    const { token } = await signedInUser("pioneros");
    const { json } = await callRoute<{ watch: Watch }>(create, { token, body: body() });
    const id = json.watch.id;
    const paused = await callRoute<{ watch: Watch }>(update, { method: "PATCH", token, params: { id }, body: { status: "paused" } });
    expect(paused.json.watch.status).toBe("paused");
    const edited = await callRoute<{ watch: Watch }>(update, {
      method: "PATCH",
      token,
      params: { id },
      body: { status: "active", name: "Fajas CO", minScore: 70 },
    });
    expect(edited.json.watch).toMatchObject({ status: "active", name: "Fajas CO", minScore: 70 });
    expect((await callRoute(update, { method: "PATCH", token, params: { id }, body: { params } })).status).toBe(400);
    expect((await callRoute(update, { method: "PATCH", token, params: { id }, body: { minScore: 101 } })).status).toBe(400);

    const other = await signedInUser("pioneros");
    expect((await callRoute(update, { method: "PATCH", token: other.token, params: { id }, body: { status: "paused" } })).status).toBe(404);
    expect((await callRoute(remove, { method: "DELETE", token: other.token, params: { id } })).status).toBe(404);
    expect((await callRoute(remove, { method: "DELETE", token, params: { id } })).status).toBe(200);
    expect((await callRoute<WatchesReply>(list, { token })).json.watches).toHaveLength(0);
  });

  it("a watch deleted after a run and created again keeps the plan's pace from that run", async () => {
    const { token } = await signedInUser("pioneros");
    const first = (await callRoute<{ watch: Watch }>(create, { token, body: body() })).json.watch;
    // It ran in this hour's window (as the hourly job would have left it).
    const now = new Date();
    const window = watchWindow(now);
    await db.watch.update({ where: { id: first.id }, data: { lastWindow: window, lastRunAt: now } });
    expect((await callRoute(remove, { method: "DELETE", token, params: { id: first.id } })).status).toBe(200);
    const again = (await callRoute<{ watch: Watch }>(create, { token, body: body() })).json.watch;
    const row = await db.watch.findUniqueOrThrow({ where: { id: again.id } });
    expect(row.lastWindow).toBe(window);
    // Daily: not before the same hour tomorrow.
    expect(row.nextRunAt.getTime()).toBe(new Date(`${window}:00:00.000Z`).getTime() + 24 * 3_600_000);
  });
});

describe("a plan lowered under the user's watches", () => {
  it("lists the newest as paused by the plan and refuses to resume it until another is paused", async () => {
    const plan = await createTestPlan({ maxWatches: 2 });
    const { token } = await signedInUser(plan.type);
    const older = (await callRoute<{ watch: Watch }>(create, { token, body: body() })).json.watch;
    const newer = (await callRoute<{ watch: Watch }>(create, { token, body: body({ params: { ...params, value: "crema" } }) })).json.watch;
    await db.watch.update({ where: { id: older.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await db.plan.update({ where: { type: plan.type }, data: { maxWatches: 1 } });
    await applyPlanLimits(new Date());

    const listed = (await callRoute<WatchesReply>(list, { token })).json;
    expect(listed.limits.maxWatches).toBe(1);
    expect(listed.watches.map((w) => [w.id, w.status])).toEqual([
      [newer.id, "paused_plan"],
      [older.id, "active"],
    ]);
    const refused = await callRoute<{ code: string; message: string }>(update, {
      method: "PATCH",
      token,
      params: { id: newer.id },
      body: { status: "active" },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: "PLAN_LIMIT",
      message: "Tu plan PRUEBA permite 1 vigilancia en marcha: pausa o elimina otra para reanudar esta.",
    });

    await callRoute(update, { method: "PATCH", token, params: { id: older.id }, body: { status: "paused" } });
    const resumed = await callRoute<{ watch: Watch }>(update, {
      method: "PATCH",
      token,
      params: { id: newer.id },
      body: { status: "active" },
    });
    expect(resumed.json.watch.status).toBe("active");
    // And the paused one cannot come back while the other runs.
    expect((await callRoute(update, { method: "PATCH", token, params: { id: older.id }, body: { status: "active" } })).status).toBe(403);
  });
});

describe("the feed", () => {
  it("pages newest first, counts unread, and marks read only the user's own entries", async () => {
    const { user, token } = await signedInUser("pioneros");
    const other = await signedInUser("pioneros");
    const base = Date.parse("2026-03-01T12:00:00Z");
    await addFeedItems(
      Array.from({ length: 35 }, (_, i) => ({
        userId: user.id,
        kind: "watch" as const,
        refKey: `t:${i}`,
        title: `Entrada ${i}`,
        at: new Date(base + i * 60_000),
      })),
    );
    await addFeedItems([{ userId: other.user.id, kind: "watch", refKey: "t:x", title: "Ajena" }]);

    const first = await callRoute<FeedReply>(feed, { token });
    expect(first.json.items).toHaveLength(30);
    expect(first.json.items[0].title).toBe("Entrada 34");
    expect(first.json.unread).toBe(35);
    const second = await callRoute<FeedReply>(feed, { token, url: `http://localhost/api/feed?cursor=${first.json.nextCursor ?? ""}` });
    expect(second.json.items.map((i) => i.title)).toEqual(["Entrada 4", "Entrada 3", "Entrada 2", "Entrada 1", "Entrada 0"]);
    expect(second.json.nextCursor).toBeNull();
    expect((await callRoute(feed, { token, url: "http://localhost/api/feed?cursor=no-es-un-cursor" })).status).toBe(400);

    const foreignId = (await db.feedItem.findFirstOrThrow({ where: { userId: other.user.id } })).id;
    const marked = await callRoute<{ unread: number }>(markRead, { token, body: { ids: [first.json.items[0].id, foreignId] } });
    expect(marked.json.unread).toBe(34);
    expect((await db.feedItem.findUniqueOrThrow({ where: { id: foreignId } })).readAt).toBeNull();
    expect((await callRoute(markRead, { token, body: {} })).status).toBe(400);
    expect((await callRoute<{ unread: number }>(markRead, { token, body: { all: true } })).json.unread).toBe(0);
    expect((await callRoute<{ unread: number }>(unread, { token })).json.unread).toBe(0);
  });
});

describe("the plan's watch limits", () => {
  it("are edited by an admin like the other limits, validated, and kept when a form leaves them out", async () => {
    const { POST: login } = await import("@/app/api/auth/login/route");
    const { PUT: updatePlan } = await import("@/app/api/admin/plans/[type]/route");
    const admin = await createTestUser({ role: "admin" });
    const token = (await callRoute<{ token: string }>(login, { body: { email: admin.email, password: TEST_PASSWORD } })).json.token;
    const plan = await createTestPlan({ maxWatches: 2, watchMinIntervalHours: 24 });
    const base = {
      price: 10,
      adsLimit: 100,
      savedAdsLimit: 5,
      trackedAdvertisersLimit: 5,
      features: [],
      popular: false,
      paymentLink: null,
    };
    const res = await callRoute<{ plan: { maxWatches: number; watchMinIntervalHours: number } }>(updatePlan, {
      token,
      method: "PUT",
      params: { type: plan.type },
      body: { ...base, maxWatches: 12, watchMinIntervalHours: 6 },
    });
    expect(res.status).toBe(200);
    expect(res.json.plan).toMatchObject({ maxWatches: 12, watchMinIntervalHours: 6 });
    const bad = await callRoute(updatePlan, {
      token,
      method: "PUT",
      params: { type: plan.type },
      body: { ...base, watchMinIntervalHours: 3 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain("Frecuencia mínima");
    expect(
      (await callRoute(updatePlan, { token, method: "PUT", params: { type: plan.type }, body: { ...base, maxWatches: -1 } })).status,
    ).toBe(400);
    await callRoute(updatePlan, { token, method: "PUT", params: { type: plan.type }, body: base });
    expect(await db.plan.findUniqueOrThrow({ where: { type: plan.type } })).toMatchObject({ maxWatches: 12, watchMinIntervalHours: 6 });
  });
});

describe("demo watches", () => {
  it("gives the staff account two watches once, within its plan", async () => {
    const { seedDemoWatches } = await import("@/lib/services/watches/demo-watches");
    const staff = await createTestUser({ planType: "imperio" });
    await seedDemoWatches(staff.email);
    const mine = await db.watch.findMany({ where: { userId: staff.id }, orderBy: { name: "asc" } });
    expect(mine.map((w) => w.name)).toEqual(["Cremas en México", "Fajas en Colombia"]);
    await seedDemoWatches(staff.email);
    expect(await db.watch.count({ where: { userId: staff.id } })).toBe(2);
  });
});
