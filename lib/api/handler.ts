import "server-only";
import { NextResponse } from "next/server";
import { ZodError, type ZodType } from "zod";
import { AppError, isAppError } from "@/lib/errors";
import { messages } from "@/lib/validation/zod";
import { getRequestUser } from "@/lib/auth/request-user";
import type { CurrentUser } from "@/lib/auth/current-user";
import { Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { clientIpFrom } from "@/lib/request-ip";

export type ErrorBody = { success: false; error: string; message: string };

/** The one translation of errors into the API's reply: `{ success: false, error, message }`. */
export function errorResponse(e: unknown): NextResponse<ErrorBody> {
  if (isAppError(e)) return NextResponse.json({ success: false, error: e.message, message: e.message }, { status: e.status });
  if (e instanceof ZodError) {
    const message = e.issues[0]?.message ?? messages.invalidBody;
    return NextResponse.json({ success: false, error: message, message }, { status: 400 });
  }
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
    const message = "El registro ya existe";
    return NextResponse.json({ success: false, error: message, message }, { status: 409 });
  }
  // A row deleted between a read and a write (another tab, say): gone, not a server failure.
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2025") {
    const message = "El registro ya no existe";
    return NextResponse.json({ success: false, error: message, message }, { status: 404 });
  }
  console.error(e);
  const message = "Error interno del servidor";
  return NextResponse.json({ success: false, error: message, message }, { status: 500 });
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

const UNAUTHORIZED = "No autorizado. Inicia sesión para continuar.";

/** A public route: errors are translated, nothing else. */
export function publicRoute<P = Record<string, string>>(fn: (ctx: Ctx<P>) => Promise<Response>) {
  return async (req: Request, context: RouteContext<P>) => {
    try {
      return await fn({ req, params: (await context?.params) ?? ({} as P) });
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** A route for signed-in users (bearer token or cookie); `admin` also checks the role on the server. */
export function userRoute<P = Record<string, string>>(
  fn: (ctx: AuthedCtx<P>) => Promise<Response>,
  opts: { role?: "admin" } = {},
) {
  return publicRoute<P>(async ({ req, params }) => {
    const user = await getRequestUser(req);
    if (!user) throw new AppError("UNAUTHORIZED", UNAUTHORIZED);
    if (opts.role === "admin" && user.role !== "admin") {
      throw new AppError("FORBIDDEN", "Acceso denegado: se requiere rol de administrador");
    }
    return fn({ req, params, user });
  });
}

export function ok<T extends object>(body: T, init?: ResponseInit) {
  return NextResponse.json({ success: true, ...body }, init);
}
