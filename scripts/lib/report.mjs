// Turn vitest's and Playwright's JSON reports into per-tier counts and the one summary line of `npm test`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ROOT } from "./proc.mjs";

/** @typedef {{ passed: number, failed: number, skipped: number, notes: string[] }} Counts */

/** An error's first line, without terminal colours, short enough for one line of the summary. */
const firstLine = (text) => stripVTControlCharacters(String(text)).split("\n")[0].slice(0, 300);

const empty = () => ({ passed: 0, failed: 0, skipped: 0, notes: [] });

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Which tier a vitest file belongs to, from its path (the vitest projects are split by folder). */
function tierOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join("/");
  if (rel.startsWith("tests/unit/")) return "unit";
  if (rel.startsWith("tests/integration/")) return "integration";
  return "vitest";
}

/**
 * Counts per tier from vitest's JSON reporter (jest-compatible format).
 * A file that fails without a failing test (import error, failing beforeAll) counts as one failure:
 * otherwise a broken file would vanish from the summary.
 * @returns {Record<string, Counts> | undefined} undefined when the report is missing or unreadable
 */
export function vitestCounts(file) {
  const report = readJson(file);
  if (!report || !Array.isArray(report.testResults)) return undefined;
  /** @type {Record<string, Counts>} */
  const tiers = { unit: empty(), integration: empty() };
  for (const result of report.testResults) {
    const counts = (tiers[tierOf(result.name)] ??= empty());
    let failedHere = 0;
    for (const a of result.assertionResults ?? []) {
      if (a.status === "passed") counts.passed++;
      else if (a.status === "failed") {
        failedHere++;
        // The summary is what a CI log keeps: name the test and its first error line there.
        counts.notes.push(
          `${path.relative(ROOT, result.name)} › ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0] ?? "failed")}`,
        );
      } else counts.skipped++; // skipped, pending, todo, disabled
    }
    if (result.status === "failed" && failedHere === 0) {
      failedHere = 1;
      counts.notes.push(`${path.relative(ROOT, result.name)}: ${firstLine(result.message || "failed to run")}`);
    }
    counts.failed += failedHere;
  }
  return tiers;
}

/**
 * Counts from Playwright's JSON reporter: expected and flaky (passed on retry) count as passed.
 * Top-level errors (a spec that fails to load, the web server not starting) count as one failure each.
 * @returns {Counts | undefined}
 */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const counts = { passed: expected + flaky, failed: unexpected, skipped, notes: [] };
  for (const failure of failedPlaywrightTests(report.suites ?? [])) counts.notes.push(failure);
  for (const error of report.errors ?? []) {
    counts.failed++;
    counts.notes.push(firstLine(error.message ?? error.value ?? "error"));
  }
  if (flaky) counts.notes.push(`${flaky} flaky (passed on retry)`);
  return counts;
}

/** "file:line › title: first error line" for each Playwright test whose outcome was unexpected. */
function failedPlaywrightTests(suites, titles = []) {
  const out = [];
  for (const suite of suites) {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.find((r) => r.error)?.error;
        out.push(`${spec.file}:${spec.line} › ${[...here, spec.title].join(" › ")}: ${firstLine(error?.message ?? "failed")}`);
      }
    }
    out.push(...failedPlaywrightTests(suite.suites ?? [], here));
  }
  return out;
}

/**
 * The static checks (typecheck, lint, format:check) as one tier: each check passed or failed, with a
 * note saying how to fix each failure.
 * @param {Array<{ name: string, code: number, fix?: string }>} results
 * @returns {Counts}
 */
export function checkCounts(results) {
  const counts = empty();
  for (const { name, code, fix } of results) {
    if (code === 0) counts.passed++;
    else {
      counts.failed++;
      counts.notes.push(`${name} failed (exit ${code})${fix ? `: ${fix}` : ""}`);
    }
  }
  return counts;
}

/** "N passed, M failed" plus ", K skipped" only when K > 0. */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`;
}

/** Tests a tier ran (passed, failed or skipped). */
const ran = (counts) => counts.passed + counts.failed + counts.skipped;

/** "unit 120 · integration 310 · e2e 45": how many tests each tier ran, for the line above the summary. */
export function tierCountsLine(tiers) {
  return tiers
    .filter((t) => t.counts)
    .map((t) => `${t.name} ${ran(t.counts)}`)
    .join(" · ");
}

/**
 * Print the per-tier table and return the totals.
 * A tier that ran no test at all fails the run (a broken glob or config must not pass as green).
 * @param {Array<{ name: string, counts?: Counts, problem?: string }>} tiers
 *   problem: why the tier could not run (or ran inconsistently); printed and makes `ok` false
 */
export function printReport(tiers) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let ok = true;
  console.log("\nResults");
  for (const tier of tiers) {
    const { name, counts } = tier;
    const problem = tier.problem ?? (counts && ran(counts) === 0 ? "ran no tests" : undefined);
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      console.log(`  ${name.padEnd(12)} ${summaryLine(counts)}`);
      for (const note of counts.notes) console.log(`  ${"".padEnd(12)} ! ${note}`);
    }
    if (problem) {
      ok = false;
      console.log(`  ${name.padEnd(12)} ${counts ? "! " : ""}${problem}`);
    }
  }
  if (totals.failed > 0) ok = false;
  return { totals, ok };
}
