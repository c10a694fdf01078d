import * as z from "./zod";
import { fold } from "@/lib/signals/text";
import { id, isoDate, queryInt, text } from "./primitives";

import { AD_TYPES, EMPTY_SEARCH_MESSAGE, MAX_EXCLUDED_WORDS, MEDIA_TYPES, PAGE_SIZE, PHRASE_TYPES, PLATFORMS } from "./search-options";

export { PAGE_SIZE, PLATFORMS } from "./search-options";

/** A list from JSON, or from a query string as "a,b" (the URL prefill and GET callers). */
const commaList = (v: unknown) =>
  typeof v === "string"
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

/** true/false, also as the strings a query string carries ("true", "1", "on"). */
const flag = z.preprocess(
  (v) =>
    typeof v === "string"
      ? ["true", "1", "on"].includes(v.trim().toLowerCase())
        ? true
        : ["false", "0", "off", ""].includes(v.trim().toLowerCase())
          ? false
          : v
      : v,
  z.boolean({ error: "El filtro debe ser verdadero o falso" }).default(false),
);

const platforms = z.preprocess(
  commaList,
  z
    .array(z.enum(PLATFORMS, { error: "Plataforma no válida" }), { error: "Plataforma no válida" })
    .max(PLATFORMS.length, { error: "Plataforma no válida" })
    // Sorted and unique: the same choice is the same search (cache key, saved search).
    .transform((list) => PLATFORMS.filter((p) => list.includes(p)))
    .default([]),
);

const STARTED_WITHIN_MESSAGE = "El periodo debe ser de 7, 30 o 90 días";
const startedWithin = z.preprocess(
  (v) => (v === "" ? null : typeof v === "string" && /^\d{1,3}$/.test(v.trim()) ? Number(v) : v),
  z
    .union([z.literal(7), z.literal(30), z.literal(90)], { error: STARTED_WITHIN_MESSAGE })
    .nullable()
    .default(null),
);

const INVALID_DATE = "La fecha no es válida (AAAA-MM-DD)";
/** A calendar day, YYYY-MM-DD, that exists ("2025-02-30" does not). */
const day = z.preprocess(
  (v) => (v === "" ? null : v),
  isoDate(INVALID_DATE, { min: "2000-01-01", max: "2100-12-31" }).nullable().default(null),
);

const EXCLUDED_WORD_MESSAGE = "Cada palabra excluida debe tener entre 1 y 50 caracteres";
const EXCLUDED_WORD_EMPTY = "Cada palabra excluida debe tener letras, números o signos";
const excludedWords = z.preprocess(
  commaList,
  z
    .array(
      text({ max: 50, min: 1, required: EXCLUDED_WORD_MESSAGE, tooLong: EXCLUDED_WORD_MESSAGE })
        .toLowerCase()
        // The filter compares folded text (accents and invisible spaces gone): a word of accents alone or
        // of zero-width spaces folds to nothing, or to a space, and would hide every ad.
        .refine((w) => fold(w).trim() !== "", { error: EXCLUDED_WORD_EMPTY }),
      {
        error: EXCLUDED_WORD_MESSAGE,
      },
    )
    .max(MAX_EXCLUDED_WORDS, { error: `Puedes excluir hasta ${MAX_EXCLUDED_WORDS} palabras` })
    .transform((words) => [...new Set(words)].sort())
    .default([]),
);

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
export const searchParamsSchema = z
  .object({
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
    // docs/product.md §4 Search filters. All default to "no filter", so older saved params read the same.
    /** 'Solo tiendas': leaves out apps, marketplaces, political ads and ads with no sign of a store. */
    shopsOnly: flag,
    /** 'Contra entrega'. */
    cashOnDelivery: flag,
    /** 'WhatsApp'. */
    whatsapp: flag,
    /** Any of these placements; empty = all. */
    platforms,
    /** Started within the last 7, 30 or 90 days (or a date range, not both). */
    startedWithin,
    startedFrom: day,
    startedTo: day,
    /** Ads whose texts contain any of these words (accent- and case-insensitive, word start) are left out. */
    excludedWords,
  })
  .superRefine((v, ctx) => {
    if (v.startedWithin !== null && (v.startedFrom !== null || v.startedTo !== null)) {
      ctx.addIssue({ code: "custom", path: ["startedWithin"], message: "Elige un periodo o un rango de fechas, no ambos" });
    }
    if (v.startedFrom !== null && v.startedTo !== null && v.startedFrom > v.startedTo) {
      ctx.addIssue({ code: "custom", path: ["startedFrom"], message: "La fecha inicial no puede ser posterior a la final" });
    }
  });
export type SearchParamsInput = z.input<typeof searchParamsSchema>;
export type SearchParamsValues = z.output<typeof searchParamsSchema>;

/** POST /api/search body: the params plus paging. `searchId` extends the auto-saved complete search. */
export const searchRequestSchema = searchParamsSchema.extend({
  page: queryInt({ min: 1, max: 500, message: "La página no es válida" }).default(1),
  limit: queryInt({ min: 1, max: 100, message: "El límite debe ser un número entre 1 y 100" }).default(PAGE_SIZE),
  cursor: text({ max: 20_000 }).nullish(),
  searchId: id("La búsqueda guardada no es válida").nullish(),
  /**
   * How each ad is sent: `full`, docs/product.md §3 Ad (the default, for API clients); `card`, as the
   * search screen keeps it (lib/shared/search/ad.ts cardAd): without the raw upstream snapshot, sent twice in the
   * full shape, which is half of a page's bytes.
   */
  view: z.enum(["full", "card"], { error: "La vista no es válida" }).default("full"),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;

export const advertiserStatsSchema = z.object({
  pageId: id("El ID de la página no es válido"),
  country: searchParamsSchema.shape.country,
  /** Its ads on the user's screen, re-scored with the count (docs/score.md). */
  adIds: z.array(id("El anuncio no es válido")).max(100, { error: "Demasiados anuncios" }).default([]),
});

/** GET /api/search/multiple-pages: an Ad Library URL and how many pages to walk. */
export const multiplePagesSchema = z.object({
  initialUrl: text({ max: 4000, min: 1, required: "La URL inicial es requerida" }),
  maxPages: queryInt({ min: 1, max: 20, message: "maxPages debe ser un número entre 1 y 20" }).default(5),
});

/** POST /api/ads/scrape-advertiser: one page of an advertiser's ads. */
export const scrapeAdvertiserSchema = advertiserStatsSchema.omit({ adIds: true }).extend({
  country: advertiserStatsSchema.shape.country,
  cursor: text({ max: 20_000 }).nullish(),
});
