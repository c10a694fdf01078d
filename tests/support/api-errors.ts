// The API's error shape and what counts as a Spanish message, shared by the hostile-input and fuzz suites.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Every message a user may read in an error body is written by us (an `AppError`, a schema's message)
 * or produced by zod's Spanish locale (`z.config(z.locales.es())`) for an issue a schema leaves to it.
 * So the catalogue is: every string and template literal in `app/` and `lib/` (without the generated
 * Prisma client) plus zod's `es` locale, templates turned into patterns. A message outside it (zod's
 * English default, a driver or framework error leaking out, text echoed from the request) is refused,
 * and so is a catalogued one that does not read as Spanish (our English literals: log lines, developer errors).
 */
const SOURCE_DIRS = ["app", "lib"];
const SKIP_DIRS = new Set(["generated", "node_modules"]);
const ZOD_ES_LOCALE = path.join(ROOT, "node_modules/zod/v4/locales/es.js");
/** A template with fewer literal characters than this (`${a}${b}`) would match anything. */
const MIN_TEMPLATE_LITERAL_CHARS = 6;

type Catalogue = { exact: Set<string>; patterns: RegExp[] };
let catalogue: Catalogue | undefined;
const verdicts = new Map<string, boolean>();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function collectLiterals(file: string, into: Catalogue) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      into.exact.add(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      if (parts.join("").length >= MIN_TEMPLATE_LITERAL_CHARS) {
        into.patterns.push(new RegExp(`^${parts.map(escapeRegExp).join("[\\s\\S]+?")}$`));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function loadCatalogue(): Catalogue {
  const c: Catalogue = { exact: new Set(), patterns: [] };
  for (const dir of SOURCE_DIRS) for (const file of sourceFiles(path.join(ROOT, dir))) collectLiterals(file, c);
  collectLiterals(ZOD_ES_LOCALE, c);
  return c;
}

/** Spanish letters and punctuation, or one of the commonest Spanish function words. */
const LOOKS_SPANISH =
  /[áéíóúüñÁÉÍÓÚÜÑ¿¡]|\b(a|al|el|la|los|las|lo|de|del|un|una|no|es|ser|por|para|con|en|ya|su|se|que|sin|este|esta|debe|hay)\b/i;
/** English function words and zod's English defaults: none of them is Spanish. */
const LOOKS_ENGLISH =
  /\b(the|is|are|was|must|should|expected|received|invalid|required|failed|cannot|unknown|not|and|to|of|with|for|at|in|on)\b/i;

/** True when `message` is one our code or zod's Spanish locale produces, and reads as Spanish. */
export function isSpanishApiMessage(message: unknown): boolean {
  if (typeof message !== "string" || message.trim() === "") return false;
  const known = verdicts.get(message);
  if (known !== undefined) return known;
  catalogue ??= loadCatalogue();
  const c = catalogue;
  const verdict =
    LOOKS_SPANISH.test(message) && !LOOKS_ENGLISH.test(message) && (c.exact.has(message) || c.patterns.some((p) => p.test(message)));
  verdicts.set(message, verdict);
  return verdict;
}

type Reply = { status: number; json: unknown; headers: Headers };

/**
 * What is wrong with an error reply, or null when it is the API's one error shape:
 * JSON `{ success: false, error, message, code }` with `error === message`, an upper-case code and a
 * Spanish message.
 */
export function errorReplyProblem(res: Reply): string | null {
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return `content-type is "${type}", not JSON`;
  const body = res.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object") return "the body is not a JSON object";
  if (body.success !== false) return "success is not false";
  if (typeof body.message !== "string" || body.error !== body.message) return "error and message are not the same string";
  if (typeof body.code !== "string" || !/^[A-Z][A-Z_]+$/.test(body.code)) return `code ${JSON.stringify(body.code)} is not an error code`;
  if (!isSpanishApiMessage(body.message)) return `message ${JSON.stringify(body.message)} is not one of our Spanish messages`;
  return null;
}
