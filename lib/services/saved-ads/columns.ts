import "server-only";

type AdLike = { page_name?: unknown; hotness_score?: unknown; days_running?: unknown; ad_creative_bodies?: unknown };

function bodies(ad: AdLike): string[] {
  return Array.isArray(ad.ad_creative_bodies) ? ad.ad_creative_bodies.filter((b): b is string => typeof b === "string") : [];
}

/** What the library's text search matches: page name, body and notes, lower-cased. */
export function searchTextOf(pageName: string, adBodies: string[], notes: string): string {
  return [pageName, ...adBodies, notes].filter(Boolean).join(" ").toLowerCase();
}

/** The indexed columns a saved ad carries next to its JSON copy (sorting and text search). */
export function savedAdColumns(adData: unknown, notes: string) {
  const ad = (adData ?? {}) as AdLike;
  const pageName = typeof ad.page_name === "string" ? ad.page_name : "";
  const int = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? Math.round(v) : fallback);
  return {
    pageName,
    hotness: int(ad.hotness_score, 1),
    daysRunning: int(ad.days_running, 0),
    searchText: searchTextOf(pageName, bodies(ad), notes),
  };
}

export function adBodies(adData: unknown): string[] {
  return bodies((adData ?? {}) as AdLike);
}
