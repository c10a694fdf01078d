// The generated requests of the route fuzz suite (tests/integration/fuzz-routes.test.ts): hostile JSON
// bodies, raw texts, query strings, path params and headers, built from fast-check arbitraries.
import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Field names and enum values of every shared schema in lib/validation: bodies built from them get past
 * the first checks often enough to reach services and the database, whatever schema a route uses.
 */
export async function schemaVocabulary() {
  const keys = new Set<string>();
  const enumValues = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown, depth: number) => {
    const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
    if (!def || seen.has(schema) || depth > 8) return;
    seen.add(schema);
    if (def.type === "object") {
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
        keys.add(k);
        walk(v, depth + 1);
      }
    }
    if (def.type === "enum") for (const v of Object.values(def.entries as Record<string, unknown>)) enumValues.add(String(v));
    for (const child of [def.innerType, def.in, def.out, def.element, def.schema, def.left, def.right]) walk(child, depth + 1);
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option, depth + 1);
  };
  const dir = path.join(ROOT, "lib/validation");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    for (const value of Object.values(await import(path.join(dir, file)))) walk(value, 0);
  }
  return { keys: [...keys].sort(), enumValues: [...enumValues].sort() };
}

/** A generated JSON value, kept as a tree so `__proto__` keys, duplicates, -0 and 1e999 reach the body text. */
export type Json = string | number | boolean | null | { arr: Json[] } | { obj: [string, Json][] };

export function toJsonText(v: Json): string {
  if (typeof v === "number") {
    if (Object.is(v, -0)) return "-0";
    if (!Number.isFinite(v)) return Number.isNaN(v) ? "null" : v > 0 ? "1e999" : "-1e999"; // parses to ±Infinity
    return String(v);
  }
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if ("arr" in v) return `[${v.arr.map(toJsonText).join(",")}]`;
  return `{${v.obj.map(([k, x]) => `${JSON.stringify(k)}:${toJsonText(x)}`).join(",")}}`;
}

const NUL = "\u0000";
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const printableAscii = fc.array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength: 40 }).map((cs) => String.fromCharCode(...cs));

const ODD_STRINGS = [
  "",
  " ",
  "\t\n",
  NUL,
  `crema${NUL}`,
  "%00",
  "%2500",
  "\\u0000",
  "null",
  "undefined",
  "true",
  "NaN",
  "-0",
  "1e308",
  "-1e308",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "0x1F",
  "Infinity",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "${jndi:ldap://x}",
  "__proto__",
  "constructor",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧪👩🏽‍💻",
  "\u202Eevil",
  "\u200B\uFEFF",
  "ñandú café crème",
  "e\u0301\u0301\u0301",
  "//evil.example",
  "javascript:alert(1)",
  "file:///etc/passwd",
  "http://169.254.169.254/latest/meta-data/",
];

/** A plain JSON-able value as a generated tree. */
export function fromPlain(v: unknown): Json {
  if (Array.isArray(v)) return { arr: v.map(fromPlain) };
  if (v && typeof v === "object") return { obj: Object.entries(v).map(([k, x]) => [k, fromPlain(x)] as [string, Json]) };
  return v as Json;
}

/**
 * @param plausible strings that often pass a field's checks (ids of rows that exist, known words)
 * @param examples valid values by field name, so whole bodies pass validation often enough for the
 *   services and the database behind each route to be exercised, not only the parsers
 */
export function arbitraries(vocab: { keys: string[]; enumValues: string[] }, plausible: string[], examples: Record<string, unknown[]>) {
  const known = fc.constantFrom(...plausible, ...vocab.enumValues);
  const str = fc.oneof(
    { weight: 4, arbitrary: known },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(known, fc.constantFrom(NUL, "\ud800", "\udfff", "\ud83d"), fc.nat())
        .map(([s, bad, at]) => s.slice(0, at % (s.length + 1)) + bad + s.slice(at % (s.length + 1))),
    },
    { weight: 1, arbitrary: fc.tuple(known, loneSurrogate).map(([s, c]) => s + c) },
    // Just past the schemas' bounds (100, 120, 254, 300, 2000, 4096, 20000); the huge ones are a body kind of their own.
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(101, 121, 255, 301, 2_001, 4_097), fc.constantFrom("a", "ñ", "😀")).map(([n, c]) => c.repeat(n)),
    },
  );
  const num = fc.oneof(
    fc.constantFrom(
      0,
      -0,
      1,
      20,
      -1,
      0.5,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 31 - 1,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Infinity,
      -Infinity,
      NaN,
    ),
    fc.integer(),
    fc.double(),
  );
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...vocab.keys) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", "0") },
    { weight: 1, arbitrary: str },
  );
  const { value } = fc.letrec<{ value: Json; arr: Json; obj: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", maxDepth: 3 },
      { weight: 6, arbitrary: str },
      { weight: 2, arbitrary: num },
      { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
      { weight: 1, arbitrary: tie("arr") },
      { weight: 2, arbitrary: tie("obj") },
    ),
    arr: fc.array(tie("value"), { maxLength: 4 }).map((arr) => ({ arr })),
    obj: fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map((obj) => ({ obj })),
  }));
  const exampleEntries = Object.entries(examples).filter(([, vals]) => vals.length > 0);
  const entry = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(key, value) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...exampleEntries)
        .chain(([k, vals]) =>
          fc.tuple(
            fc.constant(k),
            fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...vals.map(fromPlain)) }, { weight: 1, arbitrary: value }),
          ),
        ),
    },
  );
  const object = fc.array(entry, { maxLength: 8 }).map((obj): Json => ({ obj }));
  // Mostly valid: example values for a subset of the known fields, plus at most one hostile entry.
  const validishEntries = fc
    .tuple(fc.subarray(exampleEntries), fc.nat(), fc.option(fc.tuple(key, value), { nil: undefined }))
    .map(([picked, n, extra]) => [
      ...picked.map(([k, vals], i): [string, Json] => [k, fromPlain(vals[(n + i) % vals.length])]),
      ...(extra ? [extra] : []),
    ]);
  const validish = validishEntries.map((obj): Json => ({ obj }));
  const deep = fc
    .tuple(fc.constantFrom(50, 1_000, 5_000), fc.constantFrom(...vocab.keys), fc.boolean())
    .map(([depth, k, asArray]) =>
      asArray ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${`{"${k}":`.repeat(depth)}1${"}".repeat(depth)}`,
    );
  const rawText = fc.oneof(
    fc.constantFrom(
      "{",
      "}",
      "[",
      "{nope",
      "value=crema",
      "null",
      "true",
      "0",
      '"texto"',
      "[]",
      '{"a":1,}',
      "\uFEFF{}",
      NUL,
      '{"value":"\\ud800"}',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
    ),
    fc.string({ unit: "binary", maxLength: 200 }),
    object.map((o) => toJsonText(o).slice(0, -1)), // truncated JSON
    deep,
  );
  const huge = fc
    .tuple(fc.constantFrom(...vocab.keys), fc.constant(200_000), fc.constantFrom("a", "ñ", "😀", NUL))
    .map(([k, n, c]) => toJsonText({ obj: [[k, c.repeat(n)]] }));
  const body = fc.oneof(
    { weight: 10, arbitrary: object.map(toJsonText) },
    { weight: 6, arbitrary: validish.map(toJsonText) },
    { weight: 1, arbitrary: huge },
    { weight: 5, arbitrary: value.map(toJsonText) }, // arrays, strings, numbers, null at the top
    { weight: 5, arbitrary: rawText },
    { weight: 2, arbitrary: fc.constant(undefined) },
  );
  const queryPairs = fc.oneof(fc.array(entry, { maxLength: 5 }), validishEntries);
  const HOW = ["encoded", "encoded", "encoded", "raw-bad", "bracket"] as const;
  const queryText = fc.tuple(queryPairs, fc.nat()).map(([pairs, n]) =>
    pairs
      .map(([k, json], i) => {
        const how = HOW[(n >> (i * 3)) % HOW.length];
        const v = typeof json === "string" ? json : toJsonText(json);
        if (how === "raw-bad") return `${safeEncode(k)}=${v.length % 2 ? "%00" : "%"}${safeEncode(v)}%zz%2500`;
        return `${safeEncode(k)}${how === "bracket" ? "[]" : ""}=${safeEncode(v)}`;
      })
      .join("&"),
  );
  const paramValue = fc.oneof({ weight: 2, arbitrary: known }, { weight: 3, arbitrary: str });
  const headers = fc.record({
    contentType: fc.constantFrom(
      undefined,
      "application/json",
      "application/json; charset=utf-16",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ),
    // The throttles key on this address; a fresh one per request keeps other files' logins unthrottled.
    forwardedPrefix: fc.option(printableAscii, { nil: undefined }),
    origin: fc.constantFrom(undefined, "https://evil.example", "null", "http://localhost"),
    fetchSite: fc.constantFrom(undefined, "cross-site", "same-site", "same-origin", "none"),
    cookie: fc.option(
      fc.constantFrom(
        "authjs.session-token=garbage",
        "authjs.session-token=" + "x".repeat(5000),
        "a=b; __Secure-authjs.session-token=eyJhbGciOiJub25lIn0.e30.",
      ),
      { nil: undefined },
    ),
    authorization: fc.option(
      fc.oneof(
        fc.constantFrom(
          "Bearer ",
          "Bearer null",
          "Basic YTpi",
          "Bearer " + "a".repeat(10_000),
          "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
        ),
        printableAscii.map((s) => `Bearer ${s}`),
      ),
      { nil: undefined },
    ),
  });
  return { body, queryText, paramValue, headers };
}

/** Percent-encodes, writing a lone surrogate as the bytes a sloppy client would send. */
export function safeEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s
      .replace(/[\ud800-\udfff]/g, "%ED%A0%80")
      .split("%")
      .map((part, i) => (i === 0 ? encodeURIComponent(part) : part))
      .join("%");
  }
}
