import "server-only";
import { isAppError, type AppErrorCode } from "@/lib/errors";
import type { NormalizedAd } from "@/lib/providers/types";
import { PAGE_SIZE } from "@/lib/validation/search";
import { searchPage } from "./search-ads";
import { assertSearchAllowed } from "./search-throttle";
import { paramsFromAdLibraryUrl } from "./ad-library-url";

/** Why a walk ended before its last page, in the API's error words. */
type WalkStop = { code: AppErrorCode | "ABORTED"; message: string };

const WALK_ABORTED = "La búsqueda se canceló por una nueva búsqueda; las páginas anteriores se conservan";
const WALK_FAILED = "No se pudieron leer más páginas; las anteriores se conservan";

function stopOf(error: unknown): WalkStop {
  if (isAppError(error)) return { code: error.code, message: error.message };
  if (error instanceof DOMException && error.name === "AbortError") return { code: "ABORTED", message: WALK_ABORTED };
  console.error("multiple-pages walk:", error);
  return { code: "INTERNAL", message: WALK_FAILED };
}

/**
 * Walks up to `maxPages` pages of an Ad Library URL's search through the regular search path
 * (cache, quota, history), stopping early at the end of the results or when the quota runs out. Each page
 * is charged and recorded as it is read, so a later page that fails (the quota used up by the page before,
 * upstream refusing, a newer search cancelling this one) ends the walk with the pages already delivered
 * and `stopped` saying why; only a first page that fails is the reply's error.
 */
export async function searchMultiplePages(userId: string, initialUrl: string, maxPages: number) {
  const params = paramsFromAdLibraryUrl(initialUrl);
  const ads: NormalizedAd[] = [];
  let cursor: string | null = null;
  let searchId: string | null = null;
  let totalResults = 0;
  let pagesFetched = 0;
  let stopped: WalkStop | null = null;
  // One walk takes one point of the search budget, however many pages it reads.
  await assertSearchAllowed(userId);
  for (let page = 1; page <= maxPages; page++) {
    let res: Awaited<ReturnType<typeof searchPage>>;
    try {
      res = await searchPage(userId, { ...params, page, limit: PAGE_SIZE, cursor, searchId, view: "full" });
    } catch (error) {
      if (page === 1) throw error;
      stopped = stopOf(error);
      break;
    }
    pagesFetched = page;
    ads.push(...res.data);
    cursor = res.cursor;
    searchId = res.searchId;
    totalResults = res.pagination.totalResults;
    if (!res.pagination.hasNextPage || res.quota.truncated) break;
  }
  return { data: ads, searchParams: params, cursor, searchId, pagesFetched, totalResults, hasNextPage: cursor !== null, stopped };
}
