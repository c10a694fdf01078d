// The e2e tests run Debian's Chromium headless shell (package `chromium-headless-shell`): the same engine
// `npx playwright install` would fetch for headless runs, from a CDN these machines cannot reach (see
// docs/architecture.md §11). Not the full `chromium` browser: on 2 cores its new headless mode
// spent about three times the CPU per page load (0.8 s of it in the browser process alone, for each new
// context), which starved the app server and made every e2e action seconds slow.
// playwright.config.ts and the search bench read the same path.
import { existsSync } from "node:fs";
import { run } from "./proc.mjs";

export const CHROMIUM_PACKAGE = "chromium-headless-shell";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || `/usr/bin/${CHROMIUM_PACKAGE}`;

/** The flags every launch uses: without them Chromium keeps trying to reach Google services on a closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/**
 * Make sure the headless shell is installed: as root, install Debian's package (~20 s, once per
 * machine); otherwise throw with the exact command to run.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return false;
  const howTo = `sudo apt-get update && sudo apt-get install -y ${CHROMIUM_PACKAGE}`;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium's headless shell is missing (${CHROMIUM_PATH}). Install it with:\n  ${howTo}\n(or set CHROMIUM_PATH to a Chromium/Chrome binary).`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", CHROMIUM_PACKAGE],
  ]) {
    const res = await run("apt-get", args, { env, capture: true });
    if (res.code !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${res.code}):\n${res.output.trimEnd()}`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed ${CHROMIUM_PACKAGE} but ${CHROMIUM_PATH} is still missing`);
  return true;
}
