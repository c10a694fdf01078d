// 'Incluir análisis IA' on a watch: its Telegram message carries each listed ad's hook and angle, analysed
// through the real AI SDK client on the fake OpenAI-compatible server and counted against the plan's cap.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { runJob } from "@/inngest/local";
import { watchQueryKey } from "@/lib/services/watches/query-key";
import { searchParamsSchema } from "@/lib/validation/search";
import { SEARCH_PATH, scAd } from "../support/fake-scrapecreators";
import { chatId, jobWorld } from "../support/job-world";
import { DAY, nonce } from "../support/archive";
import { createTestUser } from "../support/factories";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";

const jobs = jobWorld({
  route: {
    path: SEARCH_PATH,
    param: "query",
    body: (_, ids) => ({
      success: true,
      credits_charged: 1,
      searchResults: ids.map((id, i) => scAd(id, { page_id: `66${i}`, targeted_or_reached_countries: [], collation_id: null })),
      cursor: null,
    }),
  },
  env: { APP_TIMEZONE: "America/Bogota", APP_URL: "https://adradar.test" },
});
let ai: FakeOpenAI;

beforeAll(async () => {
  ai = await startFakeOpenAI();
  jobs.env.set({ OPENAI_BASE_URL: ai.baseUrl, OPENAI_API_KEY: "sk-test" });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(async () => {
  await ai.close();
});

function term(n: number) {
  const value = `analisis ${nonce()}`;
  const base = randomBytes(5).readUIntBE(0, 5);
  jobs.served.set(
    value,
    Array.from({ length: n }, (_, i) => `6${base}${String(i).padStart(2, "0")}`),
  );
  return value;
}

async function watcher(value: string, includeAnalysis: boolean) {
  const u = await createTestUser({ planType: "tactico" });
  const user = await db.user.update({ where: { id: u.id }, data: { telegramId: chatId() } });
  const params = searchParamsSchema.parse({ value, country: "CO", minDays: 0 });
  await db.watch.create({
    data: {
      userId: user.id,
      name: `Vigilar ${value}`,
      params,
      queryKey: watchQueryKey(params),
      telegram: true,
      inApp: true,
      includeAnalysis,
      nextRunAt: new Date(Date.now() - 60_000),
    },
  });
  return user;
}

describe("'Incluir análisis IA' on a watch", () => {
  it("adds each listed ad's hook and angle to the Telegram message and charges one analysis per new one", async () => {
    const value = term(2);
    const withAi = await watcher(value, true);
    const without = await watcher(value, false);
    const at = new Date(Date.now() + DAY);
    at.setUTCHours(15, 0, 0, 0);
    await runJob("watches", { now: at, log: () => {} });

    const sent = (chat: string | null) => jobs.tg.sent().filter((m) => m.chatId === chat);
    const text = sent(withAi.telegramId)
      .map((m) => m.text)
      .join("\n");
    expect(text.match(/🎣 Gancho: «✨ Crema hidratante con colágeno: piel»/g)).toHaveLength(2);
    expect(text).toContain("🧭 Ángulo: Promete un resultado visible sin esfuerzo");
    expect(ai.calls).toBe(2);
    expect(await db.usageEvent.count({ where: { userId: withAi.id, kind: "ai_analysis", cached: false } })).toBe(2);

    // Off by default: the other watcher's message has no analysis, and costs no analysis.
    expect(
      sent(without.telegramId)
        .map((m) => m.text)
        .join("\n"),
    ).not.toContain("Gancho");
    expect(await db.usageEvent.count({ where: { userId: without.id, kind: "ai_analysis" } })).toBe(0);
  });
});
