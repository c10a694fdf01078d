/**
 * The search screen's three-level sort (docs/product.md §3 Sort config, §4 Sorting). Pure and client-safe.
 *
 * Clicking a field on a level cycles it desc → asc → none (FIRST_SORT_DIRECTION); clearing a level clears every level below
 * it, and a level is usable only once the level above is set. Sorting runs over the whole client
 * cache, and the screen then shows the first `displayedCount` items.
 */

export const SORT_FIELDS = ["days_running", "advertiser_active_ads", "collation_count", "hotness_score", "winner_score"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";
export type SortRule = { field: SortField; direction: SortDirection };

export const SORT_LEVELS = ["primary", "secondary", "tertiary"] as const;
export type SortLevel = (typeof SORT_LEVELS)[number];

export type SortConfig = Record<SortLevel, SortRule | null>;

export const SORT_FIELD_LABELS: Readonly<Record<SortField, string>> = {
  days_running: "Días activo",
  advertiser_active_ads: "Anuncios del anunciante",
  collation_count: "Duplicados",
  // docs/product.md Glossary: the 1–5 hotness is 'Popularidad'; 'Puntuación' is the 0–100 winner score.
  hotness_score: "Popularidad",
  winner_score: "Puntuación",
};

export const SORT_LEVEL_LABELS: Readonly<Record<SortLevel, string>> = {
  primary: "Primario",
  secondary: "Secundario",
  tertiary: "Terciario",
};

export const SORT_DIRECTION_LABELS: Readonly<Record<SortDirection, string>> = {
  asc: "ascendente",
  desc: "descendente",
};

/** The default of docs/product.md §4 Sorting: most duplicated first, then the busiest advertisers, then the longest running. */
export const DEFAULT_SORT: SortConfig = {
  primary: { field: "collation_count", direction: "desc" },
  secondary: { field: "advertiser_active_ads", direction: "desc" },
  tertiary: { field: "days_running", direction: "desc" },
};

export const EMPTY_SORT: SortConfig = { primary: null, secondary: null, tertiary: null };

/** A level can be changed only when every level above it is set. */
export function isSortLevelEnabled(config: SortConfig, level: SortLevel): boolean {
  if (level === "primary") return true;
  if (level === "secondary") return config.primary !== null;
  return config.primary !== null && config.secondary !== null;
}

/** Sets one level, clearing the levels below it when it becomes empty. */
export function setSortLevel(config: SortConfig, level: SortLevel, rule: SortRule | null): SortConfig {
  if (!isSortLevelEnabled(config, level)) return config;
  const next: SortConfig = { ...config, [level]: rule };
  if (rule === null) {
    if (level === "primary") return { ...EMPTY_SORT };
    if (level === "secondary") return { ...next, tertiary: null };
  }
  return next;
}

/**
 * The direction a field takes on its first click. Every field is a count, a number of days or a score,
 * where the interesting ads are the biggest: descending first (an ascending first click showed the
 * newest, least duplicated ads, the opposite of what the user asked for).
 */
export const FIRST_SORT_DIRECTION: Readonly<Record<SortField, SortDirection>> = {
  days_running: "desc",
  advertiser_active_ads: "desc",
  collation_count: "desc",
  hotness_score: "desc",
  winner_score: "desc",
};

/**
 * A click on `field` at `level`: a different (or no) field takes its first direction (descending for
 * counts and days), a second click the other direction, a third clears the level (and the levels
 * below). Disabled levels do not change.
 */
export function cycleSort(config: SortConfig, level: SortLevel, field: SortField): SortConfig {
  const current = config[level];
  const first = FIRST_SORT_DIRECTION[field];
  if (!current || current.field !== field) return setSortLevel(config, level, { field, direction: first });
  if (current.direction === first) return setSortLevel(config, level, { field, direction: first === "desc" ? "asc" : "desc" });
  return setSortLevel(config, level, null);
}

/** Whether the order depends on the advertisers' counts (then each new count may move cards). */
export function usesAdvertiserStats(config: SortConfig): boolean {
  return SORT_LEVELS.some((level) => config[level]?.field === "advertiser_active_ads");
}

/** The fields' values of an ad; `advertiser_active_ads` is null while the advertiser's count is unknown. */
export type SortableAd = {
  page_id: string;
  days_running: number;
  collation_count: number;
  hotness_score: number;
  /**
   * docs/score.md; computed on the server with the page, so sorting by it stays client-side. Optional only
   * for callers that never sort by it; an ad without it sorts last, like any unknown value.
   */
  winner_score?: number;
};

/** The advertiser's active-ad count by page id, or null/undefined when not known (yet). */
export type ActiveAdsLookup = (pageId: string) => number | null | undefined;

function valueOf(ad: SortableAd, field: SortField, activeAds: ActiveAdsLookup): number | null {
  if (field === "advertiser_active_ads") return activeAds(ad.page_id) ?? null;
  const value = ad[field];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Orders two ads by the config. Unknown values (an advertiser count still loading) go last whatever the
 * direction, so they never push known figures off the top; full ties keep their original order.
 */
export function compareAds(a: SortableAd, b: SortableAd, config: SortConfig, activeAds: ActiveAdsLookup): number {
  for (const level of SORT_LEVELS) {
    const rule = config[level];
    if (!rule) break;
    const va = valueOf(a, rule.field, activeAds);
    const vb = valueOf(b, rule.field, activeAds);
    if (va === vb) continue;
    if (va === null) return 1;
    if (vb === null) return -1;
    const diff = va - vb;
    if (diff !== 0) return rule.direction === "asc" ? diff : -diff;
  }
  return 0;
}

/** A sorted copy (stable: equal ads keep the order the search returned them in). */
export function sortAds<T extends SortableAd>(ads: readonly T[], config: SortConfig, activeAds: ActiveAdsLookup = () => null): T[] {
  if (!config.primary) return [...ads];
  return ads
    .map((ad, index) => ({ ad, index }))
    .sort((x, y) => compareAds(x.ad, y.ad, config, activeAds) || x.index - y.index)
    .map(({ ad }) => ad);
}

/** The ads to show: the whole cache sorted, then cut to the displayed count (docs/product.md §4). */
export function visibleAds<T extends SortableAd>(
  cache: readonly T[],
  config: SortConfig,
  displayedCount: number,
  activeAds?: ActiveAdsLookup,
): T[] {
  return sortAds(cache, config, activeAds).slice(0, Math.max(0, displayedCount));
}
