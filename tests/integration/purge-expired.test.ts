// The daily purge, run with @inngest/test and through `npm run job`'s runner against the real database:
// expired sign-in counters (past an hour's grace), expired search-cache pages, old delivery stamps and
// ledger months, and lapsed image-fetch leases go; live ones stay.
import { randomBytes } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { purgeExpiredRows } from "@/inngest/functions/purge-expired";
import { runJob } from "@/inngest/local";
import { createTestUser } from "../support/factories";

const MINUTE = 60_000;

async function seed(now: number) {
  const tag = randomBytes(4).toString("hex");
  const limits = {
    longExpired: `purge-${tag}-long`,
    justExpired: `purge-${tag}-just`,
    live: `purge-${tag}-live`,
    permanent: `purge-${tag}-permanent`,
  };
  await db.rateLimit.createMany({
    data: [
      { key: limits.longExpired, points: 5, expire: BigInt(now - 90 * MINUTE) },
      { key: limits.justExpired, points: 5, expire: BigInt(now - 30 * MINUTE) },
      { key: limits.live, points: 2, expire: BigInt(now + 10 * MINUTE) },
      { key: limits.permanent, points: 1, expire: null },
    ],
  });
  const page = (key: string, expiresAt: number) => ({ key, params: {}, adIds: ["1"], total: 1, expiresAt: new Date(expiresAt) });
  const cache = { expired: `purge-${tag}-old`, fresh: `purge-${tag}-fresh` };
  await db.searchCache.createMany({ data: [page(cache.expired, now - MINUTE), page(cache.fresh, now + 30 * MINUTE)] });
  return { limits, cache };
}

async function remaining({ limits, cache }: Awaited<ReturnType<typeof seed>>) {
  const keys = (await db.rateLimit.findMany({ where: { key: { in: Object.values(limits) } }, select: { key: true } })).map((r) => r.key);
  const pages = (await db.searchCache.findMany({ where: { key: { in: Object.values(cache) } }, select: { key: true } })).map((r) => r.key);
  return { keys: keys.sort(), pages };
}

describe("purge of expired rows", () => {
  it("on Inngest: deletes counters expired over an hour ago and expired cache pages, keeps the rest; a second run deletes nothing of them", async () => {
    const now = Date.now();
    const rows = await seed(now);
    const run = () =>
      new InngestTestEngine({ function: purgeExpiredRows.fn, events: [{ name: "inngest/scheduled.timer", data: {}, ts: now }] }).execute();
    const { result } = await run();
    expect(result).toMatchObject({
      rateLimits: expect.any(Number),
      searchCache: expect.any(Number),
      watchUserDeliveries: expect.any(Number),
    });
    expect((result as { rateLimits: number }).rateLimits).toBeGreaterThanOrEqual(1);
    expect(await remaining(rows)).toEqual({
      keys: [rows.limits.justExpired, rows.limits.live, rows.limits.permanent].sort(),
      pages: [rows.cache.fresh],
    });
    await run();
    expect((await remaining(rows)).keys).toHaveLength(3);
  });

  it("drops the watches' per-user delivery stamps older than the 7-day rule, and keeps the newer", async () => {
    const user = await createTestUser({ planType: "tactico" });
    const now = Date.now();
    const DAY = 86_400_000;
    await db.watchUserDelivery.createMany({
      data: [
        { userId: user.id, adId: "purge-old", deliveredAt: new Date(now - 8 * DAY) },
        { userId: user.id, adId: "purge-recent", deliveredAt: new Date(now - 6 * DAY) },
      ],
    });
    await runJob("purge");
    const left = await db.watchUserDelivery.findMany({ where: { userId: user.id }, select: { adId: true } });
    expect(left.map((r) => r.adId)).toEqual(["purge-recent"]);
  });

  it("drops the quota's monthly ledger before last month: this month's and last month's stay", async () => {
    const user = await createTestUser();
    const now = new Date();
    const month = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    await db.monthlyAdDelivery.createMany({
      data: [0, 1, 2].map((back) => ({ userId: user.id, adId: `purge-ledger-${back}`, period: month(back), source: "search" })),
    });
    await runJob("purge");
    const left = await db.monthlyAdDelivery.findMany({ where: { userId: user.id }, select: { adId: true }, orderBy: { adId: "asc" } });
    expect(left.map((r) => r.adId)).toEqual(["purge-ledger-0", "purge-ledger-1"]);
  });

  it("drops the image-fetch leases that have lapsed (a node died mid-fetch), and keeps the ones still held", async () => {
    const tag = randomBytes(4).toString("hex");
    const userId = `purge-lease-${tag}`;
    const now = Date.now();
    await db.imageFetchLease.createMany({
      data: [
        { id: `${tag}-lapsed`, userId, expiresAt: new Date(now - MINUTE) },
        { id: `${tag}-held`, userId, expiresAt: new Date(now + 10 * MINUTE) },
      ],
    });
    await runJob("purge");
    const left = await db.imageFetchLease.findMany({ where: { userId }, select: { id: true } });
    expect(left.map((r) => r.id)).toEqual([`${tag}-held`]);
  });

  it("drops a deleted watch's last run after a week, and keeps a newer one", async () => {
    const user = await createTestUser({ planType: "tactico" });
    const DAY = 86_400_000;
    await db.watchPace.createMany({
      data: [
        { userId: user.id, queryKey: "purge-pace-old", lastWindow: "2026-01-01T10", at: new Date(Date.now() - 8 * DAY) },
        { userId: user.id, queryKey: "purge-pace-recent", lastWindow: "2026-01-01T10", at: new Date(Date.now() - DAY) },
      ],
    });
    await runJob("purge");
    const left = await db.watchPace.findMany({ where: { userId: user.id }, select: { queryKey: true } });
    expect(left.map((r) => r.queryKey)).toEqual(["purge-pace-recent"]);
  });

  it("in-process (`npm run job -- purge`): the same body", async () => {
    // The real clock: a run dated later would also delete the live counters and pages other files use.
    const rows = await seed(Date.now());
    await runJob("purge");
    expect(await remaining(rows)).toEqual({
      keys: [rows.limits.justExpired, rows.limits.live, rows.limits.permanent].sort(),
      pages: [rows.cache.fresh],
    });
  });

  it("twice at once, on Inngest and in-process: both finish and the same rows are gone", async () => {
    const now = Date.now();
    const rows = await seed(now);
    const onInngest = new InngestTestEngine({
      function: purgeExpiredRows.fn,
      events: [{ name: "inngest/scheduled.timer", data: {}, ts: now }],
    });
    const [inngest] = await Promise.all([onInngest.execute(), runJob("purge", { now: new Date(now) })]);
    expect(inngest.error).toBeUndefined();
    expect(await remaining(rows)).toEqual({
      keys: [rows.limits.justExpired, rows.limits.live, rows.limits.permanent].sort(),
      pages: [rows.cache.fresh],
    });
  });
});
