import { describe, expect, it } from "vitest";
import {
  cycleSort,
  DEFAULT_SORT,
  EMPTY_SORT,
  isSortLevelEnabled,
  SORT_FIELDS,
  sortAds,
  visibleAds,
  type SortConfig,
} from "@/lib/shared/search/sort";

const ad = (id: string, days: number, collation: number, hotness = 1, page = `p-${id}`) => ({
  id,
  page_id: page,
  days_running: days,
  collation_count: collation,
  hotness_score: hotness,
});

const ids = (ads: { id: string }[]) => ads.map((a) => a.id);

describe("cycleSort: a click cycles desc → asc → none", () => {
  it("a new field on a level starts descending (biggest first), then ascending, then clears the level", () => {
    let config: SortConfig = { ...EMPTY_SORT };
    config = cycleSort(config, "primary", "days_running");
    expect(config.primary).toEqual({ field: "days_running", direction: "desc" });
    config = cycleSort(config, "primary", "days_running");
    expect(config.primary).toEqual({ field: "days_running", direction: "asc" });
    config = cycleSort(config, "primary", "days_running");
    expect(config.primary).toBeNull();
  });

  it("every field (counts, days, score) starts descending", () => {
    for (const field of SORT_FIELDS) expect(cycleSort(EMPTY_SORT, "primary", field).primary).toEqual({ field, direction: "desc" });
  });

  it("clicking another field on a set level replaces it, descending", () => {
    const config = cycleSort(DEFAULT_SORT, "primary", "hotness_score");
    expect(config.primary).toEqual({ field: "hotness_score", direction: "desc" });
    expect(config.secondary).toEqual(DEFAULT_SORT.secondary);
  });

  it("clearing primary clears secondary and tertiary", () => {
    // The default primary is collation_count desc: a click makes it ascending, one more clears it.
    const config = cycleSort(cycleSort(DEFAULT_SORT, "primary", "collation_count"), "primary", "collation_count");
    expect(config).toEqual(EMPTY_SORT);
  });

  it("clearing secondary clears tertiary but keeps primary", () => {
    const config = cycleSort(cycleSort(DEFAULT_SORT, "secondary", "advertiser_active_ads"), "secondary", "advertiser_active_ads");
    expect(config).toEqual({ primary: DEFAULT_SORT.primary, secondary: null, tertiary: null });
  });

  it("lower levels are disabled until the level above is set, and clicks on them change nothing", () => {
    expect(isSortLevelEnabled(EMPTY_SORT, "primary")).toBe(true);
    expect(isSortLevelEnabled(EMPTY_SORT, "secondary")).toBe(false);
    expect(isSortLevelEnabled(EMPTY_SORT, "tertiary")).toBe(false);
    expect(cycleSort(EMPTY_SORT, "secondary", "days_running")).toEqual(EMPTY_SORT);

    const onlyPrimary = cycleSort(EMPTY_SORT, "primary", "days_running");
    expect(isSortLevelEnabled(onlyPrimary, "secondary")).toBe(true);
    expect(isSortLevelEnabled(onlyPrimary, "tertiary")).toBe(false);
    expect(cycleSort(onlyPrimary, "tertiary", "hotness_score")).toEqual(onlyPrimary);
  });

  it("defaults to duplicates, then advertiser ads, then days running, all descending", () => {
    expect(DEFAULT_SORT).toEqual({
      primary: { field: "collation_count", direction: "desc" },
      secondary: { field: "advertiser_active_ads", direction: "desc" },
      tertiary: { field: "days_running", direction: "desc" },
    });
  });
});

describe("sortAds", () => {
  const ads = [ad("a", 10, 3, 2), ad("b", 40, 3, 5), ad("c", 5, 9, 1), ad("d", 40, 1, 3)];

  it("orders by the primary field in the chosen direction", () => {
    expect(ids(sortAds(ads, { ...EMPTY_SORT, primary: { field: "days_running", direction: "asc" } }))).toEqual(["c", "a", "b", "d"]);
    expect(ids(sortAds(ads, { ...EMPTY_SORT, primary: { field: "collation_count", direction: "desc" } }))).toEqual(["c", "a", "b", "d"]);
  });

  it("breaks ties with the secondary and tertiary fields", () => {
    const config: SortConfig = {
      primary: { field: "days_running", direction: "desc" },
      secondary: { field: "collation_count", direction: "desc" },
      tertiary: null,
    };
    expect(ids(sortAds(ads, config))).toEqual(["b", "d", "a", "c"]);
  });

  it("keeps the search's order without a sort, and for full ties", () => {
    expect(ids(sortAds(ads, EMPTY_SORT))).toEqual(["a", "b", "c", "d"]);
    const tied = [ad("x", 1, 1), ad("y", 1, 1), ad("z", 1, 1)];
    expect(ids(sortAds(tied, DEFAULT_SORT))).toEqual(["x", "y", "z"]);
  });

  it("sorts by the advertiser's active ads, with unknown counts last in either direction", () => {
    const list = [ad("a", 1, 1, 1, "p1"), ad("b", 1, 1, 1, "p2"), ad("c", 1, 1, 1, "p3")];
    const counts: Record<string, number | null> = { p1: 3, p2: null, p3: 12 };
    const lookup = (pageId: string) => counts[pageId];
    expect(ids(sortAds(list, { ...EMPTY_SORT, primary: { field: "advertiser_active_ads", direction: "desc" } }, lookup))).toEqual([
      "c",
      "a",
      "b",
    ]);
    expect(ids(sortAds(list, { ...EMPTY_SORT, primary: { field: "advertiser_active_ads", direction: "asc" } }, lookup))).toEqual([
      "a",
      "c",
      "b",
    ]);
  });

  it("does not change the list it is given", () => {
    const copy = [...ads];
    sortAds(ads, DEFAULT_SORT);
    expect(ads).toEqual(copy);
  });
});

describe("visibleAds: sort the whole cache, then cut to the displayed count", () => {
  it("brings a cached ad that sorts first onto the screen", () => {
    const cache = [ad("a", 1, 1), ad("b", 2, 1), ad("c", 99, 1)];
    const config: SortConfig = { ...EMPTY_SORT, primary: { field: "days_running", direction: "desc" } };
    expect(ids(visibleAds(cache, config, 2))).toEqual(["c", "b"]);
  });
});
