/**
 * GET-and-parse-JSON with the rules every real provider shares: a per-attempt timeout combined with
 * the caller's signal, retries with exponential backoff and jitter on rate limits, 5xx and network
 * failures (honouring Retry-After), and every failure turned into a ProviderError.
 */
import { ProviderError, type ProviderErrorKind } from "./errors";
import type { ProviderName } from "./types";

export type HttpSettings = {
  baseUrl: string;
  /** Per attempt, covering the whole reply body. */
  timeoutMs: number;
  /** Extra attempts after the first, for retryable failures only. */
  maxRetries: number;
  /** First backoff step; doubles each retry. Tests set it to a few ms. */
  retryBaseDelayMs?: number;
  /** No single wait is longer; a Retry-After beyond it fails at once rather than hang the user. */
  maxRetryDelayMs?: number;
};

export const DEFAULT_RETRY_BASE_DELAY_MS = 500;
export const DEFAULT_MAX_RETRY_DELAY_MS = 20_000;

/** How a provider reads a non-2xx reply. `message` is upstream's own text, for `detail`. */
export type FailureClass = { kind: ProviderErrorKind; retryable: boolean; message?: string };
export type ClassifyFailure = (status: number, body: unknown) => FailureClass;

export type GetJsonRequest = {
  provider: ProviderName;
  url: URL;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  settings: HttpSettings;
  classify: ClassifyFailure;
};

/** The URL without its query, which may hold a key (Graph's access_token). */
function where(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Retry-After in ms: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** base·2^attempt, with "equal jitter" (half fixed, half random) so clients retrying together spread out. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const step = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}

function sleep(ms: number, signal: AbortSignal | undefined, provider: ProviderName): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ProviderError("cancelled", { provider, detail: "aborted by caller while waiting to retry" }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

type Attempt = { ok: true; body: unknown } | { ok: false; error: ProviderError; retryable: boolean; retryAfterMs: number | null };

async function attemptOnce(req: GetJsonRequest): Promise<Attempt> {
  const { provider, url, settings } = req;
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
  try {
    const res = await fetch(url, { headers: { accept: "application/json", ...req.headers }, signal });
    const text = await res.text();
    if (res.ok) {
      const body = parseJsonOrNull(text);
      if (body === null) {
        return {
          ok: false,
          retryable: false,
          retryAfterMs: null,
          error: new ProviderError("bad_response", {
            provider,
            upstreamStatus: res.status,
            detail: `${where(url)}: ${res.status} reply is not JSON`,
          }),
        };
      }
      return { ok: true, body };
    }
    const failure = req.classify(res.status, parseJsonOrNull(text) ?? text);
    const upstream = failure.message ? `: ${failure.message.slice(0, 300)}` : "";
    return {
      ok: false,
      retryable: failure.retryable,
      retryAfterMs: parseRetryAfter(res.headers.get("retry-after")),
      error: new ProviderError(failure.kind, {
        provider,
        upstreamStatus: res.status,
        detail: `${where(url)}: HTTP ${res.status}${upstream}`,
      }),
    };
  } catch (cause) {
    if (req.signal?.aborted) {
      return {
        ok: false,
        retryable: false,
        retryAfterMs: null,
        error: new ProviderError("cancelled", { provider, detail: `${where(url)}: aborted by caller`, cause }),
      };
    }
    if (timeout.aborted) {
      // Not retried: each attempt already waited the full timeout, and the user is waiting too.
      return {
        ok: false,
        retryable: false,
        retryAfterMs: null,
        error: new ProviderError("timeout", { provider, detail: `${where(url)}: no reply within ${settings.timeoutMs} ms`, cause }),
      };
    }
    const reason = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause);
    return {
      ok: false,
      retryable: true,
      retryAfterMs: null,
      error: new ProviderError("upstream", { provider, detail: `${where(url)}: network error: ${reason}`, cause }),
    };
  }
}

/** GETs `url` and returns its parsed JSON body, or throws a ProviderError. */
export async function getJson(req: GetJsonRequest): Promise<unknown> {
  const base = req.settings.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const cap = req.settings.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    if (req.signal?.aborted) throw new ProviderError("cancelled", { provider: req.provider, detail: "aborted by caller" });
    const result = await attemptOnce(req);
    if (result.ok) return result.body;
    if (!result.retryable || attempt >= req.settings.maxRetries) throw result.error;
    if (result.retryAfterMs !== null && result.retryAfterMs > cap) throw result.error;
    await sleep(result.retryAfterMs ?? backoffDelay(attempt, base, cap), req.signal, req.provider);
  }
}

/** Joins a base URL (which may carry a path, like Graph's /v23.0) and an endpoint path. */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`);
}
