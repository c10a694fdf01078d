import type { SavedAdsQuery } from "@/lib/swr/keys";

export const DEFAULT_SAVED_ADS_QUERY: SavedAdsQuery = { search: "", collection: "", tag: "", sortBy: "savedAt", favorites: false };

export const SORT_OPTIONS = [
  { value: "savedAt", label: "Fecha de guardado" },
  { value: "hotness", label: "Popularidad" },
  { value: "daysRunning", label: "Días activo" },
  { value: "pageName", label: "Nombre de página" },
] as const;
