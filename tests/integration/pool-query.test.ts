// The hot path's raw statements (lib/db.ts poolQuery) are named prepared statements: each connection
// parses and plans a text once. A name must always stand for one text, and the switch for poolers that
// cannot carry named statements must send them unnamed.
import { afterEach, describe, expect, it } from "vitest";
import { Prisma, poolQuery } from "@/lib/db";
import { scopedEnv } from "../support/factories";
import { statementsSentDuring } from "../support/sent-statements";

const env = scopedEnv();
afterEach(() => env.restore());

/** The name each statement sent while `fn` runs was given (null: unnamed). */
async function namesDuring(fn: () => Promise<unknown>): Promise<(string | null)[]> {
  return (await statementsSentDuring(fn)).map((s) => s.name);
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
