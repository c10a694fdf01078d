"use client";

/**
 * What the search screen asks the API for (docs/product.md §4): a new search, 'Cargar más', reloading a saved
 * complete search, and saving an ad. The new search, the saved search and load more share one
 * sequence (`useRequestSlots`): abort whatever the request replaces, call with abort and timeout,
 * ignore a reply that was replaced, dispatch what happened, toast the outcome.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from "react";
import { toast } from "@/lib/toast";
import type { SearchAd } from "@/lib/shared/search/ad";
import {
  appendUnique,
  displayedAfterFetch,
  initialDisplayedCount,
  loadedMoreMessage,
  planLoadMore,
  resultsTotal,
  savedSearchToast,
  searchToast,
} from "@/lib/shared/search/paging";
import { narrowsResults } from "@/lib/shared/search/filters";
import { defaultSearchValues } from "@/lib/shared/search/prefill";
import { useInvalidate } from "@/lib/swr/invalidate";
import { afterNextPaint } from "@/lib/utils";
import type { SearchParamsValues } from "@/lib/validation/search";
import { PAGE_SIZE } from "@/lib/validation/search-options";
import { SAVE_SUCCESS_MESSAGE, saveAdFromSearch, saveErrorMessage } from "@/lib/client/saved-ads";
import {
  cancelPendingJobs,
  fetchSavedSearch,
  loadMoreErrorMessage,
  searchErrorMessage,
  searchPage,
  type RequestFailure,
  type SavedSearchSummary,
} from "@/lib/client/search";
import type { SearchAction, SearchState } from "./search-reducer";

type Slot = "search" | "loadMore";

type Request<T> = {
  /** A new search or saved search takes the 'search' slot and also aborts a load more in flight. */
  slot: Slot;
  call: (signal: AbortSignal) => Promise<T>;
  onSuccess: (result: T) => void;
  onFailure: (e: unknown) => void;
};

/** At most one request per slot; a replaced (or unmounted) request neither dispatches nor toasts. */
function useRequestSlots() {
  const slots = useRef<Record<Slot, AbortController | null>>({ search: null, loadMore: null });
  const abortAll = useCallback(() => {
    slots.current.search?.abort();
    slots.current.loadMore?.abort();
  }, []);
  useEffect(() => abortAll, [abortAll]);

  const run = useCallback(
    async <T>({ slot, call, onSuccess, onFailure }: Request<T>) => {
      if (slot === "search") abortAll();
      else slots.current.loadMore?.abort();
      const controller = new AbortController();
      slots.current[slot] = controller;
      let result: T;
      try {
        result = await call(controller.signal);
      } catch (e) {
        // Replaced by a newer request (or the screen closed): that one reports, not this one. The
        // client's own timeout is not an abort of this controller, so it is reported.
        if (!controller.signal.aborted) onFailure(e);
        return;
      } finally {
        if (slots.current[slot] === controller) slots.current[slot] = null;
      }
      if (!controller.signal.aborted) onSuccess(result);
    },
    [abortAll],
  );
  return { run, abortAll };
}

type Options = {
  dispatch: Dispatch<SearchAction>;
  stateRef: RefObject<SearchState>;
  /** A saved search was loaded: its params go back into the form. */
  onParamsLoaded: (params: SearchParamsValues) => void;
};

export function useSearchActions({ dispatch, stateRef, onParamsLoaded }: Options) {
  const invalidate = useInvalidate();
  const { run, abortAll } = useRequestSlots();
  const [loadingSavedId, setLoadingSavedId] = useState<string | null>(null);
  const [savingIds, setSavingIds] = useState<ReadonlySet<string>>(() => new Set());

  const report = useCallback(
    ({ message, quota }: RequestFailure) => {
      toast.error(message, quota ? { duration: 5000 } : undefined);
      if (quota) void invalidate({ kind: "quota-exceeded" });
    },
    [invalidate],
  );

  const runSearch = useCallback(
    (values: SearchParamsValues) =>
      run({
        slot: "search",
        call: async (signal) => {
          dispatch({ type: "searchStarted", params: values, at: Date.now() });
          await cancelPendingJobs();
          return searchPage(invalidate, { ...values, page: 1, limit: PAGE_SIZE, cursor: null, searchId: null }, signal);
        },
        onSuccess: (page) => {
          // The first cards render in slices React can interrupt, and the toast that announces them
          // follows their first paint: measuring itself any earlier, it forced the style and layout of
          // the fresh grid into the same long task.
          startTransition(() => dispatch({ type: "searchSucceeded", ...page, at: Date.now() }));
          afterNextPaint(() => {
            const { tone, message } = searchToast({
              shown: initialDisplayedCount(page.ads.length),
              fetched: page.ads.length,
              totalResults: page.pagination.totalResults,
              hasNextPage: page.pagination.hasNextPage,
              filtered: narrowsResults(values),
            });
            toast[tone](message);
            if (page.quotaTruncated) {
              toast.warning("Algunos anuncios no se mostraron porque alcanzaste tu límite mensual de anuncios", { duration: 5000 });
            }
          });
        },
        onFailure: (e) => {
          dispatch({ type: "searchFailed", at: Date.now() });
          report(searchErrorMessage(e));
        },
      }),
    [run, dispatch, invalidate, report],
  );

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (current.isLoadingMore || current.status !== "idle" || !current.params) return;
    const { params, pagination, cache, cursor, searchId } = current;
    const displayed = pagination.displayedCount;
    const plan = planLoadMore({ displayedCount: displayed, cachedCount: cache.length, hasNextPage: pagination.hasNextPage, cursor });
    if (plan.kind === "none") return;
    if (plan.kind === "reveal") {
      dispatch({ type: "reveal", displayedCount: plan.displayedCount });
      toast.success(loadedMoreMessage(plan.displayedCount - displayed));
      return;
    }
    dispatch({ type: "loadMoreStarted" });
    await run({
      slot: "loadMore",
      call: (signal) => searchPage(invalidate, { ...params, page: pagination.currentPage + 1, limit: PAGE_SIZE, cursor, searchId }, signal),
      onSuccess: (page) => {
        const shown = displayedAfterFetch(displayed, appendUnique(cache, page.ads).cache.length) - displayed;
        startTransition(() => dispatch({ type: "loadMoreSucceeded", ...page }));
        // As after a search: the toast measures itself once the new cards have been laid out.
        afterNextPaint(() => {
          if (shown > 0) toast.success(loadedMoreMessage(shown));
          else toast.info("No hay más anuncios para mostrar");
        });
      },
      onFailure: (e) => {
        dispatch({ type: "loadMoreFailed" });
        report(loadMoreErrorMessage(e));
      },
    });
  }, [run, dispatch, stateRef, invalidate, report]);

  const loadSavedSearch = useCallback(
    async (summary: SavedSearchSummary) => {
      setLoadingSavedId(summary.id);
      await run({
        slot: "search",
        call: async (signal) => {
          dispatch({ type: "savedSearchStarted", at: Date.now() });
          // The search schema (zod) loads beside the request, not with the screen (docs/benchmarks.md §3).
          const [content, { searchParamsSchema }] = await Promise.all([
            fetchSavedSearch(summary.id, signal),
            import("@/lib/validation/search"),
          ]);
          const parsed = searchParamsSchema.safeParse(content.searchParams ?? summary.searchParams);
          return { ...content, params: parsed.success ? parsed.data : null };
        },
        onSuccess: (content) => {
          const params: SearchParamsValues = content.params ?? {
            ...defaultSearchValues(),
            value: summary.searchName.slice(0, 100) || "búsqueda",
            country: summary.metadata.country,
          };
          const { ads, cursor, totalResults, marks } = content;
          dispatch({ type: "savedSearchLoaded", params, ads, cursor, searchId: summary.id, totalResults, marks });
          onParamsLoaded(params);
          const { tone, message } = savedSearchToast(resultsTotal(totalResults, ads.length));
          toast[tone](message);
        },
        onFailure: () => {
          dispatch({ type: "savedSearchFailed" });
          toast.error("Error al cargar búsqueda guardada");
        },
      });
      setLoadingSavedId((id) => (id === summary.id ? null : id));
    },
    [run, dispatch, onParamsLoaded],
  );

  const saveAd = useCallback(
    async (ad: SearchAd) => {
      setSavingIds((ids) => new Set(ids).add(ad.id));
      try {
        await saveAdFromSearch(invalidate, ad, stateRef.current.params?.value ?? "");
        dispatch({ type: "markSaved", adId: ad.id });
        toast.success(SAVE_SUCCESS_MESSAGE);
      } catch (e) {
        const { message, alreadySaved } = saveErrorMessage(e);
        if (alreadySaved) dispatch({ type: "markSaved", adId: ad.id });
        toast.error(message);
      } finally {
        setSavingIds((ids) => {
          const next = new Set(ids);
          next.delete(ad.id);
          return next;
        });
      }
    },
    [dispatch, stateRef, invalidate],
  );

  /** 'Limpiar': stop everything in flight, including the server's work for this user. */
  const cancelAll = useCallback(() => {
    abortAll();
    void cancelPendingJobs();
  }, [abortAll]);

  return { runSearch, loadMore, loadSavedSearch, saveAd, cancelAll, loadingSavedId, savingIds };
}
