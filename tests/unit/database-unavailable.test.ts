// A lost or refused database connection, or a pool with no connection free in time, is the one failure a
// user can fix by waiting: the route wrapper answers it with the Spanish 503 (code UNAVAILABLE) instead of
// a 500. The shapes below are what pg, @prisma/adapter-pg and Prisma throw when PostgreSQL restarts (seen
// in tests/integration/postgres-restart.test.ts) and when the pool stays busy (tests/integration/concurrency.test.ts under load).
import { describe, expect, it, vi } from "vitest";
import { Prisma } from "@/lib/db";
import { DATABASE_UNAVAILABLE, errorResponse, isDatabaseUnavailable, sqlStateOf } from "@/lib/api/handler";

const known = (code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError(`Invalid \`db.user.findUnique()\` invocation:\n\n${code}`, { code, clientVersion: "7", meta });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["Prisma: can't reach the server", known("P1001")],
    ["Prisma: the server closed the connection", known("P1017")],
    ["pg: the connection was cut", new Error("Connection terminated unexpectedly")],
    [
      "pg: refused",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:54359"), { code: "ECONNREFUSED", syscall: "connect", errno: -111 }),
    ],
    ["PostgreSQL: shutting down (57P01)", pgError("57P01", "terminating connection due to administrator command")],
    ["PostgreSQL: starting up (57P03)", pgError("57P03", "the database system is starting up")],
    [
      "Prisma raw query: the server closed the connection (P2010)",
      new Prisma.PrismaClientKnownRequestError(
        "Invalid `prisma.$queryRaw()` invocation:\n\n\nRaw query failed. Code: `N/A`. Message: `Server has closed the connection.`",
        { code: "P2010", clientVersion: "7" },
      ),
    ],
    [
      "Prisma raw query: can't reach the server (P2010)",
      new Prisma.PrismaClientKnownRequestError(
        "Invalid `prisma.$queryRaw()` invocation:\n\n\nRaw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:54359`",
        { code: "P2010", clientVersion: "7" },
      ),
    ],
    ["wrapped in a cause", new Error("query failed", { cause: { kind: "DatabaseNotReachable", host: "127.0.0.1" } })],
    [
      "Prisma: no connection free for a transaction within maxWait (P2028)",
      new Prisma.PrismaClientKnownRequestError("Transaction API error: Unable to start a transaction in the given time.", {
        code: "P2028",
        clientVersion: "7",
      }),
    ],
    ["pg-pool: no connection free in time", new Error("timeout exceeded when trying to connect")],
  ])("%s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", known("P2002")],
    ["a bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a syntax error in SQL", pgError("42601", 'syntax error at or near "SELEC"')],
    [
      "a transaction that ran past its own timeout (P2028, not retried as it may have written)",
      new Prisma.PrismaClientKnownRequestError(
        "Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction. The timeout for this transaction was 15000 ms.",
        { code: "P2028", clientVersion: "7" },
      ),
    ],
    ["not an error", "boom"],
  ])("not for %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("errorResponse for a database that is away", () => {
  it("answers the Spanish 503 in the error shape, with Retry-After", async () => {
    const res = errorResponse(new Error("Connection terminated unexpectedly"));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ success: false, error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE, code: "UNAVAILABLE" });
  });
});

describe("errorResponse for a value the database refuses", () => {
  // The shapes Prisma 7 with @prisma/adapter-pg and pg throw for a date out of range and a NUL in jsonb
  // (read off a real server): a raw query's P2010, an unmapped model write's P2039, pg's own error.
  const refused = (code: string, originalCode: string, message: string) =>
    known(code, {
      driverAdapterError: { name: "DriverAdapterError", cause: { originalCode, kind: "postgres", code: originalCode, message } },
    });

  it.each([
    ["a raw query's impossible date (P2010, 22008)", refused("P2010", "22008", 'date/time field value out of range: "2024-02-30"')],
    ["a model write's NUL in JSON (P2039, 22P05)", refused("P2039", "22P05", "unsupported Unicode escape sequence")],
    ["pg's NUL in JSON (22P05)", pgError("22P05", "unsupported Unicode escape sequence")],
  ])("answers a Spanish 400 for %s", async (_label, error) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = errorResponse(error);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: "Los datos enviados no son válidos",
      message: "Los datos enviados no son válidos",
      code: "BAD_REQUEST",
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it.each([
    ["a syntax error in SQL (42601)", pgError("42601", 'syntax error at or near "SELEC"')],
    ["a unique violation in a raw query (23505)", refused("P2010", "23505", "duplicate key value violates unique constraint")],
  ])("keeps the 500 for %s, a defect of ours", (_label, error) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(errorResponse(error).status).toBe(500);
    log.mockRestore();
  });

  it("reads the SQLSTATE where each client puts it", () => {
    expect(sqlStateOf(refused("P2010", "22008", "x"))).toBe("22008");
    expect(sqlStateOf(pgError("22P05", "x"))).toBe("22P05");
    expect(sqlStateOf(new Error("wrapped", { cause: pgError("22003", "x") }))).toBe("22003");
    expect(sqlStateOf(known("P2002"))).toBeNull();
    expect(sqlStateOf(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBeNull();
  });
});
