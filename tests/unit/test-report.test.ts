// `npm test`'s summary (scripts/lib/report.mjs): a tier that runs nothing fails the run.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { printReport, summaryLine, tierCountsLine } from "../../scripts/lib/report.mjs";

const counts = (passed: number, failed = 0, skipped = 0) => ({ passed, failed, skipped, notes: [] as string[] });

describe("npm test's report", () => {
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("passes when every tier ran tests and none failed, and counts each tier", () => {
    const tiers = [
      { name: "unit", counts: counts(120) },
      { name: "integration", counts: counts(300, 0, 2) },
      { name: "e2e", counts: counts(45) },
    ];
    const { totals, ok } = printReport(tiers);
    expect(ok).toBe(true);
    expect(summaryLine(totals)).toBe("465 passed, 0 failed, 2 skipped");
    expect(tierCountsLine(tiers)).toBe("unit 120 · integration 302 · e2e 45");
  });

  it("fails a run where a tier ran no tests, though nothing failed", () => {
    const { totals, ok } = printReport([
      { name: "unit", counts: counts(120) },
      { name: "integration", counts: counts(0) },
    ]);
    expect(ok).toBe(false);
    expect(summaryLine(totals)).toBe("120 passed, 0 failed");
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining("ran no tests"));
  });

  it("fails on a failure or a tier that could not run", () => {
    expect(printReport([{ name: "unit", counts: counts(1, 1) }]).ok).toBe(false);
    expect(
      printReport([
        { name: "unit", counts: counts(1) },
        { name: "e2e", problem: "could not run" },
      ]).ok,
    ).toBe(false);
  });
});
