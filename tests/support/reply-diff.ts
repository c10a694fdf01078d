// Comparing two users' replies to one request, for the access matrix: what differs once the parts that
// must differ are set aside is what one user's data did to the other's reply.

/** The caller a reply was made for: their own identity may appear in it. */
type Caller = { id: string; email: string };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** A row id: Prisma's cuids, the matrix's own ("c" + 24 hex) and UUIDs. Ad and page ids are digits and stay. */
const ROW_ID = /^(c[a-z0-9]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The ONE normalisation of the matrix. Before two replies are compared:
 * - the caller's own id and e-mail become `<caller.id>` / `<caller.email>` (everyone sees their own);
 * - row ids (cuids, UUIDs) become `<id>` and ISO timestamps `<time>`: each caller's new rows get their own,
 *   and two calls a few milliseconds apart stamp different instants;
 * Nothing else is touched: counts, flags, marks, figures, names and the status must be equal.
 * A reply that is not JSON (a CSV, an image) is compared as text after the same substitutions.
 */
export function normaliseReply(status: number, text: string, caller: Caller): { status: number; body: unknown } {
  const replaced = text.split(caller.id).join("<caller.id>").split(caller.email).join("<caller.email>");
  let parsed: unknown;
  try {
    parsed = JSON.parse(replaced);
  } catch {
    return {
      status,
      body: replaced
        .replace(/\b(c[a-z0-9]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/g, "<id>")
        .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g, "<time>"),
    };
  }
  return { status, body: walk(parsed) };
}

function walk(value: unknown): unknown {
  if (typeof value === "string") {
    if (ROW_ID.test(value)) return "<id>";
    if (ISO_TIME.test(value)) return "<time>";
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => walk(v));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  }
  return value;
}

/**
 * Every place two normalised replies differ, as "path: expected → actual" (the baseline first), so a
 * failure names the field (`body.data[0].marks.saved: false → true`).
 */
export function replyDifferences(expected: unknown, actual: unknown, path = "", out: string[] = []): string[] {
  if (out.length >= 20) return out;
  const show = (v: unknown) => (v === undefined ? "(absent)" : JSON.stringify(v)?.slice(0, 120));
  const bothObjects =
    expected !== null &&
    actual !== null &&
    typeof expected === "object" &&
    typeof actual === "object" &&
    Array.isArray(expected) === Array.isArray(actual);
  if (!bothObjects) {
    if (!Object.is(expected, actual)) out.push(`${path || "(whole reply)"}: ${show(expected)} → ${show(actual)}`);
    return out;
  }
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length !== actual.length) {
    out.push(`${path}.length: ${expected.length} → ${actual.length}`);
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  for (const k of new Set([...Object.keys(e), ...Object.keys(a)])) {
    const sub = Array.isArray(expected) ? `${path}[${k}]` : path ? `${path}.${k}` : k;
    replyDifferences(e[k], a[k], sub, out);
  }
  return out;
}

/**
 * The text a person reads on a server-rendered screen, one block per line: scripts (the RSC payload),
 * styles and tags dropped, the commonest entities decoded. Passed to `normaliseReply` like any reply.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<\/?(div|p|li|h[1-6]|tr|section|header|footer|nav|main|article|ul|ol|table|button|a|label|span)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
