import { describe, expect, it } from "vitest";
import {
  appendUnique,
  canLoadMore,
  displayedAfterFetch,
  foundMessage,
  initialDisplayedCount,
  loadedMoreMessage,
  planLoadMore,
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
    expect(searchToast(0, 0)).toEqual({ tone: "info", message: "No se encontraron anuncios" });
    expect(searchToast(3, 3)).toEqual({ tone: "success", message: "¡Se encontraron 3 anuncios!" });
    expect(savedSearchToast(0)).toEqual({ tone: "info", message: "Esta búsqueda guardada no tiene anuncios" });
    expect(savedSearchToast(2).tone).toBe("success");
  });
});
