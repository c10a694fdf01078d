import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { createInvitation } from "@/lib/services/invitations/create-invitation";

export const TEST_PASSWORD = "secreto-123";

/** A unique e-mail per call, so test files can share one database and run in parallel. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(6).toString("hex")}@prueba.test`;
}

export async function createTestUser(opts: { role?: "admin" | "user"; planType?: string; email?: string; password?: string } = {}) {
  return db.user.create({
    data: {
      name: "Usuario de Prueba",
      email: opts.email ?? uniqueEmail(),
      passwordHash: await hashPassword(opts.password ?? TEST_PASSWORD),
      role: opts.role ?? "user",
      planType: opts.planType ?? "free",
    },
  });
}

export { createInvitation };

// `any` params: each route declares its own params shape, and the caller supplies the matching values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteHandler = (req: Request, ctx: { params: Promise<any> }) => Promise<Response>;

/** Calls a route handler in-process the way Next would, returning status and parsed JSON. */
export async function callRoute(
  handler: RouteHandler,
  opts: { method?: string; body?: unknown; rawBody?: string; token?: string; params?: Record<string, string>; url?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const req = new Request(opts.url ?? "http://localhost/api/test", { method: opts.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, headers: res.headers };
}
