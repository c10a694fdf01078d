"use client";

import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSWRConfig } from "swr";
import { toast } from "sonner";
import { ChevronsDown, Eraser, Radar, SearchX, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { formatNumber } from "@/lib/format";
import { countryName } from "@/lib/providers/catalog";
import { countAdsByPage, uniquePageIds, type SearchAd } from "@/lib/search/ad";
import { appendUnique, canLoadMore, displayedAfterFetch, planLoadMore } from "@/lib/search/paging";
import {
  parseSearchState,
  SEARCH_STATE_KEY,
  serializeSearchState,
  shrinkSearchState,
  type PersistedSearchState,
} from "@/lib/search/persisted-state";
import { defaultSearchValues, hasAdvancedValues, type SearchPrefill } from "@/lib/search/prefill";
import { DEFAULT_SORT, visibleAds, type SortConfig } from "@/lib/search/sort";
import { USAGE_KEY } from "@/lib/swr/use-usage";
import { PAGE_SIZE, searchParamsSchema, type SearchParamsInput, type SearchParamsValues } from "@/lib/validation/search";
import { AdCard, bodyKey, descriptionKey } from "./ad-card";
import {
  cancelPendingJobs,
  fetchAdvertiserActiveAds,
  fetchSavedSearch,
  loadMoreErrorMessage,
  REQUEST_TIMEOUT_MS,
  SAVE_SUCCESS_MESSAGE,
  SAVED_SEARCHES_KEY,
  saveAdFromSearch,
  saveErrorMessage,
  searchErrorMessage,
  searchPage,
  SearchTimeoutError,
  withTimeout,
  type SavedSearchSummary,
} from "./search-api";
import { SavedSearchesPanel } from "./saved-searches-panel";
import { initialSearchState, searchReducer, toPersisted, type SearchState } from "./search-reducer";
import { SearchForm } from "./search-form";
import { ResultsSkeleton } from "./results-skeleton";
import { ElapsedTimer, StatsProgress } from "./search-status";
import { ScrollToTop } from "./scroll-to-top";
import { SortPanel } from "./sort-panel";
import { TrackAdvertiserDialog, type TrackTarget } from "./track-advertiser-dialog";

/**
 * Spec §4/§9: advertiser counts are fetched one at a time, 200 ms apart. The spacing paces the upstream
 * API, so it follows only a count that reached upstream: a cache hit lets the next one start at once.
 */
const STATS_SPACING_MS = 200;
/** Storage writes are batched: the state changes every 200 ms while the stats queue runs. */
const PERSIST_DELAY_MS = 500;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("Aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

function readStoredState(owner: string | null): PersistedSearchState | null {
  try {
    const raw = window.localStorage.getItem(SEARCH_STATE_KEY);
    const state = parseSearchState(raw, owner);
    // Another version or user, or corrupt: it will never be readable, so do not keep it around.
    if (raw && !state) window.localStorage.removeItem(SEARCH_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}

function isBlank(state: PersistedSearchState): boolean {
  return (
    state.params === null &&
    state.cache.length === 0 &&
    state.savedAdIds.length === 0 &&
    state.followedPageIds.length === 0 &&
    JSON.stringify(state.sort) === JSON.stringify(DEFAULT_SORT)
  );
}

/** Writes the state; when the full cache is over the browser's quota, keeps at least the ads on screen. */
function writeStoredState(state: SearchState, owner: string | null): void {
  const persisted = toPersisted(state);
  try {
    if (isBlank(persisted)) {
      window.localStorage.removeItem(SEARCH_STATE_KEY);
      return;
    }
    window.localStorage.setItem(SEARCH_STATE_KEY, serializeSearchState(persisted, owner));
  } catch {
    try {
      const visible = visibleAds(persisted.cache, persisted.sort, persisted.pagination.displayedCount, (id) => persisted.advertiserStats[id]?.totalActiveAds);
      window.localStorage.setItem(SEARCH_STATE_KEY, serializeSearchState(shrinkSearchState(persisted, visible), owner));
    } catch {
      // Storage unavailable (private mode, full): the screen keeps working, only without restore.
    }
  }
}

type SearchScreenProps = {
  /** Form values from the query string ('Repetir' in the history); they win over the stored params. */
  prefill: SearchPrefill | null;
  /** The signed-in user's id: stored state of anyone else on this browser is never shown. */
  owner: string | null;
};

/**
 * The search screen (spec §2 Search screen, §4): form, saved searches, result grid with sort, advertiser
 * stats queue, elapsed timer and 'Cargar más', all kept in the browser across reloads.
 */
export function SearchScreen({ prefill, owner }: SearchScreenProps) {
  const [state, dispatch] = useReducer(searchReducer, undefined, initialSearchState);
  const [hydrated, setHydrated] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(() => (prefill ? hasAdvancedValues(prefill.values) : false));
  const [savedOpen, setSavedOpen] = useState(false);
  const [loadingSavedId, setLoadingSavedId] = useState<string | null>(null);
  const [savingIds, setSavingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [trackTarget, setTrackTarget] = useState<TrackTarget | null>(null);
  const savedPanelId = useId();
  const resultsHeadingId = useId();
  const { mutate } = useSWRConfig();

  const form = useForm<SearchParamsInput, unknown, SearchParamsValues>({
    resolver: zodResolver(searchParamsSchema),
    defaultValues: prefill?.values ?? defaultSearchValues(),
  });
  const { reset: resetForm } = form;

  const searchAbort = useRef<AbortController | null>(null);
  const loadMoreAbort = useRef<AbortController | null>(null);
  /** When the last count that reached upstream finished (0: none yet, or a cache hit since). */
  const lastStatsAt = useRef(0);
  // The latest committed state, for callbacks that must stay stable (cards are memoized).
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  // ---- Restore once on mount: stored state, then the query string's prefill on top of the form. ----
  useEffect(() => {
    const stored = readStoredState(owner);
    if (stored) dispatch({ type: "restore", state: stored });
    if (prefill) {
      // Applied once: a later reload restores what the user did since, not the link again.
      window.history.replaceState(window.history.state, "", window.location.pathname);
    } else if (stored?.params) {
      resetForm(stored.params);
      setAdvancedOpen(hasAdvancedValues(stored.params));
    }
    setHydrated(true);
    // Mount only: the page remounts this screen when the prefill changes (see page.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // ---- Persist (batched), and flush when the page goes away. ----
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => writeStoredState(state, owner), PERSIST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, hydrated, owner]);

  useEffect(() => {
    if (!hydrated) return;
    const flush = () => writeStoredState(stateRef.current, owner);
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [hydrated, owner]);

  // Abort whatever is in flight when the screen unmounts (navigation to another screen).
  useEffect(
    () => () => {
      searchAbort.current?.abort();
      loadMoreAbort.current?.abort();
    },
    [],
  );

  // ---- Derived: the whole cache sorted, cut to the displayed count (spec §4 Sorting). ----
  const { advertiserStats } = state;
  const results = useMemo(
    () => visibleAds(state.cache, state.sort, state.pagination.displayedCount, (pageId) => advertiserStats[pageId]?.totalActiveAds),
    [state.cache, state.sort, state.pagination.displayedCount, advertiserStats],
  );
  const adsByPage = useMemo(() => countAdsByPage(results), [results]);
  const savedSet = useMemo(() => new Set(state.savedAdIds), [state.savedAdIds]);
  const followedSet = useMemo(() => new Set(state.followedPageIds), [state.followedPageIds]);
  const expandedSet = useMemo(() => new Set(state.expandedTexts), [state.expandedTexts]);

  // ---- Advertiser stats queue: every advertiser on screen, once, in order (spec §4). ----
  useEffect(() => {
    if (hydrated) dispatch({ type: "enqueueStats", pageIds: uniquePageIds(results) });
  }, [results, hydrated]);

  const statsHead = state.statsQueue[0];
  const statsCountry = state.params?.country ?? "ALL";
  useEffect(() => {
    if (!hydrated || !statsHead) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const wait = STATS_SPACING_MS - (Date.now() - lastStatsAt.current);
        if (wait > 0) await sleep(wait, controller.signal);
      } catch {
        return; // a new search cleared the queue
      }
      dispatch({ type: "statsStarted", pageId: statsHead });
      let count = 0;
      let cached = false;
      try {
        ({ count, cached } = await fetchAdvertiserActiveAds(statsHead, statsCountry, controller.signal));
      } catch {
        if (controller.signal.aborted) return;
        count = 0; // spec §4: a failed count reads 0
      }
      if (controller.signal.aborted) return;
      lastStatsAt.current = cached ? 0 : Date.now();
      dispatch({ type: "statsFinished", pageId: statsHead, totalActiveAds: count });
    })();
    return () => controller.abort();
  }, [statsHead, statsCountry, hydrated]);

  // ---- New search (spec §4). ----
  const runSearch = useCallback(
    async (values: SearchParamsValues) => {
      searchAbort.current?.abort();
      loadMoreAbort.current?.abort();
      const controller = new AbortController();
      searchAbort.current = controller;

      dispatch({ type: "searchStarted", params: values, at: Date.now() });
      await cancelPendingJobs();
      if (controller.signal.aborted) return;

      try {
        const page = await withTimeout(controller.signal, REQUEST_TIMEOUT_MS, (signal) =>
          searchPage({ ...values, page: 1, limit: PAGE_SIZE, cursor: null, searchId: null }, signal),
        );
        if (controller.signal.aborted) return;
        dispatch({
          type: "searchSucceeded",
          ads: page.ads,
          cursor: page.cursor,
          searchId: page.searchId,
          pagination: page.pagination,
          at: Date.now(),
        });
        toast.success(`¡Se encontraron ${page.ads.length} anuncios!`);
        if (page.quotaTruncated) {
          toast.warning("Algunos anuncios no se mostraron porque alcanzaste tu límite mensual de anuncios", { duration: 5000 });
        }
        void mutate(USAGE_KEY);
        if (page.autoSaved) void mutate(SAVED_SEARCHES_KEY);
      } catch (e) {
        // Replaced by a newer search (or the screen closed): that one reports, not this one.
        if (controller.signal.aborted && !(e instanceof SearchTimeoutError)) return;
        dispatch({ type: "searchFailed", at: Date.now() });
        const { message, quota } = searchErrorMessage(e);
        toast.error(message, quota ? { duration: 5000 } : undefined);
        if (quota) void mutate(USAGE_KEY);
      } finally {
        if (searchAbort.current === controller) searchAbort.current = null;
      }
    },
    [mutate],
  );

  // ---- Load more (spec §4): reveal from the cache, else fetch the next page. ----
  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (current.isLoadingMore || current.status !== "idle" || !current.params) return;
    const displayed = current.pagination.displayedCount;
    const plan = planLoadMore({
      displayedCount: displayed,
      cachedCount: current.cache.length,
      hasNextPage: current.pagination.hasNextPage,
      cursor: current.cursor,
    });
    if (plan.kind === "none") return;
    if (plan.kind === "reveal") {
      dispatch({ type: "reveal", displayedCount: plan.displayedCount });
      toast.success(`¡Se cargaron ${plan.displayedCount - displayed} anuncios más!`);
      return;
    }

    const params = current.params;
    const controller = new AbortController();
    loadMoreAbort.current = controller;
    dispatch({ type: "loadMoreStarted" });
    try {
      const page = await withTimeout(controller.signal, REQUEST_TIMEOUT_MS, (signal) =>
        searchPage(
          { ...params, page: current.pagination.currentPage + 1, limit: PAGE_SIZE, cursor: current.cursor, searchId: current.searchId },
          signal,
        ),
      );
      if (controller.signal.aborted) return;
      const cachedAfter = appendUnique(current.cache, page.ads).cache.length;
      const shown = displayedAfterFetch(displayed, cachedAfter) - displayed;
      dispatch({ type: "loadMoreSucceeded", ads: page.ads, cursor: page.cursor, searchId: page.searchId, pagination: page.pagination });
      if (shown > 0) toast.success(`¡Se cargaron ${shown} anuncios más!`);
      else toast.info("No hay más anuncios para mostrar");
      void mutate(USAGE_KEY);
    } catch (e) {
      if (controller.signal.aborted && !(e instanceof SearchTimeoutError)) return;
      dispatch({ type: "loadMoreFailed" });
      const { message, quota } = loadMoreErrorMessage(e);
      toast.error(message, quota ? { duration: 5000 } : undefined);
      if (quota) void mutate(USAGE_KEY);
    } finally {
      if (loadMoreAbort.current === controller) loadMoreAbort.current = null;
    }
  }, [mutate]);

  // ---- Saved complete search: reloaded from memory, free of quota. ----
  const loadSavedSearch = useCallback(
    async (summary: SavedSearchSummary) => {
      searchAbort.current?.abort();
      loadMoreAbort.current?.abort();
      const controller = new AbortController();
      searchAbort.current = controller;
      setLoadingSavedId(summary.id);
      dispatch({ type: "savedSearchStarted", at: Date.now() });
      try {
        const content = await fetchSavedSearch(summary.id, controller.signal);
        if (controller.signal.aborted) return;
        const parsed = searchParamsSchema.safeParse(content.searchParams ?? summary.searchParams);
        const params: SearchParamsValues = parsed.success
          ? parsed.data
          : { ...defaultSearchValues(), value: summary.searchName.slice(0, 100) || "búsqueda", country: summary.country };
        dispatch({
          type: "savedSearchLoaded",
          params,
          ads: content.ads,
          cursor: content.cursor,
          searchId: summary.id,
          totalResults: content.totalResults,
        });
        resetForm(params);
        if (hasAdvancedValues(params)) setAdvancedOpen(true);
        toast.success(`¡${content.ads.length} anuncios cargados desde memoria!`);
      } catch {
        if (controller.signal.aborted) return;
        dispatch({ type: "savedSearchFailed" });
        toast.error("Error al cargar búsqueda guardada");
      } finally {
        if (searchAbort.current === controller) searchAbort.current = null;
        setLoadingSavedId((id) => (id === summary.id ? null : id));
      }
    },
    [resetForm],
  );

  // ---- Card actions. ----
  const saveAd = useCallback(async (ad: SearchAd) => {
    setSavingIds((ids) => new Set(ids).add(ad.id));
    try {
      await saveAdFromSearch(ad, stateRef.current.params?.value ?? "");
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
  }, []);

  const followAdvertiser = useCallback((ad: SearchAd) => {
    const current = stateRef.current;
    setTrackTarget({
      ad,
      country: current.params?.country ?? "ALL",
      activeAds: current.advertiserStats[ad.page_id]?.totalActiveAds ?? null,
    });
  }, []);

  const toggleText = useCallback((key: string) => dispatch({ type: "toggleExpanded", key }), []);
  const setCarousel = useCallback((adId: string, index: number) => dispatch({ type: "setCarousel", adId, index }), []);
  const setSort = useCallback((sort: SortConfig) => dispatch({ type: "setSort", sort }), []);
  const markFollowed = useCallback((pageId: string) => dispatch({ type: "markFollowed", pageId }), []);
  const closeTrackDialog = useCallback(() => setTrackTarget(null), []);

  function clearAll() {
    searchAbort.current?.abort();
    loadMoreAbort.current?.abort();
    void cancelPendingJobs();
    dispatch({ type: "clear" });
    resetForm(defaultSearchValues());
    setAdvancedOpen(false);
    try {
      window.localStorage.removeItem(SEARCH_STATE_KEY);
    } catch {
      // Nothing stored, or storage unavailable: nothing to clear.
    }
    toast.success("Búsqueda limpiada");
  }

  // ---- Render. ----
  const searching = state.status === "searching";
  const hasResults = state.cache.length > 0;
  const loadMorePossible = canLoadMore({
    displayedCount: state.pagination.displayedCount,
    cachedCount: state.cache.length,
    hasNextPage: state.pagination.hasNextPage,
    cursor: state.cursor,
  });
  const searchedCountry = state.params?.country ?? "ALL";

  return (
    <>
      <PageHeader
        title="Buscar Anuncios"
        subtitle="Descubre anuncios ganadores en la Biblioteca de Anuncios de Meta"
        actions={
          <Button variant="outline" onClick={clearAll} disabled={!hydrated}>
            <Eraser aria-hidden="true" />
            Limpiar
          </Button>
        }
      />

      <div className="space-y-4">
        <SearchForm
          form={form}
          onSearch={runSearch}
          searching={searching}
          advancedOpen={advancedOpen}
          onAdvancedOpenChange={setAdvancedOpen}
          savedOpen={savedOpen}
          onSavedOpenChange={setSavedOpen}
          savedPanelId={savedPanelId}
        />

        <SavedSearchesPanel id={savedPanelId} open={savedOpen} onLoad={loadSavedSearch} loadingId={loadingSavedId} />

        <section aria-labelledby={resultsHeadingId} aria-busy={searching || undefined} className="space-y-4 pt-2">
          <h2 id={resultsHeadingId} className="sr-only">
            Resultados
          </h2>

          {hydrated && (searching || hasResults || state.timing.startedAt !== null) ? (
            <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-stretch">
              {hasResults ? (
                <div className="flex min-w-0 flex-col justify-center rounded-xl border border-border bg-surface px-3.5 py-2.5 shadow-card">
                  <p className="truncate text-[0.6875rem] font-medium text-muted-foreground">
                    {state.params ? `«${state.params.value}» · ${countryName(searchedCountry)}` : "Resultados"}
                  </p>
                  <p role="status" className="text-sm font-semibold text-zinc-900">
                    Mostrando {formatNumber(results.length)} de {formatNumber(Math.max(state.pagination.totalResults, state.cache.length))} anuncios
                  </p>
                </div>
              ) : null}
              <ElapsedTimer timing={state.timing} />
              <StatsProgress done={state.progress.done} total={state.progress.total} className="col-span-2" />
            </div>
          ) : null}

          {!hydrated ? (
            <div className="min-h-64" />
          ) : searching || (state.status === "loadingSaved" && !hasResults) ? (
            <ResultsSkeleton />
          ) : hasResults ? (
            <>
              <SortPanel sort={state.sort} onChange={setSort} />
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
                {results.map((ad) => {
                  const sameAdvertiser = adsByPage.get(ad.page_id.trim()) ?? 1;
                  return (
                    <li key={ad.id} className="min-w-0">
                      <AdCard
                        ad={ad}
                        country={searchedCountry}
                        activeAds={advertiserStats[ad.page_id.trim()]}
                        otherAdsInResults={Math.max(0, sameAdvertiser - 1)}
                        bodyExpanded={expandedSet.has(bodyKey(ad.id))}
                        descriptionExpanded={expandedSet.has(descriptionKey(ad.id))}
                        onToggleText={toggleText}
                        carouselIndex={state.carouselIndices[ad.id] ?? 0}
                        onCarouselChange={setCarousel}
                        saved={savedSet.has(ad.id)}
                        saving={savingIds.has(ad.id)}
                        onSave={saveAd}
                        following={followedSet.has(ad.page_id.trim())}
                        onFollow={followAdvertiser}
                      />
                    </li>
                  );
                })}
              </ul>
              {loadMorePossible || state.isLoadingMore ? (
                <div className="flex justify-center pt-2">
                  <Button variant="outline" size="lg" onClick={loadMore} loading={state.isLoadingMore} className="min-w-48">
                    {state.isLoadingMore ? null : <ChevronsDown aria-hidden="true" />}
                    {state.isLoadingMore ? "Cargando..." : "Cargar más"}
                  </Button>
                </div>
              ) : (
                <p className="pt-2 text-center text-sm text-muted-foreground">No hay más anuncios para esta búsqueda.</p>
              )}
            </>
          ) : state.failed ? (
            <EmptyState
              icon={TriangleAlert}
              tone="danger"
              title="No se pudo completar la búsqueda"
              description="Revisa el mensaje de error e inténtalo de nuevo en unos momentos."
            />
          ) : state.params ? (
            <EmptyState
              icon={SearchX}
              title="No se encontraron anuncios"
              description="Prueba con otro término o ajusta las opciones avanzadas: país, idiomas o días mínimos."
            />
          ) : (
            <EmptyState
              icon={Radar}
              title="Listo para Descubrir"
              description="Escribe un producto o nicho y pulsa Buscar para ver los anuncios que más se repiten."
            />
          )}
        </section>
      </div>

      <ScrollToTop />
      <TrackAdvertiserDialog target={trackTarget} onClose={closeTrackDialog} onTracked={markFollowed} />
    </>
  );
}
