import { z } from "./zod";

export const DEFAULT_COLLECTION = "Búsqueda";

/** POST /api/saved-ads: the client sends the ad it sees; only its id is trusted (the server has the ad). */
export const saveAdSchema = z.object({
  adData: z.object({ id: z.string({ error: "El anuncio no es válido" }).min(1, { error: "El anuncio no es válido" }).max(64) }).passthrough(),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(60)).max(20).default([]),
  collection: z.string().trim().min(1).max(80).default(DEFAULT_COLLECTION),
  notes: z.string().trim().max(2000).default(""),
});
export type SaveAdInput = z.output<typeof saveAdSchema>;
