import type { SWRConfiguration } from "swr";
import { ApiError } from "@/lib/api/client";

/**
 * SWR's `onErrorRetry` with a fixed count and delay (docs/product.md §7 states both; SWR's default backs off
 * exponentially). A 4xx is the request's own fault and is never retried.
 */
export function fixedRetry(count: number, delayMs: number): NonNullable<SWRConfiguration["onErrorRetry"]> {
  return (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > count) return;
    setTimeout(() => void revalidate({ retryCount }), delayMs);
  };
}
