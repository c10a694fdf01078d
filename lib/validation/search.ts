import { z } from "./zod";

export const PAGE_SIZE = 20;
export const AD_TYPES = ["ALL", "POLITICAL_AND_ISSUE_ADS", "HOUSING_ADS", "EMPLOYMENT_ADS", "FINANCIAL_PRODUCTS_AND_SERVICES_ADS"] as const;
export const MEDIA_TYPES = ["ALL", "IMAGE", "VIDEO", "MEME", "IMAGE_AND_MEME", "NONE"] as const;
export const PHRASE_TYPES = ["unordered", "exact"] as const;

export const EMPTY_SEARCH_MESSAGE = "Por favor ingresa un término de búsqueda";

/** Minimum days: a number ≥ 0; anything that is not a number becomes 0 (spec §5). */
const minDays = z.preprocess((v) => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "number" ? v : NaN;
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : v === undefined ? undefined : 0;
}, z.number().int().min(0).max(3650).default(1));

const languages = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : v),
  z
    .array(z.string().regex(/^[a-z]{2}$/, { error: "Idioma no válido" }))
    .max(24)
    .default(["es"]),
);

/** Spec §3 Search params with their defaults; shared by the form, the API and the query-string prefill. */
export const searchParamsSchema = z.object({
  searchType: z.enum(["keyword"], { error: "Tipo de búsqueda no válido" }).default("keyword"),
  value: z
    .string({ error: EMPTY_SEARCH_MESSAGE })
    .trim()
    .min(1, { error: EMPTY_SEARCH_MESSAGE })
    .max(100, { error: "El término de búsqueda no puede superar 100 caracteres" }),
  country: z
    .string()
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
  page: z.coerce.number().int().min(1).max(500).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  cursor: z.string().max(20_000).nullish(),
  searchId: z.string().max(64).nullish(),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;

export const advertiserStatsSchema = z.object({
  pageId: z
    .string({ error: "El ID de la página es requerido" })
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,64}$/, { error: "El ID de la página no es válido" }),
  country: searchParamsSchema.shape.country,
});

/** GET /api/search/multiple-pages: an Ad Library URL and how many pages to walk. */
export const multiplePagesSchema = z.object({
  initialUrl: z.string({ error: "La URL inicial es requerida" }).trim().min(1, { error: "La URL inicial es requerida" }).max(4000),
  maxPages: z.coerce.number({ error: "maxPages debe ser un número" }).int().min(1).max(20).default(5),
});

/** POST /api/ads/scrape-advertiser: one page of an advertiser's ads. */
export const scrapeAdvertiserSchema = advertiserStatsSchema.extend({
  country: advertiserStatsSchema.shape.country,
  cursor: z.string().max(20_000).nullish(),
});
