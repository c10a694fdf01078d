/**
 * 'Cargar más' (docs/product.md §4 Load more): show 20 more, from the client cache when it holds them, else by
 * fetching the next page with the cursor. Pure and client-safe.
 */
import { byCount, formatNumber, pluralize } from "@/lib/format";
import { shownCountLine } from "@/lib/shared/count-line";
import { PAGE_SIZE } from "@/lib/validation/search-options";

/** How many more ads one click shows (docs/product.md §9). */
export const LOAD_MORE_STEP = PAGE_SIZE;

export type LoadMoreInput = {
  /** Ads on screen now. */
  displayedCount: number;
  /** Ads held in the client cache (everything received so far). */
  cachedCount: number;
  hasNextPage: boolean;
  cursor: string | null;
};

export type LoadMorePlan =
  /** Reveal cached ads: show `displayedCount` in total. */
  | { kind: "reveal"; displayedCount: number }
  /** Fetch the next page with the cursor, append it, then show up to LOAD_MORE_STEP more. */
  | { kind: "fetch" }
  /** Nothing more to show. */
  | { kind: "none" };

function canFetch(input: Pick<LoadMoreInput, "hasNextPage" | "cursor">): boolean {
  return input.hasNextPage && typeof input.cursor === "string" && input.cursor.length > 0;
}

/**
 * What one click does. A cache holding a full step more is revealed; a shorter cache fetches the next
 * page when there is one (so the click still shows a full step); without a next page or cursor, what
 * is left in the cache is revealed, and when nothing is left the click does nothing.
 */
export function planLoadMore(input: LoadMoreInput): LoadMorePlan {
  const displayed = Math.max(0, Math.min(input.displayedCount, input.cachedCount));
  const hidden = input.cachedCount - displayed;
  if (hidden >= LOAD_MORE_STEP) return { kind: "reveal", displayedCount: displayed + LOAD_MORE_STEP };
  if (canFetch(input)) return { kind: "fetch" };
  if (hidden > 0) return { kind: "reveal", displayedCount: input.cachedCount };
  return { kind: "none" };
}

/** Whether the 'Cargar más' button has anything to do. */
export function canLoadMore(input: LoadMoreInput): boolean {
  return planLoadMore(input).kind !== "none";
}

/** The displayed count after a fetched page was appended: one step more, within what the cache holds. */
export function displayedAfterFetch(displayedCount: number, cachedCount: number): number {
  return Math.min(Math.max(0, displayedCount) + LOAD_MORE_STEP, cachedCount);
}

/** The first page shows at most one step. */
export function initialDisplayedCount(cachedCount: number): number {
  return Math.min(LOAD_MORE_STEP, Math.max(0, cachedCount));
}

/**
 * Appends a fetched page to the cache, skipping ads already there (a page may overlap the previous
 * one when the upstream list moved); returns the new cache and how many ads were new.
 */
export function appendUnique<T extends { id: string }>(cache: readonly T[], incoming: readonly T[]): { cache: T[]; added: number } {
  const seen = new Set(cache.map((ad) => ad.id));
  const next = [...cache];
  for (const ad of incoming) {
    if (seen.has(ad.id)) continue;
    seen.add(ad.id);
    next.push(ad);
  }
  return { cache: next, added: next.length - cache.length };
}

/**
 * How many ads a search found: the larger of the reply's total and the ads fetched (a provider may
 * report fewer than it sent). The toast and 'Mostrando X de Y' both read it, so they never disagree
 * (the toast said "20 anuncios" while the panel said "20 de 75").
 */
export function resultsTotal(totalResults: number, fetched: number): number {
  return Math.max(totalResults, fetched);
}

/**
 * What a count of results knows. `fetched`: the ads received so far (after the filters); `totalResults`:
 * what upstream says it holds, before the filters the server applies; `filtered`: whether the search had
 * such filters (narrowsResults), so that upstream figure is not the number of ads the user will see.
 */
export type ResultsCount = { shown: number; fetched: number; totalResults: number; hasNextPage: boolean; filtered: boolean };

/**
 * 'Mostrando X de N anuncios'. With filters the total is the filtered one once every page is in ('Mostrando
 * 6 de 6 anuncios con tus filtros'), else unknown and said so, with upstream's figure named for what it is
 * ('Mostrando 6 anuncios con tus filtros (hay más) · 23 antes de filtros').
 */
export function resultsCountLine(c: ResultsCount): string {
  const words = { one: "anuncio", many: "anuncios" };
  if (!c.filtered) return shownCountLine({ ...words, shown: c.shown, total: resultsTotal(c.totalResults, c.fetched), more: false });
  const before = c.totalResults > c.fetched ? ` · ${formatNumber(c.totalResults)} antes de filtros` : "";
  const total = c.hasNextPage ? null : c.fetched;
  return `${shownCountLine({ ...words, shown: c.shown, total, more: c.hasNextPage, qualifier: "con tus filtros" })}${before}`;
}

/** The toast after a search: the same total as the panel, and how many are on screen when fewer. */
export function foundMessage(total: number, shown: number): string {
  const found = `¡${byCount(total, "Se encontró", "Se encontraron")} ${pluralize(total, "anuncio", "anuncios")}!`;
  return shown < total ? `${found} Mostrando ${formatNumber(shown)}.` : found;
}

/** The toast after a filtered search: what passed the filters, and upstream's figure as 'antes de filtros'. */
function filteredFoundMessage(c: ResultsCount): string {
  const found = `¡${byCount(c.fetched, "Se encontró", "Se encontraron")} ${pluralize(c.fetched, "anuncio", "anuncios")} con tus filtros!`;
  const shown = c.shown < c.fetched ? ` Mostrando ${formatNumber(c.shown)}.` : "";
  const before = c.totalResults > c.fetched ? ` ${formatNumber(c.totalResults)} antes de filtros.` : "";
  return `${found}${shown}${before}`;
}

/** The toast after loading a saved search, with the panel's total. */
export function savedSearchMessage(total: number): string {
  return `¡${pluralize(total, "anuncio cargado", "anuncios cargados")} de tu búsqueda guardada!`;
}

/** The toast after 'Cargar más' showed `count` more ads. */
export function loadedMoreMessage(count: number): string {
  return `¡${byCount(count, "Se cargó", "Se cargaron")} ${pluralize(count, "anuncio más", "anuncios más")}!`;
}

export type ResultToast = { tone: "success" | "info"; message: string };

/** A search's toast: finding nothing is no success (no tick), it says so as the empty grid does. */
export function searchToast(c: ResultsCount): ResultToast {
  if (c.fetched === 0) return { tone: "info", message: c.filtered ? "Ningún anuncio pasó tus filtros" : "No se encontraron anuncios" };
  const message = c.filtered ? filteredFoundMessage(c) : foundMessage(resultsTotal(c.totalResults, c.fetched), c.shown);
  return { tone: "success", message };
}

/** A saved search's toast: one that holds no ads says so, without a tick. */
export function savedSearchToast(total: number): ResultToast {
  return total === 0
    ? { tone: "info", message: "Esta búsqueda guardada no tiene anuncios" }
    : { tone: "success", message: savedSearchMessage(total) };
}
