"use client";

import { useMemo } from "react";
import { SWRConfig, useSWRConfig, type Cache, type SWRConfiguration } from "swr";
import { toast } from "@/lib/toast";
import { swrFetcher } from "@/lib/api/client";
import { trackMounted } from "./mounted-keys";
import { fixedRetry } from "./retry";

/**
 * The one data policy every SWR hook starts from: the browser API client as fetcher, two retries a
 * second apart (never for a 4xx), fresh for 5 minutes, no refetch on window focus. Hooks override
 * only what their data needs (usage polls, history is fresh 30 s).
 *
 * A load that never succeeded is the screen's own error state (with 'Reintentar'); a refresh that
 * fails while older data stays on screen would otherwise go unnoticed, so that one is toasted (in the
 * error slot of lib/toast.ts: a burst of failures shows one toast).
 */
function policy(cache: Cache): SWRConfiguration {
  return {
    fetcher: swrFetcher,
    onErrorRetry: fixedRetry(2, 1_000),
    dedupingInterval: 5 * 60_000,
    revalidateOnFocus: false,
    use: [trackMounted],
    onError: (_error, key) => {
      if (cache.get(key)?.data === undefined) return;
      toast.error("No se pudieron actualizar los datos. Se muestran los últimos cargados.");
    },
  };
}

export function SWRProvider({ children }: { children: React.ReactNode }) {
  // No provider of its own: the hooks below share SWR's default cache, the one read here.
  const { cache } = useSWRConfig();
  const value = useMemo(() => policy(cache), [cache]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
