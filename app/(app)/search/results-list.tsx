"use client";

import { ChevronsDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { countryName } from "@/lib/providers/catalog";
import type { SearchAd } from "@/lib/shared/search/ad";
import { searchFilterPhrases } from "@/lib/shared/search/filter-phrases";
import { canLoadMore } from "@/lib/shared/search/paging";
import type { SearchParamsValues } from "@/lib/validation/search";
import { ResultsGrid } from "./results-grid";
import type { CardHandlers } from "./search-results";
import type { SearchState } from "./search-reducer";
import { SortPanel } from "./sort-panel";

/*
 * What the result area shows once there are ads: the sort, the cards and 'Cargar más'. It loads with the
 * first search (search-results.tsx asks for it as the search starts), not with the screen: a first visit
 * shows none of it (docs/benchmarks.md §3).
 */

type ResultsListProps = CardHandlers & {
  state: SearchState;
  results: SearchAd[];
  countingPageId: string | null;
  savingIds: ReadonlySet<string>;
};

export function ResultsList({ state, results, countingPageId, savingIds, onSort, onLoadMore, ...cardHandlers }: ResultsListProps) {
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

/** The search the results answer, over their count: «term» · country · each filter set. */
export function SearchLabel({ params }: { params: SearchParamsValues | null }) {
  if (!params) return <>Resultados</>;
  return <>{[`«${params.value}»`, countryName(params.country), ...searchFilterPhrases(params)].join(" · ")}</>;
}
