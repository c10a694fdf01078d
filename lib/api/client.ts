/**
 * The one typed client the browser uses for the JSON API (docs/product.md §7): same-origin cookie, a timeout,
 * abort, and the API's one error shape `{ success: false, error, message, code }`. Screens import reply
 * types from the services (`import type`) and pass them as `T`; they branch on `ApiError.code`, never
 * on Spanish text.
 */
import type { AppErrorCode } from "@/lib/errors";

/** docs/product.md §7: every call may take up to 15 minutes (upstream scraping can be slow). */
export const REQUEST_TIMEOUT_MS = 15 * 60_000;

/** A reply with `success: false` or a non-2xx status. `serverError` is the API's own text, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode | null;
  readonly serverError: string | null;
  readonly field: string | null;

  constructor(status: number, serverError: string | null, code: AppErrorCode | null = null, field: string | null = null) {
    super(serverError ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverError = serverError;
    this.field = field;
  }
}

/** The call took longer than its timeout (the caller's own abort is an AbortError instead). */
export class ApiTimeoutError extends Error {
  constructor() {
    super("timeout");
    this.name = "ApiTimeoutError";
  }
}

export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === "AbortError";
}

/** True when `e` is an API error with this code (`QUOTA_EXCEEDED`, `PLAN_LIMIT`, `CONFLICT`, …). */
export function hasCode(e: unknown, code: AppErrorCode): e is ApiError {
  return e instanceof ApiError && e.code === code;
}

/**
 * The text to show for a failed call: the API's `error`, else its `message`, else `fallback`
 * (docs/product.md §8's preference order, with each screen's own fallback).
 */
export function errorMessage(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.serverError ? e.serverError : fallback;
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export type RequestOptions = {
  /** Query parameters; null/undefined/"" are left out, arrays are comma-joined. */
  query?: Query;
  signal?: AbortSignal;
  /** Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
};

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

function errorFields(body: unknown): { text: string | null; code: AppErrorCode | null; field: string | null } {
  if (!body || typeof body !== "object") return { text: null, code: null, field: null };
  const { error, message, code, field } = body as Record<string, unknown>;
  const text = typeof error === "string" && error.trim() ? error : typeof message === "string" && message.trim() ? message : null;
  return {
    text,
    code: typeof code === "string" ? (code as AppErrorCode) : null,
    field: typeof field === "string" ? field : null,
  };
}

/** Runs `call` with a signal that aborts when `outer` aborts or after `timeoutMs` (then ApiTimeoutError). */
export async function withTimeout<T>(
  outer: AbortSignal | undefined,
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  outer?.addEventListener("abort", forward, { once: true });
  if (outer?.aborted) controller.abort();
  try {
    return await call(controller.signal);
  } catch (e) {
    if (timedOut) throw new ApiTimeoutError();
    throw e;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", forward);
  }
}

/** The window event a quota refusal raises: the shell's limit modal opens on it (and only on it). */
export const QUOTA_REFUSED_EVENT = "adradar:quota-refused";

function announceQuotaRefusal(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(QUOTA_REFUSED_EVENT));
}

async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  return withTimeout(opts.signal, opts.timeoutMs ?? REQUEST_TIMEOUT_MS, async (signal) => {
    const res = await fetch(withQuery(path, opts.query), {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok || !json || typeof json !== "object" || (json as { success?: unknown }).success === false) {
      const { text, code, field } = errorFields(json);
      if (code === "QUOTA_EXCEEDED") announceQuotaRefusal();
      throw new ApiError(res.status, text, code, field);
    }
    return json as T;
  });
}

/** GET/POST/PUT/PATCH/DELETE against `/api/...`; resolves to the reply body typed as `T`. */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", path, body ?? {}, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PATCH", path, body ?? {}, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>("DELETE", path, undefined, opts),
};

/** SWR fetcher over the same client: `useSWR<T>(key, swrFetcher)`. */
export const swrFetcher = <T>(path: string) => api.get<T>(path);

/** The `{ success: true, ...T }` envelope every successful reply has. */
export type Ok<T> = { success: true } & T;
