// One user firing 200 requests at once (searches, saves, follows; as several tabs and a script would):
// the plan's limits hold exactly (no overspend), nothing is stored twice (no duplicate rows), and every
// counter agrees with the rows it counts (no lost updates). Each refusal is the Spanish one a user reads.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { POST as save } from "@/app/api/saved-ads/route";
import { POST as track } from "@/app/api/tracked-advertisers/route";
import { QUOTA_EXCEEDED } from "@/lib/services/billing/charge-ads";
import { ALREADY_SAVED } from "@/lib/services/saved-ads/save-ad";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { callRoute, createTestPlan, signedInUser, type RouteReply } from "../support/factories";
import { accountOf } from "../support/ledger";

// The searches' 20 word-and-country pairs hold about 95 distinct ads and each counts once a month: a
// limit of 60 is passed for certain.
const LIMITS = { adsLimit: 60, savedAdsLimit: 25, trackedAdvertisersLimit: 10 };
const WORDS = ["crema", "gel", "perro", "gato", "zapatos", "reloj", "bolso", "café", "yoga", "bebé"];

describe("200 requests at once from one user", () => {
  it("searches, saves and follows: no overspend, no duplicate rows, no lost updates", async () => {
    const plan = await createTestPlan(LIMITS);
    const { user, token } = await signedInUser(plan.type);
    const first = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0, limit: 40 } });
    expect(first.status).toBe(200);
    // 30 ads to save (each asked twice), past the cap of 25; 15 advertisers to follow (each asked 4 times), past 10.
    const adIds = first.json.data.map((a) => a.id).slice(0, 30);
    expect(adIds).toHaveLength(30);
    const pageIds = Array.from({ length: 15 }, (_, i) => `77${String(user.id.length * 1000 + i).padStart(8, "0")}${i}`);

    type Sent = { kind: "search" | "save" | "track"; key: string; res: RouteReply<Record<string, unknown>> };
    const requests: Promise<Sent>[] = [];
    let saves = 0;
    let follows = 0;
    for (let i = 0; i < 200; i++) {
      const slot = i % 10;
      if (slot < 4) {
        const body = { value: WORDS[i % WORDS.length], minDays: 0, country: i % 20 < 10 ? "CO" : "MX" };
        requests.push(callRoute(search, { token, body }).then((res) => ({ kind: "search", key: body.value, res })));
      } else if (slot < 7) {
        const adId = adIds[saves++ % adIds.length];
        requests.push(callRoute(save, { token, body: { adData: { id: adId } } }).then((res) => ({ kind: "save", key: adId, res })));
      } else {
        const pageId = pageIds[follows++ % pageIds.length];
        const body = { pageId, pageName: `Anunciante ${pageId}`, country: "CO" };
        requests.push(callRoute(track, { token, body }).then((res) => ({ kind: "track", key: pageId, res })));
      }
    }
    const replies = await Promise.all(requests);
    const of = (kind: Sent["kind"]) => replies.filter((r) => r.kind === kind);

    // Every answer is a success or the refusal a user would read; never a 500 or a pool timeout.
    const refusal = (r: Sent) => `${r.kind} ${r.res.status} ${r.res.json?.code} ${r.res.json?.error}`;
    const allowed = new Set([
      `search 403 QUOTA_EXCEEDED ${QUOTA_EXCEEDED}`,
      `save 409 CONFLICT ${ALREADY_SAVED}`,
      `save 403 PLAN_LIMIT Has alcanzado el límite de ${LIMITS.savedAdsLimit} anuncios guardados de tu plan`,
      "track 409 CONFLICT Ya sigues a este anunciante",
      `track 403 PLAN_LIMIT Límite de anuncios de seguimiento alcanzado: tu plan permite seguir ${LIMITS.trackedAdvertisersLimit} anunciantes`,
    ]);
    expect(replies.filter((r) => r.res.status >= 300 && !allowed.has(refusal(r))).map(refusal)).toEqual([]);

    // Searches: exactly the plan's ads, each counted once however many searches delivered it (the
    // words repeat), and the figures agree with the rows.
    const replyOf = (r: Sent) => r.res.json as unknown as SearchReply;
    const searched = of("search").filter((r) => r.res.status === 200);
    const delivered = first.json.data.length + searched.reduce((n, r) => n + replyOf(r).data.length, 0);
    const charged = first.json.quota.charged + searched.reduce((n, r) => n + replyOf(r).quota.charged, 0);
    const distinct = new Set([...first.json.data, ...searched.flatMap((r) => replyOf(r).data)].map((ad) => ad.id));
    const account = await accountOf(user.id, token);
    expect(charged).toBe(LIMITS.adsLimit);
    expect(distinct.size).toBe(LIMITS.adsLimit);
    expect(delivered).toBeGreaterThan(LIMITS.adsLimit);
    expect(account.usage).toMatchObject({ adsFetched: LIMITS.adsLimit, adsRemaining: 0 });
    expect(account.counters.adsFetched).toBe(LIMITS.adsLimit);
    expect(account.historyAds).toBe(delivered);
    expect(account.ledgerAds).toBe(LIMITS.adsLimit);
    expect(account.monthlyAds).toBe(LIMITS.adsLimit);
    expect(account.counters.searchesPerformed).toBe(account.historyEntries);

    // Saves: the cap exactly, each ad once, and the collection's trigger-kept count agrees.
    const saved = await db.savedAd.findMany({ where: { userId: user.id }, select: { adId: true, collection: true } });
    expect(saved).toHaveLength(LIMITS.savedAdsLimit);
    expect(new Set(saved.map((s) => s.adId)).size).toBe(saved.length);
    expect(of("save").filter((r) => r.res.status === 201)).toHaveLength(saved.length);
    const collections = await db.savedAdCollection.findMany({ where: { userId: user.id }, select: { name: true, count: true } });
    expect(collections.map((c) => [c.name, c.count])).toEqual([[saved[0].collection, saved.length]]);

    // Follows: the cap exactly, each advertiser once, each with its one first point.
    const tracked = await db.trackedAdvertiser.findMany({
      where: { userId: user.id },
      select: { pageId: true, _count: { select: { dailyStats: true } } },
    });
    expect(tracked).toHaveLength(LIMITS.trackedAdvertisersLimit);
    expect(new Set(tracked.map((t) => t.pageId)).size).toBe(tracked.length);
    expect(tracked.every((t) => t._count.dailyStats === 1)).toBe(true);
    expect(of("track").filter((r) => r.res.status === 201)).toHaveLength(tracked.length);
  }, 120_000);

  // The saves and follows run one at a time on the user's row lock whatever happens; what must not
  // happen is each of them waiting for it on a pool connection of its own, which took the whole pool and
  // made later requests, anyone's, give up with a 503 on a busy machine (lib/services/billing/lock-user-row.ts).
  it("a burst of one user's saves and follows waits its turn in the app, not on the database's row lock", async () => {
    const plan = await createTestPlan({ ...LIMITS, trackedAdvertisersLimit: 30 });
    const { user, token } = await signedInUser(plan.type);
    const pageIds = Array.from({ length: 40 }, (_, i) => `78${String(user.id.length * 1000 + i).padStart(8, "0")}${i}`);
    let waiting = 0;
    let running = true;
    const watch = (async () => {
      while (running) {
        const [row] = await db.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS "n" FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'`;
        waiting = Math.max(waiting, row.n);
      }
    })();
    const replies = await Promise.all(
      pageIds.map((pageId) => callRoute(track, { token, body: { pageId, pageName: `Anunciante ${pageId}`, country: "CO" } })),
    );
    running = false;
    await watch;
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(30).fill(201), ...Array(10).fill(403)]);
    expect(waiting).toBe(0);
  }, 120_000);
});
