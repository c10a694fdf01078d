"use client";

import { memo, useMemo } from "react";
import { ChevronsDown, Radar, SearchX, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber } from "@/lib/format";
import { countryName } from "@/lib/providers/catalog";
import { countAdsByPage, type SearchAd } from "@/lib/search/ad";
import { canLoadMore, resultsTotal } from "@/lib/search/paging";
import type { AdvertiserStat } from "@/lib/search/persisted-state";
import { usesAdvertiserStats, visibleAds, type SortConfig } from "@/lib/search/sort";
import { AdCard, bodyKey, descriptionKey } from "./ad-card";
import { ResultsSkeleton } from "./results-skeleton";
import type { SearchState } from "./search-reducer";
import { ElapsedTimer, StatsProgress } from "./search-status";
import { SortPanel } from "./sort-panel";
import { useRevealedCount } from "./use-revealed-count";

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

/** The timer, 'Mostrando N de M' and the stats progress, once there is a search to speak of. */
export function ResultsSummary({ state, shown }: { state: SearchState; shown: number }) {
  const hasResults = state.cache.length > 0;
  if (state.status !== "searching" && !hasResults && state.timing.startedAt === null) return null;
  const total = resultsTotal(state.pagination.totalResults, state.cache.length);
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-stretch">
      {hasResults ? (
        <div className="flex min-w-0 flex-col justify-center rounded-xl border border-border bg-surface px-3.5 py-2.5 shadow-card">
          <p className="truncate text-[0.6875rem] font-medium text-muted-foreground">
            {state.params ? `«${state.params.value}» · ${countryName(state.params.country)}` : "Resultados"}
          </p>
          <p role="status" className="text-sm font-semibold text-zinc-900">
            Mostrando {formatNumber(shown)} de {formatNumber(total)} anuncios
          </p>
        </div>
      ) : null}
      <ElapsedTimer timing={state.timing} />
      <StatsProgress done={state.progress.done} total={state.progress.total} className="col-span-2" />
    </div>
  );
}

/** The result area: nothing before hydration, a skeleton while searching, the grid, or the right empty state. */
export function SearchResults({
  state,
  results,
  hydrated,
  countingPageId,
  savingIds,
  onSort,
  onLoadMore,
  ...cardHandlers
}: SearchResultsProps) {
  if (!hydrated) return <div className="min-h-64" />;
  const hasResults = state.cache.length > 0;
  if (state.status === "searching" || (state.status === "loadingSaved" && !hasResults)) return <ResultsSkeleton />;
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

  const moreAvailable = canLoadMore({
    displayedCount: state.pagination.displayedCount,
    cachedCount: state.cache.length,
    hasNextPage: state.pagination.hasNextPage,
    cursor: state.cursor,
  });
  return (
    <>
      <SortPanel sort={state.sort} onChange={onSort} />
      <ResultsGrid
        results={results}
        country={state.params?.country ?? "ALL"}
        advertiserStats={state.advertiserStats}
        countingPageId={countingPageId}
        expandedTexts={state.expandedTexts}
        carouselIndices={state.carouselIndices}
        savedAdIds={state.savedAdIds}
        followedPageIds={state.followedPageIds}
        savingIds={savingIds}
        {...cardHandlers}
      />
      {moreAvailable || state.isLoadingMore ? (
        <div className="flex justify-center pt-2">
          <Button variant="outline" size="lg" onClick={onLoadMore} loading={state.isLoadingMore} className="min-w-48">
            {state.isLoadingMore ? null : <ChevronsDown aria-hidden="true" />}
            {state.isLoadingMore ? "Cargando..." : "Cargar más"}
          </Button>
        </div>
      ) : (
        <p className="pt-2 text-center text-sm text-muted-foreground">No hay más anuncios para esta búsqueda.</p>
      )}
    </>
  );
}

type ResultsGridProps = Omit<CardHandlers, "onSort" | "onLoadMore"> & {
  results: SearchAd[];
  country: string;
  advertiserStats: Record<string, AdvertiserStat>;
  countingPageId: string | null;
  expandedTexts: string[];
  carouselIndices: Record<string, number>;
  savedAdIds: string[];
  followedPageIds: string[];
  savingIds: ReadonlySet<string>;
};

/**
 * The cards. Each card gets only primitives and stable callbacks, so a new count re-renders its own
 * cards only. Cards off screen skip style, layout and paint (`content-visibility: auto`, sized by their
 * last rendering): every count may re-sort the grid, and without it each one re-laid and repainted all
 * of them, in tasks of well over 50 ms on a busy machine. New cards arrive a few per frame
 * (useRevealedCount) for the same reason.
 */
const ResultsGrid = memo(function ResultsGrid(props: ResultsGridProps) {
  const { results, country, advertiserStats, countingPageId, savingIds } = props;
  const revealed = useRevealedCount(results.length);
  const adsByPage = useMemo(() => countAdsByPage(results), [results]);
  const saved = useMemo(() => new Set(props.savedAdIds), [props.savedAdIds]);
  const followed = useMemo(() => new Set(props.followedPageIds), [props.followedPageIds]);
  const expanded = useMemo(() => new Set(props.expandedTexts), [props.expandedTexts]);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {results.slice(0, revealed).map((ad) => {
        const pageId = ad.page_id.trim();
        return (
          <li key={ad.id} className="min-w-0 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
            <AdCard
              ad={ad}
              country={country}
              activeAds={advertiserStats[pageId]?.totalActiveAds ?? null}
              activeAdsLoading={pageId === countingPageId}
              otherAdsInResults={Math.max(0, (adsByPage.get(pageId) ?? 1) - 1)}
              bodyExpanded={expanded.has(bodyKey(ad.id))}
              descriptionExpanded={expanded.has(descriptionKey(ad.id))}
              onToggleText={props.onToggleText}
              carouselIndex={props.carouselIndices[ad.id] ?? 0}
              onCarouselChange={props.onCarouselChange}
              saved={saved.has(ad.id)}
              saving={savingIds.has(ad.id)}
              onSave={props.onSave}
              following={followed.has(pageId)}
              onFollow={props.onFollow}
            />
          </li>
        );
      })}
    </ul>
  );
});
