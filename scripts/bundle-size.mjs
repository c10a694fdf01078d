#!/usr/bin/env node
// `node scripts/bundle-size.mjs [distDir]`: every screen's gzipped first-load JavaScript from the last
// `next build` (default .next), as the Markdown table of docs/benchmarks.md §3; exits 1 when a screen
// passes its budget. It measures what is built: run `next build` (or `npm test`) first.
import { existsSync } from "node:fs";
import path from "node:path";
import { formatTable, measureFirstLoad, overBudget } from "./lib/bundle-size.mjs";

const distDir = path.resolve(process.argv[2] ?? ".next");
if (!existsSync(path.join(distDir, "BUILD_ID"))) {
  console.error(`No build in ${distDir}: run \`npx next build\` first.`);
  process.exit(2);
}
const rows = measureFirstLoad(distDir);
console.log(formatTable(rows));
const over = overBudget(rows);
if (over.length > 0) {
  console.error(`\nOver budget:\n${over.join("\n")}`);
  process.exit(1);
}
