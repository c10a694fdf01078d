import * as z from "./zod";
import { isoDate, queryInt, text } from "./primitives";

/** The history filter's countries (docs/product.md §9). */
export const HISTORY_COUNTRIES = ["CO", "MX", "AR", "ES", "US", "BR"] as const;
export const HISTORY_PAGE_SIZE = 20;

/** A country code filter ("ALL" or ISO alpha-2); absent means any. */
export const countryFilter = z
  .string({ error: "País no válido" })
  .trim()
  .toUpperCase()
  .regex(/^(ALL|[A-Z]{2})$/, { error: "País no válido" })
  .optional();
export const STATS_PERIOD_DAYS = 30;

/** GET /api/search-history. Dates are UTC calendar days, both ends included. */
export const listHistorySchema = z
  .object({
    page: queryInt({ min: 1, max: 1_000_000, message: "La página no es válida" }).default(1),
    limit: queryInt({ min: 1, max: 100, message: "El límite debe ser un número entre 1 y 100" }).default(HISTORY_PAGE_SIZE),
    search: text({ max: 100 }).optional(),
    country: countryFilter,
    dateFrom: isoDate("La fecha 'Desde' no es válida").optional(),
    dateTo: isoDate("La fecha 'Hasta' no es válida").optional(),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    error: "La fecha 'Desde' no puede ser posterior a 'Hasta'",
    path: ["dateTo"],
  });
export type ListHistoryInput = z.output<typeof listHistorySchema>;

/** GET /api/search-history/stats: the last `period` UTC days, today included. */
export const historyStatsSchema = z.object({
  period: queryInt({ min: 1, max: 365, message: "El periodo debe ser un número entre 1 y 365" }).default(STATS_PERIOD_DAYS),
});
