// The e2e tests use Debian's Chromium: `npx playwright install` downloads browsers from a CDN these
// machines cannot reach (see /work/shared/design/stack-notes.md). playwright.config.ts reads the same path.
import { existsSync } from "node:fs";
import { run } from "./proc.mjs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Make sure Chromium is installed: as root, install Debian's package (~30 s, once per machine);
 * otherwise throw with the exact command to run.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return false;
  const howTo = "sudo apt-get update && sudo apt-get install -y chromium";
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing (${CHROMIUM_PATH}). Install it with:\n  ${howTo}\n(or set CHROMIUM_PATH to a Chromium/Chrome binary).`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
    const res = await run("apt-get", args, { env, capture: true });
    if (res.code !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${res.code}):\n${res.output.trimEnd()}`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  return true;
}
