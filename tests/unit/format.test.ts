import { describe, expect, it } from "vitest";
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatDay,
  formatElapsed,
  formatNumber,
  formatPlanPrice,
  pluralize,
} from "@/lib/format";

describe("formatElapsed (the search timer, m:ss)", () => {
  it.each([
    [0, "0:00"],
    [999, "0:00"],
    [1_000, "0:01"],
    [59_999, "0:59"],
    [60_000, "1:00"],
    [125_000, "2:05"],
    [15 * 60_000, "15:00"],
    [75 * 60_000 + 9_000, "75:09"],
  ])("%i ms → %s", (ms, expected) => {
    expect(formatElapsed(ms)).toBe(expected);
  });

  it("never shows a negative or broken time", () => {
    expect(formatElapsed(-5_000)).toBe("0:00");
    expect(formatElapsed(Number.NaN)).toBe("0:00");
  });
});

describe("formatCompact (K from 1,000, M from 1,000,000)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1_000, "1K"],
    [1_234, "1,2K"],
    [514_527, "514,5K"],
    [999_949, "999,9K"],
    [999_960, "1M"],
    [1_000_000, "1M"],
    [2_450_000, "2,5M"],
  ])("%i → %s", (n, expected) => {
    expect(formatCompact(n)).toBe(expected);
  });

  it("keeps the sign of negative numbers", () => {
    expect(formatCompact(-1_500)).toBe("-1,5K");
  });
});

describe("formatNumber and pluralize", () => {
  it("groups thousands the Spanish way", () => {
    expect(formatNumber(12_345)).toBe("12.345");
    expect(formatNumber(2_000)).toBe("2.000");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1_234_567)).toBe("1.234.567");
  });

  it("uses the singular only for one", () => {
    expect(pluralize(1, "anuncio", "anuncios")).toBe("1 anuncio");
    expect(pluralize(0, "anuncio", "anuncios")).toBe("0 anuncios");
    expect(pluralize(20, "anuncio", "anuncios")).toBe("20 anuncios");
  });
});

describe("formatDate (es-ES, in the user's zone)", () => {
  it("writes Spanish month names", () => {
    expect(formatDate("2025-03-15T12:00:00Z", "Europe/Madrid")).toBe("15 mar 2025");
    expect(formatDate("2025-03-15T12:00:00Z", "Europe/Madrid", "long")).toBe("15 de marzo de 2025");
    expect(formatDate("2025-03-15T12:00:00Z", "Europe/Madrid", "short")).toBe("15/3/2025");
  });

  it("names the day and time the user's clock reads, whatever the machine's zone", () => {
    // Followed at 03:30 UTC on 28 Nov: the 27th in Mexico City, the 28th in Madrid and Tokyo.
    const at = "2026-11-28T03:30:00Z";
    expect(formatDate(at, "America/Mexico_City")).toBe("27 nov 2026");
    expect(formatDate(at, "Europe/Madrid")).toBe("28 nov 2026");
    expect(formatDateTime(at, "Asia/Tokyo")).toBe("28 nov 2026, 12:30");
  });

  it("reads a day that is already a day the same in every zone", () => {
    expect(formatDay("2026-11-28")).toBe("28 nov 2026");
    expect(formatDay("not a day")).toBe("");
  });

  it("shows nothing for a missing or invalid date rather than 'Invalid Date'", () => {
    expect(formatDate(null, "UTC")).toBe("");
    expect(formatDate("", "UTC")).toBe("");
    expect(formatDate("not a date", "UTC")).toBe("");
  });
});

describe("formatPlanPrice", () => {
  it("reads 'Gratis' at 0 and dollars with two decimals otherwise", () => {
    expect(formatPlanPrice(0)).toBe("Gratis");
    expect(formatPlanPrice(19.9)).toBe("19,90\u00a0US$/mes");
    expect(formatPlanPrice(49)).toBe("49,00\u00a0US$/mes");
  });
});
