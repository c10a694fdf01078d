// The static checks `npm test` runs before the test tiers: types, lint (with the import boundaries), formatting,
// dead code and the references into the docs. Each is one package.json script (so `npm run typecheck` locally is exactly what CI runs) and
// counts as one item in the summary: a failing check is a failure of the run, but it never stops the tiers from running.
import { run, seconds } from "./proc.mjs";

/** Run one after another, each alone beside `next build` (2 cores). Lint and Prettier keep caches (.data/eslintcache, node_modules/.cache/prettier) for local reruns. */
export const CHECKS = [
  { name: "typecheck", fix: "see the type errors above" },
  { name: "lint", fix: "see the problems above (`npx eslint . --fix` fixes some)" },
  { name: "format:check", fix: "run `npm run format`" },
  { name: "knip", fix: "delete what knip lists as unused, or justify an exception in knip.jsonc" },
  { name: "docs:check", fix: "point each reference listed above at a section the doc has (scripts/check-docs.mjs)" },
];

/**
 * Run every check, one after another, showing its output.
 * @returns {Promise<Array<{ name: string, code: number, fix: string }>>}
 */
export async function runChecks(checks = CHECKS) {
  const results = [];
  for (const check of checks) {
    const started = Date.now();
    console.log(`▸ ${check.name}`);
    // --silent: no "> adradar@… lint" banner and no npm error trailer, only the tool's own output.
    const { code } = await run("npm", ["run", "--silent", check.name]);
    console.log(`${code === 0 ? "✓" : "✗"} ${check.name} (${seconds(Date.now() - started)})`);
    results.push({ ...check, code });
  }
  return results;
}
