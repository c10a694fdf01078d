// `npm run docs:check`: every reference into the docs resolves, so a reader who follows one lands somewhere.
// - `docs/<name>.md` names a file of the repo, and `docs/<name>.md §N` (or §N.M) a numbered heading in it;
//   `docs/<name>.md §N Some Heading` also names a sub-heading or bold term of that section.
// - No absolute path to a `.md` file: only the repo's own files can be opened by its readers.
// - No "issue N": issue threads live outside the repo. Applied migrations are left as they are (Prisma
//   checksums their text).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const TEXT = /\.(ts|tsx|mjs|js|md|css|sql|json|jsonc|prisma|yml|yaml)$|^\.ci\/run$|^README\.md$/;
const SKIP = [/^tests\/fixtures\//, /^lib\/generated\//, /^package-lock\.json$/, /^scripts\/check-docs\.mjs$/];
const ISSUE_SKIP = [/^prisma\/migrations\//];

const CITATION = /(?<![\w/.-])(docs\/[\w./-]+?\.md)(?: ?§ ?(\d+(?:\.\d+)?)(?: ([A-Z][\w'-]*(?: [\w'-]+)*))?)?/g;
const ABSOLUTE_MD = /(?<![\w.)\]-])(\/[\w-]+(?:\/[\w.-]+)*\.md)\b/g;
const ISSUE = /\bissues? #?\d+/gi;

const sections = new Map();
/**
 * The numbered sections of a doc ("2", "2.1"), each with the labels it defines: its own sub-headings and the
 * bold terms that open its list items or paragraphs (`- **Search params**: ...`).
 */
function sectionsOf(doc) {
  if (!sections.has(doc)) {
    const found = new Map();
    let current = null;
    for (const line of readFileSync(path.join(ROOT, doc), "utf8").split("\n")) {
      const heading = /^(#{2,4}) (?:(\d+(?:\.\d+)?)[.\s])?\s*(.*)$/.exec(line);
      if (heading && heading[2]) {
        current = { depth: heading[1].length, labels: [] };
        found.set(heading[2], current);
        continue;
      }
      if (heading && current && heading[1].length <= current.depth) current = null;
      if (!current) continue;
      if (heading) current.labels.push(heading[3]);
      const bold = /^(?:[-*] |\d+\. )?\*\*([^*]+)\*\*/.exec(line);
      if (bold) current.labels.push(bold[1]);
    }
    sections.set(doc, new Map([...found].map(([n, s]) => [n, s.labels.map((l) => l.toLowerCase().replace(/[.:]$/, ""))])));
  }
  return sections.get(doc);
}

export function checkFile(file, text) {
  const problems = [];
  text.split("\n").forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const [, doc, section, words] of line.matchAll(CITATION)) {
      if (!existsSync(path.join(ROOT, doc))) {
        problems.push(`${at}: ${doc} does not exist`);
        continue;
      }
      if (!section) continue;
      const labels = sectionsOf(doc).get(section);
      const cited = words?.toLowerCase();
      if (labels === undefined) problems.push(`${at}: ${doc} has no section §${section}`);
      else if (cited && !labels.some((l) => cited === l || cited.startsWith(`${l} `) || l.startsWith(cited))) {
        problems.push(`${at}: ${doc} §${section} has no heading or term "${words}"`);
      }
    }
    for (const [, ref] of line.matchAll(ABSOLUTE_MD)) problems.push(`${at}: ${ref} is outside the repo`);
    if (!ISSUE_SKIP.some((re) => re.test(file))) {
      for (const [ref] of line.matchAll(ISSUE)) problems.push(`${at}: "${ref}" cites an issue, which no reader of the repo can open`);
    }
  });
  return problems;
}

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && TEXT.test(f) && !SKIP.some((re) => re.test(f)) && existsSync(path.join(ROOT, f)));
const problems = files.flatMap((f) => checkFile(f, readFileSync(path.join(ROOT, f), "utf8")));
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} reference(s) into the docs do not resolve.`);
  process.exit(1);
}
console.log(`docs references: ${files.length} files checked, all resolve.`);
