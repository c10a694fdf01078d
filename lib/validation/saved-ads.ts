import { z } from "./zod";
import { id, list, text } from "./primitives";

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
