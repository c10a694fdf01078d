// What the app's pg pool sends, seen at the driver (pg.Client.prototype.query): the hot path's
// statement count and how its statements are sent are properties tests pin down.
import pg from "pg";

/** One statement as the driver was given it: its text, its parameters and, for a named prepared statement, its name. */
export type SentStatement = { text: string; name: string | null; values: unknown[] };

/** Every statement sent while `fn` runs, in order; the driver is restored afterwards, also on failure. */
export async function statementsSentDuring(fn: () => Promise<unknown>): Promise<SentStatement[]> {
  const originalQuery = pg.Client.prototype.query;
  const sent: SentStatement[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; name?: string; values?: unknown[] };
    const values = (Array.isArray(args[1]) ? args[1] : typeof config === "string" ? [] : config?.values) ?? [];
    sent.push(
      typeof config === "string" ? { text: config, name: null, values } : { text: config?.text ?? "", name: config?.name ?? null, values },
    );
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = originalQuery;
  }
  return sent;
}
