import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { hashPassword } from "@/lib/auth/password";
import { createInvitation } from "@/lib/services/invitations/create-invitation";
import type { AppErrorCode } from "@/lib/errors";

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
  limits: {
    adsLimit?: number;
    savedAdsLimit?: number | null;
    trackedAdvertisersLimit?: number | null;
    maxWatches?: number;
    watchMinIntervalHours?: number;
    aiAnalysesLimit?: number;
  } = {},
) {
  return db.plan.create({
    data: {
      type: `prueba-${randomBytes(6).toString("hex")}`,
      name: "PRUEBA",
      priceCents: 0,
      adsLimit: limits.adsLimit ?? 2000,
      savedAdsLimit: limits.savedAdsLimit === undefined ? 200 : limits.savedAdsLimit,
      trackedAdvertisersLimit: limits.trackedAdvertisersLimit === undefined ? 20 : limits.trackedAdvertisersLimit,
      maxWatches: limits.maxWatches ?? 10,
      watchMinIntervalHours: limits.watchMinIntervalHours ?? 6,
      aiAnalysesLimit: limits.aiAnalysesLimit ?? 0,
      features: [],
      sortOrder: 99,
    },
  });
}

export { createInvitation };

/**
 * A route handler of any params shape. `never` works because a parameter type is checked
 * contravariantly: every route's own `{ params: Promise<{ id: string }> }` accepts a `Promise<never>`.
 */
type RouteHandler = (req: Request, ctx: { params: Promise<never> }) => Promise<Response>;

/** The API's envelope, on every reply: `success`, and on a refusal `error`, `message`, `code` (and `field`). */
export type ApiEnvelope = { success?: boolean; error?: string; message?: string; code?: AppErrorCode; field?: string };

/**
 * A route's reply as `callRoute` returns it. `json` is the envelope plus `T`, the body the test expects
 * when the route succeeds (`callRoute<{ data: SavedAdItem[] }>(GET, ...)`); without `T` every other
 * field is `unknown` until the test narrows it. (`json` is undefined when the body is empty or not JSON.)
 */
export type RouteReply<T extends object> = { status: number; json: T & ApiEnvelope; headers: Headers };

/**
 * Calls a route handler in-process the way Next would, returning status and parsed JSON.
 * `T` is not checked at run time: the assertions do that.
 */
export async function callRoute<T extends object = Record<string, unknown>>(
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
): Promise<RouteReply<T>> {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const req = new Request(opts.url ?? "http://localhost/api/test", { method: opts.method ?? (body ? "POST" : "GET"), headers, body });
  // The test supplies the params its route declares.
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) as Promise<never> });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json: json as T & ApiEnvelope, headers: res.headers };
}

/** A fresh user on `planType`, signed in through POST /api/auth/login: its row and bearer token. */
export async function signedInUser(planType = "pioneros") {
  const { POST: login } = await import("@/app/api/auth/login/route");
  const user = await createTestUser({ planType });
  const { json } = await callRoute<{ token: string }>(login, { body: { email: user.email, password: TEST_PASSWORD } });
  return { user, token: json.token };
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
