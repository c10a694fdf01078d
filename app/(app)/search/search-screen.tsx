"use client";

import { memo, useCallback, useEffect, useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/lib/toast";
import { Eraser } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useShownAfterPress } from "@/lib/hooks/use-shown-after-press";
import { PageHeader } from "@/components/ui/page-header";
import type { SearchAd } from "@/lib/shared/search/ad";
import type { PersistedSearchState } from "@/lib/shared/search/persisted-state";
import { defaultSearchValues, hasAdvancedValues, type SearchPrefill } from "@/lib/shared/search/prefill";
import type { SortConfig } from "@/lib/shared/search/sort";
import type { SearchParamsInput, SearchParamsValues } from "@/lib/validation/search";
import { SearchFormView, type QueuedFormAction, type SearchFormApi } from "./search-form";
import { ResultsSummary, SearchResults, useVisibleResults } from "./search-results";
import { ScrollToTop } from "./scroll-to-top";
import type { TrackTarget } from "@/components/ads/track-advertiser-dialog";
import { usePersistedSearch } from "./use-persisted-search";
import { useResultsAdvertiserStats } from "./use-results-advertiser-stats";
import { useSearchActions } from "./use-search-actions";

// react-hook-form and the form's binding load just after the screen hydrates (docs/benchmarks.md §3).
type FormHost = typeof import("./search-form-host").SearchFormHost;

// Opened later, if at all: their code loads on first use, not with the screen (docs/benchmarks.md §3).
const SavedSearchesPanel = dynamic(() => import("./saved-searches-panel").then((m) => m.SavedSearchesPanel));
// Shown once there are results: its plan lock and watch lookup load with them, not with the screen.
const WatchSearchButton = dynamic(() => import("@/components/watches/watch-search-button").then((m) => m.WatchSearchButton));
/** Closed almost always: it need not re-render with the results. */
const TrackDialog = memo(dynamic(() => import("@/components/ads/track-advertiser-dialog").then((m) => m.TrackAdvertiserDialog)));

type SearchScreenProps = {
  /** Form values from the query string ('Repetir' in the history); they win over the stored params. */
  prefill: SearchPrefill | null;
  /** The signed-in user's id: stored state of anyone else on this browser is never shown. */
  owner: string | null;
  /** Rendered on the server under the title: the admins' demo-data notice, when it applies. */
  notice?: React.ReactNode;
};

/**
 * The search screen (docs/product.md §2 Search screen, §4): form, saved searches, result grid with sort, advertiser
 * stats queue, elapsed timer and 'Cargar más', all kept in the browser across reloads. Each concern has
 * its own home: storage in use-persisted-search, requests in use-search-actions (over lib/client/search), the
 * stats queue in use-advertiser-stats-queue (fed from the results by use-results-advertiser-stats), state
 * transitions in search-reducer, the result area in search-results, and the card's rules in
 * lib/shared/search/ad-card-view.
 */
export function SearchScreen({ prefill, owner, notice }: SearchScreenProps) {
  const [advancedOpen, setAdvancedOpen] = useState(() => (prefill ? hasAdvancedValues(prefill.values) : false));
  const [savedOpen, setSavedOpen] = useState(false);
  // Mounted on first open and kept (its list and scroll survive closing), like the advanced options.
  const savedMounted = useOpenedOnce(savedOpen);
  const [trackTarget, setTrackTarget] = useState<TrackTarget | null>(null);
  const trackMounted = useOpenedOnce(trackTarget !== null);
  const savedPanelId = useId();
  const resultsHeadingId = useId();
  const formId = useId();

  // The form lives in search-form-host.tsx, loaded after hydration. Until it hands itself over, values
  // meant for it become its starting values; the term box stays read-only meanwhile.
  const formRef = useRef<SearchFormApi | null>(null);
  const [formValues, setFormValues] = useState<SearchParamsInput>(() => prefill?.values ?? defaultSearchValues());
  const termFocused = useRef(false);
  // A click into the box before hydration gave it the focus without React seeing it.
  useEffect(() => {
    termFocused.current = document.activeElement?.id === `${formId}-value`;
  }, [formId]);
  const queuedAction = useRef<QueuedFormAction>(null);
  // Loaded by hand rather than with React.lazy: the stand-in must stay the same element until the form
  // replaces it, or a click into it would lose its focus at hydration.
  const [FormHost, setFormHost] = useState<FormHost | null>(null);
  const [formHostError, setFormHostError] = useState<unknown>(null);
  if (formHostError) throw formHostError;
  useEffect(() => {
    import("./search-form-host").then(
      (m) => setFormHost(() => m.SearchFormHost),
      (error: unknown) => setFormHostError(error),
    );
  }, []);

  const putInForm = useCallback((values: SearchParamsInput) => {
    if (formRef.current) formRef.current.reset(values);
    else setFormValues(values);
  }, []);

  const onFormReady = useCallback((form: SearchFormApi) => {
    formRef.current = form;
    // Whoever clicked into the read-only stand-in keeps typing in the real box.
    if (termFocused.current) form.setFocus("value");
    const queued = queuedAction.current;
    queuedAction.current = null;
    return queued;
  }, []);

  /** Params back into the form (restored state or a saved search), with the advanced options shown if used. */
  const showParams = useCallback(
    (params: SearchParamsValues) => {
      putInForm(params);
      if (hasAdvancedValues(params)) setAdvancedOpen(true);
    },
    [putInForm],
  );

  const onRestore = (stored: PersistedSearchState | null) => {
    if (prefill) {
      // Applied once: a later reload restores what the user did since, not the link again.
      window.history.replaceState(window.history.state, "", window.location.pathname);
    } else if (stored?.params) {
      showParams(stored.params);
    }
  };
  const { state, dispatch, hydrated, stateRef, clear } = usePersistedSearch(owner, onRestore);
  const { runSearch, loadMore, loadSavedSearch, saveAd, cancelAll, loadingSavedId, savingIds } = useSearchActions({
    dispatch,
    stateRef,
    onParamsLoaded: showParams,
  });

  const results = useVisibleResults(state);
  const countingPageId = useResultsAdvertiserStats({ results, state, stateRef, enabled: hydrated, dispatch });

  // ---- Card actions (stable: the cards are memoized). ----
  const followAdvertiser = useCallback(
    (ad: SearchAd) => {
      const current = stateRef.current;
      const activeAds = current.advertiserStats[ad.page_id.trim()]?.totalActiveAds ?? null;
      setTrackTarget({ ad, country: current.params?.country ?? "ALL", activeAds });
    },
    [stateRef],
  );
  const toggleText = useCallback((key: string) => dispatch({ type: "toggleExpanded", key }), [dispatch]);
  const setCarousel = useCallback((adId: string, index: number) => dispatch({ type: "setCarousel", adId, index }), [dispatch]);
  const setSort = useCallback((sort: SortConfig) => dispatch({ type: "setSort", sort }), [dispatch]);
  const markFollowed = useCallback((pageId: string) => dispatch({ type: "markFollowed", pageId }), [dispatch]);
  const closeTrackDialog = useCallback(() => setTrackTarget(null), []);

  // A finished search (found anything or not) can be watched: the watch reports what appears later.
  const watchable = hydrated && state.status === "idle" && !state.failed && state.params !== null;

  function clearAll() {
    cancelAll();
    clear();
    putInForm(defaultSearchValues());
    setAdvancedOpen(false);
    toast.success("Búsqueda limpiada");
  }

  // The form replaces its stand-in once the stored search is back and its code has loaded, but never
  // under a press: the click that press ends in would be lost.
  const formSwap = useShownAfterPress(hydrated && FormHost !== null);

  const panels = {
    searching: state.status === "searching",
    advancedOpen,
    onAdvancedOpenChange: setAdvancedOpen,
    savedOpen,
    onSavedOpenChange: setSavedOpen,
    savedPanelId,
  };
  // The form as it will look, bound to nothing: on the server, and until the stored search is back and
  // the form's code has loaded. What is typed meanwhile would be lost, so the term box is read-only.
  const standIn = (
    <SearchFormView
      id={formId}
      term={{
        name: "value",
        defaultValue: formValues.value,
        readOnly: true,
        onFocus: () => {
          termFocused.current = true;
        },
        onBlur: () => {
          termFocused.current = false;
        },
      }}
      onSubmit={(event) => {
        event.preventDefault();
        queuedAction.current = "submit";
      }}
      onSuggest={() => {
        queuedAction.current = "suggest";
      }}
      suggesting={false}
      {...panels}
    />
  );

  return (
    <>
      <PageHeader
        title="Buscar Anuncios"
        subtitle="Descubre anuncios ganadores en la Biblioteca de Anuncios de Meta"
        actions={
          <>
            {watchable && state.params ? <WatchSearchButton variant="primary" source={{ params: state.params }} /> : null}
            <Button variant="outline" onClick={clearAll} disabled={!hydrated}>
              <Eraser aria-hidden="true" />
              Limpiar
            </Button>
          </>
        }
      />
      {notice}

      <div className="space-y-4" onPointerDownCapture={formSwap.onPointerDownCapture}>
        {formSwap.shown && FormHost ? (
          <FormHost id={formId} defaultValues={formValues} onSearch={runSearch} onReady={onFormReady} {...panels} />
        ) : (
          standIn
        )}

        {savedMounted ? (
          <SavedSearchesPanel id={savedPanelId} open={savedOpen} onLoad={loadSavedSearch} loadingId={loadingSavedId} />
        ) : (
          // The toggle's aria-controls names this region before the panel's code has loaded.
          <section id={savedPanelId} hidden />
        )}

        <section aria-labelledby={resultsHeadingId} aria-busy={state.status === "searching" || undefined} className="space-y-4 pt-2">
          <h2 id={resultsHeadingId} className="sr-only">
            Resultados
          </h2>
          {hydrated ? <ResultsSummary state={state} shown={results.length} /> : null}
          <SearchResults
            state={state}
            results={results}
            hydrated={hydrated}
            countingPageId={countingPageId}
            savingIds={savingIds}
            onSort={setSort}
            onToggleText={toggleText}
            onCarouselChange={setCarousel}
            onSave={saveAd}
            onFollow={followAdvertiser}
            onLoadMore={loadMore}
          />
        </section>
      </div>

      <ScrollToTop />
      {trackMounted ? <TrackDialog target={trackTarget} onClose={closeTrackDialog} onTracked={markFollowed} /> : null}
    </>
  );
}
