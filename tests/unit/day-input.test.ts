// Dates read and typed as dd/mm/aaaa whatever the browser's locale.
import { describe, expect, it } from "vitest";
import { appliedDayRange, formatDayInput, isIsoDay, maskDayInput, parseDayInput } from "@/lib/day-input";

describe("parseDayInput", () => {
  it("reads day first, as a Spanish reader writes it", () => {
    expect(parseDayInput("03/04/2026")).toBe("2026-04-03");
    expect(parseDayInput("3/4/2026")).toBe("2026-04-03");
    expect(parseDayInput("31-12-2026")).toBe("2026-12-31");
  });

  it("refuses days that do not exist and half-typed text", () => {
    expect(parseDayInput("31/02/2026")).toBeNull();
    expect(parseDayInput("29/02/2025")).toBeNull();
    expect(parseDayInput("12/13/2026")).toBeNull();
    expect(parseDayInput("12/03")).toBeNull();
    expect(parseDayInput("2026-03-12")).toBeNull();
  });

  it("accepts 29 February of a leap year", () => {
    expect(parseDayInput("29/02/2028")).toBe("2028-02-29");
  });
});

describe("formatDayInput and isIsoDay", () => {
  it("shows a stored day as dd/mm/aaaa", () => {
    expect(formatDayInput("2026-01-31")).toBe("31/01/2026");
  });

  it("tells real ISO days from the rest", () => {
    expect(isIsoDay("2026-01-31")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("31/01/2026")).toBe(false);
    expect(isIsoDay("")).toBe(false);
  });
});

describe("maskDayInput", () => {
  it("adds the slashes as digits are typed", () => {
    expect(maskDayInput("3")).toBe("3");
    expect(maskDayInput("310")).toBe("31/0");
    expect(maskDayInput("3101")).toBe("31/01");
    expect(maskDayInput("31012026")).toBe("31/01/2026");
    expect(maskDayInput("310120269")).toBe("31/01/2026");
  });

  it("lets Backspace remove a digit (no trailing slash to fight)", () => {
    expect(maskDayInput("31/")).toBe("31/");
    expect(maskDayInput("31/0")).toBe("31/0");
  });

  it("keeps typed separators and drops letters", () => {
    expect(maskDayInput("1/2/2026")).toBe("1/2/2026");
    expect(maskDayInput("1a/2b/2026x")).toBe("1/2/2026");
  });
});

describe("appliedDayRange", () => {
  it("applies real days in order and drops the rest", () => {
    expect(appliedDayRange({ dateFrom: "2026-01-01", dateTo: "2026-01-31" })).toEqual({ dateFrom: "2026-01-01", dateTo: "2026-01-31" });
    expect(appliedDayRange({ dateFrom: "31/01", dateTo: "2026-01-31" })).toEqual({ dateFrom: "", dateTo: "2026-01-31" });
    expect(appliedDayRange({ dateFrom: "2026-02-01", dateTo: "2026-01-31" })).toEqual({ dateFrom: "", dateTo: "" });
  });
});

describe("maskDayInput while typing into a masked value", () => {
  it("carries a digit typed after a full part into the next one", () => {
    expect(maskDayInput("24/112")).toBe("24/11/2");
    expect(maskDayInput("24/11/20261")).toBe("24/11/2026");
    expect(maskDayInput("12//")).toBe("12/");
  });
});
