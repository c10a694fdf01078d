// Bundle budgets: every screen's gzipped first-load JavaScript in the production build Playwright serves
// (scripts/lib/bundle-size.mjs says how it is measured; docs/benchmarks.md §3 states the budgets and
// today's figures). Here and not in the unit tier: `npm test` builds while vitest runs, and only this
// tier starts after the build.
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { formatTable, measureFirstLoad, overBudget, routeOfAppPath } from "../../scripts/lib/bundle-size.mjs";
import { pageFiles } from "../support/route-files";

const DIST = path.resolve(import.meta.dirname, "../../.next");

test("every screen's first-load JavaScript stays within its budget", async () => {
  // Playwright serves this build (`npm start`), so it is always there: a missing one is a broken run.
  expect(existsSync(path.join(DIST, "BUILD_ID")), "No production build in .next: run `npx next build` (npm test builds).").toBe(true);
  const rows = measureFirstLoad(DIST);
  await test.info().attach("first-load-js.md", { body: formatTable(rows), contentType: "text/markdown" });
  // Every screen under app/ was measured: a manifest read wrongly must not pass for "all within budget".
  expect(rows.map((r) => r.route).sort()).toEqual([...new Set(pageFiles().map(routeOfAppPath))].sort());
  expect(rows.every((r) => r.gzipBytes > 0)).toBe(true);
  expect(overBudget(rows)).toEqual([]);
});
