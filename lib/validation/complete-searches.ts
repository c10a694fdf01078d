import { z } from "./zod";
import { searchParamsSchema } from "./search";

export const listCompleteSearchesSchema = z.object({
  limit: z.coerce.number({ error: "El límite debe ser un número" }).int().min(1).max(100).default(20),
});

export const completeSearchPageSchema = z.object({
  page: z.coerce.number({ error: "La página debe ser un número" }).int().min(1).default(1),
  limit: z.coerce.number({ error: "El límite debe ser un número" }).int().min(1).max(1000).default(1000),
});

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/complete-searches: save the ads of a search the user already received (no quota). */
export const createCompleteSearchSchema = z.object({
  searchName: z.string().trim().max(120).optional(),
  searchParams: searchParamsSchema,
  adIds: z.array(z.string().min(1).max(64)).min(1, { error: "No hay anuncios para guardar" }).max(5000),
});
