import "server-only";
import type { NormalizedAd } from "@/lib/providers/types";
import { PAGE_SIZE } from "@/lib/validation/search";
import { searchPage } from "./search-ads";
import { assertSearchAllowed } from "./search-throttle";
import { paramsFromAdLibraryUrl } from "./ad-library-url";

/**
 * Walks up to `maxPages` pages of an Ad Library URL's search through the regular search path
 * (cache, quota, history), stopping early at the end of the results or when the quota runs out.
 */
export async function searchMultiplePages(userId: string, initialUrl: string, maxPages: number) {
  const params = paramsFromAdLibraryUrl(initialUrl);
  const ads: NormalizedAd[] = [];
  let cursor: string | null = null;
  let searchId: string | null = null;
  let totalResults = 0;
  let pagesFetched = 0;
  // One walk takes one point of the search budget, however many pages it reads.
  await assertSearchAllowed(userId);
  for (let page = 1; page <= maxPages; page++) {
    const res = await searchPage(userId, { ...params, page, limit: PAGE_SIZE, cursor, searchId, view: "full" });
    pagesFetched = page;
    ads.push(...res.data);
    cursor = res.cursor;
    searchId = res.searchId;
    totalResults = res.pagination.totalResults;
    if (!res.pagination.hasNextPage || res.quota.truncated) break;
  }
  return { data: ads, searchParams: params, cursor, searchId, pagesFetched, totalResults, hasNextPage: cursor !== null };
}
