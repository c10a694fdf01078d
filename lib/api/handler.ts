import "server-only";
import { NextResponse } from "next/server";
import { ZodError, type ZodType } from "zod";
import { AppError, isAppError, type AppErrorCode } from "@/lib/errors";
import { messages } from "@/lib/validation/zod";
import { getRequestUser } from "@/lib/auth/request-user";
import type { CurrentUser } from "@/lib/auth/current-user";
import { Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { clientIpFrom } from "@/lib/request-ip";

/** The API's one error shape. Clients branch on `code`, never on the Spanish text. */
export type ErrorBody = { success: false; error: string; message: string; code: AppErrorCode; field?: string };

/** A reply in the error shape, for the few places that build one without throwing. */
export function errorJson(code: AppErrorCode, message: string, status: number, headers?: HeadersInit): NextResponse<ErrorBody> {
  return NextResponse.json({ success: false, error: message, message, code }, { status, headers });
}

export const DATABASE_UNAVAILABLE = "El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.";

/** Prisma's codes for a server it cannot reach or lost mid-query. */
const PRISMA_UNREACHABLE = new Set(["P1001", "P1002", "P1008", "P1017"]);
/** pg's socket errors and PostgreSQL's SQLSTATEs for "not accepting connections" (class 08, 57P01-57P03). */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03"]);
// Raw queries ($queryRaw, the search's one-statement write) fail as P2010 with the driver's words only.
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|Connection ended|terminating connection|shutting down|starting up|Server has closed the connection|Can't reach database server|not queryable/i;

// Every connection stayed busy past the wait (Prisma's transaction maxWait, pg-pool's connect timeout): a
// burst beyond the pool or an overloaded server. Seen in CI as fifteen 500s while a bulk load held the server.
const BUSY_MESSAGES = /Unable to start a transaction in the given time|timeout exceeded when trying to connect/i;

/**
 * True when `e`, or an error it wraps, says the database is unreachable, dropped the connection (a
 * restart, a failover) or had no connection free in time: the request was fine and may be retried, so a
 * 503 rather than a 500.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cur = e, depth = 0; cur && typeof cur === "object" && depth < 6; cur = (cur as { cause?: unknown }).cause, depth++) {
    if (cur instanceof Prisma.PrismaClientInitializationError) return true;
    const { code, originalCode, kind, message } = cur as { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown };
    if (cur instanceof Prisma.PrismaClientKnownRequestError && PRISMA_UNREACHABLE.has(cur.code)) return true;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof originalCode === "string" && (CONNECTION_CODES.has(originalCode) || originalCode.startsWith("08"))) return true;
    if (kind === "DatabaseNotReachable" || kind === "ConnectionClosed" || kind === "SocketTimeout") return true;
    if (typeof message === "string" && (CONNECTION_MESSAGES.test(message) || BUSY_MESSAGES.test(message))) return true;
  }
  return false;
}

/**
 * The SQLSTATE PostgreSQL answered with, from `e` or an error it wraps: pg's errors carry it as `code`,
 * Prisma's raw queries (P2010) and unmapped ones (P2039) under `meta.driverAdapterError.cause`.
 */
export function sqlStateOf(e: unknown): string | null {
  for (let cur = e, depth = 0; cur && typeof cur === "object" && depth < 6; cur = (cur as { cause?: unknown }).cause, depth++) {
    const { code, originalCode, meta } = cur as {
      code?: unknown;
      originalCode?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
    };
    for (const c of [originalCode, code]) if (typeof c === "string" && /^[0-9][0-9A-Z]{4}$/.test(c)) return c;
    const inner = meta?.driverAdapterError?.cause;
    if (inner && typeof inner === "object") {
      const state = sqlStateOf(inner);
      if (state) return state;
    }
  }
  return null;
}

/** The one translation of errors into the API's reply: `{ success: false, error, message, code }`. */
export function errorResponse(e: unknown): NextResponse<ErrorBody> {
  if (isAppError(e)) {
    const headers = e.retryAfterSeconds ? { "Retry-After": String(e.retryAfterSeconds) } : undefined;
    const body: ErrorBody = { success: false, error: e.message, message: e.message, code: e.code, ...(e.field ? { field: e.field } : {}) };
    return NextResponse.json(body, { status: e.status, headers });
  }
  if (e instanceof ZodError) {
    const issue = e.issues[0];
    const message = issue?.message ?? messages.invalidBody;
    const field = issue?.path.length ? issue.path.join(".") : undefined;
    return NextResponse.json(
      { success: false, error: message, message, code: "BAD_REQUEST", ...(field ? { field } : {}) },
      { status: 400 },
    );
  }
  if (e instanceof Prisma.PrismaClientKnownRequestError) {
    if (e.code === "P2002") return errorJson("CONFLICT", "El registro ya existe", 409);
    // A row deleted between a read and a write (another tab, say): gone, not a server failure.
    if (e.code === "P2025") return errorJson("NOT_FOUND", "El registro ya no existe", 404);
    // Values the schemas should already have bounded; a bad request all the same, never a 500.
    if (e.code === "P2000" || e.code === "P2007" || e.code === "P2020") return errorJson("BAD_REQUEST", messages.invalidBody, 400);
  }
  const state = sqlStateOf(e);
  if (state?.startsWith("22")) {
    // A value the database refuses (class 22: a date out of range, a NUL in text, a number too big) is one
    // a schema let through: the request is bad all the same. Logged, so that the schema gets the check.
    console.warn(
      `value refused by the database (SQLSTATE ${state}): ${String(e instanceof Error ? e.message : e)
        .trim()
        .split("\n")
        .at(-1)}`,
    );
    return errorJson("BAD_REQUEST", messages.invalidBody, 400);
  }
  if (isDatabaseUnavailable(e)) {
    // One line: an outage fails every request, and Prisma's messages run to a dozen lines each.
    console.error(
      `database unavailable: ${String(e instanceof Error ? e.message : e)
        .trim()
        .split("\n")
        .at(-1)}`,
    );
    return errorJson("UNAVAILABLE", DATABASE_UNAVAILABLE, 503, { "Retry-After": "5" });
  }
  console.error(e);
  return errorJson("INTERNAL", "Error interno del servidor", 500);
}

/** Parses a JSON body with a shared schema; malformed JSON or wrong fields become a Spanish 400. */
export async function parseJson<T extends ZodType>(req: Request, schema: T) {
  let raw: unknown;
  try {
    const text = await req.text();
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", messages.invalidJson);
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new AppError("BAD_REQUEST", messages.invalidBody);
  return schema.parse(raw) as T["_zod"]["output"];
}

/** Parses the query string with a shared schema. */
export function parseQuery<T extends ZodType>(req: Request, schema: T) {
  const params = Object.fromEntries(new URL(req.url).searchParams.entries());
  return schema.parse(params) as T["_zod"]["output"];
}

export function clientIp(req: Request): string | null {
  return clientIpFrom(req.headers, env().TRUSTED_PROXY_HOPS);
}

type Ctx<P> = { req: Request; params: P };
type AuthedCtx<P> = Ctx<P> & { user: CurrentUser };
type RouteContext<P> = { params: Promise<P> };
/** A route's handler for one method; Next checks `P` against the route's own segments. */
export type RouteHandler<P = Record<string, string>> = (req: Request, context: RouteContext<P>) => Promise<Response>;

export type RouteOptions = {
  /** Also require the admin role, checked on the server against the database. */
  role?: "admin";
  /**
   * A GET that spends quota or credits, or calls upstream: cross-site requests riding the cookie are
   * refused as for any POST, PUT, PATCH or DELETE.
   */
  sameOrigin?: boolean;
};

const UNAUTHORIZED = "No autorizado. Inicia sesión para continuar.";
const PASSWORD_CHANGE_REQUIRED = "Debes cambiar tu contraseña temporal antes de continuar.";
/** What a user with a temporary password may still call: change it, sign out, read their profile. */
const PASSWORD_CHANGE_ALLOWED = new Set(["PUT /api/auth/change-password", "POST /api/auth/logout", "GET /api/auth/me"]);
const CROSS_SITE = "Solicitud rechazada: origen no permitido";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hasBearer(req: Request): boolean {
  return /^Bearer\s+\S/i.test(req.headers.get("authorization") ?? "");
}

/**
 * False for a browser request sent from another site. Browsers mark every request with
 * `Sec-Fetch-Site` and state-changing ones with `Origin`; a client that sends neither is not a
 * browser, so it cannot be riding a victim's cookie.
 */
export function isSameOriginRequest(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && !(site === "none" && SAFE_METHODS.has(req.method))) return false;
  const origin = req.headers.get("origin");
  if (!origin) return true;
  const host = req.headers.get("x-forwarded-host")?.split(",")[0].trim() || req.headers.get("host") || new URL(req.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Refuses a cross-site cookie request that changes state (or is marked `sameOrigin`); bearer calls pass. */
function assertSameOrigin(req: Request, opts: RouteOptions) {
  if (hasBearer(req)) return;
  if (SAFE_METHODS.has(req.method) && !opts.sameOrigin) return;
  if (!isSameOriginRequest(req)) throw new AppError("CROSS_SITE", CROSS_SITE);
}

/** A public route: the same-origin rule and error translation, nothing else. */
export function publicRoute<P = Record<string, string>>(fn: (ctx: Ctx<P>) => Promise<Response>, opts: RouteOptions = {}) {
  return async (req: Request, context: RouteContext<P>) => {
    try {
      assertSameOrigin(req, opts);
      return await fn({ req, params: (await context?.params) ?? ({} as P) });
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** A route for signed-in users (bearer token or cookie); `admin` also checks the role on the server. */
export function userRoute<P = Record<string, string>>(fn: (ctx: AuthedCtx<P>) => Promise<Response>, opts: RouteOptions = {}) {
  return publicRoute<P>(async ({ req, params }) => {
    const user = await getRequestUser(req);
    if (!user) throw new AppError("UNAUTHORIZED", UNAUTHORIZED);
    if (user.mustChangePassword && !PASSWORD_CHANGE_ALLOWED.has(`${req.method} ${new URL(req.url).pathname}`)) {
      throw new AppError("PASSWORD_CHANGE_REQUIRED", PASSWORD_CHANGE_REQUIRED);
    }
    if (opts.role === "admin" && user.role !== "admin") {
      throw new AppError("FORBIDDEN", "Acceso denegado: se requiere rol de administrador");
    }
    return fn({ req, params, user });
  }, opts);
}

/** An admin-only route: 401 anonymous, 403 for a user. */
export function adminRoute<P = Record<string, string>>(
  fn: (ctx: AuthedCtx<P>) => Promise<Response>,
  opts: Omit<RouteOptions, "role"> = {},
) {
  return userRoute<P>(fn, { ...opts, role: "admin" });
}

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof ALL_METHODS)[number];
type MethodHandlers<P> = Partial<Record<Method, RouteHandler<P>>>;

/**
 * A route file's exports: the given handlers, and for every other method a JSON 405 with `Allow`
 * (Next's own 405 has an empty body). Use as
 * `export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: userRoute(...) })`.
 */
export function methods<P>(handlers: MethodHandlers<P>): Required<MethodHandlers<P>> {
  const allow = ALL_METHODS.filter((m) => handlers[m]).join(", ");
  const notAllowed = async () => errorJson("METHOD_NOT_ALLOWED", "Método no permitido", 405, { Allow: allow });
  return Object.fromEntries(ALL_METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as Required<MethodHandlers<P>>;
}

export function ok<T extends object>(body: T, init?: ResponseInit) {
  return NextResponse.json({ success: true, ...body }, init);
}

/**
 * {@link ok} for a body already serialised as a JSON object's UTF-8 bytes, as JSON.stringify writes it (no
 * whitespace): the same reply, for a hot path
 * that splices JSON it keeps (the cached search, lib/services/search/reply-json.ts). Bytes rather than a
 * string: a string body is checked and encoded anew on every reply.
 */
export function okJsonBytes(body: Uint8Array, init?: ResponseInit) {
  const bytes = body.length <= 2 ? Buffer.from('{"success":true}') : Buffer.concat([SUCCESS_HEAD, body.subarray(1)]);
  const headers = new Headers(init?.headers);
  headers.set("content-type", "application/json");
  return new NextResponse(bytes, { ...init, headers });
}

const SUCCESS_HEAD = Buffer.from('{"success":true,');
