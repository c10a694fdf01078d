// The static checks `npm test` runs before the test tiers: types, lint (with the import boundaries), formatting,
// dead code and the references into the docs. Each is one package.json script (so `npm run typecheck` locally is exactly what CI runs) and
// counts as one item in the summary: a failing check is a failure of the run, but it never stops the tiers from running.
import { readFileSync } from "node:fs";
import path from "node:path";
import { run, seconds } from "./proc.mjs";

/** Run one after another, beside `next build` and then vitest (2 cores). Lint and Prettier keep caches (.data/eslintcache, node_modules/.cache/prettier) for local reruns. */
export const CHECKS = [
  { name: "typecheck", fix: "see the type errors above" },
  { name: "lint", fix: "see the problems above (`npx eslint . --fix` fixes some)" },
  { name: "format:check", fix: "run `npm run format`" },
  { name: "knip", fix: "delete what knip lists as unused, or justify an exception in knip.jsonc" },
  { name: "docs:check", fix: "point each reference listed above at a section the doc has (scripts/check-docs.mjs)" },
];

/**
 * Run every check, one after another. With `logDir`, each check's output goes to `<logDir>/<name>.log` and
 * only a failing check's output is shown (after its status line), so the checks can run beside vitest
 * without mixing their output into its report.
 * @param {{ checks?: typeof CHECKS, logDir?: string, niceness?: number }} [opts]
 * @returns {Promise<Array<{ name: string, code: number, fix: string }>>}
 */
export async function runChecks({ checks = CHECKS, logDir, niceness } = {}) {
  const results = [];
  for (const check of checks) {
    const started = Date.now();
    if (!logDir) console.log(`▸ ${check.name}`);
    const logFile = logDir ? path.join(logDir, `${check.name.replace(/[^a-z0-9]+/gi, "-")}.log`) : undefined;
    // --silent: no "> adradar@… lint" banner and no npm error trailer, only the tool's own output.
    const { code } = await run("npm", ["run", "--silent", check.name], { logFile, niceness });
    console.log(`${code === 0 ? "✓" : "✗"} ${check.name} (${seconds(Date.now() - started)})`);
    if (code !== 0 && logFile) console.log(readFileSync(logFile, "utf8").trimEnd());
    results.push({ ...check, code });
  }
  return results;
}
