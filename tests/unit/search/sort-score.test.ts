import { describe, expect, it } from "vitest";
import { cycleSort, DEFAULT_SORT, EMPTY_SORT, SORT_FIELD_LABELS, SORT_FIELDS, sortAds, type SortConfig } from "@/lib/shared/search/sort";

const ad = (id: string, winner: number | undefined, hotness = 1) => ({
  id,
  page_id: `p-${id}`,
  days_running: 1,
  collation_count: 1,
  hotness_score: hotness,
  winner_score: winner,
});
const ids = (ads: { id: string }[]) => ads.map((a) => a.id);

describe("sorting by the winner score (docs/score.md)", () => {
  it("'Puntuación' is the 0–100 winner score and 'Popularidad' the 1–5 hotness (docs/product.md Glossary)", () => {
    expect(SORT_FIELDS).toContain("winner_score");
    expect(SORT_FIELD_LABELS.winner_score).toBe("Puntuación");
    expect(SORT_FIELD_LABELS.hotness_score).toBe("Popularidad");
  });

  it("the default order does not change", () => {
    expect(DEFAULT_SORT).toEqual({
      primary: { field: "collation_count", direction: "desc" },
      secondary: { field: "advertiser_active_ads", direction: "desc" },
      tertiary: { field: "days_running", direction: "desc" },
    });
  });

  it("orders by score either way, an ad without a score last", () => {
    const list = [ad("a", 40), ad("b", undefined), ad("c", 82), ad("d", 11)];
    const desc: SortConfig = { ...EMPTY_SORT, primary: { field: "winner_score", direction: "desc" } };
    expect(ids(sortAds(list, desc))).toEqual(["c", "a", "d", "b"]);
    const asc: SortConfig = { ...EMPTY_SORT, primary: { field: "winner_score", direction: "asc" } };
    expect(ids(sortAds(list, asc))).toEqual(["d", "a", "c", "b"]);
  });

  it("is a field of every level, and ties fall to the next level", () => {
    // Set explicitly: which direction a first click picks is the sort panel's business, not this test's.
    const config: SortConfig = {
      ...EMPTY_SORT,
      primary: { field: "winner_score", direction: "asc" },
      secondary: { field: "hotness_score", direction: "asc" },
    };
    expect(cycleSort(EMPTY_SORT, "secondary", "winner_score")).toEqual(EMPTY_SORT);
    expect(cycleSort(config, "tertiary", "winner_score").tertiary?.field).toBe("winner_score");
    const list = [ad("a", 50, 2), ad("b", 50, 5), ad("c", 60, 1)];
    expect(ids(sortAds(list, config))).toEqual(["a", "b", "c"]);
  });
});
