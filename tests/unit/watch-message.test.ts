// A watch run's Telegram message and the quiet hours: hostile ad text escaped, the top 5 listed, the
// arrival sentence, the pause notice, every message under Telegram's limit, and the next 07:00 in the
// user's zone.
import { describe, expect, it } from "vitest";
import { watchMessage } from "@/lib/services/notifications/watch-message";
import { sendAfter } from "@/lib/services/watches/quiet-hours";
import { splitMessage, TELEGRAM_MAX_MESSAGE } from "@/lib/telegram/format";
import type { FeedAd } from "@/lib/services/feed/feed-item";

const at = new Date("2026-03-10T15:00:00Z");
const ad = (i: number, over: Partial<FeedAd> = {}): FeedAd => ({
  id: `10${i}`,
  pageName: `<script>alert(${i})</script> & Tienda`,
  pageId: "55",
  text: `<b>oferta</b> ${"x".repeat(600)}`,
  score: 90 - i,
  label: "Ganador",
  daysRunning: 12,
  thumbnailUrl: null,
  ...over,
});

describe("watchMessage", () => {
  it("escapes everything from the ads, lists the top 5 with their links, and fits Telegram's limit", () => {
    const blocks = watchMessage({
      watchName: "Fajas <CO>",
      ads: Array.from({ length: 10 }, (_, i) => ad(i)),
      pausedForQuota: false,
      appUrl: "https://a.test",
      at,
    });
    const text = blocks.join("\n\n");
    expect(text).toContain("Vigilancia: Fajas &lt;CO&gt;");
    expect(text).toContain("10 anuncios nuevos (los 5 mejores aquí; todos en Novedades)");
    expect(text).not.toContain("<script>");
    expect(text).toContain("&lt;script&gt;alert(0)&lt;/script&gt; &amp; Tienda");
    expect(text.match(/href="https:\/\/a\.test\/ads\/10\d"/g)).toHaveLength(5);
    expect(text).toContain("Puntuación 90 · Ganador · 12 días activo");
    for (const m of splitMessage(blocks)) expect(m.length).toBeLessThanOrEqual(TELEGRAM_MAX_MESSAGE);
  });

  it("says an ad arrived, and that the watch paused at the quota", () => {
    const arrival = { country: "MX", from: "US", since: new Date(at.getTime() - 12 * 86_400_000).toISOString() };
    const text = watchMessage({ watchName: "x", ads: [ad(1, { arrival })], pausedForQuota: true, appUrl: "https://a.test", at }).join("\n");
    expect(text).toContain("1 anuncio nuevo");
    expect(text).toContain("🌎 Llegó a México (visto en EE. UU. desde hace 12 días)");
    expect(text).toContain("Vigilancia pausada");
  });

  it("'Incluir análisis IA': adds the hook and angle of the ads that have them, escaped", () => {
    const analyses = new Map([["101", { hook: "¿Cansada de la <b>celulitis</b>?", angle: "Resultado visible en días" }]]);
    const blocks = watchMessage({ watchName: "x", ads: [ad(1), ad(2)], pausedForQuota: false, appUrl: "https://a.test", at, analyses });
    expect(blocks[2]).toContain("🎣 Gancho: «¿Cansada de la &lt;b&gt;celulitis&lt;/b&gt;?»");
    expect(blocks[2]).toContain("🧭 Ángulo: Resultado visible en días");
    expect(blocks[3]).not.toContain("Gancho");
  });
});

describe("sendAfter (quiet hours 22:00–07:00 in the user's zone)", () => {
  it("says how many stores sell an ad's product, with a link to it", () => {
    const product = { id: "p0123456789abcde", storeCount: 7 };
    const text = watchMessage({
      watchName: "x",
      ads: [ad(1, { product }), ad(2)],
      pausedForQuota: false,
      appUrl: "https://a.test",
      at,
    }).join("\n");
    expect(text).toContain('🏪 <a href="https://a.test/products/p0123456789abcde">Usado por 7 tiendas</a>');
    expect(text.match(/Usado por/g)).toHaveLength(1);
  });

  it("sends at once in the day and holds night messages until 07:00 there", () => {
    // 15:00 UTC: 10:00 in Bogotá, 00:00 in Tokyo, 16:00 in Madrid (winter).
    expect(sendAfter(at, "America/Bogota")).toEqual(at);
    expect(sendAfter(at, "Asia/Tokyo").toISOString()).toBe("2026-03-10T22:00:00.000Z");
    expect(sendAfter(new Date("2026-03-10T21:30:00Z"), "Europe/Madrid").toISOString()).toBe("2026-03-11T06:00:00.000Z");
    expect(sendAfter(new Date("2026-03-11T05:59:00Z"), "Europe/Madrid").toISOString()).toBe("2026-03-11T06:00:00.000Z");
    expect(sendAfter(new Date("2026-03-11T06:00:00Z"), "Europe/Madrid").toISOString()).toBe("2026-03-11T06:00:00.000Z");
  });

  it("releases at 07:00 on the morning's own clock on the nights the clocks change", () => {
    // Madrid, 25 October 2025 at 23:30 (21:30 UTC, summer time): the clocks go back at 03:00, so 07:00 is 06:00 UTC.
    expect(sendAfter(new Date("2025-10-25T21:30:00Z"), "Europe/Madrid").toISOString()).toBe("2025-10-26T06:00:00.000Z");
    // Madrid, 29 March 2026 at 23:30 the day before (22:30 UTC, winter time): the clocks go forward at 02:00, so 07:00 is 05:00 UTC.
    expect(sendAfter(new Date("2026-03-28T22:30:00Z"), "Europe/Madrid").toISOString()).toBe("2026-03-29T05:00:00.000Z");
    // Santiago, where the clocks change at midnight (6 September 2026, 00:00 → 01:00, UTC-4 → UTC-3): 07:00 is 10:00 UTC.
    expect(sendAfter(new Date("2026-09-06T02:30:00Z"), "America/Santiago").toISOString()).toBe("2026-09-06T10:00:00.000Z");
  });
});
