// A database restart can cut a connection while a request holds it between two statements (an
// interactive transaction). pg reports that on the client, outside any query: with nobody listening, the
// whole process would crash (the restart test met it once in CI). It must instead fail that request's
// next statement as "database unavailable" and leave the pool working.
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/api/handler";
import { pgPool } from "@/lib/db";

describe("a held connection cut by the server", () => {
  it("fails its next statement as unavailable, without crashing, and the pool carries on", async () => {
    const client = await pgPool().connect();
    const [{ pid }] = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows;
    await pgPool().query("SELECT pg_terminate_backend($1)", [pid]);
    // Until the backend is gone (its last words already sent), then a turn for the client to read them.
    // No listener of the test's own on the client: the app's must be the one that catches the error.
    // Bounded at 30 s: a busy server may take a while to reap the backend.
    for (let i = 0; i < 1500; i++) {
      const { rowCount } = await pgPool().query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [pid]);
      if (rowCount === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 50));

    const failure = await client.query("SELECT 1").then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    client.release();

    const [{ ok }] = (await pgPool().query<{ ok: number }>("SELECT 1 AS ok")).rows;
    expect(ok).toBe(1);
  });
});
