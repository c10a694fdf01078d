// An arrival reads the same in the Novedades feed and on Telegram, in the spec's words,
// with one country wording (the catalogue's, short where it reads long).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FeedAdRow } from "@/app/(app)/novedades/feed-ad-row";
import { shortCountryName } from "@/lib/providers/catalog";
import { watchMessage } from "@/lib/services/notifications/watch-message";
import type { FeedAd } from "@/lib/services/feed/feed-item";
import { arrivalSentence } from "@/lib/shared/watches/arrival";

const at = "2026-11-26T10:00:00.000Z";
const ad = (arrival: FeedAd["arrival"]): FeedAd => ({
  id: "101",
  pageName: "Tienda",
  pageId: "55",
  text: "",
  score: 80,
  label: "Ganador",
  daysRunning: 12,
  thumbnailUrl: null,
  arrival,
});

/** The feed row's text as the user reads it (tags stripped). */
function feedText(a: FeedAd): string {
  return renderToStaticMarkup(createElement(FeedAdRow, { ad: a, at }))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** The Telegram message's text with its HTML entities as Telegram shows them. */
function telegramText(a: FeedAd): string {
  return watchMessage({ watchName: "Fajas", ads: [a], pausedForQuota: false, appUrl: "https://a.test", at: new Date(at) }).join("\n");
}

describe("the arrival line", () => {
  it("says the spec's sentence in the feed and on Telegram alike", () => {
    const us = ad({ country: "MX", from: "US", since: "2026-11-14T10:00:00.000Z" });
    const sentence = "Llegó a México (visto en EE. UU. desde hace 12 días)";
    expect(arrivalSentence(us.arrival!, at)).toBe(sentence);
    expect(feedText(us)).toContain(sentence);
    expect(telegramText(us)).toContain(`🌎 ${sentence}`);
  });

  it("names every country the same way in both, one day and today included", () => {
    for (const [arrival, sentence] of [
      [{ country: "ES", from: "GB", since: "2026-11-25T10:00:00.000Z" }, "Llegó a España (visto en Reino Unido desde hace 1 día)"],
      [{ country: "CO", from: "AE", since: "2026-11-26T09:00:00.000Z" }, "Llegó a Colombia (visto en EAU desde hoy)"],
    ] as const) {
      expect(feedText(ad(arrival))).toContain(sentence);
      expect(telegramText(ad(arrival))).toContain(sentence);
    }
    expect(shortCountryName("us")).toBe("EE. UU.");
    expect(shortCountryName("PE")).toBe("Perú");
  });
});
