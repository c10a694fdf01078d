#!/usr/bin/env node
// Runs the Prisma CLI with our schema-engine stand-in, unless PRISMA_SCHEMA_ENGINE_BINARY already names an
// engine (e.g. the real binary on a machine that can download it). Every npm script calls Prisma through here.
// Usage: node scripts/prisma.mjs <prisma args...>   e.g. `node scripts/prisma.mjs migrate deploy`

import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(new URL("./prisma-schema-engine.mjs", import.meta.url));
}

const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit", env });

// Ctrl-C reaches the child through the terminal's process group; forward what is sent to us alone (CI, test runners).
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}

child.on("error", (error) => {
  console.error(`Could not start the Prisma CLI: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  if (signal) {
    // Die of the same signal so that callers see how the CLI ended.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
