// `next build` only when the sources changed: a full build takes tens of seconds on 2 cores, and
// both `npm run local` and `npm test` serve the same production build from .next.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, bin, run } from "./proc.mjs";

const STATE_FILE = path.join(ROOT, ".data", "build.json");
const BUILD_ID = path.join(ROOT, ".next", "BUILD_ID");

// Files that cannot change what `next build` produces. Tests are left out so that editing a test does
// not cost a rebuild; the price is that a type error in a test file only shows in a fresh build
// (CI always builds from a clean clone) or in `npm run typecheck`.
const IRRELEVANT = [
  /^tests\//,
  /^scripts\//,
  /^\.ci\//,
  /^docs\//,
  /\.md$/i,
  /^playwright\.config\.ts$/,
  /^vitest\.config\.ts$/,
  /^prisma\/migrations\//,
  /^prisma\/seed\.ts$/,
  /^knip\.jsonc$/,
];

/**
 * Hash of the files the build depends on: tracked and untracked-but-not-ignored files (work in
 * progress counts), by path and content. Undefined when git is unavailable (then: always build).
 */
export function sourceHash() {
  let files;
  try {
    files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 << 20,
    })
      .split("\0")
      .filter((f) => f && !IRRELEVANT.some((re) => re.test(f)));
  } catch {
    return undefined;
  }
  const hash = createHash("sha256");
  for (const file of [...new Set(files)].sort()) {
    const full = path.join(ROOT, file);
    if (!existsSync(full)) continue; // deleted but not yet staged
    hash.update(file).update("\0");
    try {
      hash.update(readFileSync(full));
    } catch {
      // a directory (submodule) or unreadable file: its path is enough
    }
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** True when .next holds the build of exactly these sources (and nobody rebuilt it since). */
export function buildIsCurrent(hash = sourceHash()) {
  if (!hash || !existsSync(BUILD_ID)) return false;
  try {
    const state = JSON.parse(readFileSync(STATE_FILE, "utf8"));
    return state.hash === hash && state.buildId === readFileSync(BUILD_ID, "utf8").trim();
  } catch {
    return false;
  }
}

/**
 * `next build` with a neutral environment, so the one artifact serves both `npm run local` and the
 * e2e tests: no DATABASE_URL (the app must build without a database) and no telemetry.
 * @param {{ logFile?: string, cache?: boolean }} [opts] logFile: write the output there instead of the console;
 *   cache: keep Turbopack's build cache in .next for the next build (worth it only where builds repeat)
 * @returns {Promise<{ code: number }>}
 */
export async function nextBuild({ logFile, cache = false } = {}) {
  const hash = sourceHash();
  // The callers type-check on their own: `npm test` runs `tsc` as a check, and `npm run local` serves
  // commits that passed it.
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ADRADAR_BUILD_TYPECHECKED: "1", ADRADAR_BUILD_CACHE: cache ? "1" : "0" };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // next sets "production"; a stray "test"/"development" breaks the build
  const res = await run(bin("next"), ["build"], { env, logFile });
  if (res.code === 0 && hash && existsSync(BUILD_ID)) {
    mkdirSync(path.dirname(STATE_FILE), { recursive: true });
    writeFileSync(
      STATE_FILE,
      JSON.stringify({ hash, buildId: readFileSync(BUILD_ID, "utf8").trim(), builtAt: new Date().toISOString() }, null, 2),
    );
  }
  return res;
}
