// The search's plain constants, apart from its schema (search.ts): the search screen reads them in the
// browser without loading zod (docs/benchmarks.md §3).

export const PAGE_SIZE = 20;
export const AD_TYPES = ["ALL", "POLITICAL_AND_ISSUE_ADS", "HOUSING_ADS", "EMPLOYMENT_ADS", "FINANCIAL_PRODUCTS_AND_SERVICES_ADS"] as const;
export const MEDIA_TYPES = ["ALL", "IMAGE", "VIDEO", "MEME", "IMAGE_AND_MEME", "NONE"] as const;
export const PHRASE_TYPES = ["unordered", "exact"] as const;

export const EMPTY_SEARCH_MESSAGE = "Por favor ingresa un término de búsqueda";

/** docs/product.md §4 Search filters: where an ad ran, as the Ad Library names the placements. */
export const PLATFORMS = ["facebook", "instagram", "messenger", "audience_network"] as const;
export type Platform = (typeof PLATFORMS)[number];
/** 'Iniciado en los últimos N días'. */
export const STARTED_WITHIN_DAYS = [7, 30, 90] as const;
export const MAX_EXCLUDED_WORDS = 20;
