import "server-only";
import { searchCacheKey } from "@/lib/services/search/cache-key";
import { upstreamParams } from "@/lib/services/search/upstream-filters";
import type { SearchParamsValues } from "@/lib/validation/search";

/**
 * The identity of what upstream is asked for: watches whose params differ only in post-fetch filters
 * (minimum days, shops only, excluded words…) share one fetch, as searches share a cache page.
 */
export function watchQueryKey(params: SearchParamsValues): string {
  return searchCacheKey(upstreamParams(params), null);
}
