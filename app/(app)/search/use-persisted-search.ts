"use client";

/**
 * The search screen's state and its copy in the browser (docs/product.md §4 Persisted search state): restored
 * once on mount, written back batched while it changes, flushed when the page or the screen goes away, and
 * forgotten by 'Limpiar'. Everything about localStorage lives here.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch, type RefObject } from "react";
import { SEARCH_STATE_KEY, serializeSearchState, shrinkSearchState, type PersistedSearchState } from "@/lib/shared/search/persisted-state";
import { DEFAULT_SORT, visibleAds } from "@/lib/shared/search/sort";
import { initialSearchState, searchReducer, toPersisted, type SearchAction, type SearchState } from "./search-reducer";

/** Storage writes are batched: the state changes every 200 ms while the stats queue runs. */
const PERSIST_DELAY_MS = 500;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SEARCH_STATE_KEY);
  } catch {
    return null;
  }
}

/**
 * The stored state, read by persisted-state-schema.ts: with zod, it loads only when storage holds
 * something to read (docs/benchmarks.md §3).
 */
async function parseStoredState(raw: string, owner: string | null): Promise<PersistedSearchState | null> {
  try {
    const { parseSearchState } = await import("@/lib/shared/search/persisted-state-schema");
    const state = parseSearchState(raw, owner);
    // Another version or user, or corrupt: it will never be readable, so do not keep it around.
    if (!state) window.localStorage.removeItem(SEARCH_STATE_KEY);
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
      const visible = visibleAds(
        persisted.cache,
        persisted.sort,
        persisted.pagination.displayedCount,
        (id) => persisted.advertiserStats[id.trim()]?.totalActiveAds,
      );
      window.localStorage.setItem(SEARCH_STATE_KEY, serializeSearchState(shrinkSearchState(persisted, visible), owner));
    } catch {
      // Storage unavailable (private mode, full): the screen keeps working, only without restore.
    }
  }
}

export type PersistedSearch = {
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
  /** False until the stored state has been read (the server render never sees storage). */
  hydrated: boolean;
  /** The latest committed state, for callbacks that must stay stable (cards are memoized). */
  stateRef: RefObject<SearchState>;
  /** Resets the state and removes the stored copy ('Limpiar'). */
  clear: () => void;
};

/**
 * `onRestore` runs once after the stored state (or null) was read, before `hydrated` turns true: the
 * screen puts the stored params back in the form there.
 */
export function usePersistedSearch(owner: string | null, onRestore: (stored: PersistedSearchState | null) => void): PersistedSearch {
  const [state, dispatch] = useReducer(searchReducer, undefined, initialSearchState);
  const [hydrated, setHydrated] = useState(false);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    let unmounted = false;
    const restore = (stored: PersistedSearchState | null) => {
      if (unmounted) return;
      if (stored) dispatch({ type: "restore", state: stored });
      onRestore(stored);
      setHydrated(true);
    };
    const raw = readRaw();
    // Nothing stored (a first visit): the screen is ready at once, without loading the reader.
    if (raw === null) restore(null);
    else void parseStoredState(raw, owner).then(restore);
    return () => {
      unmounted = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only: the page remounts the screen when the owner or the prefill changes
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => writeStoredState(state, owner), PERSIST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, hydrated, owner]);

  useEffect(() => {
    if (!hydrated) return;
    const flush = () => writeStoredState(stateRef.current, owner);
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      // Leaving for another screen of the app unmounts this one with the batched write still pending
      // (the stats queue keeps postponing it): without this, coming back would find the results gone.
      flush();
    };
  }, [hydrated, owner]);

  const clear = useCallback(() => {
    dispatch({ type: "clear" });
    try {
      window.localStorage.removeItem(SEARCH_STATE_KEY);
    } catch {
      // Nothing stored, or storage unavailable: nothing to clear.
    }
  }, []);

  return { state, dispatch, hydrated, stateRef, clear };
}
