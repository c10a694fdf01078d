import * as z from "./zod";
import { id, list, queryBool, queryInt, queryList, text } from "./primitives";

export const DEFAULT_COLLECTION = "Búsqueda";

/** POST /api/saved-ads: the client sends the ad it sees; only its id is trusted (the server has the ad). */
export const saveAdSchema = z.object({
  adData: z.object({ id: id("El anuncio no es válido") }, { error: "El anuncio no es válido" }),
  tags: list(text({ max: 60, min: 1 }).toLowerCase(), { max: 20 }).default([]),
  collection: text({ max: 80, min: 1 }).default(DEFAULT_COLLECTION),
  notes: text({ max: 2000 }).default(""),
});
export type SaveAdInput = z.output<typeof saveAdSchema>;
/** What a client sends to POST /api/saved-ads. */
export type SaveAdPayload = z.input<typeof saveAdSchema>;

export const SAVED_AD_SORTS = ["savedAt", "hotness", "daysRunning", "pageName"] as const;
export type SavedAdSort = (typeof SAVED_AD_SORTS)[number];

const tag = text({ max: 60, min: 1 }).toLowerCase();

/** The filters of GET /api/saved-ads, shared by the CSV export (which ignores paging). */
export const savedAdsFilterSchema = z.object({
  collection: text({ max: 80 }).optional(),
  tags: queryList(tag, { max: 20 }).optional(),
  isFavorite: queryBool.optional(),
  sortBy: z.enum(SAVED_AD_SORTS, { error: "Orden no válido" }).default("savedAt"),
  search: text({ max: 100 }).optional(),
});
export type SavedAdsFilter = z.output<typeof savedAdsFilterSchema>;

export const listSavedAdsSchema = savedAdsFilterSchema.extend({
  page: queryInt({ min: 1, max: 100_000, message: "La página no es válida" }).default(1),
  limit: queryInt({ min: 1, max: 100, message: "El límite debe ser un número entre 1 y 100" }).default(20),
});
export type ListSavedAdsInput = z.output<typeof listSavedAdsSchema>;

/** PUT /api/saved-ads/{id}: any of the editable fields. */
export const updateSavedAdSchema = z.object({
  isFavorite: z.boolean({ error: "Debe ser verdadero o falso" }).optional(),
  collection: text({ max: 80, min: 1, required: "La colección es requerida" }).optional(),
  tags: list(tag, { max: 20 }).optional(),
  notes: text({ max: 2000 }).optional(),
});
export type UpdateSavedAdInput = z.output<typeof updateSavedAdSchema>;

/** POST /api/saved-ads/bulk: the ads of a search, with the defaults each one gets. */
export const bulkSaveSchema = z.object({
  ads: list(z.object({ id: id("El anuncio no es válido") }, { error: "El anuncio no es válido" }), { max: 200 }).min(1, {
    error: "No hay anuncios para guardar",
  }),
  defaultCollection: text({ max: 80, min: 1 }).default(DEFAULT_COLLECTION),
  defaultTags: list(tag, { max: 20 }).default([]),
  defaultNotes: text({ max: 2000 }).default(""),
});
export type BulkSaveInput = z.output<typeof bulkSaveSchema>;

/** GET /api/saved-ads/{id}/media/{n}. */
export const savedAdMediaParamsSchema = z.object({
  id: id(),
  n: queryInt({ min: 0, max: 99, message: "El recurso no es válido" }),
});

/** The card's in-place edit form: tags typed as "a, b, c". */
export const savedAdEditFormSchema = z.object({
  collection: text({ max: 80, min: 1, required: "La colección es requerida" }),
  tags: text({ max: 1300 }).refine((s) => splitTags(s).length <= 20, { error: "No puede haber más de 20 etiquetas" }),
  notes: text({ max: 2000 }),
});
export type SavedAdEditForm = z.input<typeof savedAdEditFormSchema>;

/** "Verano, ofertas ,, verano" → ["verano", "ofertas"]. */
export function splitTags(s: string): string[] {
  return [
    ...new Set(
      s
        .split(",")
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
