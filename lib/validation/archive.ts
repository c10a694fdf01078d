import * as z from "./zod";
import { id, isoDate, queryInt, text } from "./primitives";
import { AD_PAGE_FROM_SEARCH } from "@/lib/shared/archive/ad-href";

/** Blank query-string values mean "no filter", so `?country=&status=` reads as no country and any status. */
export const blankAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

export const ARCHIVE_STATUSES = ["Activo", "Finalizado"] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];
export const ARCHIVE_SORTS = ["lastSeen", "lifespan", "variants"] as const;
export type ArchiveSort = (typeof ARCHIVE_SORTS)[number];
export const ARCHIVE_MEDIA_TYPES = ["IMAGE", "VIDEO", "NONE"] as const;
export const ARCHIVE_MAX_LIMIT = 60;
/** 'Solo tiendas', 'Contra entrega', 'WhatsApp': as the search's filters read lib/signals. */
export const ARCHIVE_SIGNALS = ["shop", "cod", "whatsapp"] as const;
export type ArchiveSignal = (typeof ARCHIVE_SIGNALS)[number];
const invalidSignals = "Las señales deben ser shop, cod o whatsapp, separadas por comas";

/** `signals=shop,cod`: 'Solo tiendas', 'Contra entrega', 'WhatsApp', every one required (archive, products). */
export function signalsParam() {
  return optional(
    z
      .string({ error: invalidSignals })
      .max(64, { error: invalidSignals })
      .transform((v) => [...new Set(v.split(",").map((s) => s.trim().toLowerCase()))].filter((s) => s !== ""))
      .pipe(z.array(z.enum(ARCHIVE_SIGNALS, { error: invalidSignals }))),
  );
}

/** An ISO-2 country of a query string. */
export function countryParam() {
  return optional(
    z
      .string({ error: "País no válido" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: "País no válido" }),
  );
}

const invalidDates = "La fecha final no puede ser anterior a la inicial";

/**
 * GET /api/archive. `q` is Spanish free text without accents mattering: words (all must appear, by
 * stem), "an exact phrase" and -excluded words.
 */
export const archiveSearchSchema = z
  .object({
    q: optional(text({ max: 200, tooLong: "La búsqueda no puede superar 200 caracteres" })),
    country: countryParam(),
    status: optional(z.enum(ARCHIVE_STATUSES, { error: "El estado debe ser 'Activo' o 'Finalizado'" })),
    minDays: optional(queryInt({ min: 0, max: 3650, message: "Los días mínimos deben ser un número entre 0 y 3650" })),
    firstSeenFrom: optional(isoDate("La fecha inicial no es válida")),
    firstSeenTo: optional(isoDate("La fecha final no es válida")),
    pageId: optional(id("El anunciante no es válido")),
    platform: optional(
      z
        .string({ error: "Plataforma no válida" })
        .trim()
        .toLowerCase()
        .regex(/^[a-z_]{1,32}$/, { error: "Plataforma no válida" }),
    ),
    mediaType: optional(
      z
        .string({ error: "Tipo de medio no válido" })
        .trim()
        .toUpperCase()
        .pipe(z.enum(ARCHIVE_MEDIA_TYPES, { error: "Tipo de medio no válido" })),
    ),
    /** A comma list (`signals=shop,cod`); an ad must have every one. */
    signals: signalsParam(),
    sort: optional(z.enum(ARCHIVE_SORTS, { error: "Orden no válido" })).transform((v) => v ?? "lastSeen"),
    limit: optional(
      queryInt({ min: 1, max: ARCHIVE_MAX_LIMIT, message: `El límite debe ser un número entre 1 y ${ARCHIVE_MAX_LIMIT}` }),
    ).transform((v) => v ?? 24),
    cursor: optional(text({ max: 400 })),
  })
  .refine((v) => !v.firstSeenFrom || !v.firstSeenTo || v.firstSeenFrom <= v.firstSeenTo, { error: invalidDates, path: ["firstSeenTo"] });
export type ArchiveSearchInput = z.output<typeof archiveSearchSchema>;

/** `/api/advertisers/[pageId]`. */
export const advertiserParamSchema = z.object({ pageId: id("El anunciante no es válido") });

/** The ad page's `?desde=`: a search card's link says `busqueda`; anything else leads back to the archive. */
export const adPageFromSchema = z.object({
  [AD_PAGE_FROM_SEARCH.param]: z.literal(AD_PAGE_FROM_SEARCH.value).optional().catch(undefined),
});
