"use client";

import { useEffect, useMemo } from "react";
import dynamic from "next/dynamic";
import { Radar, SearchX, TriangleAlert } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { SearchAd } from "@/lib/shared/search/ad";
import { narrowsResults } from "@/lib/shared/search/filters";
import { resultsCountLine } from "@/lib/shared/search/paging";
import { usesAdvertiserStats, visibleAds, type SortConfig } from "@/lib/shared/search/sort";
import { ResultsSkeleton } from "@/components/ads/results-skeleton";
import type { SearchState } from "./search-reducer";
import { ElapsedTimer } from "./search-status";

// The sort, the cards (media, score popover, actions) and 'Cargar más' load once there are results to
// show, with the skeleton's cards meanwhile: a first visit shows none, so they are not part of the
// screen's first load (docs/benchmarks.md §3). A search starting asks for them, so they are there when
// its results arrive.
const loadResultsList = () => import("./results-list");
// Shown while the advertisers of the results are counted, so never before there are results.
const StatsProgress = dynamic(() => import("./stats-progress").then((m) => m.StatsProgress));
const ResultsList = dynamic(() => loadResultsList().then((m) => m.ResultsList), {
  loading: () => <ResultsSkeleton label="Cargando anuncios..." />,
});
// Its line reads 'Resultados' for the moment the catalogue of country names takes to arrive.
const SearchLabel = dynamic(() => loadResultsList().then((m) => m.SearchLabel), { loading: () => <>Resultados</> });

/** The ads on screen: the whole cache sorted, cut to the displayed count (docs/product.md §4 Sorting). */
export function useVisibleResults(state: SearchState): SearchAd[] {
  const { cache, sort, pagination, advertiserStats } = state;
  // Only a sort on the advertisers' counts needs them: otherwise a new count re-sorts nothing.
  const stats = usesAdvertiserStats(sort) ? advertiserStats : null;
  return useMemo(
    () => visibleAds(cache, sort, pagination.displayedCount, stats ? (pageId) => stats[pageId.trim()]?.totalActiveAds : undefined),
    [cache, sort, pagination.displayedCount, stats],
  );
}

export type CardHandlers = {
  onSort: (sort: SortConfig) => void;
  onToggleText: (key: string) => void;
  onCarouselChange: (adId: string, index: number) => void;
  onSave: (ad: SearchAd) => void;
  onFollow: (ad: SearchAd) => void;
  onLoadMore: () => void;
};

type SearchResultsProps = CardHandlers & {
  state: SearchState;
  results: SearchAd[];
  hydrated: boolean;
  /** The advertiser the stats queue is counting now. */
  countingPageId: string | null;
  savingIds: ReadonlySet<string>;
};

/** The timer, 'Mostrando N de M' (with filters, what passed them) and the stats progress, once there is a search to speak of. */
export function ResultsSummary({ state, shown }: { state: SearchState; shown: number }) {
  const hasResults = state.cache.length > 0;
  if (state.status !== "searching" && !hasResults && state.timing.startedAt === null) return null;
  const count = resultsCountLine({
    shown,
    fetched: state.cache.length,
    totalResults: state.pagination.totalResults,
    hasNextPage: state.pagination.hasNextPage,
    filtered: state.params !== null && narrowsResults(state.params),
  });
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-stretch">
      {hasResults ? (
        <div className="flex min-w-0 flex-col justify-center rounded-xl border border-border bg-surface px-3.5 py-2.5 shadow-card">
          <p className="text-[0.6875rem] font-medium break-words text-muted-foreground">
            <SearchLabel params={state.params} />
          </p>
          <p role="status" className="text-sm font-semibold text-zinc-900">
            {count}
          </p>
        </div>
      ) : null}
      <ElapsedTimer timing={state.timing} />
      {state.progress.total > 0 ? <StatsProgress done={state.progress.done} total={state.progress.total} className="col-span-2" /> : null}
    </div>
  );
}

/** The result area: nothing before hydration, a skeleton while searching, the grid, or the right empty state. */
export function SearchResults({ state, results, hydrated, countingPageId, savingIds, ...handlers }: SearchResultsProps) {
  const searching = state.status === "searching";
  useEffect(() => {
    if (searching) void loadResultsList();
  }, [searching]);

  if (!hydrated) return <div className="min-h-64" />;
  const hasResults = state.cache.length > 0;
  if (searching || (state.status === "loadingSaved" && !hasResults)) return <ResultsSkeleton />;
  if (!hasResults && state.failed) {
    return (
      <EmptyState
        icon={TriangleAlert}
        tone="danger"
        title="No se pudo completar la búsqueda"
        description="Revisa el mensaje de error e inténtalo de nuevo en unos momentos."
      />
    );
  }
  if (!hasResults && state.params) {
    return (
      <EmptyState
        icon={SearchX}
        title="No se encontraron anuncios"
        description="Prueba con otro término o ajusta las opciones avanzadas: país, idiomas o días mínimos."
      />
    );
  }
  if (!hasResults) {
    return (
      <EmptyState
        icon={Radar}
        title="Listo para Descubrir"
        description="Escribe un producto o nicho y pulsa Buscar para ver los anuncios que más se repiten."
      />
    );
  }

  return <ResultsList state={state} results={results} countingPageId={countingPageId} savingIds={savingIds} {...handlers} />;
}
