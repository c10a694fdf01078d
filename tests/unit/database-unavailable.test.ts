// A lost or refused database connection, or a pool with no connection free in time, is the one failure a
// user can fix by waiting: the route wrapper answers it with the Spanish 503 (code UNAVAILABLE) instead of
// a 500. The shapes below are what pg, @prisma/adapter-pg and Prisma throw when PostgreSQL restarts (seen
// in tests/integration/postgres-restart.test.ts) and when the pool stays busy (tests/integration/concurrency.test.ts under load).
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db";
import { DATABASE_UNAVAILABLE, errorResponse, isDatabaseUnavailable } from "@/lib/api/handler";

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
