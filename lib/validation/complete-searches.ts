import * as z from "./zod";
import { id, idParamSchema, list, queryInt, text } from "./primitives";
import { searchParamsSchema } from "./search";
import { countryFilter } from "./search-history";

export { idParamSchema };

export const listCompleteSearchesSchema = z.object({
  limit: queryInt({ min: 1, max: 100, message: "El límite debe ser un número entre 1 y 100" }).default(20),
});

export const completeSearchPageSchema = z.object({
  page: queryInt({ min: 1, max: 100_000, message: "La página debe ser un número" }).default(1),
  limit: queryInt({ min: 1, max: 1000, message: "El límite debe ser un número entre 1 y 1000" }).default(1000),
});

/** POST /api/complete-searches: save the ads of a search the user already received (no quota). */
export const createCompleteSearchSchema = z.object({
  searchName: text({ max: 120 }).optional(),
  searchParams: searchParamsSchema,
  adIds: list(id("El anuncio no es válido"), { max: 5000 }).min(1, { error: "No hay anuncios para guardar" }),
});

/** GET /api/complete-searches/search: the user's saved searches by term and/or country. */
export const findCompleteSearchesSchema = z.object({
  term: text({ max: 100 }).optional(),
  country: countryFilter,
  limit: queryInt({ min: 1, max: 100, message: "El límite debe ser un número entre 1 y 100" }).default(20),
});
