import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
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

/**
 * A plan of this test's own (a unique type), for tests that need other limits: changing a seeded plan
 * would change it under every file running at the same time.
 */
export async function createTestPlan(
  limits: { adsLimit?: number; savedAdsLimit?: number | null; trackedAdvertisersLimit?: number | null } = {},
) {
  return db.plan.create({
    data: {
      type: `prueba-${randomBytes(6).toString("hex")}`,
      name: "PRUEBA",
      priceCents: 0,
      adsLimit: limits.adsLimit ?? 2000,
      savedAdsLimit: limits.savedAdsLimit === undefined ? 200 : limits.savedAdsLimit,
      trackedAdvertisersLimit: limits.trackedAdvertisersLimit === undefined ? 20 : limits.trackedAdvertisersLimit,
      features: [],
      sortOrder: 99,
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
  opts: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    token?: string;
    params?: Record<string, string | string[]>;
    url?: string;
    headers?: Record<string, string>;
  } = {},
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

/** A fresh user on `planType`, signed in through POST /api/auth/login: its row and bearer token. */
export async function signedInUser(planType = "pioneros") {
  const { POST: login } = await import("@/app/api/auth/login/route");
  const user = await createTestUser({ planType });
  const { json } = await callRoute(login, { body: { email: user.email, password: TEST_PASSWORD } });
  return { user, token: json.token as string };
}

/**
 * Environment variables for one test file: `set` them (re-reading lib/env.ts), `restore` the previous
 * values afterwards. Files run in their own workers, so this never leaks into another file.
 */
export function scopedEnv() {
  const saved = new Map<string, string | undefined>();
  return {
    set(vars: Record<string, string>) {
      for (const [k, v] of Object.entries(vars)) {
        if (!saved.has(k)) saved.set(k, process.env[k]);
        process.env[k] = v;
      }
      resetEnvForTests();
    },
    restore() {
      for (const [k, v] of saved) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      saved.clear();
      resetEnvForTests();
    },
  };
}
