// 'Analizar con IA' against a local OpenAI-compatible server driven by the real AI SDK client (through
// OPENAI_BASE_URL), and video transcripts against the fake ScrapeCreators upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { quoteOccursIn } from "@/lib/analysis/breakdown";
import { storeAds } from "@/lib/services/ads/store-ads";
import { AI_MAX_FAILED_RUNS_PER_HOUR, analyzeAd, failedRuns } from "@/lib/services/analysis/analyze-ad";
import { hashedKey } from "@/lib/rate-limit";
import { ensureTranscript } from "@/lib/services/analysis/fetch-transcript";
import { analysisModelVersion } from "@/lib/services/analysis/analysis-model";
import { searchArchive } from "@/lib/services/archive/search-archive";
import { archiveSearchSchema } from "@/lib/validation/archive";
import { GET, POST } from "@/app/api/ads/[id]/analysis/route";
import { archivedAd, nonce } from "../support/archive";
import { callRoute, createTestPlan, createTestUser, scopedEnv, signedInUser } from "../support/factories";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { AD_PATH, FAKE_SC_API_KEY, scErrors, startFakeScrapeCreators, type FakeScrapeCreators } from "../support/fake-scrapecreators";

const env = scopedEnv();
let ai: FakeOpenAI;
let sc: FakeScrapeCreators;

beforeAll(async () => {
  ai = await startFakeOpenAI();
  sc = await startFakeScrapeCreators();
  env.set({
    OPENAI_BASE_URL: ai.baseUrl,
    OPENAI_API_KEY: "sk-test",
    AI_MODEL: "gpt-4o-mini",
    SCRAPECREATORS_API_KEY: FAKE_SC_API_KEY,
    SCRAPECREATORS_BASE_URL: sc.url,
    PROVIDER_MAX_RETRIES: "0",
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(async () => {
  env.restore();
  await ai.close();
  await sc.close();
});

beforeEach(() => {
  ai.reset();
  sc.server.reset();
});

/** An archived image ad with words of its own. */
async function imageAd(body = `Crema ${nonce()} hidratante: piel suave en 7 días. Envío gratis`) {
  const ad = archivedAd({ ad_creative_bodies: [body], images: ["https://scontent.xx.fbcdn.net/v/t39/a.jpg"] });
  await storeAds([ad], { country: "CO" });
  return ad;
}

/** An archived video ad. */
async function videoAd(body = `Mira este ${nonce()} en acción`) {
  const ad = archivedAd({ ad_creative_bodies: [body], videoPoster: "https://scontent.xx.fbcdn.net/v/t39/p.jpg" });
  await storeAds([ad], { country: "MX" });
  return ad;
}

async function analysisEvents(userId: string) {
  return db.usageEvent.findMany({ where: { userId, kind: "ai_analysis" }, orderBy: { at: "asc" } });
}

describe("Analizar con IA", () => {
  it("stores a Spanish breakdown whose hook is quoted from the ad, and charges one analysis", async () => {
    const { user, token } = await signedInUser("pioneros");
    const ad = await imageAd();

    const res = await callRoute<{ analysis: { breakdown: { hook: { quote: string }; copy: unknown[] }; cached: boolean } }>(POST, {
      token,
      params: { id: ad.id },
      body: {},
    });

    expect(res.status).toBe(200);
    expect(res.json.analysis.cached).toBe(false);
    expect(res.json.analysis.breakdown.copy).toHaveLength(3);
    expect(quoteOccursIn(res.json.analysis.breakdown.hook.quote, ad.ad_creative_bodies)).toBe(true);
    // The model got the ad's text as fenced data, with the Spanish instructions and a JSON schema.
    const sent = JSON.stringify(ai.lastBody);
    expect(sent).toContain(ad.ad_creative_bodies[0].split(":")[0]);
    expect(sent).toContain("json_schema");
    expect(ai.calls).toBe(1);

    const stored = await db.adAnalysis.findMany({ where: { adId: ad.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0].model).toBe("gpt-4o-mini@1");
    expect((await analysisEvents(user.id)).map((e) => e.cached)).toEqual([false]);

    // GET returns the stored one; a second POST returns it too, free, without calling the model.
    const got = await callRoute<{ analysis: { createdAt: string } }>(GET, { token, params: { id: ad.id } });
    expect(got.status).toBe(200);
    const again = await callRoute<{ analysis: { cached: boolean } }>(POST, { token, params: { id: ad.id }, body: {} });
    expect(again.json.analysis.cached).toBe(true);
    expect(ai.calls).toBe(1);
    expect((await analysisEvents(user.id)).map((e) => e.cached)).toEqual([false, true]);
  });

  it("shares one analysis between users: the second user is not charged", async () => {
    const first = await signedInUser("pioneros");
    const second = await signedInUser("pioneros");
    const ad = await imageAd();
    await callRoute(POST, { token: first.token, params: { id: ad.id }, body: {} });
    const res = await callRoute<{ analysis: { cached: boolean } }>(POST, { token: second.token, params: { id: ad.id }, body: {} });
    expect(res.json.analysis.cached).toBe(true);
    expect(ai.calls).toBe(1);
    expect((await analysisEvents(second.user.id)).every((e) => e.cached)).toBe(true);
  });

  it("GET answers 404 in Spanish before any analysis", async () => {
    const { token } = await signedInUser("pioneros");
    const ad = await imageAd();
    const res = await callRoute(GET, { token, params: { id: ad.id } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Este anuncio todavía no tiene análisis con IA");
  });

  it.each([
    ["malformed", 502, "no se puede comprobar"],
    ["invented", 502, "no se puede comprobar"],
    ["refusal", 502, "no quiso analizar"],
    ["rate-limited", 429, "demasiadas solicitudes"],
  ] as const)("%s: a clear Spanish error, nothing stored, nothing charged", async (mode, status, words) => {
    const { user, token } = await signedInUser("pioneros");
    const ad = await imageAd();
    ai.mode = mode;
    const res = await callRoute(POST, { token, params: { id: ad.id }, body: {} });
    expect(res.status).toBe(status);
    expect(res.json.message).toContain(words);
    expect(res.json.message).toContain("No se te cobró nada");
    expect(ai.calls).toBe(1);
    expect(await db.adAnalysis.count({ where: { adId: ad.id } })).toBe(0);
    expect(await analysisEvents(user.id)).toEqual([]);
  });

  it("a model slower than the timeout: a Spanish timeout error and no charge", async () => {
    const { user } = await signedInUser("pioneros");
    const ad = await imageAd();
    ai.mode = "slow";
    await expect(analyzeAd({ id: user.id, role: "user" }, ad.id, { timeoutMs: 300 })).rejects.toMatchObject({
      code: "TIMEOUT",
      message: expect.stringContaining("tardó demasiado"),
    });
    expect(await db.adAnalysis.count({ where: { adId: ad.id } })).toBe(0);
    expect(await analysisEvents(user.id)).toEqual([]);
  });

  it("two users asking at once cause one model call; both get the same analysis, one is charged", async () => {
    const a = await signedInUser("pioneros");
    const b = await signedInUser("pioneros");
    const ad = await imageAd();
    ai.hold();
    const first = callRoute<{ analysis: { createdAt: string; cached: boolean } }>(POST, {
      token: a.token,
      params: { id: ad.id },
      body: {},
    });
    await ai.waitForCalls(1);
    const second = callRoute<{ analysis: { createdAt: string; cached: boolean } }>(POST, {
      token: b.token,
      params: { id: ad.id },
      body: {},
    });
    // The first request holds the ad's run (a claim row, no transaction open while the model thinks);
    // the second waits for its answer rather than calling the model itself.
    expect(await db.adAnalysisRun.count({ where: { adId: ad.id } })).toBe(1);
    ai.release();
    const [ra, rb] = await Promise.all([first, second]);
    expect(ai.calls).toBe(1);
    expect(await db.adAnalysisRun.count({ where: { adId: ad.id } })).toBe(0);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(rb.json.analysis.createdAt).toBe(ra.json.analysis.createdAt);
    expect([ra.json.analysis.cached, rb.json.analysis.cached]).toEqual([false, true]);
    const charged = await db.usageEvent.count({ where: { kind: "ai_analysis", cached: false, userId: { in: [a.user.id, b.user.id] } } });
    expect(charged).toBe(1);
  });

  it("counts failed runs, free as they are, and refuses a user whose hour of failed runs is used up", async () => {
    const { user } = await signedInUser("pioneros");
    ai.mode = "slow";
    await expect(analyzeAd({ id: user.id, role: "user" }, (await imageAd()).id, { timeoutMs: 300 })).rejects.toMatchObject({
      code: "TIMEOUT",
    });
    expect((await failedRuns().get(hashedKey(user.id)))?.consumedPoints).toBe(1);
    await failedRuns().consume(hashedKey(user.id), AI_MAX_FAILED_RUNS_PER_HOUR - 1);
    ai.mode = "good";
    const calls = ai.calls;
    await expect(analyzeAd({ id: user.id, role: "user" }, (await imageAd()).id)).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringContaining("falló demasiadas veces"),
    });
    expect(ai.calls).toBe(calls);
    expect(await analysisEvents(user.id)).toEqual([]);
  });

  it("takes over the run a request that died left claimed, once it is older than a run can last", async () => {
    const { user } = await signedInUser("pioneros");
    const ad = await imageAd();
    await db.adAnalysisRun.create({ data: { adId: ad.id, model: analysisModelVersion(), claimedAt: new Date(Date.now() - 10 * 60_000) } });
    const view = await analyzeAd({ id: user.id, role: "user" }, ad.id);
    expect(view.cached).toBe(false);
    expect(ai.calls).toBe(1);
    expect(await db.adAnalysisRun.count({ where: { adId: ad.id } })).toBe(0);
  });

  it("refuses past the plan's monthly cap, and a plan without analyses says so", async () => {
    const plan = await createTestPlan({ aiAnalysesLimit: 1 });
    const user = await createTestUser({ planType: plan.type });
    await analyzeAd({ id: user.id, role: "user" }, (await imageAd()).id);
    await expect(analyzeAd({ id: user.id, role: "user" }, (await imageAd()).id)).rejects.toMatchObject({
      code: "PLAN_LIMIT",
      message: "Ya usaste los 1 análisis con IA de tu plan PRUEBA este mes.",
    });
    expect(ai.calls).toBe(1);

    const none = await createTestPlan();
    const other = await createTestUser({ planType: none.type });
    await expect(analyzeAd({ id: other.id, role: "user" }, (await imageAd()).id)).rejects.toMatchObject({ code: "PLAN_LIMIT" });
  });

  it("one analysis left and four ads asked at once: one is analysed and charged, the others refused, none overspent", async () => {
    const plan = await createTestPlan({ aiAnalysesLimit: 1 });
    const user = await createTestUser({ planType: plan.type });
    const ads = await Promise.all([imageAd(), imageAd(), imageAd(), imageAd()]);
    // The model holds its first answer: the other requests are refused while it runs, not after.
    ai.hold();
    let settled = 0;
    const runs = ads.map((ad) =>
      analyzeAd({ id: user.id, role: "user" }, ad.id)
        .then(
          () => "ok",
          (e: { code?: string }) => e.code ?? "error",
        )
        .finally(() => (settled += 1)),
    );
    await ai.waitForCalls(1);
    await vi.waitFor(() => expect(settled).toBe(3), { timeout: 15_000, interval: 20 });
    ai.release();
    const outcomes = await Promise.all(runs);
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "PLAN_LIMIT")).toHaveLength(3);
    expect(ai.calls).toBe(1);
    expect((await analysisEvents(user.id)).filter((e) => !e.cached)).toHaveLength(1);
  });

  it("a model that fails gives the analysis it took back: the next request still has it", async () => {
    const plan = await createTestPlan({ aiAnalysesLimit: 1 });
    const user = await createTestUser({ planType: plan.type });
    ai.mode = "slow";
    await expect(analyzeAd({ id: user.id, role: "user" }, (await imageAd()).id, { timeoutMs: 300 })).rejects.toMatchObject({
      code: "TIMEOUT",
    });
    expect(await analysisEvents(user.id)).toEqual([]);
    ai.mode = "good";
    await analyzeAd({ id: user.id, role: "user" }, (await imageAd()).id);
    expect((await analysisEvents(user.id)).filter((e) => !e.cached)).toHaveLength(1);
  });

  it("'Volver a analizar': refused to a user while the text is unchanged, allowed to an admin and after the text changed", async () => {
    const user = await createTestUser({ planType: "pioneros" });
    const admin = await createTestUser({ planType: "imperio", role: "admin" });
    const ad = await imageAd();
    const first = await analyzeAd({ id: user.id, role: "user" }, ad.id);
    expect(first.canReanalyze).toBe(false);
    await expect(analyzeAd({ id: user.id, role: "user" }, ad.id, { reanalyze: true })).rejects.toMatchObject({ code: "FORBIDDEN" });

    const byAdmin = await analyzeAd({ id: admin.id, role: "admin" }, ad.id, { reanalyze: true });
    expect(byAdmin.cached).toBe(false);
    expect(ai.calls).toBe(2);

    await storeAds([{ ...ad, ad_creative_bodies: [`Nueva versión ${nonce()}: ahora con colágeno`] }], { country: "CO" });
    const seen = await analyzeAd({ id: user.id, role: "user" }, ad.id);
    expect(seen.canReanalyze).toBe(true);
    const redone = await analyzeAd({ id: user.id, role: "user" }, ad.id, { reanalyze: true });
    expect(redone.cached).toBe(false);
    expect(redone.breakdown.hook.quote).toContain("Nueva versión");
  });

  it("without OPENAI_API_KEY or a base URL: an administrator must configure it, and the model is never called", async () => {
    const local = scopedEnv();
    local.set({ OPENAI_API_KEY: "", OPENAI_BASE_URL: "" });
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    try {
      const { token } = await signedInUser("pioneros");
      const ad = await imageAd();
      const res = await callRoute(POST, { token, params: { id: ad.id }, body: {} });
      expect(res.status).toBe(409);
      expect(res.json.code).toBe("NOT_CONFIGURED");
      expect(res.json.message).toContain("un administrador debe configurar");
      expect(ai.calls).toBe(0);
    } finally {
      local.restore();
    }
  });
});

describe("video transcripts", () => {
  it("found: stored with the record, one credit recorded, the archive search finds a word said only in the video", async () => {
    const user = await createTestUser({ planType: "pioneros" });
    const ad = await videoAd();
    const spoken = `palabra${nonce()}`;
    sc.setTranscript(ad.id, `Hola, hoy les muestro el ${spoken} que cambió mi rutina.`);

    const state = await ensureTranscript(ad.id, user.id);
    expect(state?.status).toBe("found");
    expect(sc.server.requestsTo(AD_PATH)[0].query.get("get_transcript")).toBe("true");
    expect(sc.server.requestsTo(AD_PATH)[0].query.get("id")).toBe(ad.id);
    const events = await db.usageEvent.findMany({ where: { userId: user.id, kind: "transcript" } });
    expect(events.map((e) => e.credits)).toEqual([1]);

    const found = await searchArchive(user.id, archiveSearchSchema.parse({ q: spoken }));
    expect(found.ads.map((a) => a.ad.id)).toEqual([ad.id]);

    // Stored: opening the page again asks nothing upstream; a new sighting with new text keeps it searchable.
    await ensureTranscript(ad.id, user.id);
    expect(sc.server.requestsTo(AD_PATH)).toHaveLength(1);
    await storeAds([{ ...ad, ad_creative_bodies: [`Texto nuevo ${nonce()}`] }], { country: "MX" });
    const still = await searchArchive(user.id, archiveSearchSchema.parse({ q: spoken }));
    expect(still.ads.map((a) => a.ad.id)).toEqual([ad.id]);
  });

  it("the analysis reads the transcript and may quote the video", async () => {
    const user = await createTestUser({ planType: "pioneros" });
    const ad = await videoAd();
    sc.setTranscript(ad.id, "Chicas, este sérum me quitó las manchas en dos semanas. Pídelo hoy.");
    const view = await analyzeAd({ id: user.id, role: "user" }, ad.id);
    expect(view.usedTranscript).toBe(true);
    expect(view.breakdown.hook.quote).toBe("Chicas, este sérum me quitó las");
    expect(view.breakdown.hook.sources).toEqual(["transcripción"]);
    expect(JSON.stringify(ai.lastBody)).toContain("transcripcion_del_video");
  });

  it.each([
    ["absent", null, "absent"],
    ["error", scErrors.serverError, "error"],
    ["not found upstream", { status: 404, json: { success: false, error: "Ad not found" } }, "absent"],
  ] as const)("%s: no transcript, no credit", async (_, reply, status) => {
    const user = await createTestUser({ planType: "pioneros" });
    const ad = await videoAd();
    sc.setTranscript(ad.id, reply);
    const state = await ensureTranscript(ad.id, user.id);
    expect(state?.status).toBe(status);
    expect(await db.usageEvent.count({ where: { userId: user.id, kind: "transcript" } })).toBe(0);
    // Not asked again on the next page view.
    await ensureTranscript(ad.id, user.id);
    expect(sc.server.requestsTo(AD_PATH)).toHaveLength(1);
  });

  it("without SCRAPECREATORS_API_KEY: says so, asks nothing", async () => {
    const local = scopedEnv();
    local.set({ SCRAPECREATORS_API_KEY: "" });
    delete process.env.SCRAPECREATORS_API_KEY;
    try {
      const ad = await videoAd();
      expect((await ensureTranscript(ad.id, null))?.status).toBe("unconfigured");
      expect(sc.server.requestsTo(AD_PATH)).toHaveLength(0);
    } finally {
      local.restore();
    }
  });

  it("an image ad has no transcript to fetch", async () => {
    const ad = await imageAd();
    expect((await ensureTranscript(ad.id, null))?.status).toBe("not_video");
    expect(sc.server.requestsTo(AD_PATH)).toHaveLength(0);
  });
});
