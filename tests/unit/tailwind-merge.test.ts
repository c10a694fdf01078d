// lib/tailwind-merge.ts keeps only the class groups this codebase uses, and in each only the values it
// uses, to save first-load JavaScript (docs/benchmarks.md §3). This proves it merges exactly like
// tailwind-merge's full `twMerge` for every class the code writes: a class whose group or value was left
// out, or a conflict that was dropped, fails here, naming the pairs that merge differently.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { clsx } from "clsx";
import { twMerge as fullTwMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { twMerge } from "@/lib/tailwind-merge";

const ROOT = path.resolve(import.meta.dirname, "../..");
// lib/generated is Prisma's output (git-ignored): no classes, and megabytes to parse.
const SKIP_DIRS = new Set(["node_modules", "generated"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
}

/** The text of a string literal or of a template literal's literal parts (`px-${n}` gives "px-"). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
  return undefined;
}

function literalsUnder(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    const text = literalText(n);
    if (text !== undefined) found.push(text);
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}

// The config's own literals are class group names ("outline-w", "text-color"), not classes.
const CONFIG_FILE = path.join(ROOT, "lib", "tailwind-merge.ts");
const files = ["app", "components", "lib"]
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((file) => file !== CONFIG_FILE)
  .map(parse);
const splitClasses = (text: string) => text.split(/\s+/).filter(Boolean);

// Every whitespace-separated word of every literal: classes, and also UI copy, SQL and so on. Which of
// them are classes is decided below by what the full twMerge does with them, not by a guess.
const tokens = [...new Set(files.flatMap((file) => literalsUnder(file).flatMap(splitClasses)))].sort();

// A Tailwind class always conflicts with itself, so the full twMerge keeps one copy of it; a word it
// does not recognise as a class is passed through untouched, twice.
const isClass = (token: string) => fullTwMerge(`${token} ${token}`) === token;
const classes = tokens.filter(isClass);

// Printed with every failure: a new class is the usual cause, and the fix is upstream's definition.
const HOW_TO_FIX =
  "lib/tailwind-merge.ts merges these differently from the full twMerge. Find each class's group in " +
  "tailwind-merge's default config (node_modules/tailwind-merge/src/lib/default-config.ts) and copy the " +
  "missing value, group or conflict from there into lib/tailwind-merge.ts, in upstream's order";

type Mismatch = { input: string; ours: string; full: string };

function mismatches(inputs: Iterable<string>): { count: number; first: Mismatch[] } {
  let count = 0;
  const first: Mismatch[] = [];
  for (const input of inputs) {
    const ours = twMerge(input);
    const full = fullTwMerge(input);
    if (ours === full) continue;
    count += 1;
    if (first.length < 20) first.push({ input, ours, full });
  }
  return { count, first };
}

/** True when `later` removes `earlier` from "earlier later" in that merger: the one fact a pair can show. */
const overrides = (merge: (input: string) => string, earlier: string, later: string) => merge(`${earlier} ${later}`) === later;

/**
 * The classes in groups the full twMerge treats alike: two classes that override each other both ways
 * (same class group and same modifiers) behave the same against every third class, so one representative
 * of each group stands for all its members. Built against representatives only, this costs classes ×
 * groups merges instead of classes², which kept the check far below any time limit on a busy machine.
 */
function groupsOfFull(list: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const token of list) {
    let home: string | undefined;
    for (const representative of groups.keys()) {
      if (overrides(fullTwMerge, token, representative) && overrides(fullTwMerge, representative, token)) {
        home = representative;
        break;
      }
    }
    if (home) groups.get(home)!.push(token);
    else groups.set(token, [token]);
  }
  return groups;
}

function* orderedPairs(list: readonly string[]): Generator<string> {
  for (const a of list) for (const b of list) if (a !== b) yield `${a} ${b}`;
}

/** The string literals of each call to `callee`, in order, e.g. every `cn("…", cond && "…", className)`. */
function callLiterals(callee: string): string[][] {
  const calls: string[][] = [];
  for (const file of files) {
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.getText(file) === callee) calls.push(literalsUnder(n));
      n.forEachChild(visit);
    };
    visit(file);
  }
  return calls;
}

/** The literal `className`s callers give a Button: `<Button className="…">`, `buttonVariants({ className: "…" })`. */
function buttonCallerClassNames(): string[] {
  const found: string[] = [];
  for (const file of files) {
    const visit = (n: ts.Node) => {
      const isButton = (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && n.tagName.getText(file) === "Button";
      const isButtonVariants = ts.isCallExpression(n) && n.expression.getText(file) === "buttonVariants";
      if (isButton) {
        for (const attribute of n.attributes.properties) {
          if (ts.isJsxAttribute(attribute) && attribute.name.getText(file) === "className" && attribute.initializer) {
            found.push(literalsUnder(attribute.initializer).join(" "));
          }
        }
      }
      if (isButtonVariants && n.arguments[0] && ts.isObjectLiteralExpression(n.arguments[0])) {
        for (const property of n.arguments[0].properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(file) === "className") {
            found.push(literalsUnder(property.initializer).join(" "));
          }
        }
      }
      n.forEachChild(visit);
    };
    visit(file);
  }
  return found.filter((text) => splitClasses(text).some(isClass));
}

/** The Button's own class strings (`base`, and the `variants` and `sizes` maps), read from its source. */
function buttonClassStrings(): { base: string; variants: string[]; sizes: string[] } {
  const file = files.find((f) => f.fileName.endsWith(path.join("components", "ui", "button.tsx")))!;
  const consts = new Map<string, ts.Expression>();
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
    n.forEachChild(visit);
  };
  visit(file);
  const values = (name: string) => literalsUnder(consts.get(name)!).filter((text) => splitClasses(text).some(isClass));
  return { base: values("base")[0]!, variants: values("variants"), sizes: values("sizes") };
}

describe("the reduced tailwind-merge config", () => {
  it("finds the codebase's classes", () => {
    // Guards the collection itself: a scan that found nothing would make every check below pass.
    expect(files.length).toBeGreaterThan(100);
    expect(classes.length).toBeGreaterThan(300);
    for (const known of ["px-4", "hover:bg-primary-hover", "[&_svg]:shrink-0", "text-[0.9375rem]", "sm:flex-row"]) {
      expect(classes).toContain(known);
    }
  });

  it(`tells classes from other words exactly as the full twMerge does (${tokens.length} words)`, () => {
    // A word neither merger sees as a class is kept next to any other word and never removes one, so
    // every pair holding one merges to both words in either merger: the pairs below need only the classes.
    expect(mismatches(tokens.map((token) => `${token} ${token}`)), HOW_TO_FIX).toEqual({ count: 0, first: [] });
  });

  const groups = groupsOfFull(classes);
  const representatives = [...groups.keys()];

  it(`groups the codebase's ${classes.length} classes exactly as the full twMerge does`, () => {
    // Guards the reduction itself: a grouping that lumped everything together would check nothing.
    expect(representatives.length).toBeGreaterThan(100);
    const members = [...groups].flatMap(([representative, list]) =>
      list.filter((c) => c !== representative).map((c) => [c, representative]),
    );
    expect(mismatches(members.flatMap(([c, r]) => [`${c} ${r}`, `${r} ${c}`])), HOW_TO_FIX).toEqual({ count: 0, first: [] });
  });

  it("merges every ordered pair of class groups exactly as the full twMerge does", () => {
    expect(mismatches(orderedPairs(representatives)), HOW_TO_FIX).toEqual({ count: 0, first: [] });
  });

  it("merges the class strings the code passes to cn() together, and every Button combination", () => {
    const cnCalls = callLiterals("cn").map((literals) => literals.join(" "));
    const callerClassNames = buttonCallerClassNames();
    expect(callerClassNames.length).toBeGreaterThan(5);
    const { base, variants, sizes } = buttonClassStrings();
    expect(variants.length).toBeGreaterThan(3);
    expect(sizes.length).toBeGreaterThan(3);
    const buttons = variants.flatMap((variant) =>
      sizes.flatMap((size) => ["", "w-full", "h-auto px-0", ...callerClassNames].map((className) => clsx(base, variant, size, className))),
    );
    expect(cnCalls.length).toBeGreaterThan(50);
    expect(mismatches([...cnCalls, ...buttons]), HOW_TO_FIX).toEqual({ count: 0, first: [] });
  });
});
