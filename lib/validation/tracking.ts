import * as z from "./zod";
import { id, int, list, queryBool, queryInt, text, strictObject } from "./primitives";
import { searchParamsSchema } from "./search";

export const PRODUCT_TYPES = ["physical", "digital", "service", "other"] as const;

/** The tracking activation modal's fields (product type and notes). */
export const trackingFormSchema = z.object({
  productType: z.enum(PRODUCT_TYPES, { error: "El tipo de producto es requerido" }).default("physical"),
  notes: text({ max: 1000, tooLong: "Las notas no pueden superar 1000 caracteres" }).default(""),
});

/** POST /api/tracked-advertisers: docs/product.md §3's creation payload. */
export const trackAdvertiserSchema = trackingFormSchema.extend({
  pageId: id("El ID de la página no es válido"),
  pageName: text({ max: 200, min: 1, required: "El nombre de la página es requerido" }),
  pageProfileUri: text({ max: 500 }).nullish(),
  pageProfilePictureUrl: text({ max: 2000 }).nullish(),
  pageLikeCount: int({ min: 0 }).nullish(),
  pageCategories: list(text({ max: 100 }), { max: 20 }).default([]),
  pageVerification: z
    .union([z.boolean(), text({ max: 40 })])
    .nullish()
    .transform((v) => v === true || (typeof v === "string" && v !== "" && v !== "NOT_VERIFIED")),
  initialActiveAdsCount: int({ min: 0, max: 100_000 }).default(0),
  country: searchParamsSchema.shape.country,
});
export type TrackAdvertiserInput = z.output<typeof trackAdvertiserSchema>;
/** What a client sends to POST /api/tracked-advertisers. */
export type TrackAdvertiserPayload = z.input<typeof trackAdvertiserSchema>;

/** GET /api/tracked-advertisers: page, limit (20) and active ('true' by default; omitted or 'all' = both). */
export const listTrackedQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000 }).default(1),
  limit: queryInt({ min: 1, max: 100 }).default(20),
  active: z.preprocess((v) => (v === "all" ? undefined : v), queryBool.optional()),
});
export type ListTrackedQuery = z.output<typeof listTrackedQuerySchema>;

/** PUT /api/tracked-advertisers/{id}: only these fields can change. */
export const updateTrackedSchema = strictObject({
  notes: text({ max: 1000, tooLong: "Las notas no pueden superar 1000 caracteres" }).optional(),
  productType: z.enum(PRODUCT_TYPES, { error: "El tipo de producto no es válido" }).optional(),
  active: z.boolean({ error: "El estado debe ser verdadero o falso" }).optional(),
});
export type UpdateTrackedInput = z.output<typeof updateTrackedSchema>;
