#!/usr/bin/env node
// Where the last `npm test` spent its time, from the reports it left in .data/test/: each vitest tier's
// summed file time and its ten slowest files, and Playwright's summed test time (retries included) and
// its ten slowest spec files. docs/test-suite.md keeps these figures; rerun after a change to see its cost.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/proc.mjs";

const OUT = path.join(ROOT, ".data", "test");
const read = (name) => {
  const file = path.join(OUT, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
};
const rel = (file) => path.relative(ROOT, file).split(path.sep).join("/");
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

function table(title, rows) {
  console.log(`\n${title}`);
  console.log("| file | tests | time |\n|---|---|---|");
  for (const r of rows) console.log(`| ${r.file} | ${r.tests} | ${s(r.ms)} |`);
}

const vitest = read("vitest.json");
if (vitest) {
  const byTier = new Map();
  for (const result of vitest.testResults) {
    const file = rel(result.name);
    const tier = file.startsWith("tests/unit/") ? "unit" : file.startsWith("tests/integration/") ? "integration" : "vitest";
    const list = byTier.get(tier) ?? [];
    list.push({ file, tests: result.assertionResults.length, ms: result.endTime - result.startTime });
    byTier.set(tier, list);
  }
  const wall = Math.max(...vitest.testResults.map((r) => r.endTime)) - vitest.startTime;
  console.log(`vitest: ${s(wall)} from start to last file (one run, both projects)`);
  for (const [tier, list] of byTier) {
    const sum = list.reduce((t, r) => t + r.ms, 0);
    console.log(`  ${tier}: ${list.length} files, ${list.reduce((t, r) => t + r.tests, 0)} tests, ${s(sum)} in test files`);
    table(`${tier}: ten slowest files`, list.sort((a, b) => b.ms - a.ms).slice(0, 10));
  }
}

const playwright = read("playwright.json");
if (playwright) {
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const row = files.get(spec.file) ?? { file: `tests/e2e/${spec.file}`, tests: 0, ms: 0 };
      for (const t of spec.tests ?? []) {
        row.tests += 1;
        for (const r of t.results ?? []) row.ms += r.duration ?? 0;
      }
      files.set(spec.file, row);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright.suites ?? []) walk(suite);
  const list = [...files.values()];
  const sum = list.reduce((t, r) => t + r.ms, 0);
  console.log(`\nplaywright: ${s(playwright.stats?.duration ?? 0)} wall, ${list.length} files, ${s(sum)} of test time over its workers`);
  table("e2e: ten slowest files", list.sort((a, b) => b.ms - a.ms).slice(0, 10));
}
if (!vitest && !playwright) console.log("No reports in .data/test/: run `npm test` first.");
