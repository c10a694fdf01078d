/** The quota's rule as users read it (plans, limit messages, the watch dialog): browser-safe. */
export const QUOTA_RULE = "Cada anuncio cuenta una sola vez al mes, lo entregue una búsqueda o una vigilancia.";

/** The quota's sources as the screens name them. */
export const USAGE_SOURCE_LABELS = {
  search: "Búsquedas",
  watch: "Vigilancias",
  saved_search: "Cargas de búsquedas guardadas",
  advertiser: "Anuncios de anunciantes",
} as const;
