// The import boundaries eslint.config.mjs enforces, worked out from the tree each time ESLint starts:
// - server code (every lib/services module, and any other lib module that says `import "server-only"`)
//   reaches a client file (a "use client" file, anything in components/, and every other lib module) only as
//   `import type`;
// - components/ and lib/ never import from app/;
// - a screen folder (the first folder under app/ that is not a route group) imports only from components/,
//   lib/ and itself. The route files at a group's root (`app/(app)/page.tsx` shows the search screen at "/")
//   belong to no screen, and may use one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SOURCE = /\.(ts|tsx)$/;
const RULE = "@typescript-eslint/no-restricted-imports";

const SERVER_MESSAGE =
  "Server code reaches a client file only as `import type`: move what the browser needs to lib/shared/ (or call it through lib/client/).";
const APP_MESSAGE = "components/ and lib/ never import from app/: move what is shared to components/ or lib/.";
const SCREEN_MESSAGE =
  "A screen folder imports only from components/, lib/ and itself: move what two screens share to components/ or lib/.";

function walk(root, dir, out) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (rel !== "lib/generated") walk(root, rel, out);
    } else if (SOURCE.test(entry.name)) out.push(rel);
  }
  return out;
}

const moduleId = (file) => file.replace(SOURCE, "");
const isGroup = (segment) => /^\(.*\)$/.test(segment);
/** A file name as a literal glob: route folders hold `(`, `)`, `[` and `]`. */
const literal = (file) => file.replace(/[()[\]{}*?!+@]/g, "\\$&");

/** The folder depth of `file` below its screen folder, or null for the route files at a group's root. */
function depthInScreen(file) {
  const dirs = file.split("/").slice(1, -1);
  const screen = dirs.findIndex((d) => !isGroup(d));
  return screen === -1 ? null : dirs.length - screen - 1;
}

export function boundaryConfigs(root) {
  const files = [...walk(root, "app", []), ...walk(root, "components", []), ...walk(root, "lib", [])];
  const source = new Map(files.map((f) => [f, readFileSync(path.join(root, f), "utf8")]));
  const server = files.filter((f) => f.startsWith("lib/services/") || /^import "server-only";$/m.test(source.get(f)));
  const serverSpecifiers = ["@/lib/services/**", ...server.filter((f) => !f.startsWith("lib/services/")).map((f) => `@/${moduleId(f)}`)];
  const serverSet = new Set(server);

  const groups = new Map();
  for (const file of files) {
    const patterns = [];
    const useClient = /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(source.get(file));
    // lib/actions holds "use server" modules: a client file calls them, they run on the server.
    const clientLib = file.startsWith("lib/") && !serverSet.has(file) && !file.startsWith("lib/actions/");
    if (useClient || clientLib || file.startsWith("components/")) {
      patterns.push({ group: serverSpecifiers, allowTypeImports: true, message: SERVER_MESSAGE });
    }
    if (file.startsWith("lib/") || file.startsWith("components/")) {
      patterns.push({ group: ["@/app", "@/app/**"], message: APP_MESSAGE });
      patterns.push({ regex: "^(\\.\\./)+app(/|$)", message: APP_MESSAGE });
    }
    if (file.startsWith("app/")) {
      patterns.push({ group: ["@/app", "@/app/**"], message: SCREEN_MESSAGE });
      const depth = depthInScreen(file);
      // Up more folders than the file sits below its screen folder is out of it.
      if (depth !== null) patterns.push({ regex: `^(\\.\\./){${depth + 1}}`, message: SCREEN_MESSAGE });
    }
    if (patterns.length === 0) continue;
    const key = JSON.stringify(patterns);
    if (!groups.has(key)) groups.set(key, { patterns, files: [] });
    groups.get(key).files.push(literal(file));
  }
  return [...groups.values()].map(({ patterns, files: matched }, i) => ({
    name: `adradar/boundaries-${i + 1}`,
    files: matched,
    rules: { [RULE]: ["error", { patterns }] },
  }));
}
