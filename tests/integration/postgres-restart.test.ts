// PostgreSQL restarted under load: the app's route handlers, in this process, against an embedded
// PostgreSQL of their own (scripts/lib/postgres.mjs, cluster "outage", on its own port), with searches
// and saves under way. The server is stopped ("fast" shutdown: open connections cut) and started again.
// What a user notices: during the outage a Spanish 503 in the error shape, never a 500 or a hang;
// afterwards the same process answers again. What the data shows: quota charged iff the history entry
// exists, and every saved ad counted in its collection (and nothing counted that was not saved).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, migrate, seed, startEmbedded, stopCluster } from "../../scripts/lib/postgres.mjs";
import { DATABASE_UNAVAILABLE } from "@/lib/api/handler";
import type { SearchReply } from "@/lib/services/search/search-ads";
import { callRoute, createTestPlan, scopedEnv, signedInUser } from "../support/factories";
import { accountOf } from "../support/ledger";
import { errorReplyProblem } from "../support/api-errors";

const env = scopedEnv();
let serverUrl = "";
let appDb: (typeof import("@/lib/db"))["db"];
let search: (typeof import("@/app/api/search/route"))["POST"];
let save: (typeof import("@/app/api/saved-ads/route"))["POST"];

beforeAll(async () => {
  serverUrl = await startEmbedded("outage");
  const url = await createDatabase(serverUrl, "adradar_outage", { fresh: true });
  await migrate(url);
  await seed(url, { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
  // Before the app's first query, so its one pool (lib/db.ts) connects to this server, not the shared one.
  env.set({ DATABASE_URL: url, AD_PROVIDER: "demo", DATABASE_POOL_MAX: "6" });
  ({ db: appDb } = await import("@/lib/db"));
  ({ POST: search } = await import("@/app/api/search/route"));
  ({ POST: save } = await import("@/app/api/saved-ads/route"));
}, 120_000);

afterAll(async () => {
  // Whatever happened above: the app's pool closed, the server stopped (the module's exit hook is the
  // last resort if this process dies first).
  await appDb?.$disconnect().catch(() => {});
  const { pgPool } = await import("@/lib/db");
  await pgPool()
    .end()
    .catch(() => {});
  await stopCluster("outage");
  env.restore();
}, 60_000);

const TERMS = ["faja", "reloj", "colágeno", "perfume", "crema"];
const COUNTRIES = ["CO", "MX", "PE", "CL", "AR", "EC"];
type Phase = "before" | "outage" | "after";
type Reply = {
  kind: "search" | "save";
  status: number;
  json: Record<string, unknown> | undefined;
  headers: Headers;
  startedIn: Phase;
  endedIn: Phase;
};

describe("PostgreSQL restarted under load", () => {
  it("answers a Spanish 503 while it is down, recovers without a restart, and leaves no half-written state", async () => {
    const plan = await createTestPlan({ adsLimit: 1_000_000, savedAdsLimit: null });
    const { user, token } = await signedInUser(plan.type);
    const first = await callRoute<SearchReply>(search, { token, body: { value: "crema", country: "CO", minDays: 0 } });
    expect(first.status).toBe(200);
    // Ads the user received, to save one after another while the database goes away.
    const toSave = first.json.data.map((a) => a.id);
    expect(toSave.length).toBeGreaterThan(5);

    let phase: Phase = "before";
    let running = true;
    const replies: Reply[] = [];
    let n = 0;
    const searchLoop = async () => {
      while (running) {
        const i = n++;
        const startedIn = phase;
        const body = { value: TERMS[i % TERMS.length], country: COUNTRIES[i % COUNTRIES.length], minDays: i % 4 };
        const res = await callRoute(search, { token, body });
        replies.push({ kind: "search", status: res.status, json: res.json, headers: res.headers, startedIn, endedIn: phase });
      }
    };
    const saveLoop = async () => {
      while (running) {
        const adId = toSave[n++ % toSave.length];
        const startedIn = phase;
        const res = await callRoute(save, { token, body: { adData: { id: adId }, collection: `c${n % 3}` } });
        replies.push({ kind: "save", status: res.status, json: res.json, headers: res.headers, startedIn, endedIn: phase });
        // A saved ad is unsaved again, so saves keep writing (and the trigger keeps counting) throughout.
        if (res.status === 201) await appDb.savedAd.deleteMany({ where: { userId: user.id, adId } }).catch(() => {});
      }
    };
    const loops = [searchLoop(), searchLoop(), searchLoop(), searchLoop(), saveLoop(), saveLoop()];
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Every failed request logs one line; kept to assert on rather than flood the test output.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let lines: string[] = [];
    const succeeded = (p: Phase) => replies.filter((r) => r.startedIn === p && r.status < 300);

    try {
      await sleep(1_500);
      phase = "outage";
      await stopCluster("outage");
      await sleep(2_500);
      const restarted = await startEmbedded("outage");
      // The app's DATABASE_URL names this port: a restart elsewhere would be another test.
      expect(restarted).toBe(serverUrl);
      phase = "after";
      const deadline = Date.now() + 20_000;
      while (
        Date.now() < deadline &&
        !(succeeded("after").some((r) => r.kind === "search") && succeeded("after").some((r) => r.kind === "save"))
      ) {
        await sleep(200);
      }
    } finally {
      running = false;
      await Promise.all(loops);
      lines = logged.mock.calls.map((args) => String(args[0]));
      logged.mockRestore();
    }
    // The operator's log says what happened, one line per failed request.
    expect(lines.filter((l) => l.startsWith("database unavailable: ")).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes("\n"))).toEqual([]);

    // Every reply is a success, or (a save racing a delete) "ya está guardado", or the outage's 503.
    const unexpected = replies.filter((r) => r.status >= 300 && !(r.status === 503 || (r.kind === "save" && r.status === 409)));
    expect(unexpected.map((r) => `${r.kind} ${r.status} ${JSON.stringify(r.json)}`)).toEqual([]);
    const unavailable = replies.filter((r) => r.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const r of unavailable) {
      expect(r.json).toEqual({ success: false, error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE, code: "UNAVAILABLE" });
      expect(errorReplyProblem(r)).toBeNull();
      expect(r.headers.get("retry-after")).toBe("5");
    }
    // Wholly inside the outage: nothing succeeded.
    expect(replies.filter((r) => r.startedIn === "outage" && r.endedIn === "outage" && r.status < 300)).toEqual([]);
    expect(succeeded("before").length).toBeGreaterThan(0);
    expect(succeeded("after").filter((r) => r.kind === "search").length).toBeGreaterThan(0);
    expect(succeeded("after").filter((r) => r.kind === "save").length).toBeGreaterThan(0);

    // No half-written state: every charged ad is one row of the month's delivery ledger and one ad of the
    // usage events, every counted search has its history entry, and back. An ad counts once a month, so
    // the history (what each search delivered) holds at least as many ads as were charged.
    const account = await accountOf(user.id, token);
    expect(account.counters.adsFetched).toBe(account.monthlyAds);
    expect(account.usage.adsFetched).toBe(account.monthlyAds);
    expect(account.ledgerAds).toBe(account.monthlyAds);
    expect(account.historyAds).toBeGreaterThanOrEqual(account.monthlyAds);
    expect(account.counters.searchesPerformed).toBe(account.historyEntries);
    // Every collection's count is the number of ads saved in it; no count outlives its ads.
    const [saved, collections] = await Promise.all([
      appDb.savedAd.groupBy({ by: ["collection"], where: { userId: user.id }, _count: { _all: true } }),
      appDb.savedAdCollection.findMany({ where: { userId: user.id }, select: { name: true, count: true } }),
    ]);
    const counted = Object.fromEntries(collections.filter((c) => c.count > 0).map((c) => [c.name, c.count]));
    expect(counted).toEqual(Object.fromEntries(saved.map((s) => [s.collection, s._count._all])));
  }, 90_000);
});
