// What a hostile pass found on landed main, each through the route a user calls: impossible calendar
// days and out-of-range cursors answer a Spanish 400 (never a 500, never another day), a paused and
// resumed watch keeps its plan's pace from its last run, and concurrent resumes stay within the plan.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as archive } from "@/app/api/archive/route";
import { GET as history } from "@/app/api/search-history/route";
import { GET as feed } from "@/app/api/feed/route";
import { POST as changePlan } from "@/app/api/admin/users/plan/route";
import { PATCH as updateWatchRoute } from "@/app/api/watches/[id]/route";
import { deliverWatch } from "@/lib/services/watches/deliver-watch";
import { dueQueries, nextRunAfter, watchWindow, windowStart } from "@/lib/services/watches/schedule";
import { watchQueryKey } from "@/lib/services/watches/query-key";
import { searchParamsSchema } from "@/lib/validation/search";
import { callRoute, createTestUser, signedInUser } from "../support/factories";
import { nonce } from "../support/archive";
import { holdLock, waitingBehind } from "../support/lock-wait";

const HOUR = 3_600_000;
const IMPOSSIBLE_DAYS = ["2024-02-30", "2023-02-29", "0000-01-01", "2024-02-31", "2026-13-01", "2026-04-31"];
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64url");

describe("calendar days that do not exist", () => {
  it("the archive's first-seen window answers a Spanish 400 for each", async () => {
    const { token } = await signedInUser();
    for (const day of IMPOSSIBLE_DAYS) {
      for (const field of ["firstSeenFrom", "firstSeenTo"]) {
        const res = await callRoute(archive, { token, url: `http://localhost/api/archive?${field}=${day}` });
        expect(res.status, `${field}=${day}`).toBe(400);
        expect(res.json.message).toMatch(/La fecha (inicial|final) no es válida/);
      }
    }
    // A real leap day still filters.
    expect((await callRoute(archive, { token, url: "http://localhost/api/archive?firstSeenFrom=2024-02-29" })).status).toBe(200);
  });

  it("the history's Desde and Hasta answer a Spanish 400 for each", async () => {
    const { token } = await signedInUser();
    for (const day of IMPOSSIBLE_DAYS) {
      const res = await callRoute(history, { token, url: `http://localhost/api/search-history?dateFrom=${day}&dateTo=2026-12-31` });
      expect(res.status, day).toBe(400);
      expect(res.json.message).toBe("La fecha 'Desde' no es válida");
    }
  });

  it("an admin's plan expiry of 2027-02-30 is refused, not rolled over to 2 March", async () => {
    const admin = await signedInAdmin();
    const target = await createTestUser({ planType: "free" });
    const res = await callRoute(changePlan, {
      token: admin.token,
      body: { userId: target.id, planType: "conquista", expirationDate: "2027-02-30" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("La fecha de vencimiento no es válida");
    const row = await db.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(row.planType).toBe("free");
  });
});

describe("cursors outside the database's range", () => {
  it("the archive's cursor with year 0000 or a negative year is a 400", async () => {
    const { token } = await signedInUser();
    for (const v of ["0000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "2024-02-30T00:00:00.000Z"]) {
      const cursor = b64(JSON.stringify({ s: "lastSeen", v, i: "abc" }));
      const res = await callRoute(archive, { token, url: `http://localhost/api/archive?cursor=${cursor}` });
      expect(res.status, v).toBe(400);
      expect(res.json.message).toBe("El cursor de paginación no es válido. Vuelve a buscar.");
    }
  });

  it("the feed's cursor with year 0000, a negative year or free text is a 400", async () => {
    const { token } = await signedInUser();
    for (const at of ["0000-01-01T00:00:00.000Z", "-000010-01-01T00:00:00.000Z", "+275760-09-13T00:00:00.000Z", "1 Jan 0000"]) {
      const res = await callRoute(feed, { token, url: `http://localhost/api/feed?cursor=${b64(`${at}|abc`)}` });
      expect(res.status, at).toBe(400);
      expect(res.json.message).toBe("El cursor de Novedades no es válido");
    }
  });
});

describe("pausing and resuming a watch", () => {
  it("keeps the daily pace from the last run: resumed, it is not due again until a day after that run", async () => {
    const { user, token } = await signedInUser("pioneros");
    const now = new Date();
    const lastRun = new Date(now.getTime() - 2 * HOUR);
    const w = await watchRow(user.id, { lastRun });
    const patch = (status: string) => callRoute(updateWatchRoute, { method: "PATCH", token, params: { id: w.id }, body: { status } });
    expect((await patch("paused")).status).toBe(200);
    expect((await patch("active")).status).toBe(200);
    const row = await db.watch.findUniqueOrThrow({ where: { id: w.id } });
    expect(row.status).toBe("active");
    expect(row.nextRunAt.getTime()).toBe(nextRunAfter(lastRun, 24).getTime());
    const due = (await dueQueries(new Date())).flatMap((q) => q.watchIds);
    expect(due).not.toContain(w.id);
  });

  it("a daily watch made due early still runs at its plan's pace: the run is skipped and moved", async () => {
    const user = await createTestUser({ planType: "pioneros" });
    const at = new Date();
    const lastRun = new Date(at.getTime() - 7 * HOUR);
    const w = await watchRow(user.id, { lastRun, nextRunAt: at });
    await db.watchQueryRun.create({ data: { queryKey: w.queryKey, window: watchWindow(at), adIds: [] } });
    const result = await deliverWatch(w.id, watchWindow(at), at);
    expect(result.status).toBe("skipped");
    const row = await db.watch.findUniqueOrThrow({ where: { id: w.id } });
    expect(row.lastWindow).toBe(watchWindow(lastRun));
    expect(row.nextRunAt.getTime()).toBe(nextRunAfter(lastRun, 24).getTime());
  });

  it("six concurrent resumes on a plan allowing 3 watches leave exactly 3 running", async () => {
    const { user, token } = await signedInUser("pioneros");
    const watches = [];
    for (let i = 0; i < 6; i++) watches.push(await watchRow(user.id, { status: "paused" }));
    // The six requests are held at their write (the watches' rows locked by another session) until all
    // six wait on a lock: they overlap for certain, however fast the machine runs them one by one.
    const holder = await holdLock((tx) => tx.$queryRaw`SELECT "id" FROM "Watch" WHERE "userId" = ${user.id} FOR UPDATE`);
    const replies = Promise.all(
      watches.map((w) => callRoute(updateWatchRoute, { method: "PATCH", token, params: { id: w.id }, body: { status: "active" } })),
    );
    await expect.poll(() => waitingBehind(holder.pid), { timeout: 30_000, interval: 50 }).toBe(6);
    await holder.release();
    expect((await replies).map((r) => r.status).sort()).toEqual([200, 200, 200, 403, 403, 403]);
    expect(await db.watch.count({ where: { userId: user.id, status: "active" } })).toBe(3);
  });
});

async function signedInAdmin() {
  const { POST: login } = await import("@/app/api/auth/login/route");
  const user = await createTestUser({ role: "admin" });
  const { json } = await callRoute<{ token: string }>(login, { body: { email: user.email, password: "secreto-123" } });
  return { user, token: json.token };
}

async function watchRow(userId: string, opts: { lastRun?: Date; nextRunAt?: Date; status?: string } = {}) {
  const params = searchParamsSchema.parse({ value: `ritmo ${nonce()}`, country: "CO" });
  const lastRun = opts.lastRun ?? null;
  return db.watch.create({
    data: {
      userId,
      name: params.value,
      params,
      queryKey: watchQueryKey(params),
      frequencyHours: 24,
      minScore: 0,
      telegram: false,
      inApp: true,
      status: opts.status ?? "active",
      lastWindow: lastRun ? watchWindow(lastRun) : null,
      lastRunAt: lastRun,
      nextRunAt: opts.nextRunAt ?? (lastRun ? nextRunAfter(windowStart(lastRun), 24) : new Date()),
    },
  });
}
