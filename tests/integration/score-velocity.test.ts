// The winner score's velocity comes from the archive's daily points: an ad whose variants grew this
// week scales ('Escalando'); one the archive never saw has an unknown velocity, and says so.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeAds } from "@/lib/services/ads/store-ads";
import { scoreWithContext } from "@/lib/services/ads/score-context";
import { archivedAd, DAY, newPageId } from "../support/archive";

const day = (ms: number) => new Date(new Date(ms).toISOString().slice(0, 10));

describe("velocity from the archive's daily points", () => {
  it("counts the week's new variants and relaunches over the last point before the week", async () => {
    const now = Date.now();
    const scaling = archivedAd({ page_id: newPageId(), collation_count: 14, days_running: 20 });
    const unseen = archivedAd({ page_id: newPageId(), collation_count: 14, days_running: 20 });
    await storeAds([scaling]);
    await db.adDay.deleteMany({ where: { adId: scaling.id } });
    await db.adDay.createMany({
      data: [
        { adId: scaling.id, day: day(now - 10 * DAY), firstSeenAt: new Date(now - 10 * DAY), collationCount: 4, active: true },
        { adId: scaling.id, day: day(now - 5 * DAY), firstSeenAt: new Date(now - 5 * DAY), collationCount: 6, active: false },
        { adId: scaling.id, day: day(now - 2 * DAY), firstSeenAt: new Date(now - 2 * DAY), collationCount: 10, active: true },
        { adId: scaling.id, day: day(now - 1 * DAY), firstSeenAt: new Date(now - 1 * DAY), collationCount: 14, active: true },
      ],
    });

    const [a, b] = await scoreWithContext([scaling, unseen], { now: new Date(now) });
    const velocity = (ad: typeof a) => ad.winner_explanation?.find((c) => c.key === "velocity");
    // 10 new variants (14 over the 4 before the week) and one relaunch (inactive, then active again).
    expect(velocity(a)?.text).toMatch(/^10 variantes nuevas y 1 relanzamiento/);
    expect(velocity(a)?.points).toBeGreaterThan(20);
    expect(a.winner_label).toBe("Escalando");
    expect(velocity(b)?.points).toBe(0);
    expect(velocity(b)?.text).toContain("todavía sin historial diario");
  });
});
