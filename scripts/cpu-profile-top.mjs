#!/usr/bin/env node
// `node scripts/cpu-profile-top.mjs <file.cpuprofile> [N]`: the N (30) heaviest functions of a V8 CPU
// profile (node --cpu-prof), by self time and by the package or source folder they come from, so a
// profile of the bench's server reads as "where does a request's CPU go" without DevTools.
import { readFileSync } from "node:fs";

const [file, n = "30"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [N]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map();
// Samples are taken at `timeDeltas` intervals; each sample's time goes to the node it landed in.
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** "next/dist/compiled/…", "@prisma/client", ".next/server/chunks", "(native)": where a frame lives. */
function origin(url) {
  if (!url) return "(native/V8)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    const pkg = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    if (pkg === "next") return `next/${rest.slice(1, 4).join("/")}`;
    return pkg;
  }
  if (url.includes("/.next/")) return `.next/${url.split("/.next/")[1].split("/").slice(0, 3).join("/")}`;
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "");
}

const fns = new Map();
const origins = new Map();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || "(anonymous)"} ${origin(callFrame.url)}:${callFrame.lineNumber + 1}`;
  fns.set(name, (fns.get(name) ?? 0) + us);
  const o =
    callFrame.functionName === "(garbage collector)" ? "(gc)" : callFrame.functionName === "(idle)" ? "(idle)" : origin(callFrame.url);
  origins.set(o, (origins.get(o) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(n))
    .map(([k, us]) => `${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`)
    .join("\n");
console.log(
  `total sampled: ${(total / 1000).toFixed(0)} ms\n\nby origin (self time):\n${top(origins)}\n\nby function (self time):\n${top(fns)}`,
);
