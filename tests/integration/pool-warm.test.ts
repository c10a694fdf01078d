// The pool's warm connections (lib/db.ts): opened before any request needs them, each having planned a
// statement on Ad and parsed a text query (so the first request on it pays neither), and opened again
// by the pool itself once the server drops them, as a restart does.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { pgPool, warmPool } from "@/lib/db";
import { env } from "@/lib/env";

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });

afterAll(async () => {
  await admin.end().catch(() => {});
});

/** The pool's idle connections, held at once, their backends' pids read without sending them a statement. */
async function heldPids(count: number): Promise<number[]> {
  const held = await Promise.all(Array.from({ length: count }, () => pgPool().connect()));
  const pids = held.map((c) => (c as unknown as { processID: number }).processID);
  for (const c of held) c.release();
  return pids;
}

/** Each backend's last statement, as the server reports it. */
async function lastStatements(pids: number[]): Promise<string[]> {
  const { rows } = await admin.query<{ query: string }>("SELECT query FROM pg_stat_activity WHERE pid = ANY($1) ORDER BY pid", [pids]);
  return rows.map((r) => r.query);
}

describe("warm connections", () => {
  it("are open before a request, warmed, and opened again by the pool after the server drops them", async () => {
    await admin.connect();
    const warm = Math.min(env().DATABASE_POOL_WARM, env().DATABASE_POOL_MAX);
    expect(warm).toBeGreaterThan(1);
    await warmPool();
    expect(pgPool().totalCount).toBeGreaterThanOrEqual(warm);
    const before = await heldPids(warm);
    const statements = await lastStatements(before);
    expect(statements).toHaveLength(warm);
    // What each one ran last is the warm-up, sent before anything asked for the connection.
    for (const q of statements) expect(q).toContain(`websearch_to_tsquery('adradar_es', '"envío gratis" -agotado')`);

    await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) pid", [before]);
    // No statement of this test goes through the pool until the pool has opened them again by itself;
    // bounded at 30 s for a busy server.
    let after: number[] = [];
    for (let i = 0; i < 300; i++) {
      await new Promise((r) => setTimeout(r, 100));
      if (pgPool().totalCount < warm || pgPool().idleCount < warm) continue;
      after = await heldPids(warm);
      if (after.every((pid) => !before.includes(pid))) break;
    }
    expect(after).toHaveLength(warm);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    for (const q of await lastStatements(after)) expect(q).toContain(`websearch_to_tsquery('adradar_es'`);
  });
});
