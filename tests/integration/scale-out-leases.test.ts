// What lets several app nodes share one database, driven directly (tests/e2e/two-nodes.spec.ts runs two
// real nodes): the scheduler's claim on a due tick (one winner among nodes claiming it at once, and never
// an older tick after a newer one) and the image proxy's leases (the cap holds for fetches started at
// once; a node that died mid-fetch holds the user's slots only until its leases lapse).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimDueRun } from "@/lib/services/jobs/claim-due-run";
import { BUSY_MESSAGE, MAX_IMAGE_FETCHES_PER_USER, withImageFetchSlot } from "@/lib/services/images/in-flight";

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

describe("the scheduler's claim on a due tick", () => {
  it("goes to exactly one of the nodes claiming it at once; a later tick is claimed anew, an older one never", async () => {
    const job = unique("job");
    const due = new Date("2026-11-29T08:30:00.000Z");
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimDueRun(job, due, `node-${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);

    const next = new Date(due.getTime() + 24 * 3_600_000);
    expect(await claimDueRun(job, next, "node-1")).toBe(true);
    expect(await claimDueRun(job, next, "node-2")).toBe(false);
    // A node whose timer fired very late (or whose clock is behind) asks for the tick before: refused.
    expect(await claimDueRun(job, due, "node-3")).toBe(false);
    expect(await db.jobClaim.findUniqueOrThrow({ where: { job } })).toMatchObject({ dueAt: next, node: "node-1" });
  });
});

describe("the image proxy's slots", () => {
  it("fetches started at once get exactly the cap; the others are refused with the Spanish message", async () => {
    const userId = unique("burst");
    let entered = 0;
    let refused = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const attempts = Array.from({ length: MAX_IMAGE_FETCHES_PER_USER + 4 }, () =>
      withImageFetchSlot(
        userId,
        async () => {
          entered += 1;
          await gate;
        },
        { deadlineMs: 10_000 },
      ).catch((e: unknown) => {
        refused += 1;
        expect(e).toMatchObject({ status: 429, message: BUSY_MESSAGE });
      }),
    );
    await expect.poll(() => entered + refused).toBe(MAX_IMAGE_FETCHES_PER_USER + 4);
    expect(entered).toBe(MAX_IMAGE_FETCHES_PER_USER);
    release();
    await Promise.all(attempts);
    expect(await db.imageFetchLease.count({ where: { userId } })).toBe(0);
  });

  it("a node that died mid-fetch holds the user's slots only until its leases lapse", async () => {
    const userId = unique("dead-node");
    const fetch = () => withImageFetchSlot(userId, async () => "fetched", { deadlineMs: 10_000 });
    await db.imageFetchLease.createMany({
      data: Array.from({ length: MAX_IMAGE_FETCHES_PER_USER }, (_, i) => ({
        id: `${userId}-${i}`,
        userId,
        expiresAt: new Date(Date.now() + 60_000),
      })),
    });
    await expect(fetch()).rejects.toMatchObject({ status: 429, message: BUSY_MESSAGE });

    await db.imageFetchLease.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    expect(await fetch()).toBe("fetched");
    expect(await db.imageFetchLease.count({ where: { userId } })).toBe(0);
  });
});
