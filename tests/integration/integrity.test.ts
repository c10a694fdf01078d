// The integrity defects found by a hostile user, each pinned by what that user would notice.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { GET as usage } from "@/app/api/user-plans/usage/route";
import * as completeSearches from "@/app/api/complete-searches/route";
import * as completeSearch from "@/app/api/complete-searches/[id]/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as createInvitationRoute } from "@/app/api/admin/invitations/route";
import { GET as exportCsv } from "@/app/api/saved-ads/export/route";
import * as inngestRoute from "@/app/api/inngest/route";
import { NOTHING_TO_SAVE } from "@/lib/services/complete-searches/complete-searches";
import { INVALID_CURSOR, signCursor } from "@/lib/services/search/cursor";
import { searchCacheKey } from "@/lib/services/search/cache-key";
import { searchParamsSchema } from "@/lib/validation/search";
import type { SearchReply } from "@/lib/services/search/search-ads";
import type { CompleteSearchPage, CompleteSearchSummary } from "@/lib/services/complete-searches/complete-searches";
import type { InvitationView } from "@/lib/services/invitations/list-invitations";
import { callRoute, createInvitation, createTestUser, scopedEnv, signedInUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";

const env = scopedEnv();
afterEach(() => env.restore());

const CREMA = { value: "crema", country: "ALL", minDays: 0, languages: ["es"] };

async function forgetPages(body: Record<string, unknown>, limits: number[]) {
  const params = searchParamsSchema.parse(body);
  await db.searchCache.deleteMany({ where: { key: { in: limits.map((n) => searchCacheKey(params, null, n)) } } });
}

async function adsUsed(userId: string) {
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { adsFetched: true } })).adsFetched;
}

describe("1. the shared search cache serves each page size its own page", () => {
  it("two users asking 1, 20 and 100 ads get what they asked for and pay each ad once a month", async () => {
    await forgetPages(CREMA, [1, 20, 100]);
    const p1 = await signedInUser("pioneros");
    const p2 = await signedInUser("pioneros");

    const one = await callRoute<SearchReply>(search, { token: p1.token, body: { ...CREMA, limit: 1 } });
    expect(one.json.data).toHaveLength(1);
    expect(one.json.quota.charged).toBe(1);

    // The other user's 20 is not served from the 1-ad page, and is charged 20.
    const twenty = await callRoute<SearchReply>(search, { token: p2.token, body: { ...CREMA, limit: 20 } });
    expect(twenty.json).toMatchObject({ cached: false, quota: { charged: 20 } });
    expect(twenty.json.data).toHaveLength(20);

    const hundred = await callRoute<SearchReply>(search, { token: p1.token, body: { ...CREMA, limit: 100 } });
    const total = hundred.json.pagination.totalResults as number;
    expect(total).toBeGreaterThan(20);
    expect(hundred.json.data).toHaveLength(Math.min(100, total));
    expect(hundred.json.cached).toBe(false);

    // After the 100-ad page, another 20 from the cache is still 20, and free: the same 20 ads this month.
    const again = await callRoute<SearchReply>(search, { token: p2.token, body: { ...CREMA, limit: 20 } });
    expect(again.json).toMatchObject({ cached: true, quota: { charged: 0, free: 20 } });
    expect(again.json.data).toHaveLength(20);
    expect(again.json.data.map((a: { id: string }) => a.id)).toEqual(twenty.json.data.map((a: { id: string }) => a.id));

    // p1's 100-ad page holds the ad of its 1-ad page: counted once.
    const p1Ads = new Set([...one.json.data, ...hundred.json.data].map((a: { id: string }) => a.id));
    expect(hundred.json.quota.charged).toBe(p1Ads.size - 1);
    expect(await adsUsed(p1.user.id)).toBe(p1Ads.size);
    expect(await adsUsed(p2.user.id)).toBe(20);
  });
});

describe("2. a saved complete search holds only ads the user was delivered", () => {
  it("a free user at 100/100 cannot pull the shared table's ads into a saved search, and the usage stays at 100", async () => {
    // Ads someone else found: they are in the shared table.
    const other = await signedInUser("pioneros");
    const found = await callRoute<SearchReply>(search, { token: other.token, body: { value: "bolso", minDays: 0 } });
    const strangersAds = (found.json.data as { id: string }[]).map((a) => a.id);
    expect(strangersAds.length).toBeGreaterThan(5);

    const { user, token } = await signedInUser("free");
    await db.user.update({ where: { id: user.id }, data: { adsFetched: 100 } });
    const refused = await callRoute<SearchReply>(search, { token, body: { value: "bolso", minDays: 0 } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("QUOTA_EXCEEDED");

    const saved = await callRoute<{ search: CompleteSearchSummary }>(completeSearches.POST, {
      token,
      body: { searchParams: { value: "bolso", country: "ALL" }, adIds: strangersAds },
    });
    expect(saved.status).toBe(400);
    expect(saved.json).toMatchObject({ code: "BAD_REQUEST", error: NOTHING_TO_SAVE });
    expect(await db.completeSearch.count({ where: { userId: user.id } })).toBe(0);

    const figures = await callRoute(usage, { token });
    expect(figures.json).toMatchObject({ success: true });
    expect(JSON.stringify(figures.json)).toContain('"adsFetched":100');
    expect(await adsUsed(user.id)).toBe(100);
  });

  it("keeps the delivered ads of a mixed list, and reloading them stays free", async () => {
    const other = await signedInUser("pioneros");
    const theirs = await callRoute<SearchReply>(search, { token: other.token, body: { value: "reloj", minDays: 0 } });
    const { user, token } = await signedInUser("pioneros");
    const mine = await callRoute<SearchReply>(search, { token, body: { value: "bolso", minDays: 0, limit: 3 } });
    const myIds = (mine.json.data as { id: string }[]).map((a) => a.id);
    const strangerOnly = (theirs.json.data as { id: string }[]).map((a) => a.id).filter((id) => !myIds.includes(id));
    expect(strangerOnly.length).toBeGreaterThan(0);

    const saved = await callRoute<{ search: CompleteSearchSummary }>(completeSearches.POST, {
      token,
      body: { searchParams: { value: "mix" }, adIds: [strangerOnly[0], ...myIds] },
    });
    expect(saved.status).toBe(201);
    expect(saved.json.search.totalResults).toBe(3);
    const used = await adsUsed(user.id);
    const reload = await callRoute<CompleteSearchPage>(completeSearch.GET, {
      token,
      params: { id: saved.json.search.id },
      url: "http://localhost/api/complete-searches/x?limit=1000",
    });
    expect((reload.json.results as { id: string }[]).map((a) => a.id)).toEqual(myIds);
    expect(await adsUsed(user.id)).toBe(used);
  });
});

describe("4. /api/inngest without an Inngest engine", () => {
  it("answers a JSON 503 that says why, for every method, when no signing key is set", async () => {
    env.set({ INNGEST_SIGNING_KEY: "", INNGEST_DEV: "" });
    for (const handler of [inngestRoute.GET, inngestRoute.POST, inngestRoute.PUT]) {
      const res = await callRoute(handler as never, { method: "POST", body: {}, url: "http://localhost/api/inngest" });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ success: false, code: "UNAVAILABLE" });
      expect(res.json.error).toMatch(/INNGEST_SIGNING_KEY/);
    }
  });

  it("serves Inngest's protocol when a signing key is set", async () => {
    env.set({ INNGEST_SIGNING_KEY: "signkey-test-0123456789abcdef0123456789abcdef" });
    const res = await callRoute(inngestRoute.GET as never, { method: "GET", url: "http://localhost/api/inngest" });
    expect(res.status).not.toBe(503);
    expect(res.status).toBeLessThan(500);
    expect(res.json?.code).not.toBe("UNAVAILABLE");
  });
});

describe("6. CSV cells a spreadsheet would run as formulas", () => {
  it("are neutralised after leading line feeds and spaces too", async () => {
    const { token } = await signedInUser("pioneros");
    const found = await callRoute<SearchReply>(search, { token, body: { value: "crema", minDays: 0, limit: 2 } });
    const { POST: save } = await import("@/app/api/saved-ads/route");
    // The form trims notes; a provider's text or an older row need not be trimmed, so the rows get them directly.
    const notes = ["\n=1+1", ' =HYPERLINK("http://x")'];
    for (const [i, note] of notes.entries()) {
      const res = await callRoute<{ savedAd: { id: string } }>(save, { token, body: { adData: found.json.data[i] } });
      expect(res.status).toBe(201);
      await db.savedAd.update({ where: { id: res.json.savedAd.id }, data: { notes: note } });
    }
    const res = await exportCsv(new Request("http://localhost/api/saved-ads/export", { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain(`"'\n=1+1"`);
    expect(csv).toContain(`"' =HYPERLINK(""http://x"")"`);
    expect(csv).not.toContain(`,"\n=1+1"`);
    expect(csv).not.toContain(`," =HYPERLINK`);
  });
});

describe("7. registration never tells an invitation holder who has an account", () => {
  it("answers a taken e-mail as an unusable token and consumes nothing", async () => {
    const existing = await createTestUser();
    const token = await createInvitation();
    const body = (email: string, invitationToken = token) => ({ name: "Curioso", email, password: "clave-segura", invitationToken });
    const taken = await callRoute(register, { body: body(existing.email) });
    const bogus = await callRoute(register, { body: body(uniqueEmail(), "c".repeat(64)) });
    expect(taken.status).toBe(bogus.status);
    expect(taken.json).toEqual(bogus.json);
    // The token is still whole: a fresh address registers with it.
    expect((await callRoute(register, { body: body(uniqueEmail()) })).status).toBe(201);
  });

  it("an invitation bound to an e-mail registers that e-mail only", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { POST: login } = await import("@/app/api/auth/login/route");
    const adminToken = (await callRoute<{ token: string }>(login, { body: { email: admin.email, password: TEST_PASSWORD } })).json
      .token as string;
    const invited = uniqueEmail("invitada");
    const created = await callRoute<{ token: string; invitation: InvitationView }>(createInvitationRoute, {
      token: adminToken,
      body: { email: invited.toUpperCase(), note: "Para Ana" },
    });
    expect(created.status).toBe(201);
    expect(created.json.invitation.email).toBe(invited);
    const invitationToken = created.json.token as string;
    const other = await callRoute(register, { body: { name: "Otra", email: uniqueEmail(), password: "clave-segura", invitationToken } });
    expect(other.status).toBe(400);
    expect(other.json.error).toBe("El token de invitación no es válido");
    const ana = await callRoute(register, { body: { name: "Ana", email: invited, password: "clave-segura", invitationToken } });
    expect(ana.status).toBe(201);
  });
});

describe("8. writes that cost nothing are bounded", () => {
  it("a search that finds nothing leaves a history entry but no saved search", async () => {
    const { user, token } = await signedInUser("pioneros");
    const res = await callRoute<SearchReply>(search, { token, body: { value: "qzxwv inexistente", minDays: 0 } });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(0);
    expect(res.json.autoSaved).toEqual({ saved: false, message: "" });
    expect(await db.completeSearch.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.searchHistoryEntry.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses a hand-made or borrowed cursor before it reaches the provider or the cache", async () => {
    const { token } = await signedInUser("pioneros");
    const first = await callRoute<SearchReply>(search, { token, body: CREMA });
    expect(first.json.cursor).toEqual(expect.any(String));
    const cacheRows = await db.searchCache.count();
    const forged = [
      "eyJzY29wZSI6IngiLCJvZmZzZXQiOjk5OTk5fQ",
      `${Buffer.from("99999").toString("base64url")}.${"A".repeat(43)}`,
      // A real cursor of another search.
      signCursor(searchParamsSchema.parse({ value: "bolso" }), "raw-cursor"),
    ];
    for (const cursor of forged) {
      const res = await callRoute<SearchReply>(search, { token, body: { ...CREMA, page: 2, cursor } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "BAD_REQUEST", error: INVALID_CURSOR, field: "cursor" });
    }
    expect(await db.searchCache.count()).toBe(cacheRows);
    // The cursor the server handed out works.
    const second = await callRoute<SearchReply>(search, {
      token,
      body: { ...CREMA, page: 2, cursor: first.json.cursor, searchId: first.json.searchId },
    });
    expect(second.status).toBe(200);
    expect(second.json.data.length).toBeGreaterThan(0);
  });

  it("limits how many searches one user starts a minute, with a Spanish 429 and Retry-After", async () => {
    env.set({ SEARCH_MAX_PER_MINUTE: "3" });
    const { token } = await signedInUser("pioneros");
    const other = await signedInUser("pioneros");
    for (let i = 0; i < 3; i++)
      expect((await callRoute<SearchReply>(search, { token, body: { value: `nada ${i} qzxwv`, minDays: 0 } })).status).toBe(200);
    const refused = await callRoute<SearchReply>(search, { token, body: { value: "nada 4 qzxwv", minDays: 0 } });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(refused.json.error).toMatch(/^Demasiadas búsquedas seguidas\. Intenta de nuevo en [\d.]+ (segundos?|minutos?)\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another user is not held back by this one.
    expect((await callRoute<SearchReply>(search, { token: other.token, body: { value: "nada qzxwv", minDays: 0 } })).status).toBe(200);
  });
});
