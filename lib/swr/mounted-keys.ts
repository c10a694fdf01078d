"use client";

/**
 * Which cache keys some mounted hook shows right now: `invalidate` refetches those in place and drops the
 * rest, so a view that opens later loads afresh instead of flashing the old state. SWR keeps that
 * register privately; this middleware (installed once, in SWRProvider) keeps its own through the public
 * API.
 */
import { useEffect } from "react";
import { unstable_serialize, type Key, type Middleware, type SWRHook } from "swr";

/** useSWRInfinite caches the list under this prefix plus its first page's key. */
export const INFINITE_PREFIX = "$inf$";

const mounted = new Map<string, number>();

export function isMounted(cacheKey: string): boolean {
  return (mounted.get(cacheKey) ?? 0) > 0;
}

function cacheKeyOf(key: Key, infinite: boolean): string {
  try {
    if (!infinite) return unstable_serialize(key);
    const first = typeof key === "function" ? (key as (index: number, previous: null) => Key)(0, null) : key;
    const serialized = unstable_serialize(first);
    return serialized ? `${INFINITE_PREFIX}${serialized}` : "";
  } catch {
    // A key getter that throws is SWR's "not ready yet": nothing is shown under it.
    return "";
  }
}

export const trackMounted: Middleware = (useSWRNext: SWRHook) =>
  function useTrackedSWR(key: Key, fetcher, config) {
    const swr = useSWRNext(key, fetcher, config);
    // useSWRInfinite runs inside this middleware with its page-key getter; its result alone has setSize.
    const cacheKey = cacheKeyOf(key, "setSize" in swr);
    useEffect(() => {
      if (!cacheKey) return;
      mounted.set(cacheKey, (mounted.get(cacheKey) ?? 0) + 1);
      return () => {
        const left = (mounted.get(cacheKey) ?? 1) - 1;
        if (left > 0) mounted.set(cacheKey, left);
        else mounted.delete(cacheKey);
      };
    }, [cacheKey]);
    return swr;
  };
