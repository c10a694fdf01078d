import { describe, expect, it } from "vitest";
import { dayHeading, groupFeed, TRACKING_GROUP_TITLE } from "@/lib/shared/watches/feed-groups";
import { defaultWatchName, frequencyLabel } from "@/lib/shared/watches/labels";
import { searchFilterPhrases } from "@/lib/shared/search/filter-phrases";
import { searchParamsSchema } from "@/lib/validation/search";
import type { FeedItem } from "@/lib/shared/watches/types";

function item(id: string, createdAt: string, watchId: string | null, watchName: string | null = watchId): FeedItem {
  return { id, kind: watchId ? "watch" : "growth", watchId, watchName, title: id, body: "", ads: [], createdAt, readAt: null };
}

describe("groupFeed: days in the user's zone, then watches", () => {
  it("puts an entry on the day the user's clock reads, not UTC's", () => {
    // 03:00 UTC on the 26th is still the 25th in Bogotá (UTC−5).
    const days = groupFeed([item("a", "2026-11-26T03:00:00Z", "w1")], "America/Bogota");
    expect(days.map((d) => d.day)).toEqual(["2026-11-25"]);
    expect(groupFeed([item("a", "2026-11-26T03:00:00Z", "w1")], "Europe/Madrid")[0].day).toBe("2026-11-26");
  });

  it("groups by watch within a day in the order entries arrive, alerts in one group of their own", () => {
    const days = groupFeed(
      [
        item("a", "2026-11-26T15:00:00Z", "w1", "Fajas"),
        item("b", "2026-11-26T14:00:00Z", null),
        item("c", "2026-11-26T13:00:00Z", "w2", "Crema"),
        item("d", "2026-11-26T12:00:00Z", "w1", "Fajas"),
        item("e", "2026-11-25T12:00:00Z", "w1", "Fajas"),
      ],
      "UTC",
    );
    expect(days.map((d) => d.day)).toEqual(["2026-11-26", "2026-11-25"]);
    expect(days[0].groups.map((g) => [g.title, g.items.map((i) => i.id)])).toEqual([
      ["Fajas", ["a", "d"]],
      [TRACKING_GROUP_TITLE, ["b"]],
      ["Crema", ["c"]],
    ]);
    expect(days[1].groups.map((g) => g.items.map((i) => i.id))).toEqual([["e"]]);
  });
});

describe("dayHeading", () => {
  const now = new Date("2026-11-26T02:00:00Z"); // the 25th, 21:00 in Bogotá
  it("says Hoy and Ayer as the user's clock reads them, else the date", () => {
    expect(dayHeading("2026-11-25", now, "America/Bogota")).toBe("Hoy");
    expect(dayHeading("2026-11-24", now, "America/Bogota")).toBe("Ayer");
    expect(dayHeading("2026-11-26", now, "UTC")).toBe("Hoy");
    expect(dayHeading("2026-11-20", now, "UTC")).toBe("Viernes, 20 de noviembre de 2026");
  });
});

describe("watch labels", () => {
  it("words the frequency, the default name and the filters", () => {
    expect(frequencyLabel(24)).toBe("Diaria");
    expect(frequencyLabel(6)).toBe("Cada 6 horas");
    expect(defaultWatchName({ value: " crema ", country: "MX" })).toBe("crema · México");
    const params = searchParamsSchema.parse({ value: "faja", shopsOnly: true, excludedWords: ["gratis"], startedWithin: 7 });
    expect(searchFilterPhrases(params)).toEqual(["Solo tiendas", "Iniciado en los últimos 7 días", "Sin: gratis"]);
  });
});
