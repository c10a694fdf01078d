// What the benchmarks that call route handlers in-process share (bench-library.ts, bench-archive.ts):
// timing, percentiles, capturing the SQL a request sends at the pg driver, EXPLAINing it, and calling a
// route with a bearer token. A benchmark prints figures; it never asserts.
import pg from "pg";

export const log = (...args: unknown[]) => console.error(...args);

/**
 * The comment bench-archive.ts puts on its database once its seed completed; bench-products.ts reads it
 * to know the archive's ads are there at the size it expects.
 */
export const archiveSeededComment = (ads: number) => `adradar bench: seeded ${ads} ads, seed v2`;

/** One statement as the app sent it, with its own parameters. */
export type Captured = { text: string; values: unknown[] };

/** Runs `sql` and logs how long it took (the seed's steps). */
export async function timed(label: string, client: pg.Client, sql: string): Promise<void> {
  const started = Date.now();
  await client.query(sql);
  log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The p-th percentile of `times` (nearest rank), to a tenth of a millisecond. */
export function pct(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

/**
 * Records every SELECT or WITH statement the app sends through pg's Client.query while `during` runs
 * (the app's pool and Prisma's adapter both end there), except those `skip` matches.
 */
export function installCapture(skip?: RegExp): <T>(during: () => Promise<T>) => Promise<Captured[]> {
  let capturing: Captured[] | null = null;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (capturing) {
      const text = typeof config === "string" ? config : config?.text;
      const vals = typeof config === "string" ? values : (config?.values ?? values);
      if (text && /^\s*(SELECT|WITH)/i.test(text) && !(skip && skip.test(text)))
        capturing.push({ text, values: Array.isArray(vals) ? vals : [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return async (during) => {
    capturing = [];
    try {
      await during();
      return capturing;
    } finally {
      capturing = null;
    }
  };
}

/**
 * Writes each statement's `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)` under a `### name: title` heading into
 * `out`, and any sequential scan of one of `bigTables` into `seqScans`.
 */
export async function explainStatements(
  client: pg.Client,
  {
    name,
    title,
    statements,
    bigTables,
    out,
    seqScans,
    maxText = 3000,
  }: {
    name: string;
    title: string;
    statements: Captured[];
    bigTables: string[];
    out: string[];
    seqScans: string[];
    maxText?: number;
  },
): Promise<void> {
  out.push(`### ${name}: ${title}\n`);
  for (const s of statements) {
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.text}`, s.values as unknown[]);
    const lines = plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]);
    for (const line of lines) {
      const m = /Seq Scan on "?(\w+)"?/.exec(line);
      if (m && bigTables.includes(m[1])) seqScans.push(`${name}: ${line.trim()}`);
    }
    const shown = s.text.replace(/\s+/g, " ").trim();
    const values = JSON.stringify(s.values);
    out.push(
      `${shown.length > maxText ? `${shown.slice(0, maxText)} …` : shown}\n-- params: ${values.length > 400 ? `${values.slice(0, 400)} …` : values}\n${lines.join("\n")}\n`,
    );
  }
}

export type RouteHandlerLike = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** GETs `path` from the route handler in-process with a bearer token; anything but a 200 throws. */
export async function callRoute(
  handler: RouteHandlerLike,
  token: string,
  path: string,
  params: Record<string, string> = {},
): Promise<string> {
  const res = await handler(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve(params),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}
