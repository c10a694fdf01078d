import { z } from "./zod";
import { id, queryInt, text } from "./primitives";

export const PAGE_SIZE = 20;
export const AD_TYPES = ["ALL", "POLITICAL_AND_ISSUE_ADS", "HOUSING_ADS", "EMPLOYMENT_ADS", "FINANCIAL_PRODUCTS_AND_SERVICES_ADS"] as const;
export const MEDIA_TYPES = ["ALL", "IMAGE", "VIDEO", "MEME", "IMAGE_AND_MEME", "NONE"] as const;
export const PHRASE_TYPES = ["unordered", "exact"] as const;

export const EMPTY_SEARCH_MESSAGE = "Por favor ingresa un término de búsqueda";

/** Minimum days: a number ≥ 0; anything that is not a number becomes 0 (docs/product.md §5). */
const minDays = z.preprocess(
  (v) => {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : NaN;
    return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : v === undefined ? undefined : 0;
  },
  z.number().int().min(0).max(3650, { error: "Los días mínimos no pueden superar 3650" }).default(1),
);

const languages = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.string({ error: "Idioma no válido" }).regex(/^[a-z]{2}$/, { error: "Idioma no válido" }), { error: "Idioma no válido" })
    .max(24, { error: "Idioma no válido" })
    .default(["es"]),
);

/** docs/product.md §3 Search params with their defaults; shared by the form, the API and the query-string prefill. */
export const searchParamsSchema = z.object({
  searchType: z.enum(["keyword"], { error: "Tipo de búsqueda no válido" }).default("keyword"),
  value: text({
    max: 100,
    min: 1,
    required: EMPTY_SEARCH_MESSAGE,
    tooLong: "El término de búsqueda no puede superar 100 caracteres",
  }),
  country: z
    .string({ error: "País no válido" })
    .trim()
    .toUpperCase()
    .regex(/^(ALL|[A-Z]{2})$/, { error: "País no válido" })
    .default("ALL"),
  minDays,
  adType: z.enum(AD_TYPES, { error: "Tipo de anuncio no válido" }).default("ALL"),
  mediaType: z.enum(MEDIA_TYPES, { error: "Tipo de medio no válido" }).default("ALL"),
  searchPhraseType: z.enum(PHRASE_TYPES, { error: "Tipo de frase no válido" }).default("unordered"),
  languages,
});
export type SearchParamsInput = z.input<typeof searchParamsSchema>;
export type SearchParamsValues = z.output<typeof searchParamsSchema>;

/** POST /api/search body: the params plus paging. `searchId` extends the auto-saved complete search. */
export const searchRequestSchema = searchParamsSchema.extend({
  page: queryInt({ min: 1, max: 500, message: "La página no es válida" }).default(1),
  limit: queryInt({ min: 1, max: 100, message: "El límite debe ser un número entre 1 y 100" }).default(PAGE_SIZE),
  cursor: text({ max: 20_000 }).nullish(),
  searchId: id("La búsqueda guardada no es válida").nullish(),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;

export const advertiserStatsSchema = z.object({
  pageId: id("El ID de la página no es válido"),
  country: searchParamsSchema.shape.country,
});

/** GET /api/search/multiple-pages: an Ad Library URL and how many pages to walk. */
export const multiplePagesSchema = z.object({
  initialUrl: text({ max: 4000, min: 1, required: "La URL inicial es requerida" }),
  maxPages: queryInt({ min: 1, max: 20, message: "maxPages debe ser un número entre 1 y 20" }).default(5),
});

/** POST /api/ads/scrape-advertiser: one page of an advertiser's ads. */
export const scrapeAdvertiserSchema = advertiserStatsSchema.extend({
  country: advertiserStatsSchema.shape.country,
  cursor: text({ max: 20_000 }).nullish(),
});
