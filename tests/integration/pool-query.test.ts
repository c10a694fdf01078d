// The hot path's raw statements (lib/db.ts poolQuery) are named prepared statements: each connection
// parses and plans a text once. A name must always stand for one text, and the switch for poolers that
// cannot carry named statements must send them unnamed.
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { Prisma, poolQuery } from "@/lib/db";
import { scopedEnv } from "../support/factories";

const env = scopedEnv();
const originalQuery = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = originalQuery;
  env.restore();
});

/** The name each statement sent while `fn` runs was given (null: unnamed). */
async function namesDuring(fn: () => Promise<unknown>): Promise<(string | null)[]> {
  const names: (string | null)[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { name?: string };
    names.push(typeof config === "string" ? null : (config?.name ?? null));
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  await fn();
  pg.Client.prototype.query = originalQuery;
  return names;
}

describe("poolQuery", () => {
  it("names each text once and answers every execution with its own values", async () => {
    const sums: number[] = [];
    const names = await namesDuring(async () => {
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const [row] = await poolQuery<{ sum: number }>(Prisma.sql`SELECT ${n}::int + 1 AS "sum"`);
        sums.push(row.sum);
      }
      await poolQuery(Prisma.sql`SELECT ${"x"}::text AS "other"`);
    });
    expect(sums).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(names.slice(0, 7)).size).toBe(1);
    expect(names[0]).toMatch(/^q/);
    expect(names[7]).not.toBe(names[0]);
  });

  it("sends unnamed statements when prepared statements are turned off", async () => {
    env.set({ DATABASE_PREPARED_STATEMENTS: "0" });
    let value: string | undefined;
    const names = await namesDuring(async () => {
      [{ value }] = await poolQuery<{ value: string }>(Prisma.sql`SELECT ${"sin nombre"}::text AS "value"`);
    });
    expect(value).toBe("sin nombre");
    expect(names).toEqual([null]);
  });
});
