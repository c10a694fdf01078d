// `npm test`'s summary (scripts/lib/report.mjs): a tier that runs nothing fails the run.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkCounts, playwrightCounts, printReport, summaryLine, tierCountsLine, vitestCounts } from "../../scripts/lib/report.mjs";

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

  it("counts each static check as one item, and a failed check fails the run with how to fix it", () => {
    const checks = checkCounts([
      { name: "typecheck", code: 0 },
      { name: "lint", code: 0 },
      { name: "format:check", code: 1, fix: "run `npm run format`" },
    ]);
    expect(checks).toEqual({ passed: 2, failed: 1, skipped: 0, notes: ["format:check failed (exit 1): run `npm run format`"] });
    const tiers = [
      { name: "checks", counts: checks },
      { name: "unit", counts: counts(120) },
    ];
    const { totals, ok } = printReport(tiers);
    expect(ok).toBe(false);
    expect(summaryLine(totals)).toBe("122 passed, 1 failed");
    expect(tierCountsLine(tiers)).toBe("checks 3 · unit 120");
  });

  it("names each failed test and its first error line, so a CI log that keeps only the summary says what failed", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "report-"));
    try {
      const vitestFile = path.join(dir, "vitest.json");
      writeFileSync(
        vitestFile,
        JSON.stringify({
          testResults: [
            {
              name: path.resolve("tests/integration/quota.test.ts"),
              status: "failed",
              assertionResults: [
                { status: "passed", fullName: "quota charges once" },
                { status: "failed", fullName: "quota refunds", failureMessages: ["AssertionError: expected 2 to be 1\n  at x"] },
              ],
            },
          ],
        }),
      );
      const vt = vitestCounts(vitestFile);
      expect(vt?.integration).toMatchObject({ passed: 1, failed: 1 });
      expect(vt?.integration.notes).toEqual(["tests/integration/quota.test.ts › quota refunds: AssertionError: expected 2 to be 1"]);

      const pwFile = path.join(dir, "pw.json");
      writeFileSync(
        pwFile,
        JSON.stringify({
          stats: { expected: 3, unexpected: 1, flaky: 0, skipped: 0 },
          suites: [
            {
              title: "library.spec.ts",
              suites: [
                {
                  title: "saved ads",
                  specs: [
                    {
                      title: "delete",
                      file: "library.spec.ts",
                      line: 25,
                      tests: [{ status: "unexpected", results: [{ error: { message: "\u001b[31mError\u001b[39m: not visible\nmore" } }] }],
                    },
                    { title: "export", file: "library.spec.ts", line: 9, tests: [{ status: "expected", results: [] }] },
                  ],
                },
              ],
            },
          ],
        }),
      );
      expect(playwrightCounts(pwFile)).toEqual({
        passed: 3,
        failed: 1,
        skipped: 0,
        notes: ["library.spec.ts:25 › saved ads › delete: Error: not visible"],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
