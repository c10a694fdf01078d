// The measure behind the bundle budgets (scripts/lib/bundle-size.mjs), on two tiny builds under
// tests/fixtures/next-build shaped like Next 16's output: Turbopack's route-bundle-stats.json, the client
// reference manifests it is derived from (Turbopack's entryJSFiles), and webpack's (clientModules). The budgets themselves are checked against the real build by
// tests/e2e/bundle-budget.spec.ts: `npm test` builds while vitest runs, so only Playwright's tier is
// sure to see a finished, current .next.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgetKbFor, formatTable, measureFirstLoad, overBudget, routeOfAppPath } from "../../scripts/lib/bundle-size.mjs";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/next-build");
const gz = (build: string, ...names: string[]) =>
  names.reduce((n, name) => n + gzipSync(readFileSync(path.join(FIXTURES, build, "out/static/chunks", name))).length, 0);

describe.each(["turbopack", "manifests", "webpack"])("first-load JavaScript of a %s build", (build) => {
  const rows = measureFirstLoad(path.join(FIXTURES, build, "out"));
  const byRoute = Object.fromEntries(rows.map((r) => [r.route, r]));

  it("lists every screen, and no internal route", () => {
    expect(rows.map((r) => r.route).sort()).toEqual(["/auth", "/search", "/search-history"]);
  });

  it("sums each chunk a screen loads once, gzipped: its own, its layouts' and the shared runtime, no CSS", () => {
    expect(byRoute["/search"].gzipBytes).toBe(gz(build, "layout.js", "search.js", "runtime.js", "framework.js"));
    expect(byRoute["/search"].chunks).toBe(4);
    expect(byRoute["/auth"].gzipBytes).toBe(gz(build, "auth.js", "runtime.js", "framework.js"));
    expect(byRoute["/search-history"].gzipBytes).toBeLessThan(byRoute["/search-history"].bytes);
  });

  it("names each screen over its budget", () => {
    const budgets: Record<string, number> = { "/search": 1, "/auth": 100, "/search-history": 100 };
    const tight = measureFirstLoad(path.join(FIXTURES, build, "out"), (route: string) => budgets[route]);
    expect(overBudget(tight)).toEqual([`/search: ${(byRoute["/search"].gzipBytes / 1000).toFixed(1)} kB gzipped, budget 1 kB`]);
    expect(overBudget(rows)).toEqual([]);
  });
});

describe("bundle budgets", () => {
  // /search (and /, the same screen): the target is 180 kB; the guard is 183 kB while the 0.9 kB it is over
  // (docs/benchmarks.md §3) is won back, and must not go looser. The others guard their figures there and
  // must not be loosened past them.
  it("hold /search to its 183 kB guard and give every screen one, none looser than its figure and 5 %", () => {
    expect(budgetKbFor("/search")).toBeLessThanOrEqual(183);
    expect(budgetKbFor("/")).toBeLessThanOrEqual(183);
    expect(budgetKbFor("/auth")).toBeLessThanOrEqual(219);
    expect(budgetKbFor("/a-new-screen")).toBeGreaterThan(0);
  });

  it("read app paths as URLs: route groups and slots are not in them", () => {
    expect(routeOfAppPath("/(app)/search/page")).toBe("/search");
    expect(routeOfAppPath("/(app)/page")).toBe("/");
    expect(routeOfAppPath("/(app)/admin/@modal/users/page")).toBe("/admin/users");
  });

  it("print a table for the docs", () => {
    const table = formatTable(measureFirstLoad(path.join(FIXTURES, "turbopack", "out")));
    expect(table.split("\n")[0]).toBe("| Screen | First-load JS (gzip) | Raw | Chunks | Budget |");
    expect(table).toContain("| /search | ");
  });

  it("refuse a build whose manifests name a chunk it lacks, rather than measure less", () => {
    expect(() => measureFirstLoad(path.join(FIXTURES, "missing-chunk", "out"))).toThrow(/missing/);
  });
});
