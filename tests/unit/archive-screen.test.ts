// The archive screen's pure parts: its URL filters and its badges' Spanish.
import { describe, expect, it } from "vitest";
import { daysSince, endedLabel, seenLabel } from "@/components/ads/archive-badges";
import { archiveHref, hasFilters, toArchiveQuery } from "@/lib/shared/archive/archive-query";
import { archiveKey } from "@/lib/swr/keys";

describe("archive URL filters", () => {
  it("keeps known, non-blank filters (first of repeated values) and drops the default order", () => {
    const params: Record<string, string | string[]> = {
      q: "  crema  ",
      country: "",
      status: ["Finalizado", "Activo"],
      sort: "lastSeen",
      evil: "x",
    };
    expect(toArchiveQuery((name) => params[name])).toEqual({ q: "crema", status: "Finalizado" });
  });

  it("writes the same view as the same URL, and tells filters from the order", () => {
    expect(archiveHref({})).toBe("/archive");
    expect(archiveHref({ sort: "lifespan", q: "crema facial" })).toBe("/archive?q=crema+facial&sort=lifespan");
    expect(hasFilters({ sort: "variants" })).toBe(false);
    expect(hasFilters({ pageId: "123" })).toBe(true);
  });

  it("sends the checked shop signals as one comma list, known ones only, each once, in a fixed order", () => {
    // The form's checkboxes give several values; the URL gives one comma list.
    expect(toArchiveQuery((name) => (name === "signals" ? ["whatsapp", "cod"] : null))).toEqual({ signals: "cod,whatsapp" });
    expect(toArchiveQuery((name) => (name === "signals" ? "WhatsApp, shop,evil,shop" : null))).toEqual({ signals: "shop,whatsapp" });
    expect(toArchiveQuery((name) => (name === "signals" ? ["", "nope"] : null))).toEqual({});
    expect(archiveHref({ q: "faja", signals: "cod" })).toBe("/archive?q=faja&signals=cod");
    expect(archiveKey({ signals: "shop,cod" }, null)).toBe("/api/archive?signals=shop%2Ccod&limit=24");
    expect(hasFilters({ signals: "cod" })).toBe(true);
  });

  it("asks the API for 24 ads a page and follows the cursor", () => {
    expect(archiveKey({ q: "a" }, null)).toBe("/api/archive?q=a&limit=24");
    expect(archiveKey({}, "abc")).toBe("/api/archive?limit=24&cursor=abc");
  });
});

describe("archive badges", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  it("counts whole days since an instant", () => {
    expect(daysSince("2026-11-25T01:00:00Z", now)).toBe(0);
    expect(daysSince("2026-11-11T12:00:00Z", now)).toBe(14);
    expect(daysSince("2026-12-01T00:00:00Z", now)).toBe(0);
  });

  it("says when an ad ended and how often it was seen", () => {
    expect(endedLabel(new Date().toISOString())).toBe("Finalizado hoy");
    expect(endedLabel(new Date(Date.now() - 86_400_000 - 1000).toISOString())).toBe("Finalizado hace 1 día");
    expect(endedLabel(new Date(Date.now() - 21 * 86_400_000 - 1000).toISOString())).toBe("Finalizado hace 21 días");
    expect(seenLabel(1)).toBe("Visto 1 vez");
    expect(seenLabel(3)).toBe("Visto 3 veces");
  });
});
