import { describe, expect, it } from "vitest";
import {
  appendUnique,
  canLoadMore,
  displayedAfterFetch,
  foundMessage,
  initialDisplayedCount,
  loadedMoreMessage,
  planLoadMore,
  resultsCountLine,
  resultsTotal,
  savedSearchMessage,
  savedSearchToast,
  searchToast,
} from "@/lib/shared/search/paging";

describe("planLoadMore ('Cargar más' shows 20 more)", () => {
  it("reveals 20 cached ads when the cache holds them, without fetching", () => {
    expect(planLoadMore({ displayedCount: 20, cachedCount: 1000, hasNextPage: true, cursor: "c" })).toEqual({
      kind: "reveal",
      displayedCount: 40,
    });
    expect(planLoadMore({ displayedCount: 20, cachedCount: 40, hasNextPage: false, cursor: null })).toEqual({
      kind: "reveal",
      displayedCount: 40,
    });
  });

  it("fetches the next page when the cache is too short and there is a next page with a cursor", () => {
    expect(planLoadMore({ displayedCount: 20, cachedCount: 20, hasNextPage: true, cursor: "c" })).toEqual({ kind: "fetch" });
    expect(planLoadMore({ displayedCount: 20, cachedCount: 30, hasNextPage: true, cursor: "c" })).toEqual({ kind: "fetch" });
  });

  it("does nothing without a next page or without a cursor once the cache is all shown", () => {
    expect(planLoadMore({ displayedCount: 20, cachedCount: 20, hasNextPage: false, cursor: "c" })).toEqual({ kind: "none" });
    expect(planLoadMore({ displayedCount: 20, cachedCount: 20, hasNextPage: true, cursor: null })).toEqual({ kind: "none" });
    expect(planLoadMore({ displayedCount: 20, cachedCount: 20, hasNextPage: true, cursor: "" })).toEqual({ kind: "none" });
    expect(canLoadMore({ displayedCount: 0, cachedCount: 0, hasNextPage: false, cursor: null })).toBe(false);
  });

  it("reveals the last few cached ads when nothing more can be fetched", () => {
    expect(planLoadMore({ displayedCount: 20, cachedCount: 27, hasNextPage: false, cursor: null })).toEqual({
      kind: "reveal",
      displayedCount: 27,
    });
  });

  it("after a fetch shows one step more, within what the cache holds", () => {
    expect(displayedAfterFetch(20, 40)).toBe(40);
    expect(displayedAfterFetch(20, 33)).toBe(33);
    expect(initialDisplayedCount(7)).toBe(7);
    expect(initialDisplayedCount(1000)).toBe(20);
  });
});

describe("appendUnique", () => {
  it("appends a page and skips ads already cached", () => {
    const { cache, added } = appendUnique([{ id: "1" }, { id: "2" }], [{ id: "2" }, { id: "3" }, { id: "3" }]);
    expect(cache.map((a) => a.id)).toEqual(["1", "2", "3"]);
    expect(added).toBe(1);
  });
});

describe("the search's total: one figure for the toast and 'Mostrando X de Y'", () => {
  it("is the larger of the reply's total and the ads fetched", () => {
    expect(resultsTotal(75, 20)).toBe(75);
    expect(resultsTotal(0, 20)).toBe(20);
  });

  it("the toast names the same total as the panel, and how many show when fewer", () => {
    expect(foundMessage(75, 20)).toBe("¡Se encontraron 75 anuncios! Mostrando 20.");
    expect(foundMessage(20, 20)).toBe("¡Se encontraron 20 anuncios!");
    expect(savedSearchMessage(65)).toBe("¡65 anuncios cargados de tu búsqueda guardada!");
    expect(foundMessage(1234, 20)).toBe("¡Se encontraron 1.234 anuncios! Mostrando 20.");
  });

  it("one ad reads in the singular, verb included", () => {
    expect(foundMessage(1, 1)).toBe("¡Se encontró 1 anuncio!");
    expect(savedSearchMessage(1)).toBe("¡1 anuncio cargado de tu búsqueda guardada!");
    expect(loadedMoreMessage(1)).toBe("¡Se cargó 1 anuncio más!");
    expect(loadedMoreMessage(20)).toBe("¡Se cargaron 20 anuncios más!");
  });

  it("finding nothing is not a success: no tick, and the words of the empty grid", () => {
    const none = { shown: 0, fetched: 0, totalResults: 0, hasNextPage: false, filtered: false };
    expect(searchToast(none)).toEqual({ tone: "info", message: "No se encontraron anuncios" });
    expect(searchToast({ ...none, shown: 3, fetched: 3, totalResults: 3 })).toEqual({
      tone: "success",
      message: "¡Se encontraron 3 anuncios!",
    });
    expect(searchToast({ ...none, totalResults: 23, filtered: true })).toEqual({
      tone: "info",
      message: "Ningún anuncio pasó tus filtros",
    });
    expect(savedSearchToast(0)).toEqual({ tone: "info", message: "Esta búsqueda guardada no tiene anuncios" });
    expect(savedSearchToast(2).tone).toBe("success");
  });
});

describe("counts with filters: never upstream's total as if it were the filtered one", () => {
  const filtered = { shown: 5, fetched: 5, totalResults: 23, hasNextPage: true, filtered: true };

  it("without filters: 'Mostrando X de Y'", () => {
    expect(resultsCountLine({ ...filtered, filtered: false, shown: 20, fetched: 20, totalResults: 73 })).toBe(
      "Mostrando 20 de 73 anuncios",
    );
  });

  it("with filters and more pages: what passed, and upstream's figure as 'antes de filtros'", () => {
    expect(resultsCountLine(filtered)).toBe("Mostrando 5 anuncios con tus filtros (hay más) · 23 antes de filtros");
    expect(resultsCountLine({ ...filtered, shown: 1, fetched: 1 })).toBe(
      "Mostrando 1 anuncio con tus filtros (hay más) · 23 antes de filtros",
    );
  });

  it("with filters and every page in: the filtered total is known", () => {
    expect(resultsCountLine({ ...filtered, hasNextPage: false, shown: 6, fetched: 6 })).toBe(
      "Mostrando 6 de 6 anuncios con tus filtros · 23 antes de filtros",
    );
    expect(resultsCountLine({ ...filtered, hasNextPage: false, totalResults: 6, shown: 6, fetched: 6 })).toBe(
      "Mostrando 6 de 6 anuncios con tus filtros",
    );
  });

  it("the toast says the same", () => {
    expect(searchToast(filtered)).toEqual({ tone: "success", message: "¡Se encontraron 5 anuncios con tus filtros! 23 antes de filtros." });
    expect(searchToast({ ...filtered, fetched: 25, shown: 20, totalResults: 80 }).message).toBe(
      "¡Se encontraron 25 anuncios con tus filtros! Mostrando 20. 80 antes de filtros.",
    );
  });
});
