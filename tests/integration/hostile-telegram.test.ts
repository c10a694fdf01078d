// Hostile ad content in the Telegram messages: the fake ScrapeCreators serves ads whose
// page name, texts and links carry markup, `javascript:`/`data:` links, bidi overrides and a 100 KB text;
// the user searches and follows that advertiser through the API, and the daily analysis and the alert go
// through the real grammY client to the fake Bot API. Every message must be escaped HTML with only <b>
// and <a href="http(s)…">, balanced, and within Telegram's 4,096 characters.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { POST as track } from "@/app/api/tracked-advertisers/route";
import { sendDailyAnalysis } from "@/lib/services/notifications/daily-analysis";
import { sendTrackingAlert } from "@/lib/services/notifications/tracking-alerts";
import { dayToDate } from "@/lib/time-zone";
import { TELEGRAM_MAX_MESSAGE } from "@/lib/telegram/format";
import { callRoute, scopedEnv, signedInUser } from "../support/factories";
import { FAKE_SC_API_KEY, scAd, startFakeScrapeCreators, type FakeScrapeCreators } from "../support/fake-scrapecreators";
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from "../support/fake-telegram";
import { HOSTILE } from "../support/hostile-ads";

let sc: FakeScrapeCreators;
let tg: FakeTelegram;
const env = scopedEnv();

beforeAll(async () => {
  sc = await startFakeScrapeCreators();
  tg = await startFakeTelegram();
  env.set({
    AD_PROVIDER: "scrapecreators",
    SCRAPECREATORS_API_KEY: FAKE_SC_API_KEY,
    SCRAPECREATORS_BASE_URL: sc.url,
    PROVIDER_MAX_RETRIES: "0",
    TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
    TELEGRAM_API_ROOT: tg.url,
  });
});
afterAll(async () => {
  env.restore();
  await sc.close();
  await tg.close();
});

/**
 * Telegram's HTML mode as we use it: text with &amp; &lt; &gt; &quot; entities, <b>…</b> and
 * <a href="http(s)://…">…</a>, properly nested. Returns what is wrong with `text`, or null.
 */
function telegramHtmlProblem(text: string): string | null {
  if (text.length > TELEGRAM_MAX_MESSAGE) return `${text.length} characters`;
  const stack: string[] = [];
  for (const m of text.matchAll(/<[^>]*>|&[^;\s]{0,10};?/g)) {
    const token = m[0];
    if (token.startsWith("&")) {
      if (!/^&(amp|lt|gt|quot);$/.test(token)) return `bad entity ${token}`;
      continue;
    }
    const open = /^<(b|a)(?: href="([^"]*)")?>$/.exec(token);
    if (open) {
      if (open[1] === "a" && !/^https?:\/\/[^\s"<>]+$/.test(open[2]?.replace(/&amp;/g, "&") ?? "")) return `link ${open[2]}`;
      if (open[1] === "b" && open[2] !== undefined) return `attribute on <b>`;
      stack.push(open[1]);
      continue;
    }
    const close = /^<\/(b|a)>$/.exec(token);
    if (!close || stack.pop() !== close[1]) return `tag ${token}`;
  }
  return stack.length ? `unclosed ${stack.join(",")}` : null;
}

describe("Telegram messages built from hostile ads", () => {
  it("the daily analysis and the alert are escaped, http(s)-only and within the limit", async () => {
    const { user, token } = await signedInUser();
    await db.user.update({ where: { id: user.id }, data: { telegramId: "777000111" } });
    const pageId = `7${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 15);
    const pageName = HOSTILE.pageName;
    const ids = [0, 1, 2, 3].map(() => `8${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 15));
    const texts = [HOSTILE.body, HOSTILE.huge, HOSTILE.title, HOSTILE.caption];
    sc.setSearchPages([
      ids.map((id, i) =>
        scAd(
          id,
          { page_id: pageId, page_name: pageName, url: HOSTILE.links[i % HOSTILE.links.length] },
          {
            body: { text: texts[i] },
            title: HOSTILE.title,
            caption: HOSTILE.caption,
            cta_text: HOSTILE.cta,
            link_url: HOSTILE.links[(i + 1) % HOSTILE.links.length],
            page_name: pageName,
          },
        ),
      ),
    ]);
    const found = await callRoute<{ data: { id: string; page_name: string }[] }>(search, {
      token,
      body: { value: `crema hostil ${randomBytes(3).toString("hex")}`, country: "CO", minDays: 0 },
    });
    expect(found.status).toBe(200);
    expect(found.json.data.map((a) => a.id).sort()).toEqual([...ids].sort());
    // The data is kept as the text it is: escaping is each screen's and message's job.
    expect(found.json.data[0].page_name).toBe(pageName);

    const followed = await callRoute<{ data: { id: string } }>(track, {
      token,
      body: { pageId, pageName, country: "CO", initialActiveAdsCount: 4 },
    });
    expect(followed.status).toBe(201);
    const trackedId = followed.json.data.id;
    // Two daily points: yesterday 4 ads, today 40 with the hostile ads new (a growth alert).
    for (const [day, active, fresh] of [
      ["2026-11-25", 4, []],
      ["2026-11-26", 40, ids],
    ] as const) {
      const point = { activeAds: active, newAds: fresh.length, adIds: [...ids], newAdIds: [...fresh] };
      await db.advertiserDailyStat.upsert({
        where: { trackedAdvertiserId_date: { trackedAdvertiserId: trackedId, date: dayToDate(day) } },
        create: { trackedAdvertiserId: trackedId, date: dayToDate(day), ...point },
        update: point,
      });
    }

    tg.reset();
    expect(await sendDailyAnalysis(user.id, "2026-11-26")).toBe("sent");
    const point = { trackedAdvertiserId: trackedId, previous: 4, current: 40, newAds: 4, stoppedAds: 0, alert: "growth" as const };
    expect(await sendTrackingAlert(point, "2026-11-26")).toBe("sent");

    const sent = tg.sent();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const m of sent) {
      expect(m.parseMode).toBe("HTML");
      expect(telegramHtmlProblem(m.text), m.text.slice(0, 300)).toBeNull();
      expect(m.text).not.toMatch(/href="(?!https?:\/\/)/i);
    }
    const all = sent.map((m) => m.text).join("\n");
    // The hostile name arrives, as text: its markup escaped, not dropped.
    expect(all).toContain("Tienda &lt;script&gt;window.");
    expect(all).toContain("&lt;img src=x onerror=");
    expect(all).not.toContain("W".repeat(200));

    // The alert's button opens the advertiser's page in the app (a link, no callback).
    type Markup = { inline_keyboard: { text: string; url?: string; callback_data?: string }[][] } | undefined;
    const alert = sent.find((m) => m.text.includes("Crecimiento fuerte"));
    expect((alert?.replyMarkup as Markup)?.inline_keyboard).toEqual([
      [{ text: "Ver en AdRadar", url: expect.stringMatching(new RegExp(`/advertisers/${pageId}$`)) }],
    ]);
  });

  it("the checker itself refuses what Telegram would render as live markup or a bad link", () => {
    expect(telegramHtmlProblem('<b>ok</b> <a href="https://x.example/a?b=1&amp;c=2">v</a>')).toBeNull();
    expect(telegramHtmlProblem("<script>alert(1)</script>")).toMatch(/tag/);
    expect(telegramHtmlProblem('<a href="javascript:alert(1)">x</a>')).toMatch(/link/);
    expect(telegramHtmlProblem("<b>abierto")).toMatch(/unclosed/);
    expect(telegramHtmlProblem("x".repeat(TELEGRAM_MAX_MESSAGE + 1))).toMatch(/characters/);
  });
});
