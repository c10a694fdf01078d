// Without `import "server-only"`, like invitations/token.ts: tests/e2e/hostile-content.spec.ts computes a
// key outside Next (no react-server condition, where that import throws) to seed the shared cache.
// node:crypto keeps it out of any browser bundle, and the boundary lint refuses it to client files like
// every lib/services module.
import { createHash } from "node:crypto";
import type { SearchParamsValues } from "@/lib/validation/search";

/**
 * The shared cache's key: the params that change what upstream returns, normalized so that
 * "Crema ", "crema" and a reordered language list hit the same entry. minDays is applied after
 * the fetch, so it is not part of the key. With `limit`, the key names one page of that size.
 *
 * The filters of docs/product.md §4 enter the key only when set, so every key of an unfiltered search
 * (and the cursors signed over it) stays what it was. Callers pass upstreamParams(params) for the cache
 * page and the cursor, where post-fetch filters are cleared, and the full params for the identity of a
 * saved search (record-search.ts), which post-fetch filters do change.
 */
export function searchCacheKey(params: SearchParamsValues, cursor: string | null | undefined, limit?: number): string {
  const normalized = {
    t: params.searchType,
    v: params.value.trim().toLowerCase().replace(/\s+/g, " "),
    c: params.country,
    a: params.adType,
    m: params.mediaType,
    p: params.searchPhraseType,
    l: [...new Set(params.languages)].sort(),
    ...(params.shopsOnly ? { fs: true } : {}),
    ...(params.cashOnDelivery ? { fc: true } : {}),
    ...(params.whatsapp ? { fw: true } : {}),
    ...(params.platforms?.length ? { fp: [...new Set(params.platforms)].sort() } : {}),
    ...(params.startedWithin ? { fd: params.startedWithin } : {}),
    ...(params.startedFrom ? { ff: params.startedFrom } : {}),
    ...(params.startedTo ? { ft: params.startedTo } : {}),
    ...(params.excludedWords?.length ? { fx: [...new Set(params.excludedWords)].sort() } : {}),
    k: cursor ?? null,
    // The page size shapes the page; it is left out only of the identities that name a search, not a page.
    ...(limit === undefined ? {} : { n: limit }),
  };
  return createHash("sha256").update(JSON.stringify(normalized)).digest("hex");
}
