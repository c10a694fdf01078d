import { describe, expect, it } from "vitest";
import { escapeHtml, splitMessage, TELEGRAM_MAX_MESSAGE, truncate } from "@/lib/telegram/format";
import { adChanges, alertFor, changePercentage, trendOf } from "@/lib/shared/tracking/trend";
import { zonedParts } from "@/lib/time-zone";
import { dailyAnalysis } from "@/lib/services/notifications/messages";

describe("Telegram text", () => {
  it("escapes names and ad texts for HTML parse mode", () => {
    expect(escapeHtml(`<b>Tienda & "Co"</b>`)).toBe("&lt;b&gt;Tienda &amp; &quot;Co&quot;&lt;/b&gt;");
  });

  it("splits long messages below 4,096 characters on block boundaries, losing nothing", () => {
    const blocks = Array.from({ length: 60 }, (_, i) => `<b>Anunciante ${i}</b>\n${"x".repeat(150)}`);
    const messages = splitMessage(blocks);
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) {
      expect(m.length).toBeLessThan(TELEGRAM_MAX_MESSAGE);
      expect(m.split("<b>").length).toBe(m.split("</b>").length);
    }
    expect(messages.join("\n\n")).toBe(blocks.join("\n\n"));
  });

  // Half an emoji is a lone surrogate: Telegram refuses the whole message, and the alert is lost.
  it("never cuts inside an emoji, in a watch's name or an oversized block", () => {
    const name = "Cremas naturales para piel grasa · MX 🔥 ofertas";
    const cut = truncate(name, 40);
    expect(cut.isWellFormed()).toBe(true);
    expect(cut).toBe("Cremas naturales para piel grasa · MX…");
    expect(truncate("🔥".repeat(30), 41).isWellFormed()).toBe(true);
    const block = `${"a".repeat(3999)}🔥${"b".repeat(200)}`;
    const messages = splitMessage([block]);
    expect(messages.every((m) => m.isWellFormed() && m.length <= 4000)).toBe(true);
    expect(messages.join("")).toBe(block);
  });

  it("cuts a single oversized block without breaking an entity", () => {
    const block = `${"a".repeat(3997)}&amp;${"b".repeat(200)}`;
    const messages = splitMessage([block]);
    expect(messages.every((m) => m.length <= 4000)).toBe(true);
    expect(messages[1].startsWith("&amp;")).toBe(true);
  });
});

describe("daily analysis message", () => {
  it("gives each new ad its winner score and label", () => {
    const blocks = dailyAnalysis({
      name: "Ana",
      day: "2026-03-02",
      advertisers: [],
      topNewAds: [
        {
          id: "1",
          pageName: "Tienda <Uno>",
          text: "Faja reductora, pago contra entrega",
          url: "https://www.facebook.com/ads/library/?id=1",
          score: 82,
          label: "Ganador",
        },
        { id: "2", pageName: "Tienda Dos", text: "", url: null, score: 21, label: null },
      ],
      quota: { used: 10, limit: 100 },
    });
    const ads = blocks.find((b) => b.startsWith("🆕"));
    expect(ads).toBe(
      [
        "🆕 <b>Anuncios nuevos del día</b>",
        "1. Tienda &lt;Uno&gt;: Faja reductora, pago contra entrega\nPuntuación 82 · Ganador",
        '<a href="https://www.facebook.com/ads/library/?id=1">Ver anuncio</a>',
        "2. Tienda Dos: (sin texto)\nPuntuación 21",
      ].join("\n"),
    );
  });
});

describe("tracking rules", () => {
  it("trend: above +5 % up, below −5 % down, else stable; fewer than 2 points stable", () => {
    expect(trendOf([100])).toBe("stable");
    expect(trendOf([100, 106])).toBe("up");
    expect(trendOf([100, 105])).toBe("stable");
    expect(trendOf([100, 94])).toBe("down");
    expect(trendOf([100, 120, 95])).toBe("stable");
  });

  it("alerts: growth +50 % to at least 5, decline −30 % from at least 3, stopped from some to none", () => {
    const t = { growthPercent: 50, declinePercent: 30 };
    expect(alertFor(4, 6, t)).toBe("growth");
    expect(alertFor(2, 4, t)).toBeNull(); // +100 % but fewer than 5
    expect(alertFor(10, 7, t)).toBe("decline");
    expect(alertFor(2, 1, t)).toBeNull(); // from fewer than 3
    expect(alertFor(3, 0, t)).toBe("stopped");
    expect(alertFor(0, 0, t)).toBeNull();
  });

  it("new and stopped ads between snapshots; unknown previous ids compare nothing", () => {
    expect(adChanges(["a", "b"], ["b", "c"])).toEqual({ newIds: ["c"], stoppedIds: ["a"] });
    expect(adChanges(null, ["a"])).toEqual({ newIds: [], stoppedIds: [] });
    expect(changePercentage(10, 12)).toBe(20);
    expect(changePercentage(0, 3)).toBe(100);
  });

  it("local day and time in a zone", () => {
    expect(zonedParts(new Date("2026-03-01T04:30:00Z"), "America/Bogota")).toMatchObject({ day: "2026-02-28", time: "23:30" });
    expect(zonedParts(new Date("2026-02-28T23:30:00Z"), "Europe/Madrid")).toMatchObject({ day: "2026-03-01", time: "00:30" });
  });
});
